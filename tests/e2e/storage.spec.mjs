// Keeping things on the device: autosave and Continue, the saved games, the
// layout library, links, and bad input of every kind — and that nothing a
// player saved is ever lost.
import { test, expect } from "@playwright/test";
import {
  BLACK,
  WHITE,
  button,
  buildHomeland,
  homelandText,
  labelOf,
  pick,
  reachPlay,
  square,
  startGame,
  storage,
  tapMove,
  finishSetup,
} from "./helpers.mjs";

const savedGame = (name, record, updated = 1.7e12) =>
  JSON.stringify({
    v: 1,
    name,
    created: updated,
    updated,
    players: ["White", "Black"],
    stage: { play: { record } },
  });

const GAME_TEXT = `${homelandText(WHITE)}\n${homelandText(BLACK)}\nf3e4 f6e5\n`;
const ARMOR_GAME_TEXT =
  "armor w 5m2/w4w2/4m3/2m1w3 2ESS1R1/1RXO2E1/2LH1DLC/RX3RKH\narmor b 5m2/w5m1/2m1w3/6w1 1hxsk1lr/1lrede1r/1c1r4/1sxoh3\n";

/** The same game as a link's fragment after `game:1:` (engine/src/record.rs). */
const GAME_LINK = ["iron", ...homelandText(WHITE).split(" ").slice(2), ...homelandText(BLACK).split(" ").slice(2), "f3e4f6e5"].join(":");

test("a setup survives a reload and continues where it was, for the right player", async ({ page }) => {
  await startGame(page);
  await pick(page, "mountain");
  await square(page, "a1").click();
  await square(page, "h1").click();
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.getByRole("heading", { name: "Give the device to White" })).toBeVisible();
  await button(page, "I am White: show my homeland").click();
  expect(await labelOf(page, "a1")).toBe("a1, mountain, empty");
  expect(await labelOf(page, "h1")).toBe("h1, mountain, empty");

  // White finishes; Black starts; a reload brings back Black's setup, with
  // White's homeland still hidden.
  await buildHomeland(page, { ...WHITE, tiles: WHITE.tiles.map((r, i) => (i === 3 ? r.replace(/^m/, ".").replace(/m$/, ".") : r)) }, { finish: false });
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await pick(page, "forest");
  await square(page, "c8").click();
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.getByRole("heading", { name: "Give the device to Black" })).toBeVisible();
  await button(page, "I am Black: show my homeland").click();
  expect(await labelOf(page, "c8")).toBe("c8, forest, empty");
  expect(await labelOf(page, "e1")).toBe("e1, hidden, empty");
  await expect(page.locator(".unit.white")).toHaveCount(0);
});

test("a game survives a reload: the moves, the side to move and a frozen unit", async ({ page }) => {
  await reachPlay(page);
  await tapMove(page, "a2", "b2"); // the Rabble wades into water
  await tapMove(page, "f6", "e5");
  expect(await labelOf(page, "b2")).toBe("b2, water, White Rabble, frozen");
  // Saved with the move itself, not only when the page is left.
  const record = async () =>
    Object.entries(await storage(page)).find(([k]) => k.startsWith("cyvasse.game."))?.[1] ?? "";
  await expect.poll(record).toContain("a2b2 f6e5");
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.locator(".moves .move")).toHaveText(["a2–b2", "f6–e5"]);
  await expect(page.getByRole("status")).toHaveText("White to move.");
  expect(await labelOf(page, "b2")).toBe("b2, water, White Rabble, frozen");
  // The frozen Rabble cannot move; the game goes on from here.
  await square(page, "b2").click();
  await expect(page.locator('[data-marks~="move"]')).toHaveCount(0);
});

test("saved games: a finished game is replayed move by move, renamed, deleted and restored", async ({ page }) => {
  await reachPlay(page);
  await tapMove(page, "d1", "d8");
  await expect(page.getByRole("dialog", { name: "Game over" })).toBeVisible();
  await page.goto("./");
  await expect(button(page, "Continue the game")).toHaveCount(0);
  await button(page, "Saved games").click();
  const entry = page.locator(".saved-game");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("White wins. Black's King was captured.");
  await expect(entry).toContainText("Iron Throne");

  await entry.getByRole("button", { name: "Rename" }).click();
  await entry.getByLabel("New name").fill("The d-file");
  await entry.getByRole("button", { name: "Save name" }).click();
  await expect(page.locator(".saved-name")).toHaveText("The d-file");

  await page.locator(".saved-game").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".saved-game")).toHaveCount(0);
  await button(page, "Undo").click();
  await expect(page.locator(".saved-name")).toHaveText("The d-file");

  await page.locator(".saved-game").getByRole("button", { name: "Replay" }).click();
  await expect(page.locator(".screen.play")).toBeVisible();
  // A finished game opens on its last position, the King's capture marked.
  await expect(page.locator(".move-count")).toHaveText("Move 1 of 1");
  expect(await labelOf(page, "d8")).toBe("d8, grass, White Dragon, last move to here");
  await button(page, "Previous move").click();
  expect(await labelOf(page, "d1")).toBe("d1, grass, White Dragon");
  await button(page, "Next move").click();
  expect(await labelOf(page, "d8")).toBe("d8, grass, White Dragon, last move to here");
});

test("a game exported as text imports again; a broken text says why", async ({ page }) => {
  await page.goto("./");
  await button(page, "Saved games").click();
  const area = page.getByLabel("Game text");
  await area.fill(GAME_TEXT.replace("f6e5", "f6f1"));
  await button(page, "Import").click();
  // Said for a player, with the engine's detail one tap away.
  const error = page.locator(".import .error");
  await expect(error.locator("p").first()).toHaveText("This game cannot be imported: it does not play by the rules.");
  await expect(error.getByText(/move 2 \(f6f1\)/)).toBeHidden();
  await error.getByText("What is wrong").click();
  await expect(error.getByText(/move 2 \(f6f1\)/)).toBeVisible();
  await area.fill("hello");
  await button(page, "Import").click();
  await expect(error.locator("p").first()).toHaveText("This is not a Cyvasse game's text.");
  await expect(error.locator("details")).toContainText("White's homeland");
  await area.fill(GAME_TEXT);
  await button(page, "Import").click();
  await expect(page.locator(".saved-game")).toHaveCount(1);
  await expect(page.locator(".saved-game")).toContainText("Iron Throne · In play: move 2, White to move");
  // A game of armor imports too, and says which game it is.
  await area.fill(ARMOR_GAME_TEXT);
  await button(page, "Import").click();
  await expect(page.locator(".saved-game")).toHaveCount(2);
  const armor = page.locator(".saved-game").filter({ hasText: "Armor · In play: move 1, White to move" });
  await expect(armor).toHaveCount(1);
  await armor.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".saved-game")).toHaveCount(1);

  await page.locator(".saved-game").getByRole("button", { name: "Share" }).click();
  const text = await page.getByRole("dialog", { name: "Share the game" }).getByLabel("Game text").inputValue();
  expect(text).toContain(homelandText(WHITE));
  expect(text).toContain("f3e4 f6e5");
});

test("a name's field says how much is left, and when the name is full", async ({ page }) => {
  await startGame(page);
  await button(page, "Layouts").click();
  const dialog = page.getByRole("dialog", { name: "Layouts" });
  const field = dialog.getByLabel("Layout name");
  const note = dialog.locator(".name-note");
  await field.fill("A short name");
  await expect(note).toHaveText("");
  await field.fill("x".repeat(55));
  await expect(note).toHaveText("5 characters left");
  await field.pressSequentially("y".repeat(10));
  await expect(field).toHaveValue("x".repeat(55) + "y".repeat(5));
  await expect(note).toHaveText("A name is at most 60 characters: no more are taken.");
});

test("a layout saved in White's setup is laid, turned around, in Black's", async ({ page }) => {
  await startGame(page);
  await button(page, "Fill randomly").click();
  // The tiles are laid in a task after the press's own frame.
  await expect(button(page, "Next: army")).toBeEnabled();
  const whiteTiles = {};
  for (const sq of ["a1", "h1", "c2", "f4"]) whiteTiles[sq] = (await labelOf(page, sq)).split(", ")[1];
  await button(page, "Layouts").click();
  const dialog = page.getByRole("dialog", { name: "Layouts" });
  await dialog.getByLabel("Layout name").fill("My wall");
  await dialog.getByRole("button", { name: "Save layout" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Saved “My wall”.");
  await dialog.getByRole("button", { name: "Close" }).click();

  await button(page, "Next: army").click();
  await button(page, "Place randomly").click();
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "My wall" }).getByRole("button", { name: "Apply" }).click();
  const turned = { a1: "h8", h1: "a8", c2: "f7", f4: "c5" };
  for (const [w, b] of Object.entries(turned)) {
    expect((await labelOf(page, b)).split(", ")[1]).toBe(whiteTiles[w]);
  }
  await expect(button(page, "Next: army")).toBeEnabled();
});

test("a layout link opens, is saved to the library and starts a game", async ({ page }) => {
  await startGame(page);
  await button(page, "Layouts").click();
  const gate = page.getByRole("listitem", { name: "Mountain gate" });
  await gate.getByRole("button", { name: "Share" }).click();
  const link = await gate.getByLabel("Layout link").inputValue();
  const fragment = link.split("#")[1];
  expect(fragment.length).toBeLessThan(100);

  await page.goto(`./#${fragment}`);
  await expect(page.getByRole("heading", { name: "A shared layout" })).toBeVisible();
  expect(await labelOf(page, "e2")).toBe("e2, fortress, White King");
  // The fragment is taken off the address once read.
  expect(new URL(page.url()).hash).toBe("");
  await page.getByLabel("Layout name").fill("Gate from a friend");
  await button(page, "Save to my layouts").click();
  await expect(page.getByText("Saved to your layouts.")).toBeVisible();
  await button(page, "Play it in a new game").click();
  await button(page, "I am White: show my homeland").click();
  expect(await labelOf(page, "e2")).toBe("e2, fortress, White King");
  await expect(button(page, "Done")).toBeEnabled();
  await button(page, "Layouts").click();
  await expect(page.getByRole("listitem", { name: "Gate from a friend" })).toBeVisible();
});

test("a game link opens the game for replay, and can be kept", async ({ page }) => {
  await reachPlay(page);
  await tapMove(page, "f3", "e4");
  await tapMove(page, "f6", "e5");
  await button(page, "Share").click();
  const link = await page.locator("[data-send-link]").inputValue();
  await page.goto("./");
  await page.evaluate(() => localStorage.clear());
  await page.goto(`./#${link.split("#")[1]}`);
  // Shown where it stands, its last move marked, and stepped back from there.
  await expect(page.getByText("A shared game, shown at its latest move.")).toBeVisible();
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5"]);
  await expect(page.locator(".moves .move.current")).toHaveText("f6–e5");
  await expect(page.locator(".move-count")).toHaveText("Move 2 of 2");
  expect(await labelOf(page, "e5")).toBe("e5, grass, Black Catapult, last move to here");
  await button(page, "First position").click();
  await expect(page.locator(".move-count")).toHaveText("Move 0 of 2");
  expect(await labelOf(page, "f3")).toBe("f3, grass, White Catapult");
  expect(Object.keys(await storage(page)).filter((k) => k.startsWith("cyvasse.game."))).toHaveLength(0);
  await button(page, "Save to my games").click();
  expect(Object.keys(await storage(page)).filter((k) => k.startsWith("cyvasse.game."))).toHaveLength(1);
});

const games = async (page) =>
  Object.entries(await storage(page))
    .filter(([k]) => k.startsWith("cyvasse.game."))
    .map(([, v]) => JSON.parse(v));

/** Opens a shared link of the game f3–e4, f6–e5, on a device that keeps nothing. */
async function openSharedGame(page) {
  await page.goto(`./#game:1:${GAME_LINK}`);
  await expect(page.getByText("A shared game, shown at its latest move.")).toBeVisible();
}

test("a shared game is read-only until it is kept; then it plays on from the chosen position", async ({ page }) => {
  await openSharedGame(page);
  await button(page, "Last position").click();
  // Nothing can be played, offered or resigned on it.
  await square(page, "e4").click();
  await expect(page.locator('[data-marks~="selected"]')).toHaveCount(0);
  await expect(button(page, "Offer draw")).toHaveCount(0);
  await expect(button(page, "Resign")).toHaveCount(0);
  await page.reload();
  expect(await games(page)).toHaveLength(0);
  await expect(button(page, "Continue the game")).toHaveCount(0);

  // Kept from the position after the first move, for two players here.
  await page.goto(`./#game:1:${GAME_LINK}`);
  await button(page, "First position").click();
  await button(page, "Next move").click();
  await button(page, "Continue from here").click();
  await expect(page.getByText("Play on from the position after move 1, Black to move:")).toBeVisible();
  await button(page, "Two players on this device").click();
  await expect(page.getByText("A shared game, shown at its latest move.")).toHaveCount(0);
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4"]);
  await tapMove(page, "f6", "e5");
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5"]);
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5"]);
  const kept = await games(page);
  expect(kept).toHaveLength(1);
  expect(kept[0].stage.play.record).toContain("f3e4 f6e5");
  expect(kept[0].opponent ?? null).toBeNull();
});

test("a shared game kept against the computer: the player takes the side to move", async ({ page }) => {
  await openSharedGame(page);
  await button(page, "First position").click();
  await button(page, "Continue from here").click();
  await page.getByRole("group", { name: "Level" }).getByRole("button", { name: "Easy" }).click();
  await button(page, "You play White against the computer").click();
  await expect(page.locator(".player-name").first()).toContainText("Black (computer)");
  await tapMove(page, "f3", "e4");
  await expect(page.locator(".moves .move")).toHaveCount(2, { timeout: 20_000 });
  const kept = await games(page);
  expect(kept).toHaveLength(1);
  expect(kept[0].opponent).toEqual({ side: "b", level: "easy" });
  // Facts, not English names: the page names the players in words.
  expect(kept[0].players).toEqual(["here", "computer easy"]);
});

test("a reload on the screen before the reveal comes back to it", async ({ page }) => {
  await startGame(page);
  await buildHomeland(page, WHITE);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, BLACK);
  await expect(page.getByRole("heading", { name: "Both homelands are ready" })).toBeVisible();
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.getByRole("heading", { name: "Both homelands are ready" })).toBeVisible();
  // The board is built behind the card, out of reach until it is revealed.
  await expect(page.locator("[data-square]:not(.behind[inert] *)")).toHaveCount(0);
  await button(page, "Reveal the board").click();
  await expect(page.locator(".behind[inert]")).toHaveCount(0);
  await expect(page.locator(".screen.play")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("White to move.");
});

test("a game imported again is not kept twice: it is there already, and opens", async ({ page }) => {
  await page.goto("./");
  await button(page, "Saved games").click();
  const area = page.getByLabel("Game text");
  await area.fill(`# The long siege\n${GAME_TEXT}`);
  await button(page, "Import").click();
  await expect(page.locator(".saved-game")).toHaveCount(1);
  // The same game, written otherwise and under another name.
  await area.fill(`# Once more\n\n${GAME_TEXT.replaceAll(" ", "  ")}`);
  await button(page, "Import").click();
  await expect(page.getByRole("alert")).toContainText("This game is saved already, as “The long siege”.");
  await expect(page.locator(".saved-game")).toHaveCount(1);
  expect((await games(page)).length).toBe(1);
  await page.locator(".import").getByRole("button", { name: "Open it" }).click();
  await expect(page.locator(".screen.play")).toBeVisible();
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5"]);
});

test("an imported text keeps its name, also with a byte-order mark", async ({ page }) => {
  await page.goto("./");
  await button(page, "Saved games").click();
  await page.getByLabel("Game text").fill(`\uFEFF# The long siege\n${GAME_TEXT}`);
  await button(page, "Import").click();
  await expect(page.getByText("Imported as “The long siege”.")).toBeVisible();
  await expect(page.locator(".saved-name")).toHaveText("The long siege");
});

test("the share dialog copies the link and the text, and offers the share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A share sheet, as a phone's browser has one.
  await page.addInitScript(() => {
    window.shared = [];
    navigator.share = (data) => {
      window.shared.push({ ...data });
      return Promise.resolve();
    };
  });
  await page.goto("./");
  await button(page, "Saved games").click();
  await page.getByLabel("Game text").fill(`# The long siege\n${GAME_TEXT}`);
  await button(page, "Import").click();
  await page.locator(".saved-game").getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share the game" });
  const link = await dialog.getByLabel("Link: opens the game for replay").inputValue();
  expect(link).toContain(`#game:1:${GAME_LINK}`);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(clipboard).toBe(link);
  const text = await dialog.getByLabel("Game text").inputValue();
  expect(text).toContain("# The long siege\n");
  expect(text).toContain("f3e4 f6e5");
  await dialog.getByRole("button", { name: "Copy text" }).click();
  await expect.poll(clipboard).toBe(text);
  await expect(dialog.getByRole("status").last()).toHaveText("Copied.");
  await dialog.getByRole("button", { name: "Share…" }).click();
  await expect.poll(() => page.evaluate(() => window.shared)).toEqual([{ url: link }]);
});

test("the share dialog holds the focus, and Escape closes it", async ({ page }) => {
  await reachPlay(page);
  await button(page, "Share").click();
  const dialog = page.getByRole("dialog", { name: "Share the game" });
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button(page, "Share")).toBeFocused();
});

test("layouts: Escape cancels a renaming only, and a repeated name gets a number", async ({ page }) => {
  await startGame(page);
  await button(page, "Fill randomly").click();
  // The tiles are laid in a task after the press's own frame.
  await expect(button(page, "Next: army")).toBeEnabled();
  await button(page, "Layouts").click();
  const dialog = page.getByRole("dialog", { name: "Layouts" });
  for (const expected of ["My wall", "My wall (2)"]) {
    await dialog.getByLabel("Layout name").fill("My wall");
    await dialog.getByRole("button", { name: "Save layout" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(`Saved “${expected}”.`);
  }
  const second = page.getByRole("listitem", { name: "My wall (2)" });
  await second.getByRole("button", { name: "Rename" }).click();
  await second.getByLabel("New name").fill("Half typed");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(second.getByLabel("New name")).toHaveCount(0);
  await expect(second.getByRole("heading")).toHaveText("My wall (2)");
  // Renamed to a name in use, it gets a number too.
  await second.getByRole("button", { name: "Rename" }).click();
  await second.getByLabel("New name").fill("My wall");
  await second.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("listitem", { name: "My wall (2)" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // Opened again, nothing is left in rename mode.
  await button(page, "Layouts").click();
  await expect(page.getByLabel("New name")).toHaveCount(0);
});

test("a corrupted entry is set aside with a message; the good ones and other pages' entries stay", async ({ page }) => {
  await page.goto("./");
  // The page is up (it lists the saved entries as it starts) before the
  // entries are written: they are read by the reload alone.
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  await page.evaluate(
    ([good]) => {
      localStorage.setItem("cyvasse.game.good", good);
      localStorage.setItem("cyvasse.game.bad", "{not json");
      localStorage.setItem("cyvasse.layout.odd", '{"v":1,"name":"Odd","created":1,"layout":"iron:mmm5/8/8/8"}');
      localStorage.setItem("cyvasse.game.future", '{"v":99,"from":"the future"}');
      localStorage.setItem("another-app", "its own data");
    },
    [savedGame("Good game", GAME_TEXT)],
  );
  await page.reload();
  const alert = page.locator(".notice-bar");
  await expect(alert).toContainText("could not be read");
  await expect(alert).toContainText("cyvasse.broken.game.bad");
  await expect(alert).toContainText("newer version");
  // The layouts are checked by their own part of the page, a moment later.
  await expect(alert).toContainText("cyvasse.broken.layout.odd");
  const kept = await storage(page);
  expect(kept["cyvasse.broken.game.bad"]).toBe("{not json");
  expect(kept["cyvasse.broken.layout.odd"]).toContain("mmm5");
  expect(kept["cyvasse.game.bad"]).toBeUndefined();
  expect(kept["cyvasse.game.future"]).toBe('{"v":99,"from":"the future"}');
  expect(kept["another-app"]).toBe("its own data");
  await button(page, "Dismiss").click();
  await button(page, "Saved games").click();
  await expect(page.locator(".saved-name")).toHaveText(["Good game"]);
});

for (const [what, fragment, message] of [
  ["an illegal layout", "layout:1:iron:mmm5/8/8/8", "This layout link is broken"],
  ["a truncated layout", "layout:1:iron:m1f2f1m/1w1", "This layout link is broken"],
  ["a game that does not replay", `game:1:iron:${homelandText(WHITE).split(" ").slice(2).join(":")}:${homelandText(BLACK).split(" ").slice(2).join(":")}:f3e4f3e4`, "This game link is broken: move 2"],
  ["an unknown link", "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "not a Cyvasse layout or game link"],
  ["an over-long link", `game:1:${"1".repeat(20000)}`, "at most"],
  ["a newer version", "layout:7:iron:8/8/8/8", "newer version"],
  ["an armor layout with an iron tile", "layout:1:armor:5f2/w4w2/4m3/2m1w3", "This layout link is broken"],
]) {
  test(`a link with ${what} gives a clear message and the page goes on`, async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`./#${fragment}`);
    await expect(page.locator(".notice-bar")).toContainText(message);
    await expect(page.locator("img")).toHaveCount(0);
    await button(page, "New game · two players on this device").click();
    await expect(page.getByRole("heading", { name: "Give the device to White" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a game saved without a summary gets one when the page loads, and is listed from it", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(([old]) => localStorage.setItem("cyvasse.game.old", old), [savedGame("Old game", GAME_TEXT)]);
  await page.reload();
  await expect(button(page, "Saved games")).toBeVisible();
  const kept = JSON.parse((await storage(page))["cyvasse.game.old"]);
  expect(kept.stage.play.summary).toBe("iron 2 w");
  expect(kept.stage.play.record).toBe(GAME_TEXT);
  expect(kept.name).toBe("Old game");
  await button(page, "Saved games").click();
  await expect(page.locator(".saved-game")).toContainText("In play: move 2, White to move");
});

test("a full storage quota is reported, the game goes on, and nothing saved is lost", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(([good]) => localStorage.setItem("cyvasse.game.good", good), [savedGame("Good game", GAME_TEXT)]);
  // Fill what is left of the quota.
  await page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    let i = 0;
    while (chunk.length > 16) {
      try {
        localStorage.setItem(`filler.${i++}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length / 2);
      }
    }
  });
  await button(page, "New game · two players on this device").click();
  await expect(page.locator(".notice-bar")).toContainText("storage for this page is full");
  await button(page, "I am White: show my homeland").click();
  await pick(page, "mountain");
  await square(page, "a1").click();
  expect(await labelOf(page, "a1")).toBe("a1, mountain, empty");
  // The game saved before is all there: as it was written, or brought to
  // the current schema (with its summary) if the page did that before the
  // quota ran out.
  const kept = JSON.parse((await storage(page))["cyvasse.game.good"]);
  expect(kept).toMatchObject(JSON.parse(savedGame("Good game", GAME_TEXT)));
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith("filler.")) localStorage.removeItem(k);
  });
});

test("deleting the game in progress and undoing it keeps it the game to continue", async ({ page }) => {
  await startGame(page);
  await pick(page, "mountain");
  await square(page, "a1").click();
  await page.reload();
  await expect(button(page, "Continue the game")).toBeVisible();
  await button(page, "Saved games").click();
  await page.locator(".saved-game").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".saved-game")).toHaveCount(0);
  await button(page, "Undo").click();
  await expect(page.locator(".saved-game")).toHaveCount(1);
  await page.reload();
  await button(page, "Continue the game").click();
  await button(page, "I am White: show my homeland").click();
  expect(await labelOf(page, "a1")).toBe("a1, mountain, empty");
  // Deleted and not brought back, it is no longer offered.
  await page.reload();
  await button(page, "Saved games").click();
  await page.locator(".saved-game").getByRole("button", { name: "Delete" }).click();
  await page.reload();
  await expect(button(page, "Saved games")).toBeVisible();
  await expect(button(page, "Continue the game")).toHaveCount(0);
});
