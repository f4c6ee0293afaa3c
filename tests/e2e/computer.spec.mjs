// Playing the computer: its homeland, its moves from the Web Worker, hints,
// taking back, and a game against it kept across a reload.
import { test, expect } from "@playwright/test";
import { button } from "./helpers.mjs";

const moves = (page) => page.locator(".moves .move");

/** From the start screen through the player's setup, to the board. */
async function startAgainstComputer(page, side, level) {
  await page.goto("./");
  await button(page, "Play the computer").click();
  await page.getByRole("group", { name: "Your side" }).getByRole("button", { name: side }).click();
  await page.getByRole("group", { name: "Level" }).getByRole("button", { name: level }).click();
  await button(page, "Start").click();
  // A built-in homeland whose King holds a fortress: the first blow at it
  // only ruins the fortress, so no game here ends on the computer's first move.
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "Mountain gate" }).getByRole("button", { name: "Apply" }).click();
  await button(page, "Done").click();
  await expect(page.locator(".screen.play")).toBeVisible();
}

/** Plays some legal move of `side` by tapping, not with the King. */
async function playSomeMove(page, side) {
  for (const sq of await page.locator(`[data-square][aria-label*=", ${side} "]:not([aria-label$="King"])`).all()) {
    await sq.click();
    const dest = page.locator('[data-marks~="move"]');
    if (await dest.count()) {
      const at = await dest.first().getAttribute("data-square");
      await page.locator(`[data-square="${at}"]`).click();
      return;
    }
  }
  throw new Error(`no move for ${side}`);
}

test("the computer answers a move; a hint is shown; a move is taken back", async ({ page }) => {
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await startAgainstComputer(page, "White", "Easy");
  await expect(page.getByRole("status").first()).toHaveText("White to move.");
  await expect(page.locator(".player-name").first()).toContainText("Black (computer)");
  await expect(page.locator(".player-name").last()).toContainText("White (you)");
  await playSomeMove(page, "White");
  await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole("status").first()).toHaveText("White to move.");

  await button(page, "Hint").click();
  await expect(page.locator('[data-marks~="hint"]')).toHaveCount(2, { timeout: 20_000 });

  await button(page, "Take back").click();
  await expect(moves(page)).toHaveCount(0);
  await expect(page.locator('[data-marks~="hint"]')).toHaveCount(0);

  // The game is kept: a reload continues it against the computer.
  await playSomeMove(page, "White");
  await expect(moves(page)).toHaveCount(2, { timeout: 20_000 });
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(moves(page)).toHaveCount(2);
  await playSomeMove(page, "White");
  await expect(moves(page)).toHaveCount(4, { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("playing Black: the computer opens, and the board faces the player", async ({ page }) => {
  await startAgainstComputer(page, "Black", "Medium");
  await expect(moves(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole("status").first()).toHaveText("Black to move.");
  const a1 = await page.locator('[data-square="a1"]').boundingBox();
  const a8 = await page.locator('[data-square="a8"]').boundingBox();
  expect(a8.y).toBeGreaterThan(a1.y);
  // The player cannot move the computer's units.
  await button(page, "Take back").click();
  await expect(moves(page)).toHaveCount(1, { timeout: 5_000 });
});

test("taking back while the computer thinks of its opening move leaves it to finish", async ({ page }) => {
  await startAgainstComputer(page, "Black", "Hard");
  await expect(page.locator(".thinking")).toBeVisible();
  // Nothing of the player's to take back: the computer's search goes on.
  await button(page, "Take back").click();
  await expect(moves(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator(".thinking")).toHaveCount(0);
});
