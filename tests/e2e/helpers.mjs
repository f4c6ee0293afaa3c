// Shared steps: building a homeland through the setup screen, playing moves.
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";

/** A language's catalog of the page's words, by key (src/i18n/catalog.rs). */
export function catalog(code) {
  const url = new URL(`../../locales/${code}.txt`, import.meta.url);
  const out = new Map();
  for (const line of readFileSync(url, "utf8").split("\n")) {
    const s = line.trim();
    if (!s || s.startsWith("#")) continue;
    const at = s.indexOf(" = ");
    out.set(at < 0 ? s.replace(/ =$/, "") : s.slice(0, at), at < 0 ? "" : s.slice(at + 3));
  }
  return out;
}

/** A homeland drawn rank by rank from its owner's top rank down, '.' for grass
 *  or no unit, files a–h left to right (RULES.md §3.3 order). */
export const WHITE = {
  side: "White",
  ranks: [4, 3, 2, 1],
  tiles: [".wm..mw.", "mf..f.fm", ".w.fw.w.", "m.f.tf.m"],
  units: ["........", "..E..C..", "R.S..T.X", ".L.DK.H."],
};

/** Black's King stands on d8 with the d file open: White's Dragon on d1 can take it. */
export const BLACK = {
  side: "Black",
  ranks: [8, 7, 6, 5],
  tiles: ["m.f.tf.m", ".w.fw.w.", "mf..f.fm", ".wm..mw."],
  units: [".lrkd.h.", "..s..t.x", "..e..c..", "........"],
};

/** Armor homelands (the form above): White's Rabble on e4 faces
 *  Black's King on e5, which no Tower guards. */
export const ARMOR_WHITE = {
  ruleset: "armor",
  side: "White",
  ranks: [4, 3, 2, 1],
  tiles: ["........", "m......m", "...w....", "m.w...w."],
  units: ["LHRRRRHL", ".SEXXES.", "..C.KOD.", "........"],
};
export const ARMOR_BLACK = {
  ruleset: "armor",
  side: "Black",
  ranks: [8, 7, 6, 5],
  tiles: ["m.w...w.", "...w....", "m......m", "........"],
  units: ["........", "..c.rod.", ".sexxes.", "lhrrkrhl"],
};

const TILE = { m: "mountain", w: "water", f: "forest", t: "fortress" };
const UNIT = {
  r: "rabble",
  s: "spearmen",
  x: "crossbowmen",
  l: "light horse",
  h: "heavy horse",
  e: "elephant",
  c: "catapult",
  t: "trebuchet",
  d: "dragon",
  k: "king",
  o: "tower",
};

/** Every (square, letter) of a layout field. */
export function squaresOf(layout, field) {
  const out = [];
  layout[field].forEach((row, i) => {
    [...row].forEach((c, f) => {
      if (c !== ".") out.push([String.fromCharCode(97 + f) + layout.ranks[i], c.toLowerCase()]);
    });
  });
  return out;
}

export const square = (page, name) => page.locator(`[data-square="${name}"]`);
export const button = (page, name) => page.getByRole("button", { name, exact: true });

/** Picks up a tray item, unless it is already in hand (a second tap puts it back). */
export async function pick(page, item) {
  const tray = page.locator(`[data-item="${item}"]`);
  if ((await tray.getAttribute("aria-checked")) !== "true") await tray.click();
}

/** From the start screen to the first setup, of the game named (its title
 *  on the start screen), or of the one chosen last. */
export async function startGame(page, game) {
  await page.goto("./");
  if (game) await button(page, game).click();
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
}

/** From the start screen to the board of a game against the computer: of
 *  the game named (its title; the versus screen names it too), the side and
 *  level named (by default the screen's), the player's homeland laid out as
 *  the built-in layout named. */
export async function startAgainstComputer(page, { game, side, level, layout }) {
  if (game) await button(page, game).click();
  await button(page, "Play the computer").click();
  if (game) await expect(page.getByRole("heading", { name: `Play the computer · ${game}` })).toBeVisible();
  if (side) await page.getByRole("group", { name: "Your side" }).getByRole("button", { name: side }).click();
  if (level) await page.getByRole("group", { name: "Level" }).getByRole("button", { name: level }).click();
  await button(page, "Start").click();
  await button(page, "Layouts").click();
  await page.getByRole("listitem", { name: layout }).getByRole("button", { name: "Apply" }).click();
  await finishSetup(page);
  await expect(page.locator(".screen.play")).toBeVisible();
}

/** Presses *Done* (`press` does it, by default a tap), and *Play anyway*
 *  when the setup asks, for a King open to the first move. */
export async function finishSetup(page, { words = catalog("en"), press = (name) => button(page, name).click() } = {}) {
  await press(words.get("setup-done"));
  const ask = page.locator(".screen.setup .banner.ask");
  await expect(async () => {
    if ((await ask.isVisible()) || (await page.locator(".screen.setup:not([inert] *)").count()) === 0) return;
    throw new Error("the setup neither asked nor went on");
  }).toPass();
  if (await ask.isVisible()) await press(words.get("setup-play-anyway"));
}

/** Lays `layout` through the tray by taps, then goes on to the army and places it. */
export async function buildHomeland(page, layout, { finish = true } = {}) {
  for (const [sq, c] of squaresOf(layout, "tiles")) {
    await pick(page, TILE[c]);
    await square(page, sq).click();
  }
  await button(page, "Next: army").click();
  for (const [sq, c] of squaresOf(layout, "units")) {
    await pick(page, UNIT[c]);
    await square(page, sq).click();
  }
  if (finish) await finishSetup(page);
}

/** Both homelands built and the board revealed (by default the iron
 *  homelands above). */
export async function reachPlay(page, { white = WHITE, black = BLACK, game } = {}) {
  await startGame(page, game);
  await buildHomeland(page, white);
  await button(page, "I am Black: show my homeland").click();
  await buildHomeland(page, black);
  await button(page, "Reveal the board").click();
  await expect(page.locator(".screen.play")).toBeVisible();
}

/** Plays a move by tapping its two squares, once the board takes presses
 *  (a moment after it turns to the other player, as a player waits). */
export async function tapMove(page, from, to) {
  await expect(page.locator(".guarded")).toHaveCount(0);
  await square(page, from).click();
  await square(page, to).click();
}

/** Plays a move by dragging from one square to the other, once the board
 *  takes presses (a moment after it turns to the other player). */
export async function dragMove(page, from, to) {
  await expect(page.locator(".guarded")).toHaveCount(0);
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** A homeland built at random on the setup screen (Fill randomly, Next:
 *  army, Place randomly, Done), its buttons named in the language of
 *  `words` (a catalog, English by default). */
export async function randomHomeland(page, words = catalog("en")) {
  for (const key of ["setup-fill", "setup-next", "setup-place"]) {
    await button(page, words.get(key)).click();
  }
  await finishSetup(page, { words });
}

/** The aria-label of a square. */
export const labelOf = (page, name) => square(page, name).getAttribute("aria-label");

/** A board field of RULES.md §3: rows of '.'-for-empty squares, run-length coded. */
const field = (rows, upper) =>
  rows
    .map((row) =>
      row
        .replace(/\.+/g, (run) => String(run.length))
        .replace(/[a-z]/g, (c) => (upper ? c.toUpperCase() : c)),
    )
    .join("/");

/** A layout as the homeland text of RULES.md §3.3 (its `ruleset`, or iron). */
export function homelandText(layout) {
  const side = layout.side === "White" ? "w" : "b";
  const units = side === "w" ? layout.units.map((r) => r.toUpperCase()) : layout.units;
  return `${layout.ruleset ?? "iron"} ${side} ${field(layout.tiles, false)} ${field(units, false)}`;
}

/** The keys and values of the page's localStorage. */
export const storage = (page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

// A game with a friend on another device (friend.spec, offline.spec).

/** The fragment of the link a page gives to send (the last one shown). */
export async function linkOf(page) {
  const field = page.locator("[data-send-link]").last();
  await expect(field).toBeVisible();
  const url = await field.inputValue();
  expect(url.startsWith(new URL("./", page.url()).href)).toBe(true);
  return url.slice(url.indexOf("#"));
}

/** Opens a link's fragment in a page, as following the link does: on the
 *  page's own site, or the tests' one for a page not yet opened. */
export async function openLink(page, fragment) {
  const here = page.url();
  await page.goto(here.startsWith("http") ? new URL(fragment, here).href : `./${fragment}`);
}

/** Plays a move of `side` by taps: the first unit, square by square, that
 *  has a slide, to its first one (no capture: the game goes on). */
export async function someMove(page, side) {
  const units = page.locator(`[data-square][aria-label*=", ${side} "]`);
  // The board is up, with its units.
  await expect(units.first()).toBeVisible();
  await expect(page.locator(".guarded")).toHaveCount(0);
  for (const sq of await units.all()) {
    await sq.click();
    const to = page.locator('[data-marks~="move"]').first();
    if (await to.count()) {
      const from = await sq.getAttribute("data-square");
      const dest = await to.getAttribute("data-square");
      await to.click();
      return `${from}–${dest}`;
    }
  }
  throw new Error(`no slide for ${side}`);
}

/** Device A (White), on the start screen, invites to a game (of the game
 *  named, else the one chosen); device B answers; A takes the answer in and
 *  shows the board. Both homelands are built by taps. */
export async function inviteAndAnswer(a, b, { game, white = WHITE, black = BLACK } = {}) {
  if (game) await button(a, game).click();
  await button(a, "Play a friend on another device").click();
  await button(a, "Start").click();
  await buildHomeland(a, white);
  await openLink(b, await linkOf(a));
  await button(b, "Build my homeland").click();
  await buildHomeland(b, black);
  await openLink(a, await linkOf(b));
  await expect(a.locator(".player-bar").first()).toContainText("Black (friend)");
}

/** Moves by links until `moves` holds `count`: `mover` plays some move of
 *  `side`, the other device opens the link it gives, and so on in turn. */
export async function exchangeMoves(moves, [mover, other], side, count) {
  while (moves.length < count) {
    moves.push(await someMove(mover, side));
    await openLink(other, await linkOf(mover));
    await expect(other.locator(".moves .move")).toHaveText(moves);
    [mover, other, side] = [other, mover, side === "White" ? "Black" : "White"];
  }
}
