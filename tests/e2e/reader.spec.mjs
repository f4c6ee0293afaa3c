// The board read aloud: the board's keys (M, A, F, P, Shift and an arrow,
// ?), the squares' labels with their marks, and the text board, where a
// whole game is played by typed moves.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { button, reachPlay, square } from "./helpers.mjs";

// axe is injected as a script, which the page's Content Security Policy
// refuses: this file's browser contexts bypass it.
test.use({ bypassCSP: true });

const said = (page) => page.locator("[data-said]");

/** A screenshot for looking at, with SHOTS_DIR=… (see tests/web.sh). */
async function shot(page, info, name) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${info.project.name}-${name}.png` });
}

/** Tabs (forward) until a square of the board has the focus. */
async function focusBoard(page) {
  for (let i = 0; i < 80; i++) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-square"))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the board");
}

/** Presses `key` and gives what the board says then. */
async function ask(page, key) {
  const before = await said(page).textContent();
  await page.keyboard.press(key);
  // Raw text: a repeated answer differs by a no-break space alone.
  await expect.poll(() => said(page).textContent()).not.toBe(before);
  return (await said(page).textContent()).replace(/\u00a0$/, "");
}

test("the board's keys read moves, reaching units, frozen units, the last move and lines", async ({ page }, info) => {
  test.skip(info.project.name === "phone", "a keyboard is the desktop's");
  await reachPlay(page);
  await focusBoard(page);
  await page.keyboard.press("d");
  await expect(square(page, "d1")).toBeFocused();

  const moves = await ask(page, "m");
  expect(moves).toMatch(/^White Dragon on d1: /);
  expect(moves).toContain("to d2");
  expect(moves).toContain("takes King on d8");
  expect(await ask(page, "f")).toBe("No unit is frozen.");
  // The same answer asked again is told again.
  expect(await ask(page, "f")).toBe("No unit is frozen.");
  expect(await ask(page, "p")).toBe("No move yet.");
  expect(await ask(page, "Shift+ArrowRight")).toMatch(
    /^Rank 1: a1, mountain, empty; b1, grass, White Light Horse; c1, forest, empty; d1, grass, White Dragon; e1, fortress, White King; /,
  );
  expect(await ask(page, "Shift+ArrowUp")).toMatch(/^File d: d1, grass, White Dragon; d2, forest, empty; .*d8, grass, Black King\.$/);
  // Black's King on d8: the White units that reach it.
  await page.keyboard.press("k");
  await page.keyboard.press("k");
  await expect(square(page, "d8")).toBeFocused();
  expect(await ask(page, "a")).toMatch(/^White units that reach d8: .*Dragon d1/);
  // A Black unit while White is to move: its moves on Black's turn.
  expect(await ask(page, "m")).toMatch(/^Black King on d8, on its side's turn: /);

  // The card of the keys: it holds the focus, and gives it back.
  await page.keyboard.press("?");
  const card = page.getByRole("dialog", { name: "Keys on the board" });
  await expect(card).toContainText("M: the moves of the unit here.");
  await expect(card).toContainText("D: the next Dragon; with Shift, the one before.");
  await expect(card.getByRole("button", { name: "Close" })).toBeFocused();
  await shot(page, info, "41-keys-card");
  await page.keyboard.press("Escape");
  await expect(card).toHaveCount(0);
  await expect(square(page, "d8")).toBeFocused();

  // Marks are said in the squares' labels.
  await page.keyboard.press("d");
  await page.keyboard.press("d");
  await expect(square(page, "d1")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(square(page, "d1")).toHaveAttribute("aria-label", "d1, grass, White Dragon, selected");
  await expect(square(page, "d2")).toHaveAttribute("aria-label", "d2, forest, empty, a move here");
  await expect(square(page, "d8")).toHaveAttribute("aria-label", "d8, grass, Black King, a capture here");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(square(page, "d1")).toHaveAttribute("aria-label", "d1, grass, empty, last move from here");
  await expect(square(page, "d2")).toHaveAttribute("aria-label", "d2, forest, White Dragon, last move to here");
  expect(await ask(page, "p")).toBe("Last move: White Dragon d1 to d2.");
});

/** Types a line into the text board's field and enters it. */
async function type(page, line) {
  const field = page.getByRole("textbox", { name: "Move or command" });
  await field.fill(line);
  await field.press("Enter");
}

const answer = (page) => page.locator("[data-answer]");

test("a game played by typed moves alone on the text board", async ({ page }, info) => {
  await reachPlay(page);
  await page.getByRole("checkbox", { name: "Text board, for screen readers" }).check();
  const table = page.locator(".text-board table");
  await expect(table.locator("caption")).toHaveText("Board. White to move.");
  await expect(page.getByRole("textbox", { name: "Move or command" })).toBeFocused();
  // The drawn board is for the eye alone meanwhile.
  await expect(page.locator(".board-area")).toHaveAttribute("inert", "");
  // Ranks and files are the table's headers, White at the bottom.
  await expect(table.locator("thead th")).toHaveText(["a", "b", "c", "d", "e", "f", "g", "h"]);
  await expect(table.locator("tbody th")).toHaveText(["8", "7", "6", "5", "4", "3", "2", "1"]);
  await expect(table.locator('td[data-square="d1"]')).toHaveText("White Dragon, grass");
  await expect(table.locator('td[data-square="e1"]')).toHaveText("White King, fortress");

  // The setting is kept.
  await page.reload();
  await button(page, "Continue the game").click();
  await button(page, "Reveal the board").click();
  await expect(page.locator(".text-board table")).toBeVisible();

  await type(page, "?");
  await expect(answer(page)).toContainText("Type a move as its two squares");
  await type(page, "d1d9");
  await expect(answer(page)).toHaveText("“d1d9” is neither a move nor a command. Type ? for help.");
  await type(page, "e1e3");
  await expect(answer(page)).toHaveText("Not played: The King moves only 1 square at a time.");
  await type(page, "m d1");
  await expect(answer(page)).toContainText("White Dragon on d1: ");

  await type(page, "f3-e4");
  await expect(page.locator("[data-spoken]")).toHaveText("White Catapult f3 to e4. Black to move.");
  await expect(page.locator(".text-moves li")).toHaveText(["White Catapult f3 to e4"]);
  await expect(table.locator("caption")).toHaveText("Board. Black to move.");
  await expect(table.locator('td[data-square="e4"]')).toHaveText("White Catapult, grass, last move to here");
  await type(page, "f6 e5");
  await expect(table.locator("caption")).toHaveText("Board. White to move.");
  await type(page, "s");
  await expect(answer(page)).toHaveText("White to move.");
  await shot(page, info, "42-text-board");
  await type(page, "d1xd8");
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over).toContainText("Black's King was captured.");
  await expect(page.locator(".text-moves li")).toHaveCount(3);
  await page.keyboard.press("Escape");
  await type(page, "e5e4");
  await expect(answer(page)).toHaveText("Not played: the game is over.");
});

test("no accessibility faults on the text board", async ({ page }) => {
  await reachPlay(page);
  await page.getByRole("checkbox", { name: "Text board, for screen readers" }).check();
  await expect(page.locator(".text-board table")).toBeVisible();
  await type(page, "m d1");
  await expect(answer(page)).toContainText("White Dragon on d1: ");
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
