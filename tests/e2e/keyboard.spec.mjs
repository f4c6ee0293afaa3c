// A whole game by the keyboard alone: no pointer event at all. Both
// homelands are built square by square (the tray's items and the board's
// squares reached by Tab and the arrows, pressed by Enter), the board
// revealed, and the game played to a King capture.
import { test, expect } from "@playwright/test";
import { WHITE, BLACK, squaresOf } from "./helpers.mjs";

const TILE = { m: "mountain", w: "water", f: "forest", t: "fortress" };
const UNIT = {
  r: "rabble", s: "spearmen", x: "crossbowmen", l: "light horse", h: "heavy horse",
  e: "elephant", c: "catapult", t: "trebuchet", d: "dragon", k: "king",
};

/** Tabs (forward) until `target` has the focus. */
async function tabTo(page, target) {
  for (let i = 0; i < 120; i++) {
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
  await press(page, "Done");
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
