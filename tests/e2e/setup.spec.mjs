// The hidden setup: secrecy between the players, live feedback on illegal
// layouts, taps and drags, the exposure overlay and the rules cards.
import { test, expect } from "@playwright/test";
import { BLACK, WHITE, buildHomeland, button, labelOf, pick, square, startGame } from "./helpers.mjs";

const homelandSquares = (ranks) =>
  ranks.flatMap((r) => [..."abcdefgh"].map((f) => `${f}${r}`));

test("while Black sets up, nothing of White's homeland is in the page", async ({ page }) => {
  await startGame(page);
  // Before White's setup, the enemy half is hidden too.
  expect(await labelOf(page, "e8")).toBe("e8, hidden, empty");
  await buildHomeland(page, WHITE);
  // Behind the hand-over card, Black's own setup is built while the card is
  // read: out of reach, and holding nothing of White's homeland.
  await expect(page.locator(".behind[inert] [data-square]")).toHaveCount(64);
  await expect(page.getByRole("button", { name: "Fill randomly" })).toHaveCount(0);
  await expect(page.locator(".unit.white")).toHaveCount(0);
  for (const sq of homelandSquares([1, 2, 3, 4])) {
    expect(await labelOf(page, sq)).toBe(`${sq}, hidden, empty`);
  }
  await button(page, "I am Black: show my homeland").click();
  await expect(page.locator(".behind[inert]")).toHaveCount(0);
  for (const sq of homelandSquares([1, 2, 3, 4])) {
    expect(await labelOf(page, sq)).toBe(`${sq}, hidden, empty`);
  }
  await expect(page.locator(".unit.white")).toHaveCount(0);
  for (const face of ["face-white", "face-black"]) await expect(page.locator(`.terrain.${face} image`)).toHaveCount(64);
  const html = await page.content();
  for (const tile of ["mountain", "water", "forest", "fortress"]) {
    // Black's own tiles only, in each face of the terrain (one for either
    // way the board faces): none of White's 18 tiles are drawn.
    for (const face of ["face-white", "face-black"]) {
      const uses = await page.locator(`.terrain.${face} image[href="public/tiles/${tile}.svg"]`).count();
      expect(uses).toBeLessThanOrEqual({ mountain: 7, water: 6, forest: 7, fortress: 2 }[tile]);
    }
  }
  expect(html).not.toContain("White King");
  expect(html).not.toContain("White Dragon");
  await buildHomeland(page, BLACK);
  await button(page, "Reveal the board").click();
  expect(await labelOf(page, "e1")).toBe("e1, fortress, White King");
  expect(await labelOf(page, "d8")).toBe("d8, grass, Black King");
});

test("a mountain group too large is marked, explained and blocks the next step", async ({ page }) => {
  await startGame(page);
  await pick(page, "mountain");
  for (const sq of ["a1", "b2", "c3"]) await square(page, sq).click();
  await expect(page.locator('[data-marks~="problem"]')).toHaveCount(3);
  await expect(page.locator(".problems")).toContainText("Mountain rule: mountains a1, b2, c3 touch");
  await expect(button(page, "Next: army")).toBeDisabled();
  // Put the tile in hand back, then move one mountain away: that clears it.
  await page.locator('[data-item="mountain"]').click();
  await square(page, "c3").click();
  await square(page, "f3").click();
  await expect(page.locator('[data-marks~="problem"]')).toHaveCount(0);
  await expect(page.locator(".problems")).toBeHidden();
  await expect(page.getByText("Still to place: 3 mountains, 5 water tiles, 6 forests, 1 fortress.")).toBeVisible();
});

test("only the Dragon may stand on a mountain, and Done waits for a valid homeland", async ({ page }) => {
  await startGame(page);
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  const mountain = page.locator('[data-square][aria-label*=", mountain, "]').first();
  const name = await mountain.getAttribute("data-square");
  await pick(page, "king");
  await mountain.click();
  await expect(page.getByRole("status")).toHaveText(`The King cannot stand on the mountain at ${name}. Only the Dragon may stand on a mountain.`);
  expect(await labelOf(page, name)).toBe(`${name}, mountain, empty`);
  await expect(button(page, "Done")).toBeDisabled();
  await pick(page, "dragon");
  await mountain.click();
  expect(await labelOf(page, name)).toBe(`${name}, mountain, White Dragon`);
  await button(page, "Place randomly").click();
  await expect(button(page, "Done")).toBeEnabled();
});

test("tiles and units are dragged from the tray, between squares and off the board", async ({ page }) => {
  await startGame(page);
  const drag = async (from, to) => {
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 2 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await page.mouse.up();
  };
  await drag(page.locator('[data-item="water"]'), square(page, "e2"));
  expect(await labelOf(page, "e2")).toBe("e2, water, empty");
  await expect(page.getByRole("radio", { name: "Water, 4 left to place" })).toBeVisible();
  await drag(square(page, "e2"), square(page, "h4"));
  expect(await labelOf(page, "e2")).toBe("e2, grass, empty");
  expect(await labelOf(page, "h4")).toBe("h4, water, empty");
  await drag(square(page, "h4"), page.locator(".panel-title"));
  expect(await labelOf(page, "h4")).toBe("h4, grass, empty");
  await expect(page.getByRole("radio", { name: "Water, 5 left to place" })).toBeVisible();
});

test("the exposure overlay marks open squares and warns for the King", async ({ page }) => {
  await startGame(page);
  await buildHomeland(page, WHITE);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, BLACK, { finish: false });
  // d8 lies on the open d file: White's Dragon could fly straight to it.
  await expect(page.locator('[data-square="d8"][data-marks~="danger"]')).toHaveCount(1);
  await expect(page.locator('[data-square="d8"][data-marks~="exposed"]')).toHaveCount(1);
  await expect(page.locator(".king-warning")).toHaveText(
    "Your King on d8 can be taken on White's very first move by the enemy's Trebuchet or Dragon.",
  );
  // Swap the King with the Dragon on the fortress: the first blow only ruins it.
  await square(page, "d8").click();
  await square(page, "e8").click();
  await expect(page.locator(".king-warning")).toHaveText("Your King on e8 is sheltered from a first strike.");
  await expect(page.locator('[data-marks~="danger"]')).toHaveCount(0);
  // On the open front rank every type of enemy unit reaches it: not a list of ten.
  await square(page, "e8").click();
  await square(page, "d5").click();
  await expect(page.locator(".king-warning")).toHaveText(
    "Your King on d5 can be taken on White's very first move by any enemy unit.",
  );
  await page.getByLabel("Show squares open to a first strike").uncheck();
  await expect(page.locator('[data-marks~="exposed"]')).toHaveCount(0);
});

test("Done asks once before playing with a King open to the first move; Place randomly shelters it", async ({ page }) => {
  await startGame(page);
  await buildHomeland(page, WHITE);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, BLACK, { finish: false });
  const ask = page.locator(".banner.ask");
  await button(page, "Done").click();
  await expect(ask).toHaveText(/Your King can be taken on the first move\. Play anyway\?/);
  await expect(page.locator(".screen.setup")).toBeVisible();
  // A change to the homeland takes the question away; the King sheltered on
  // e8, Done goes on at once.
  await square(page, "d8").click();
  await square(page, "e8").click();
  await expect(ask).toHaveCount(0);
  // Back on d8, the homeland asked about: the question is back, and the
  // player plays anyway.
  await square(page, "e8").click();
  await square(page, "d8").click();
  await expect(ask).toBeVisible();
  await button(page, "Play anyway").click();
  await expect(button(page, "Reveal the board")).toBeVisible();
  // A new game: Place randomly puts the King where it is sheltered.
  await startGame(page);
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  for (let i = 0; i < 3; i++) {
    await button(page, "Place randomly").click();
    await expect(page.locator(".king-warning")).toHaveClass(/\bsafe\b/);
    await expect(page.locator('[data-marks~="danger"]')).toHaveCount(0);
  }
});

test("the rules: a card for the tray item under the pointer, and the full help", async ({ page }) => {
  await startGame(page);
  await page.locator('[data-item="forest"]').hover();
  await expect(page.locator(".card-slot")).toContainText("A step into forest costs 2");
  await button(page, "Rules").first().click();
  const rules = page.getByRole("dialog", { name: "Rules" });
  await expect(rules.locator(".card")).toHaveCount(16);
  await expect(rules.getByRole("article", { name: "Trebuchet" })).toContainText("fires over mountains");
  await button(page, "Close the rules").click();
  await expect(rules).toHaveCount(0);
  await button(page, "Rules").first().click();
  await page.keyboard.press("Escape");
  await expect(rules).toHaveCount(0);
});

test("every control has an accessible name", async ({ page }) => {
  await startGame(page);
  await expect(page.locator("[data-square]")).toHaveCount(64);
  for (const el of await page.locator("button").all()) {
    const name = (await el.getAttribute("aria-label")) ?? (await el.innerText());
    expect(name.trim().length).toBeGreaterThan(0);
  }
  await expect(page.getByRole("radiogroup", { name: "Tiles to place" }).getByRole("radio")).toHaveCount(4);
});
