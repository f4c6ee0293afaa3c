// The game of armor (RULES.md §2) in the browser: choosing it, its setup,
// playing it, and its links and saved games.
import { test, expect } from "@playwright/test";
import {
  ARMOR_BLACK,
  ARMOR_WHITE,
  button,
  homelandText,
  labelOf,
  reachPlay,
  square,
  startAgainstComputer,
  tapMove,
  finishSetup,
} from "./helpers.mjs";

test("the game is chosen on the start screen and remembered", async ({ page }) => {
  await page.goto("./");
  const iron = button(page, "Iron Throne");
  const armor = button(page, "Armor");
  await expect(iron).toHaveAttribute("aria-pressed", "true");
  await expect(armor).toHaveAttribute("aria-pressed", "false");
  await expect(armor).toHaveAccessibleDescription(/armor.*Tower.*Spearmen/);
  await armor.click();
  await expect(armor).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(button(page, "Armor")).toHaveAttribute("aria-pressed", "true");
  // The rules open on the game chosen, and show the other at a press.
  await button(page, "How to play").click();
  const rules = page.getByRole("dialog", { name: "Rules" });
  await expect(rules.getByRole("article", { name: "Tower" })).toBeVisible();
  await expect(rules.getByRole("article", { name: "Tower" })).toContainText("Never moves.");
  await rules.getByRole("button", { name: "Iron Throne" }).click();
  await expect(rules.getByRole("article", { name: "Trebuchet" })).toBeVisible();
  await expect(rules.getByRole("article", { name: "Tower" })).toHaveCount(0);
});

test("an armor setup: mountains and water, an army of eighteen with counts, random fills", async ({ page }) => {
  await page.goto("./");
  await button(page, "Armor").click();
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  const tray = page.getByRole("radiogroup", { name: "Tiles to place" });
  await expect(tray.locator("[data-item]")).toHaveCount(2);
  await expect(page.locator('[data-item="forest"]')).toHaveCount(0);
  await expect(page.locator(".screen.setup")).toContainText("Still to place: 3 mountains, 3 water tiles.");
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  await expect(page.getByRole("radiogroup", { name: "Units to place" }).locator("[data-item]")).toHaveCount(10);
  await expect(page.locator(".screen.setup")).toContainText("4 Rabble");
  // A Rabble stays in hand until all four are placed.
  await page.locator('[data-item="rabble"]').click();
  const free = [];
  for (const sq of ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2"]) {
    if (!(await labelOf(page, sq)).includes("mountain")) free.push(sq);
  }
  for (const sq of free.slice(0, 4)) await square(page, sq).click();
  for (const sq of free.slice(0, 4)) expect(await labelOf(page, sq)).toContain("White Rabble");
  await expect(page.locator(".screen.setup")).not.toContainText("4 Rabble");
  // No unit may stand on a mountain in armor.
  const mountain = page.locator('[data-square][aria-label*="mountain"]').first();
  await page.locator('[data-item="king"]').click();
  await mountain.click();
  await expect(page.getByRole("status")).toContainText("cannot stand on the mountain at");
  await expect(page.getByRole("status")).toContainText("No unit may stand on a mountain.");
  await button(page, "Place randomly").click();
  await expect(button(page, "Done")).toBeEnabled();
  await expect(page.locator('[data-square][aria-label*="White Tower"]')).toHaveCount(1);
  await expect(page.locator('[data-square][aria-label*="White Rabble"]')).toHaveCount(4);
  // Every unit is drawn (half of them in a task after the press's frame),
  // and none twice when the army is placed again at once.
  await expect(page.locator(".units .piece")).toHaveCount(18);
  await button(page, "Clear").click();
  await button(page, "Place randomly").click();
  await button(page, "Place randomly").click();
  await expect(page.locator(".units .piece")).toHaveCount(18);
  await page.waitForTimeout(300);
  await expect(page.locator(".units .piece")).toHaveCount(18);
});

test("an armor game built through the screens, played to a King capture, continued after reload", async ({ page }) => {
  await reachPlay(page, { game: "Armor", white: ARMOR_WHITE, black: ARMOR_BLACK });
  await expect(page.getByRole("status")).toHaveText("White to move.");
  expect(await labelOf(page, "f2")).toMatch(/^f2, grass, White Tower/);
  // Saved as it goes: a reload takes it up again (behind the reveal's
  // hand-over, as no move is played yet).
  await page.reload();
  await button(page, "Continue the game").click();
  await button(page, "Reveal the board").click();
  await expect(page.getByRole("status")).toHaveText("White to move.");
  await tapMove(page, "e4", "e5");
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over).toBeVisible();
  await expect(over.getByRole("heading")).toHaveText("White wins");
  await expect(over).toContainText("Black's King was captured.");
  await expect(page.locator(".moves .move")).toHaveText(["e4×e5"]);
  // A rematch is of the same game.
  await over.getByRole("button", { name: "Rematch" }).click();
  await button(page, "I am White: show my homeland").click();
  await expect(page.locator(".screen.setup")).toContainText("Still to place: 3 mountains, 3 water tiles.");
  await expect(page.locator(".game-tag")).toHaveText("Armor");
});

test("an armor layout shared by link, kept, and applied to Black; a new game from it is armor", async ({ page }) => {
  const [tiles, units] = homelandText(ARMOR_WHITE).split(" ").slice(2);
  await page.goto(`./#layout:1:armor:${tiles}:${units}`);
  await expect(page.locator(".notice-bar")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "A shared layout · Armor" })).toBeVisible();
  await page.getByLabel("Layout name").fill("Open King");
  await button(page, "Save to my layouts").click();
  await button(page, "Back").click();
  // In an iron game the library does not offer it.
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await button(page, "Layouts").click();
  await expect(page.getByRole("listitem", { name: "Mountain gate" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Open King" })).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Tower guard" })).toHaveCount(0);
  await page.goto("./");
  await button(page, "Armor").click();
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "Tower guard" }).getByRole("button", { name: "Apply" }).click();
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "Open King" }).getByRole("button", { name: "Apply" }).click();
  // Turned around for Black: White's King on e2 is Black's on d7, the
  // water on d2 is on e7.
  expect(await labelOf(page, "d7")).toBe("d7, grass, Black King");
  expect(await labelOf(page, "e7")).toBe("e7, water, empty");
  await finishSetup(page);
  await button(page, "Reveal the board").click();
  await expect(page.locator(".screen.play")).toBeVisible();
});

test("an armor game link shows the game, read-only", async ({ page }) => {
  const [w, b] = [ARMOR_WHITE, ARMOR_BLACK].map((l) => homelandText(l).split(" ").slice(2).join(":"));
  await page.goto(`./#game:1:armor:${w}:${b}:e4e5`);
  await expect(page.locator(".screen.play")).toBeVisible();
  await expect(page.locator(".moves .move")).toHaveText(["e4×e5"]);
});

test("against the computer in armor, at every level: it builds a sheltered homeland, answers, hints and takes back", async ({ page }) => {
  test.setTimeout(120_000);
  const moves = page.locator(".moves .move");
  for (const level of ["Easy", "Medium", "Hard"]) {
    await page.goto("./");
    await startAgainstComputer(page, { game: "Armor", level, layout: "Deep King" });
    await expect(page.locator('[data-square][aria-label*="Black King"]')).toHaveCount(1);
    // White's Spearmen on a4 (Deep King's front rank) makes some move.
    await square(page, "a4").click();
    const to = await page.locator('[data-marks~="move"]').first().getAttribute("data-square");
    await square(page, to).click();
    await expect(moves).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole("status").first()).toHaveText("White to move.");
    await button(page, "Hint").click();
    await expect(page.locator('[data-marks~="hint"]')).toHaveCount(2, { timeout: 30_000 });
    await button(page, "Take back").click();
    await expect(moves).toHaveCount(0);
  }
});

const markAt = (page, kind, sq) => page.locator(`[data-square="${sq}"][data-marks~="${kind}"]`);

test("every unit shows its armor and attackers, as the engine counts them, move after move", async ({ page }) => {
  await reachPlay(page, { game: "Armor", white: ARMOR_WHITE, black: ARMOR_BLACK });
  expect(await labelOf(page, "e4")).toBe("e4, grass, White Rabble, armor 1, attacked by 5");
  expect(await labelOf(page, "e2")).toBe("e2, grass, White King, armor 1, attacked by 0, guarded by the Tower");
  expect(await labelOf(page, "f2")).toBe("f2, grass, White Tower, armor 2, attacked by 0");
  expect(await labelOf(page, "d2")).toBe("d2, water, empty");
  // Drawn on the unit: a shield with its armor, a pip per attacker, red once
  // they are enough.
  const badge = page.locator(".piece .armor");
  await expect(badge).toHaveCount(36);
  // The sixteen in the front ranks, and the four of armor 0 that no Tower
  // guards (always capturable).
  await expect(page.locator(".armor.enough")).toHaveCount(20);
  // The units White can capture now, and the squares the Spearmen close.
  await expect(page.locator('[data-marks~="capturable"]')).toHaveCount(8);
  await expect(markAt(page, "capturable", "e5")).toHaveCount(1);
  await expect(markAt(page, "zone", "a4")).toHaveCount(1);
  await expect(markAt(page, "zone", "c5")).toHaveCount(1);

  // 1. a4×a5: the Light Horse stands where Black's stood.
  await tapMove(page, "a4", "a5");
  expect(await labelOf(page, "a5")).toBe("a5, grass, White Light Horse, armor 1, attacked by 3, last move to here");
  expect(await labelOf(page, "a4")).toBe("a4, grass, empty, last move from here");
  // 1… b5×a5: Black's Heavy Horse takes it, and two White pieces attack it.
  await expect(page.locator(".guarded")).toHaveCount(0);
  await tapMove(page, "b5", "a5");
  expect(await labelOf(page, "a5")).toBe("a5, grass, Black Heavy Horse, armor 2, attacked by 2, last move to here");
  await expect(markAt(page, "capturable", "a5")).toHaveCount(1);
  await expect(page.locator(".moves .move")).toHaveText(["a4×a5", "b5×a5"]);
});

test("a selected unit shows its moves, its captures, what it attacks, and the Catapult's capture with its step back", async ({ page }) => {
  await reachPlay(page, { game: "Armor", white: ARMOR_WHITE, black: ARMOR_BLACK });
  await square(page, "c2").click();
  await expect(markAt(page, "selected", "c2")).toHaveCount(1);
  for (const sq of ["c5", "f5"]) {
    await expect(markAt(page, "shot", sq)).toHaveCount(1);
    await expect(markAt(page, "attacks", sq)).toHaveCount(1);
  }
  // It steps back one square, away from its target: to c1 (water) or b1.
  await expect(markAt(page, "lands", "c1")).toHaveCount(1);
  await expect(markAt(page, "lands", "b1")).toHaveCount(1);
  await expect(page.locator('[data-marks~="capture"]')).toHaveCount(0);
  // A Rabble captures by stepping onto a capturable enemy.
  await square(page, "e4").click();
  for (const sq of ["d5", "e5", "f5"]) await expect(markAt(page, "capture", sq)).toHaveCount(1);
  await expect(page.locator('[data-marks~="move"]')).toHaveCount(0);
  // The King moves.
  await square(page, "e2").click();
  await expect(markAt(page, "move", "d1")).toHaveCount(1);
  // Holding an enemy unit down shows what it attacks, until let go: Black's
  // Catapult on c7 attacks c4 and f4 over its own pieces.
  await square(page, "e2").click();
  const c7 = await square(page, "c7").boundingBox();
  await page.mouse.move(c7.x + c7.width / 2, c7.y + c7.height / 2);
  await page.mouse.down();
  await expect(markAt(page, "attacks", "c4")).toHaveCount(1);
  await expect(markAt(page, "attacks", "f4")).toHaveCount(1);
  await expect(page.locator('[data-marks~="selected"]')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.locator('[data-marks~="attacks"]')).toHaveCount(0);
  // The Catapult's capture: c2 hits c5 and stands on c1.
  await tapMove(page, "c2", "c5");
  expect(await labelOf(page, "c5")).toBe("c5, grass, empty, last move to here");
  expect(await labelOf(page, "c1")).toMatch(/^c1, water, White Catapult/);
  await expect(markAt(page, "last-to", "c1")).toHaveCount(1);
  await expect(page.locator(".moves .move")).toHaveText(["c2⇢c5"]);
});

/** An armor game one move from its end: Black's d2–e1 leaves White with no move. */
const NO_MOVE_LEFT = `armor w 4w3/w3m3/4mw2/6m1 X2ORECD/1H1R1S1S/1H1R1LLK/X1E4R
armor b 2w2w1m/1m6/3m3w/8 1rrc1rl1/d2shex1/4x1ls/khr1o2e
f2g3 h5h4 b3c2 a7a4 c2e1 g7f5 b2d1 e7g5 a1c2 a4c2
d1f2 c5d4 c1d1 g6h5 f2f1 b5d3 f3f2 d4e4 f4f3 d3d2
g2f4 c2d1 e1g2
`;

test("a side left with no legal move loses, and the game says so", async ({ page }) => {
  await page.goto("./");
  await button(page, "Saved games").click();
  await page.getByLabel("Game text").fill(NO_MOVE_LEFT);
  await button(page, "Import").click();
  await expect(page.locator(".saved-game")).toContainText("Armor · In play: move 12, Black to move");
  await page.locator(".saved-game").getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Black to move.");
  await expect(page.locator(".guarded")).toHaveCount(0);
  await tapMove(page, "d2", "e1");
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over).toBeVisible();
  await expect(over.getByRole("heading")).toHaveText("Black wins");
  await expect(over).toContainText("White had no legal move.");
});
