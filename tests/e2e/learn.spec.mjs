// Learn: the lessons of each game, played by taps on the real board; the
// stars kept across a reload; a move that does not work answered in words;
// progress that does not read set aside, not lost.
import { test, expect } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { button, square, storage } from "./helpers.mjs";

const LEARN = "Learn to play";

/** The levels of a ruleset's first stage, as its file writes them: each
 *  level's solution, its learner's moves and the scripted replies apart. */
function firstStage(ruleset) {
  const dir = new URL(`../../lessons/${ruleset}/`, import.meta.url);
  const file = readdirSync(dir).filter((f) => f.endsWith(".txt")).sort()[0];
  const text = readFileSync(new URL(file, dir), "utf8");
  return text
    .split("\n")
    .filter((l) => l.startsWith("solution "))
    .map((l) => l.slice(9).trim().split(/\s+/).filter((m) => !m.startsWith("~")));
}

/** Plays a level's moves by taps: the unit, then where it goes. */
async function playByTaps(page, moves) {
  for (const m of moves) {
    if (m === "0000") {
      await button(page, "Pass").click();
      continue;
    }
    await square(page, m.slice(0, 2)).click();
    await square(page, m.slice(2, 4)).click();
  }
}

const status = (page) => page.locator(".lesson-status");

for (const [ruleset, title] of [
  ["iron", "Iron Throne"],
  ["armor", "Armor"],
]) {
  test(`a whole first stage of ${ruleset} by taps, its stars kept after a reload`, async ({ page }) => {
    await page.goto("./");
    await page.locator(".game-choice", { hasText: title }).click();
    await button(page, LEARN).click();
    await expect(page.getByRole("heading", { name: `Learn: ${title}` })).toBeVisible();
    const stage = page.locator(".stage-card").first();
    await expect(stage).toContainText("0/");
    await stage.click();
    const levels = firstStage(ruleset);
    for (const [i, moves] of levels.entries()) {
      await expect(page.locator(".level-dot.current")).toHaveAttribute("aria-label", `Level ${i + 1}`);
      await playByTaps(page, moves);
      await expect(status(page)).toContainText("Done!");
      await expect(page.locator(".lesson-stars")).toHaveText("★★★");
      if (i + 1 < levels.length) await button(page, "Next level").click();
    }
    await button(page, "Next stage").click();
    await expect(page.locator(".level-dot.current")).toHaveAttribute("aria-label", "Level 1");
    await button(page, "Lessons").click();
    const full = `★ ${3 * levels.length}/${3 * levels.length}`;
    await expect(stage).toHaveText(new RegExp(full));
    await expect(stage).toHaveClass(/done/);

    // Kept: after a reload the path shows the same stars, and the next stage
    // is the one to take.
    await page.reload();
    if (ruleset === "armor") await page.locator(".game-choice", { hasText: title }).click();
    await button(page, LEARN).click();
    await expect(page.locator(".stage-card").first()).toHaveText(new RegExp(full));
    await expect(page.locator(".stage-card").nth(1)).toHaveClass(/next/);
    const kept = await storage(page);
    expect(Object.keys(kept)).toContain(`cyvasse.learn.${ruleset}`);
  });
}

test("a move that does not work is answered in words, and the hint shows the way", async ({ page }) => {
  await page.goto("./");
  await button(page, LEARN).click();
  await page.locator(".stage-card").first().click();
  // The Rabble steps one square: e2 to e4 is two.
  await square(page, "e2").click();
  await square(page, "e4").click();
  await expect(status(page)).toHaveClass(/bad/);
  await expect(status(page)).toHaveText("The Rabble moves only 1 square at a time.");
  // The hint names the solution's move and marks it on the board.
  await button(page, "Hint").click();
  await expect(status(page)).toHaveText("Hint: move from e2 to e3.");
  await expect(square(page, "e3")).toHaveAttribute("aria-label", /hint/);
  await playByTaps(page, ["e2e3"]);
  await expect(status(page)).toContainText("Done!");
});

test("a legal move that leaves the way to the goal in par is said after it", async ({ page }) => {
  await page.goto("./");
  await button(page, LEARN).click();
  await page.locator(".stage-card").first().click();
  // Reach e3 in one: a step sideways leaves two more to go.
  await playByTaps(page, ["e2f2"]);
  await expect(status(page)).toHaveClass(/bad/);
  await expect(status(page)).toContainText("e2 to f2");
  await expect(status(page)).toContainText("That move leaves the shortest way. Moves still needed: 2, over par.");
  await playByTaps(page, ["f2f3", "f3e3"]);
  await expect(status(page)).toContainText("Done!");
  await expect(page.locator(".lesson-stars")).toHaveText("★★☆");
  // Reach g3 in three: a step away from it leaves par out of reach.
  await page.getByRole("button", { name: "Level 2", exact: true }).click();
  await playByTaps(page, ["e2d2"]);
  await expect(status(page)).toContainText("That move leads away from the goal");
});

test("progress that does not read is set aside and said, and the lessons still open", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("cyvasse.learn.iron", "{\"v\":1,\"stars\":{\"x\":9}}"));
  await button(page, LEARN).click();
  await expect(page.locator(".stage-card").first()).toContainText("0/");
  await expect(page.getByText(/set aside/)).toBeVisible();
  const kept = await storage(page);
  expect(Object.keys(kept).some((k) => k.startsWith("cyvasse.broken.learn.iron"))).toBe(true);
});

test.describe("fetched when first opened", () => {
  // The page's own requests, not the service worker's copies of every file.
  test.use({ serviceWorkers: "block" });

  test("Learn is a part of the page fetched when first opened, with its lessons", async ({ page }) => {
    const asked = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.goto("./");
    await expect(button(page, LEARN)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked.filter((p) => /split_learn|\/lessons\//.test(p))).toEqual([]);
    await button(page, LEARN).click();
    await expect(page.locator(".stage-card").first()).toBeVisible();
    await expect.poll(() => asked.filter((p) => /split_learn/.test(p)).length).toBe(1);
    expect(asked.filter((p) => p.includes("/lessons/"))).toEqual(["/lessons/iron.txt", "/lessons/iron-en.txt"]);
  });
});

test("the last stage builds a homeland on the setup screen: three stars for a sheltered King", async ({ page }) => {
  await page.goto("./");
  await button(page, LEARN).click();
  const card = page.locator('.stage-card[data-stage="homeland"]');
  await expect(card).toContainText("Your homeland");
  await expect(card).toContainText("0/3");
  await card.click();
  await expect(page.getByText(/Only the Dragon may stand on a mountain/)).toBeVisible();
  await button(page, "Build my homeland").click();
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  // Placed at random, the King is sheltered (Homeland::shelter_king).
  await button(page, "Place randomly").click();
  await button(page, "Done").click();
  await expect(page.getByRole("heading", { name: "Your homeland is ready, and your King is sheltered." })).toBeVisible();
  await expect(page.locator(".lesson-stars")).toHaveText("★★★");
  await button(page, "Lessons").click();
  await expect(card).toContainText("3/3");
});
