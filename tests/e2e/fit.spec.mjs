// Every screen fits or scrolls: a phone held sideways, and names too long for
// their cards.
import { test, expect } from "@playwright/test";
import { BLACK, WHITE, button, homelandText, reachPlay } from "./helpers.mjs";

/** Whether the top of `locator`, scrolled into view, shows below the header. */
async function reachable(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const stage = await page.locator(".stage").boundingBox();
  return box.y >= stage.y - 0.5 && box.y + box.height <= stage.y + stage.height + 0.5;
}

test.describe("a phone held sideways (844×390)", () => {
  test.use({ viewport: { width: 844, height: 390 } });
  test.skip(({ isMobile }) => !isMobile, "the phone's project only");

  test("the start screen and the computer's choices scroll to their tops; the board takes the height", async ({ page }) => {
    await page.goto("./");
    expect(await reachable(page, page.locator(".start-art"))).toBe(true);
    expect(await reachable(page, button(page, "How to play"))).toBe(true);
    await button(page, "Play the computer").click();
    expect(await reachable(page, page.getByRole("heading", { name: "Play the computer" }))).toBe(true);
    expect(await reachable(page, button(page, "Back"))).toBe(true);
    await reachPlay(page);
    const board = await page.locator(".board").boundingBox();
    expect(board.height).toBeGreaterThanOrEqual(280);
    expect(board.y + board.height).toBeLessThanOrEqual(390);
  });
});

const LONG = "Averyveryverylongnamewithoutanyspacesatallthatgoesonandonx";

test("a long name without spaces stays in its card, whole in its tooltip", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(
    ([name, white, black]) => {
      localStorage.setItem(
        "cyvasse.game.long",
        JSON.stringify({
          v: 1,
          name,
          created: 1.7e12,
          updated: 1.7e12,
          players: ["White", "Black"],
          stage: { play: { record: `${white}\n${black}\n` } },
        }),
      );
      localStorage.setItem("cyvasse.layout.long", JSON.stringify({ v: 1, name, created: 1.7e12, layout: `iron:${white.split(" ")[2]}` }));
    },
    [LONG, homelandText(WHITE), homelandText(BLACK)],
  );
  await page.reload();
  await button(page, "Saved games").click();
  const inside = async (inner, outer) => {
    const a = await inner.boundingBox();
    const b = await outer.boundingBox();
    return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
  };
  const game = page.getByRole("listitem", { name: LONG });
  await expect(game.locator(".saved-name")).toHaveAttribute("title", LONG);
  expect(await inside(game.locator(".saved-name"), game)).toBe(true);
  expect(await game.locator(".saved-name").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

  await page.goto("./");
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await button(page, "Layouts").click();
  const layout = page.getByRole("listitem", { name: LONG });
  await expect(layout.getByRole("heading")).toHaveAttribute("title", LONG);
  expect(await inside(layout.getByRole("heading"), layout)).toBe(true);
  expect(await layout.getByRole("heading").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
});
