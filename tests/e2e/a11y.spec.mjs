// Accessibility faults, by axe-core (WCAG 2.x A and AA): none on any screen,
// at both sizes. The page's Content Security Policy refuses injected
// scripts, so this test's browser context bypasses it (this context only).
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { button, finishSetup, randomHomeland, reachPlay, square, startAgainstComputer, tapMove } from "./helpers.mjs";

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
  // The tiles are laid in a task after the press's own frame.
  await expect(button(page, "Next: army")).toBeEnabled();
  await button(page, "Layouts").click();
  await expect(page.getByRole("dialog", { name: "Layouts" })).toBeVisible();
  await noFaults(page, "the layouts");
  await page.getByRole("dialog", { name: "Layouts" }).getByRole("button", { name: "Close", exact: true }).click();
  await button(page, "Next: army").click();
  await button(page, "Place randomly").click();
  await expect(button(page, "Done")).toBeEnabled();
  await noFaults(page, "the setup's army");
  // The setup's verdicts are told as they change: the King's shelter, the
  // homeland's problems and a refused placement.
  await expect(page.locator(".king-warning")).toHaveAttribute("aria-live", "polite");
  await expect(page.locator(".problems")).toHaveAttribute("role", "alert");
  await expect(page.locator(".panel .notice")).toHaveAttribute("role", "status");
  await finishSetup(page);
  await button(page, "I am Black: show my homeland").click();
  await randomHomeland(page);
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

/** Counts the changes of the spoken region's text from now on. */
async function countSpoken(page) {
  await page.evaluate(() => {
    const region = document.querySelector("[data-spoken]");
    window.spokenTexts = [];
    new MutationObserver(() => window.spokenTexts.push(region.textContent)).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => window.spokenTexts);
}

test("no accessibility faults on the lessons: the path, a level, a refused move, a level done", async ({ page }) => {
  await page.goto("./");
  await button(page, "Learn to play").click();
  await expect(page.locator(".stage-card").first()).toBeVisible();
  await noFaults(page, "the path of lessons");
  await page.locator(".stage-card").first().click();
  await expect(page.locator(".lesson-goal")).toBeVisible();
  await noFaults(page, "a level");
  await square(page, "e2").click();
  await square(page, "e5").click();
  await expect(page.locator(".lesson-status")).not.toHaveText("");
  await noFaults(page, "a refused move");
  await square(page, "e2").click();
  await square(page, "e3").click();
  await expect(page.locator(".lesson-stars")).toBeVisible();
  await noFaults(page, "a level done");
  await button(page, "Lessons").click();
  await page.locator('.stage-card[data-stage="homeland"]').click();
  await noFaults(page, "the homeland lesson's card");
});

test("every move is spoken once, as a sentence with whose turn it is; the end too", async ({ page }) => {
  await reachPlay(page);
  const spoken = page.locator("[data-spoken]");
  await expect(spoken).toHaveAttribute("aria-live", "polite");
  await expect(spoken).toHaveText("");
  const said = await countSpoken(page);
  await tapMove(page, "e1", "e2");
  const move = page.locator(".moves .move").last();
  const sentence = await move.getAttribute("aria-label");
  // e2 is water: the King stays there a turn, and the sentence says so.
  expect(sentence).toBe("White King e1 to e2, frozen in water");
  await expect(spoken).toHaveText("White King e1 to e2, frozen in water. Black to move.");
  await page.waitForTimeout(500);
  expect(await said()).toEqual(["White King e1 to e2, frozen in water. Black to move."]);
  // The status line is shown, not spoken twice.
  await expect(page.getByRole("status")).toHaveAttribute("aria-live", "off");

  await button(page, "Resign").click();
  await button(page, "Black resigns — sure?").click();
  await expect(spoken).toHaveText("White wins. Black resigned.");
  expect(await said()).toHaveLength(2);
});

test("the computer's move is spoken once, within a second of it", async ({ page }) => {
  await page.goto("./");
  await startAgainstComputer(page, { layout: "Mountain gate" });
  const said = await countSpoken(page);
  await page.locator('[data-square="d2"]').click();
  await page.locator('[data-square="d1"]').click();
  const moves = page.locator(".moves .move");
  await expect(moves).toHaveCount(2, { timeout: 20_000 });
  const answered = Date.now();
  const theirs = await moves.last().getAttribute("aria-label");
  const spoken = page.locator("[data-spoken]");
  const told = `${theirs}. White to move.`;
  await expect(spoken).toHaveText(new RegExp(`${told.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), { timeout: 1000 });
  expect(Date.now() - answered).toBeLessThan(1000);
  await page.waitForTimeout(500);
  const texts = await said();
  // The player's move, then the computer's (or both at once, if the answer
  // came before the first was told).
  expect(texts.at(-1).endsWith(told)).toBe(true);
  expect(texts.length).toBeLessThanOrEqual(2);
  expect(texts.filter((t) => t.includes(theirs))).toHaveLength(1);
});

/** Opens a dialog from `opener` by the keyboard; checks that the focus is
 *  inside it and stays there through many Tabs (both ways), and that Escape
 *  closes it and gives the focus back to the opener. */
async function holdsTheFocus(page, opener, dialog) {
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside()).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test("dialogs take the focus, keep it, close on Escape and give it back", async ({ page }) => {
  await page.goto("./");
  await holdsTheFocus(page, button(page, "Rules").first(), page.getByRole("dialog", { name: "Rules" }));
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await holdsTheFocus(page, button(page, "Layouts"), page.getByRole("dialog", { name: "Layouts" }));
  await randomHomeland(page);
  await button(page, "I am Black: show my homeland").click();
  await randomHomeland(page);
  await button(page, "Reveal the board").click();
  await holdsTheFocus(page, button(page, "Share"), page.getByRole("dialog", { name: "Share the game" }));

  // The game's end takes the focus; Escape leaves it for the board.
  await button(page, "Resign").click();
  await button(page, "White resigns — sure?").click();
  const over = page.getByRole("dialog", { name: "Game over" });
  await expect(over.getByRole("button", { name: "Rematch" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(over).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("Black wins. White resigned.");
});

test("with reduced motion asked for, nothing moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("./");
  await startAgainstComputer(page, { layout: "Mountain gate" });
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter((el) => getComputedStyle(el).animationName !== "none")
      .map((el) => el.className),
  );
  expect(moving).toEqual([]);
  // The spinner's rule is there to be switched off.
  const spinner = await page.evaluate(() => {
    const el = document.createElement("span");
    el.className = "spinner";
    document.body.append(el);
    const name = getComputedStyle(el).animationName;
    el.remove();
    return name;
  });
  expect(spinner).toBe("none");
});

/** The relative luminance of a CSS colour written `#rrggbb` (WCAG 2). */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("not by colour alone: the sides differ in light and in shape, and so do the marks", async ({ page }, info) => {
  await reachPlay(page);
  // The units are drawn a stage after the board is on show: wait for both sides.
  for (const side of ["white", "black"]) await expect(page.locator(`.units image.unit.${side}`).first()).toBeAttached();
  // Each unit is a picture of its own side's colours (style/units.svg): its
  // base disc (r=37) and the ring inside it (r=31.5), as the board shows them.
  const sides = await page.evaluate(async () => {
    const of = async (side) => {
      const picture = await (await fetch(document.querySelector(`.units image.unit.${side}`).getAttribute("href"))).text();
      const circle = (r) => picture.match(new RegExp(`<circle [^>]*r="${r}" style="([^"]*)"`))[1];
      const property = (style, name) => style.match(new RegExp(`${name}:([^;]+)`))?.[1].trim() ?? "none";
      return { base: property(circle("37"), "fill"), ring: property(circle("31.5"), "stroke-dasharray") };
    };
    return { white: await of("white"), black: await of("black") };
  });
  // In grey, White's units are light and Black's dark…
  const [light, dark] = [luminance(sides.white.base), luminance(sides.black.base)];
  expect((light + 0.05) / (dark + 0.05)).toBeGreaterThan(4.5);
  // …and Black's inner ring is broken where White's is whole.
  expect(sides.white.ring).toBe("none");
  expect(sides.black.ring).not.toBe("none");

  // The marks drawn as a square's highlight share an outline: without their
  // colours they still differ, by their line (width, dashes) or their fill
  // (none, plain, a hatching). The last move's two ends are one mark.
  const highlights = ["selected", "last-to", "exposed", "danger", "problem", "hint", "zone"];
  const looks = await page.evaluate((kinds) => kinds.map((kind) => {
    const style = getComputedStyle(document.querySelector(`.board path.mark.${kind}`));
    const fill = style.fill === "none" ? "none" : style.fill.startsWith("url") ? "pattern" : "plain";
    return `${style.strokeWidth} ${style.strokeDasharray} ${fill} ${style.stroke === "none" ? "no line" : "line"}`;
  }), highlights);
  expect(new Set(looks).size, looks.join("\n")).toBe(highlights.length);

  if (process.env.SHOTS_DIR) {
    await square(page, "d1").click();
    await page.evaluate(() => { document.documentElement.style.filter = "grayscale(1)"; });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${info.project.name}-43-grayscale.png` });
  }
});

test("after each change of screen the focus is on the new screen's heading or first control", async ({ page }) => {
  const focused = page.locator(":focus");
  await page.goto("./");
  await button(page, "New game · two players on this device").click();
  await expect(focused).toHaveText("Give the device to White");
  await button(page, "I am White: show my homeland").click();
  await expect(focused).toHaveText("White's homeland · step 1 of 2: tiles");
  await button(page, "Fill randomly").click();
  await button(page, "Next: army").click();
  await expect(focused).toHaveText("White's homeland · step 2 of 2: army");
  await button(page, "Place randomly").click();
  await finishSetup(page);
  await expect(focused).toHaveText("Give the device to Black");
  await button(page, "I am Black: show my homeland").click();
  await randomHomeland(page);
  await expect(focused).toHaveText("Both homelands are ready");
  await button(page, "Reveal the board").click();
  // The board's square that the arrows start from.
  await expect(focused).toHaveAttribute("data-square", /^[a-h][1-8]$/);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
