// The parts of the page loaded when first opened (src/lazy.rs): the start
// screen comes without them, each comes when it is opened, and one that
// cannot be fetched says so and loads when opened again.
import { test, expect } from "@playwright/test";
import { button, reachPlay, square } from "./helpers.mjs";

// The page's own requests, not the service worker's copies of every file.
test.use({ serviceWorkers: "block" });

const PART = /-split_([a-z_]+)\.wasm$/;

/** The parts the page has fetched so far, by name. */
function watchParts(page) {
  const parts = [];
  page.on("requestfinished", (r) => {
    const m = PART.exec(new URL(r.url()).pathname);
    if (m) parts.push(m[1]);
  });
  return parts;
}

test("the start screen loads none of the parts; each loads when it is opened", async ({ page }) => {
  const parts = watchParts(page);
  await page.goto("./");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(parts).toEqual([]);

  // The setup screen is part of the page itself.
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await expect(square(page, "a1")).toBeVisible();
  expect(parts).toEqual([]);

  await button(page, "Rules").first().click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
  expect(parts).toEqual(["rules"]);
  await page.keyboard.press("Escape");
  await button(page, "Layouts").click();
  await expect(page.getByRole("dialog", { name: "Layouts" })).toBeVisible();
  expect(parts).toEqual(["rules", "layouts"]);

  await page.goto("./");
  await button(page, "Saved games").click();
  await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
  expect(parts).toContain("games");
});

test("the play screen loads with the game", async ({ page }) => {
  const parts = watchParts(page);
  await page.goto("./");
  await reachPlay(page);
  expect(parts).toEqual(["play"]);
});

test("a part that cannot be fetched says so, and loads when opened again", async ({ page }) => {
  const games = /-split_games\.wasm$/;
  await page.route(games, (route) => route.abort("internetdisconnected"));
  await page.goto("./");
  await button(page, "Saved games").click();
  await expect(page.getByRole("alert")).toContainText("This part of the page could not be loaded");
  await expect(page.getByRole("heading", { name: "Saved games" })).toHaveCount(0);

  await page.unroute(games);
  await button(page, "Cyvasse: to the start screen").click();
  await button(page, "Saved games").click();
  await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
  await expect(page.getByText("This part of the page could not be loaded")).toHaveCount(0);
});
