// The page in Indonesian, Vietnamese, Hindi and Turkish: chosen from the
// browser's languages, its words on every screen from the language's
// catalog (no English left), nothing overflowing at phone size; and a
// language chosen in the middle of a game keeps the game.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { WHITE, BLACK, buildHomeland, button, catalog, randomHomeland, tapMove } from "./helpers.mjs";

const EN = catalog("en");

/** English's words that the catalog of `code` words otherwise: the pieces of
 *  each English message between its placeholders, of two words or more. */
function englishLeft(code) {
  const theirs = catalog(code);
  const pieces = new Set();
  for (const [key, text] of EN) {
    const their = theirs.get(key);
    for (const piece of text.split(/\{[a-z-]+\}/)) {
      const p = piece.trim().replace(/^[.,:;·–]+|[.,:;·–]+$/g, "").trim();
      if (p.split(/\s+/).length >= 2 && p.length >= 8 && !their.includes(p)) pieces.add(p);
    }
  }
  return [...pieces];
}

/** Every visible text and every aria-label on the page. */
async function wordsOnScreen(page) {
  return page.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent.trim();
      if (!text || !el || el.closest("[hidden], .sprite, svg defs")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label]")) out.push(el.getAttribute("aria-label"));
    return out;
  });
}

/** Buttons whose text is wider than the button, and elements wider than
 *  their parent. */
async function overflowing(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const el of document.querySelectorAll(".screen button, .screen .panel *, .dialog *, header *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (el.matches("button") && el.scrollWidth > el.clientWidth + 1) bad.push(`button: ${el.textContent.trim()}`);
      const p = el.parentElement?.getBoundingClientRect();
      if (p && p.width > 0 && r.width > p.width + 1 && getComputedStyle(el.parentElement).overflowX === "visible")
        bad.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className}: ${el.textContent.trim().slice(0, 40)}`);
    }
    return bad;
  });
}

async function noEnglish(page, left, where) {
  const words = await wordsOnScreen(page);
  const found = left.filter((p) => words.some((w) => w.includes(p)));
  expect(found, `English on ${where}`).toEqual([]);
}

for (const code of ["id", "vi", "hi", "tr"]) {
  test.describe(code, () => {
    test.use({ locale: code });

    test(`the page in ${code}: every screen in its words`, async ({ page }, info) => {
      const tr = catalog(code);
      const say = (key) => tr.get(key);
      const fill = (key, values) => say(key).replace(/\{([a-z-]+)\}/g, (_, k) => values[k]);
      const left = englishLeft(code);
      const phone = info.project.name === "phone";
      const check = async (where) => {
        await noEnglish(page, left, where);
        // No case is changed: translated words show as written.
        const cased = await page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => getComputedStyle(el).textTransform !== "none" && el.textContent.trim())
            .map((el) => el.className),
        );
        expect(cased, `case changed on ${where}`).toEqual([]);
        if (phone) expect(await overflowing(page), `overflow on ${where}`).toEqual([]);
      };

      await page.goto("./");
      await expect(button(page, say("start-new-game"))).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await check("the start screen");

      await button(page, say("page-rules")).click();
      await expect(page.getByRole("dialog", { name: say("page-rules") })).toBeVisible();
      await check("the rules");
      await button(page, say("rules-close-label")).click();

      await button(page, say("start-versus")).click();
      await expect(page.getByRole("group", { name: say("versus-level") })).toBeVisible();
      await check("the computer's choices");
      await button(page, say("versus-back")).click();

      await button(page, say("start-saved")).click();
      await expect(page.getByRole("heading", { name: say("saved-title") })).toBeVisible();
      await check("the saved games");
      await button(page, say("saved-back")).click();

      const white = say("color-white");
      const black = say("color-black");
      await button(page, say("start-new-game")).click();
      await expect(page.getByRole("heading", { name: fill("handoff-give", { side: white }) })).toBeVisible();
      await check("the hand-over");
      await button(page, fill("handoff-show", { side: white })).click();
      await button(page, say("setup-fill")).click();
      // The tiles are laid in a task after the press's own frame.
      await expect(button(page, say("setup-next"))).toBeEnabled();
      await check("the setup's tiles");
      await button(page, say("setup-layouts")).click();
      await expect(page.getByRole("dialog", { name: say("layout-title") })).toBeVisible();
      await check("the layouts");
      await page.getByRole("dialog", { name: say("layout-title") }).getByRole("button", { name: say("saved-close") }).click();
      await button(page, say("setup-next")).click();
      await button(page, say("setup-place")).click();
      await expect(button(page, say("setup-done"))).toBeEnabled();
      await check("the setup's army");
      await button(page, say("setup-done")).click();
      await button(page, fill("handoff-show", { side: black })).click();
      await randomHomeland(page, tr);
      await button(page, say("handoff-reveal")).click();
      await expect(page.locator(".screen.play")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: fill("play-to-move", { side: white }) })).toBeVisible();
      await check("the board");

      await button(page, say("play-resign")).click();
      await button(page, fill("play-resign-sure", { side: white })).click();
      const over = page.getByRole("dialog", { name: say("play-game-over") });
      await expect(over).toContainText(fill("result-wins", { side: black }));
      await check("the game's end");
    });
  });
}

test("a language chosen in the middle of a game keeps the game", async ({ page }) => {
  const tr = catalog("tr");
  await page.goto("./");
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await buildHomeland(page, WHITE);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, BLACK);
  await button(page, "Reveal the board").click();
  await tapMove(page, "e1", "e2");
  await expect(page.getByRole("status").filter({ hasText: "Black to move." })).toBeVisible();

  await page.getByRole("combobox", { name: "Language" }).selectOption("tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const toMove = tr.get("play-to-move").replace("{side}", tr.get("color-black"));
  await expect(page.getByRole("status").filter({ hasText: toMove })).toBeVisible();
  await expect(page.locator(".moves")).toContainText("e1–e2");
  await expect(button(page, tr.get("play-resign"))).toBeVisible();

  // Remembered: a reload shows Turkish, and the game goes on.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await button(page, tr.get("start-continue")).click();
  await expect(page.locator(".moves")).toContainText("e1–e2");
  await expect(page.getByRole("status").filter({ hasText: toMove })).toBeVisible();

  // And back to English.
  await page.getByRole("combobox", { name: tr.get("page-language") }).selectOption("en");
  await expect(page.getByRole("status").filter({ hasText: "Black to move." })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("tr", () => {
  test.use({ locale: "tr" });

  test("a bad link is refused in the player's language; the title and the app's manifest follow it", async ({ page }) => {
    const tr = catalog("tr");
    await page.goto("./#layout:7:iron:8/8/8/8");
    await expect(page.getByRole("alert")).toContainText(tr.get("reason-link-newer"));
    await page.goto("./#layout:1:iron:mmm5/8/8/8");
    const broken = tr.get("reason-link-layout").split("{reason}")[0];
    await expect(page.getByRole("alert")).toContainText(broken);
    await expect(page).toHaveTitle(tr.get("manifest-name"));
    await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "manifest-tr.webmanifest");
    const manifest = await (await page.request.get("manifest-tr.webmanifest")).json();
    expect(manifest.description).toBe(tr.get("manifest-description"));
    expect(manifest.lang).toBe("tr");
  });
});

// The page counts by CLDR's plural rules and number format, written in Rust
// (src/i18n/mod.rs) and checked natively against src/i18n/numbers.txt; here
// the browser's own Intl is checked against the same table.
test("the table of counts the page follows is the browser's own", async ({ page }) => {
  const table = readFileSync(new URL("../../src/i18n/numbers.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split(" "));
  expect(table.length).toBeGreaterThan(20);
  const browser = await page.evaluate((rows) => rows.map(([code, n]) => [
    code, n, new Intl.PluralRules(code).select(Number(n)), new Intl.NumberFormat(code).format(Number(n)),
  ]), table);
  expect(browser).toEqual(table);
});
