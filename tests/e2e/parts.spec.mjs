// The parts of the page loaded when first opened (src/screens/parts.rs): the start
// screen comes without them, each comes when it is opened, and one that
// cannot be fetched says so and loads when opened again.
import { test, expect } from "@playwright/test";
import { button, reachPlay, square } from "./helpers.mjs";

// The page's own requests, not the service worker's copies of every file.
test.use({ serviceWorkers: "block" });

const PART = /-split_([a-z_]+)\.wasm$/;
const NOT_LOADED = "This part of the page could not be loaded";
const CHUNK = /-chunk_\d+\.wasm$/;

/** The parts the page has asked for so far, by name (`chunks` collects the
 *  chunks of code they share). Read them with `expect.poll`: the browser's
 *  report of a request may come after the page has used the file. */
function watchParts(page, chunks = []) {
  const parts = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    const m = PART.exec(path);
    if (m) parts.push(m[1]);
    if (CHUNK.test(path)) chunks.push(path);
  });
  return parts;
}

test("the start screen loads none of the parts; each loads when it is opened or about to be", async ({ page }) => {
  const chunks = [];
  const parts = watchParts(page, chunks);
  await page.goto("./");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(parts).toEqual([]);
  expect(chunks).toEqual([]);

  // The setup screen is fetched while the hand-over screen is up.
  await button(page, "New game · two players on this device").click();
  await expect.poll(() => parts).toEqual(["setup"]);
  await button(page, "I am White: show my homeland").click();
  await expect(square(page, "a1")).toBeVisible();
  expect(parts).toEqual(["setup"]);

  await button(page, "Rules").first().click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
  await expect.poll(() => parts).toEqual(["setup", "rules"]);
  await page.keyboard.press("Escape");
  await button(page, "Layouts").click();
  await expect(page.getByRole("dialog", { name: "Layouts" })).toBeVisible();
  await expect.poll(() => parts).toEqual(["setup", "rules", "layouts"]);

  await page.goto("./");
  await button(page, "Saved games").click();
  await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
  await expect.poll(() => parts).toContain("games");
});

test("the play screen loads with the game", async ({ page }) => {
  const parts = watchParts(page);
  await page.goto("./");
  await reachPlay(page);
  await expect.poll(() => parts).toEqual(["setup", "play"]);
});

test("a part that cannot be fetched says so, and loads when opened again", async ({ page }) => {
  const games = /-split_games\.wasm$/;
  await page.route(games, (route) => route.abort("internetdisconnected"));
  await page.goto("./");
  await button(page, "Saved games").click();
  await expect(page.getByRole("alert")).toContainText(NOT_LOADED);
  await expect(page.getByRole("heading", { name: "Saved games" })).toHaveCount(0);

  await page.unroute(games);
  await button(page, "Cyvasse: to the start screen").click();
  await button(page, "Saved games").click();
  await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
  await expect(page.getByText(NOT_LOADED)).toHaveCount(0);
});

test("a dialog that cannot be fetched says so, and opens when asked again", async ({ page }) => {
  const rules = /-split_rules\.wasm$/;
  await page.route(rules, (route) => route.abort("internetdisconnected"));
  await page.goto("./");
  await button(page, "Rules").click();
  await expect(page.locator(".notice-bar")).toContainText(NOT_LOADED);
  await expect(page.getByRole("dialog", { name: "Rules" })).toHaveCount(0);

  await page.unroute(rules);
  await button(page, "Dismiss").click();
  await button(page, "Rules").click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Rules" })).toHaveCount(0);
  await button(page, "Rules").click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
});

test("from one part's screen to another's, the old screen goes at once", async ({ page }) => {
  // The layouts part is held back until the old screen has been looked at.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/-split_layouts\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("./");
  await button(page, "Saved games").click();
  const games = page.getByRole("heading", { name: "Saved games" });
  await expect(games).toBeVisible();
  // A shared layout's link, opened while the saved games are on screen.
  await page.evaluate(() => { location.hash = "layout:1:iron:m1f2f1m/1w1mm1w1/f1w1t1wf/wm1f1fm1"; });
  await expect(games).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: "A shared layout" })).toBeVisible();
});
