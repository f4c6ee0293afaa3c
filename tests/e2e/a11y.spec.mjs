// Accessibility faults, by axe-core (WCAG 2.x A and AA): none on any screen,
// at both sizes. The page's Content Security Policy refuses injected
// scripts, so this test's browser context bypasses it (this context only).
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { button, startAgainstComputer } from "./helpers.mjs";

test.use({ bypassCSP: true });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The faults axe finds on the page as it is, by rule and where. */
async function faults(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function noFaults(page, where) {
  expect(await faults(page), `accessibility faults on ${where}`).toEqual([]);
}

test("no accessibility faults from the start screen through setup, play and the game's end", async ({ page }) => {
  await page.goto("./");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  await noFaults(page, "the start screen");

  await button(page, "Rules").first().click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
  await noFaults(page, "the rules");
  await button(page, "Close the rules").click();

  await button(page, "Saved games").click();
  await noFaults(page, "the saved games");
  await button(page, "Back").click();

  await button(page, "Play the computer").click();
  await expect(page.getByRole("group", { name: "Level" })).toBeVisible();
  await noFaults(page, "the computer's choices");
  await button(page, "Back").click();

  await button(page, "New game · two players on this device").click();
  await noFaults(page, "the hand-over");
  await button(page, "I am White: show my homeland").click();
  await expect(button(page, "Fill randomly")).toBeVisible();
  await noFaults(page, "the setup's tiles");
  await button(page, "Fill randomly").click();
  await button(page, "Layouts").click();
  await expect(page.getByRole("dialog", { name: "Layouts" })).toBeVisible();
  await noFaults(page, "the layouts");
  await page.getByRole("dialog", { name: "Layouts" }).getByRole("button", { name: "Close", exact: true }).click();
  await button(page, "Next: army").click();
  await button(page, "Place randomly").click();
  await noFaults(page, "the setup's army");
  await button(page, "Done").click();
  await button(page, "I am Black: show my homeland").click();
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  await button(page, "Place randomly").click();
  await button(page, "Done").click();
  await button(page, "Reveal the board").click();
  await expect(page.locator(".screen.play")).toBeVisible();
  await noFaults(page, "the board");

  await button(page, "Share").click();
  await noFaults(page, "the game's link and text");
  await page.keyboard.press("Escape");

  await button(page, "Resign").click();
  await button(page, "White resigns — sure?").click();
  await expect(page.getByRole("dialog", { name: "Game over" })).toBeVisible();
  await noFaults(page, "the game's end");
});

test("no accessibility faults against the computer, in armor", async ({ page }) => {
  await page.goto("./");
  await startAgainstComputer(page, { game: "Armor", layout: "Tower guard" });
  await noFaults(page, "an armor board against the computer");
});
