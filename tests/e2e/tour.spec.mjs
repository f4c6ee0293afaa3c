// Screenshots of every screen, at the size of the project (desktop or phone),
// for looking at; and the checks that the board stays on screen.
import { test, expect } from "@playwright/test";
import { ARMOR_BLACK, ARMOR_WHITE, BLACK, WHITE, buildHomeland, button, dragMove, finishSetup, square, startGame, tapMove } from "./helpers.mjs";

const shots = process.env.SHOTS_DIR;

async function shot(page, testInfo, name) {
  if (shots) await page.screenshot({ path: `${shots}/${testInfo.project.name}-${name}.png` });
}

async function boardOnScreen(page) {
  const box = await page.locator(".board").boundingBox();
  const view = page.viewportSize();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height + 0.5);
  expect(box.width).toBeGreaterThan(Math.min(view.width, view.height) * 0.6);
}

test("every screen of an armor game, with the board on screen", async ({ page }, testInfo) => {
  await page.goto("./");
  await button(page, "Armor").click();
  await shot(page, testInfo, "21-armor-start");
  await button(page, "How to play").click();
  await expect(page.getByRole("dialog", { name: "Rules" }).getByRole("article", { name: "Tower" })).toBeVisible();
  await shot(page, testInfo, "22-armor-rules");
  await button(page, "Close the rules").click();
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await boardOnScreen(page);
  await shot(page, testInfo, "23-armor-setup-tiles");
  await buildHomeland(page, ARMOR_WHITE, { finish: false });
  await boardOnScreen(page);
  await shot(page, testInfo, "24-armor-setup-army");
  await button(page, "Layouts").click();
  await shot(page, testInfo, "25-armor-layouts");
  await button(page, "Close").click();
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, ARMOR_BLACK);
  await button(page, "Reveal the board").click();
  await boardOnScreen(page);
  await square(page, "c2").click();
  await shot(page, testInfo, "26-armor-play-catapult");
  await square(page, "c5").click();
  await expect(page.locator(".moves .move")).toHaveText(["c2⇢c5"]);
  await expect(page.locator(".guarded")).toHaveCount(0);
  await shot(page, testInfo, "27-armor-play-black");
  await tapMove(page, "d5", "e4");
  await expect(page.locator(".guarded")).toHaveCount(0);
  await tapMove(page, "d4", "e5");
  await expect(page.getByRole("dialog", { name: "Game over" })).toBeVisible();
  await shot(page, testInfo, "28-armor-game-over");
});

test("every screen, with the board on screen", async ({ page }, testInfo) => {
  await page.goto("./");
  await shot(page, testInfo, "01-start");
  await button(page, "How to play").click();
  await expect(page.getByRole("dialog", { name: "Rules" })).toBeVisible();
  await shot(page, testInfo, "02-rules");
  await button(page, "Close the rules").click();

  await button(page, "New game · two players on this device").click();
  await shot(page, testInfo, "03-handoff-white");
  await button(page, "I am White: show my homeland").click();
  await boardOnScreen(page);
  await page.locator('[data-item="mountain"]').click();
  for (const sq of ["a1", "b2", "c3"]) await square(page, sq).click();
  await shot(page, testInfo, "04-setup-tiles-problem");
  await button(page, "Clear").click();
  await buildHomeland(page, WHITE, { finish: false });
  await boardOnScreen(page);
  await shot(page, testInfo, "05-setup-army");
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, BLACK, { finish: false });
  await shot(page, testInfo, "06-setup-black-exposed");
  await finishSetup(page);
  await shot(page, testInfo, "07-handoff-play");
  await button(page, "Reveal the board").click();
  await boardOnScreen(page);
  await tapMove(page, "f3", "e4");
  await dragMove(page, "f6", "e5");
  await square(page, "e4").click();
  await shot(page, testInfo, "08-play-marks");
  await boardOnScreen(page);
  await square(page, "e4").click();
  await tapMove(page, "d1", "d8");
  await expect(page.getByRole("dialog", { name: "Game over" })).toBeVisible();
  await shot(page, testInfo, "09-game-over");
  await button(page, "Review the game").click();
  await shot(page, testInfo, "10-review");
});

test("the screens that keep and share: saved games, layouts, links", async ({ page }, testInfo) => {
  await startGame(page);
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "River line" }).getByRole("button", { name: "Share" }).click();
  await shot(page, testInfo, "11-layouts");
  const link = await page.getByLabel("Layout link").inputValue();
  await page.getByRole("listitem", { name: "River line" }).getByRole("button", { name: "Apply" }).click();
  await boardOnScreen(page);
  await shot(page, testInfo, "12-setup-layout-applied");
  await page.goto(`./#${link.split("#")[1]}`);
  await boardOnScreen(page);
  await shot(page, testInfo, "13-shared-layout");
  await page.goto("./#layout:1:iron:mmm5");
  await shot(page, testInfo, "14-bad-link");
  await button(page, "Dismiss").click();
  await page.getByRole("button", { name: "Cyvasse: to the start screen" }).click();
  await shot(page, testInfo, "15-start-continue");
  await button(page, "Saved games").click();
  await page.locator(".saved-game").first().getByRole("button", { name: "Rename" }).click();
  await shot(page, testInfo, "16-saved-games");
});

test("the screens of a game against the computer", async ({ page }, testInfo) => {
  await page.goto("./");
  await button(page, "Play the computer").click();
  await page.getByRole("group", { name: "Level" }).getByRole("button", { name: "Easy" }).click();
  await shot(page, testInfo, "17-versus");
  await button(page, "Start").click();
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: "Mountain gate" }).getByRole("button", { name: "Apply" }).click();
  await finishSetup(page);
  await boardOnScreen(page);
  await tapMove(page, "d2", "d1");
  await expect(page.locator(".moves .move")).toHaveCount(2, { timeout: 20_000 });
  await button(page, "Hint").click();
  await expect(page.locator('[data-marks~="hint"]')).toHaveCount(2, { timeout: 20_000 });
  await boardOnScreen(page);
  await shot(page, testInfo, "18-computer-hint");
});
