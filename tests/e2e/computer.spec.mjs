// Playing the computer: its homeland, its moves from the Web Worker, hints,
// taking back, and a game against it kept across a reload.
import { test, expect } from "@playwright/test";
import { BLACK, WHITE, button, homelandText, startAgainstComputer as against } from "./helpers.mjs";

const moves = (page) => page.locator(".moves .move");

/** From the start screen through the player's setup, to the board. */
async function startAgainstComputer(page, side, level) {
  await page.goto("./");
  // A built-in homeland whose King holds a fortress: the first blow at it
  // only ruins the fortress, so no game here ends on the computer's first move.
  await against(page, { side, level, layout: "Mountain gate" });
}

/** Plays some legal move of `side` by tapping, not with the King. */
async function playSomeMove(page, side) {
  const units = page.locator(`[data-square][aria-label*=", ${side} "]:not([aria-label$="King"])`);
  // The board is up, with its squares (built a moment after the screen).
  await expect(units.first()).toBeVisible();
  for (const sq of await units.all()) {
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
  // Only the computer has moved: nothing of the player's to take back.
  await expect(button(page, "Take back")).toBeDisabled();
  await playSomeMove(page, "Black");
  await expect(moves(page)).toHaveCount(3, { timeout: 20_000 });
  // The computer's answer may have taken the King: a take-back undoes that too.
  const over = page.getByRole("dialog", { name: "Game over" });
  if (await over.count()) await over.getByRole("button", { name: "Review the game" }).click();
  await expect(button(page, "Take back")).toBeEnabled();
  await button(page, "Take back").click();
  await expect(moves(page)).toHaveCount(1);
  await expect(button(page, "Take back")).toBeDisabled();
});

test("while the computer thinks of its opening move, the player can neither take back nor offer a draw", async ({ page }) => {
  await startAgainstComputer(page, "Black", "Hard");
  // Read at one instant while the computer thinks: it may answer between
  // three checks made one after another.
  const seen = await (
    await page.waitForFunction(() => {
      if (!document.querySelector(".thinking")) return false;
      const disabled = (name) => [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === name)?.disabled;
      return { takeBack: disabled("Take back"), offerDraw: disabled("Offer draw"), resign: disabled("Resign") };
    })
  ).jsonValue();
  expect(seen).toEqual({ takeBack: true, offerDraw: true, resign: true });
  await expect(moves(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator(".thinking")).toHaveCount(0);
  await expect(button(page, "Offer draw")).toBeEnabled();
});

/** A game against the computer playing Black, kept on the device with White
 *  to move: White's Dragon on d1 can take Black's King on d8 at once. */
async function openLostForTheComputer(page) {
  await page.goto("./");
  await page.evaluate(
    ([record]) => {
      localStorage.setItem(
        "cyvasse.game.lost",
        JSON.stringify({
          v: 1,
          name: "Lost for the computer",
          created: 1.7e12,
          updated: 1.7e12,
          players: ["You", "Computer (hard)"],
          stage: { play: { record } },
          opponent: { side: "b", level: "hard" },
        }),
      );
      localStorage.setItem("cyvasse.current", "lost");
    },
    [`${homelandText(WHITE)}\n${homelandText(BLACK)}\n`],
  );
  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.locator(".screen.play")).toBeVisible();
}

test("a draw offered to the computer is answered by the computer, in words", async ({ page }) => {
  await openLostForTheComputer(page);
  await button(page, "Offer draw").click();
  // The player is never asked to answer for the computer.
  await expect(page.getByText("offers a draw")).toHaveCount(0);
  await expect(button(page, "Accept")).toHaveCount(0);
  // It is about to lose its King: it accepts.
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over).toContainText("The players agreed to a draw.", { timeout: 20_000 });
  const saved = await page.evaluate(() => localStorage.getItem("cyvasse.game.lost"));
  expect(saved).toContain("draw-agreed");
});

test("a draw offered to the computer at the start is answered in words, and play goes on if declined", async ({ page }) => {
  await startAgainstComputer(page, "Black", "Medium");
  await expect(moves(page)).toHaveCount(1, { timeout: 20_000 });
  await button(page, "Offer draw").click();
  await expect(button(page, "Accept")).toHaveCount(0);
  const declined = page.getByText("The computer declines the draw: it judges its position better than level.");
  const agreed = page.getByRole("dialog", { name: "Game over" });
  await expect(declined.or(agreed)).toBeVisible({ timeout: 20_000 });
  if (await declined.count()) {
    await expect(button(page, "Offer draw")).toBeEnabled();
    await playSomeMove(page, "Black");
    await expect(declined).toHaveCount(0);
    await expect(moves(page)).toHaveCount(3, { timeout: 20_000 });
  } else {
    await expect(agreed).toContainText("The players agreed to a draw.");
  }
});
