// A whole game by the keyboard alone: no pointer event at all. Both
// homelands are built square by square (the tray's items and the board's
// squares reached by Tab and the arrows, pressed by Enter), the board
// revealed, and the game played to a King capture.
import { test, expect } from "@playwright/test";
import { WHITE, BLACK, finishSetup, squaresOf } from "./helpers.mjs";

const TILE = { m: "mountain", w: "water", f: "forest", t: "fortress" };
const UNIT = {
  r: "rabble", s: "spearmen", x: "crossbowmen", l: "light horse", h: "heavy horse",
  e: "elephant", c: "catapult", t: "trebuchet", d: "dragon", k: "king",
};

/** Tabs (forward) until `target` has the focus (past every move of a long
 *  game's list, if need be). */
async function tabTo(page, target) {
  for (let i = 0; i < 400; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Presses a button by the keyboard: Tab to it, Enter. */
async function press(page, name) {
  const b = page.getByRole("button", { name, exact: true });
  await expect(b).toBeEnabled();
  await tabTo(page, b);
  await page.keyboard.press("Enter");
}

/** With a square of the board focused, the arrows to `target` (they follow
 *  the board as it faces), then Enter. */
async function pressSquare(page, target) {
  const board = page.locator(".board");
  if (!(await page.evaluate(() => document.activeElement?.hasAttribute("data-square")))) {
    await tabTo(page, page.locator('[data-square][tabindex="0"]'));
  }
  const flipped = await board.evaluate((b) => b.classList.contains("flipped"));
  for (let i = 0; i < 16; i++) {
    const at = await page.evaluate(() => document.activeElement.getAttribute("data-square"));
    if (at === target) break;
    const df = target.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(target[1]) - Number(at[1]);
    const [right, up] = flipped ? [-df, -dr] : [df, dr];
    const key = right > 0 ? "ArrowRight" : right < 0 ? "ArrowLeft" : up > 0 ? "ArrowUp" : "ArrowDown";
    await page.keyboard.press(key);
  }
  await expect(page.locator(`[data-square="${target}"]`)).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Picks a tray item by the keyboard (unless it is in hand already): the
 *  tray is a radio group, one stop for Tab, and the arrows choose. */
async function pick(page, item) {
  // The setup's panel (the tray's counts) is drawn a frame after a change,
  // as a player sees it: the tray is read once it is drawn.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  const tray = page.locator(`[data-item="${item}"]`);
  if ((await tray.getAttribute("aria-checked")) === "true") return;
  await tabTo(page, page.locator('.tray [tabindex="0"]'));
  // An arrow moves the focus at once and takes the item up (its check
  // follows with the panel, a frame later); reached by Tab, Space takes it.
  let arrows = 0;
  for (; arrows < 12 && !(await tray.evaluate((el) => el === document.activeElement)); arrows++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(tray).toBeFocused();
  if (arrows === 0) await page.keyboard.press("Space");
  await expect(tray).toHaveAttribute("aria-checked", "true");
}

async function build(page, layout) {
  for (const [sq, c] of squaresOf(layout, "tiles")) {
    await pick(page, TILE[c]);
    await pressSquare(page, sq);
  }
  await press(page, "Next: army");
  for (const [sq, c] of squaresOf(layout, "units")) {
    await pick(page, UNIT[c]);
    await pressSquare(page, sq);
  }
  await finishSetup(page, { press: (name) => press(page, name) });
}

test("a whole game by the keyboard alone, homelands square by square", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "a keyboard is the desktop's");
  test.setTimeout(180_000);
  // Any pointer event fails the test.
  await page.addInitScript(() => {
    for (const type of ["pointerdown", "pointerup", "mousedown", "click"]) {
      window.addEventListener(type, (e) => { if (e.isTrusted && e.detail !== 0) window.pointerUsed = type; }, true);
    }
    window.addEventListener("pointerdown", (e) => { if (e.isTrusted) window.pointerUsed = "pointerdown"; }, true);
  });
  await page.goto("./");
  await press(page, "New game · two players on this device");
  await press(page, "I am White: show my homeland");
  await build(page, WHITE);
  await press(page, "I am Black: show my homeland");
  await build(page, BLACK);
  await press(page, "Reveal the board");
  await expect(page.getByRole("status")).toHaveText("White to move.");
  // A unit's letter goes to the next unit of that type, in the order a1, b1,
  // … h8 and round again: White's King on e1,
  // then Black's on d8, then White's again; the Dragons on e8 and d1.
  await tabTo(page, page.locator('[data-square][tabindex="0"]'));
  for (const [key, where] of [["k", "e1"], ["K", "d8"], ["k", "e1"], ["d", "e8"], ["d", "d1"]]) {
    await page.keyboard.press(key);
    await expect(page.locator(`[data-square="${where}"]`)).toBeFocused();
  }
  await expect(page.locator('[data-square="d1"]')).toHaveAttribute("aria-label", "d1, grass, White Dragon");
  for (const [from, to] of [["f3", "e4"], ["f6", "e5"], ["d1", "d8"]]) {
    // The board takes presses once it has turned to the player to move.
    await expect(page.locator(".guarded")).toHaveCount(0);
    await pressSquare(page, from);
    await pressSquare(page, to);
  }
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over).toContainText("Black's King was captured.");
  await expect(page.locator(".moves .move")).toHaveText(["f3–e4", "f6–e5", "d1×d8"]);
  expect(await page.evaluate(() => window.pointerUsed ?? null)).toBeNull();
});

test("a lesson by the keyboard alone: the level's moves, the board's answers, the next level", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "a keyboard is the desktop's");
  await page.addInitScript(() => {
    window.addEventListener("pointerdown", (e) => { if (e.isTrusted) window.pointerUsed = "pointerdown"; }, true);
  });
  await page.goto("./");
  await press(page, "Learn to play");
  await tabTo(page, page.locator(".stage-card").first());
  await page.keyboard.press("Enter");
  await expect(page.locator(".lesson-goal")).toBeVisible();
  await tabTo(page, page.locator('[data-square][tabindex="0"]'));
  // M at a unit says its moves, as in a game.
  await pressSquare(page, "e2");
  await page.keyboard.press("m");
  await expect(page.locator("[data-said]")).toHaveText(/^White Rabble on e2: .*to e3/);
  await pressSquare(page, "e3");
  await expect(page.locator(".lesson-status")).toContainText("Done!");
  await press(page, "Next level");
  await expect(page.locator(".level-dot.current")).toHaveAttribute("aria-label", "Level 2");
  expect(await page.evaluate(() => window.pointerUsed ?? null)).toBeNull();
});

/** The squares whose labels contain `text` (in any case), in one look. */
function squaresLabelled(page, text) {
  return page.locator("[data-square]").evaluateAll(
    (els, t) => els.filter((e) => e.getAttribute("aria-label").toLowerCase().includes(t)).map((e) => e.dataset.square),
    text.toLowerCase(),
  );
}

/** The square the keyboard is on. */
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute("data-square") ?? null);

/** One move for White chosen by the keyboard: each kind of unit in turn is
 *  reached by its letter and picked up by Enter; the first that has a
 *  destination plays there, the enemy King first, then a capture, a shot
 *  or a ruin, else the move the seed picks. `false` if no unit can move. */
async function playAMove(page, seed) {
  for (const letter of ["d", "h", "l", "e", "c", "t", "x", "s", "r", "k"]) {
    const whites = await squaresLabelled(page, `, White ${UNIT[letter]}`);
    for (const _ of whites) {
      // The letter goes round the board, either side's units: on to White's.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press(letter);
        if ((await page.locator("[data-square]:focus").getAttribute("aria-label"))?.includes(", White ")) break;
      }
      const from = await focused(page);
      if (!from || !(await page.locator(`[data-square="${from}"]`).getAttribute("aria-label")).includes(", White ")) break;
      await page.keyboard.press("Enter");
      await expect(page.locator(`[data-square="${from}"]`)).toHaveAttribute("data-marks", /selected/);
      const king = await squaresLabelled(page, "Black King");
      const kingHit = [];
      for (const sq of king) {
        const marks = (await page.locator(`[data-square="${sq}"]`).getAttribute("data-marks")) ?? "";
        if (/capture|shot/.test(marks)) kingHit.push(sq);
      }
      const hits = await page.locator('[data-marks~="capture"], [data-marks~="shot"], [data-marks~="ruin"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-square")));
      const moves = await page.locator('[data-marks~="move"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-square")));
      const to = kingHit[0] ?? hits[0] ?? moves[seed % Math.max(moves.length, 1)];
      if (to) {
        await pressSquare(page, to);
        return true;
      }
      // No destination: put it down (Escape), and on to the next unit.
      await page.keyboard.press("Escape");
      await expect(page.locator(`[data-square="${from}"]`)).not.toHaveAttribute("data-marks", /selected/);
    }
  }
  return false;
}

test("a whole game against the computer by the keyboard alone, to its end", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "a keyboard is the desktop's");
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    for (const type of ["pointerdown", "pointerup", "mousedown", "click"]) {
      window.addEventListener(type, (e) => { if (e.isTrusted && e.detail !== 0) window.pointerUsed = type; }, true);
    }
    window.addEventListener("pointerdown", (e) => { if (e.isTrusted) window.pointerUsed = "pointerdown"; }, true);
  });
  await page.goto("./");
  await press(page, "Play the computer");
  await press(page, "White");
  await press(page, "Easy");
  await press(page, "Start");
  await build(page, WHITE);
  const over = page.getByRole("dialog", { name: "Game over" });
  const spoken = page.locator("[data-spoken]");
  await tabTo(page, page.locator('[data-square][tabindex="0"]'));
  let moves = 0;
  for (; moves < 60 && !(await over.isVisible()); moves++) {
    // The player's turn: the computer has answered, and said so.
    const status = page.getByRole("status").first();
    await expect(status).toHaveText(/White to move\.|must pass|wins|draw/, { timeout: 30_000 });
    // No legal move (every unit frozen or shut in): White passes, by the keyboard.
    if ((await status.textContent()).includes("must pass")) {
      const before = await spoken.textContent();
      await press(page, "Pass");
      await expect.poll(() => spoken.textContent()).not.toBe(before);
      continue;
    }
    // The game's end: its dialog follows the status line within a frame.
    if (!(await status.textContent()).startsWith("White to move")) {
      await expect(over).toBeVisible();
      break;
    }
    await expect(page.locator(".guarded")).toHaveCount(0);
    if (!(await page.locator("[data-square]:focus").count())) await tabTo(page, page.locator('[data-square][tabindex="0"]'));
    const before = await spoken.textContent();
    expect(await playAMove(page, moves * 7 + 3)).toBe(true);
    await expect.poll(() => spoken.textContent()).not.toBe(before);
  }
  if (!(await over.isVisible())) {
    // Sixty moves and no end: White resigns, by the keyboard.
    await press(page, "Resign");
    await press(page, "White resigns — sure?");
  }
  await expect(over).toBeVisible({ timeout: 30_000 });
  await expect(over.getByRole("button", { name: "Rematch" })).toBeFocused();
  console.log(`the game against the computer ended after ${moves} of White's moves: ${await over.locator("p").textContent()}`);
  expect(await page.evaluate(() => window.pointerUsed ?? null)).toBeNull();
});
