// What the page benchmarks share: builds served side by side, the browser,
// raw taps, two random setups, moves played, a traced session, and the
// reading of Chromium's trace of a tap.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** Each build folder of `dirs` served on loopback, from port `firstPort` on:
 *  their addresses, and `close` to stop the servers. */
export async function serveBuilds(dirs, firstPort) {
  const servers = dirs.map((dir, i) =>
    spawn("python3", ["-m", "http.server", String(firstPort + i), "--bind", "127.0.0.1", "--directory", dir], { stdio: "ignore" }),
  );
  await new Promise((r) => setTimeout(r, 700));
  return {
    urls: dirs.map((_, i) => `http://127.0.0.1:${firstPort + i}/`),
    close: () => servers.forEach((s) => s.kill()),
  };
}

/** Debian's Chromium (or CHROMIUM), headless. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/** The middle value of `xs` (NaN for none). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

// Taps by raw input (CDP), not by locator clicks: a locator click adds
// Playwright's own hit-target listeners to the page's event dispatch.
export async function tap(page, locator) {
  const b = await locator.boundingBox();
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}

/** Until the page has drawn what follows a move a frame later (its panel,
 *  its players' bars, the game-over dialog): a raw tap made before then
 *  can land on the dialog opening over the board, and press its *Rematch*
 *  or *New game* (seen in random games of armor). */
export async function afterPaint(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** A press on a button as a player's tap: Playwright's checks that it can be
 *  pressed (visible, enabled, still) first, then a raw tap (`tap`), so that
 *  the press's own task holds the page's work alone. A locator's click makes
 *  its checks and its hit-target listeners part of the press: choosing
 *  *Armor* at 4× took 64 ms to its paint that way (median of 6), 32 ms so. */
export async function press(locator, options) {
  await locator.click({ ...options, trial: true });
  await tap(locator.page(), locator);
}

/** Waits for the start screen, and puts Playwright's own script into the
 *  page before anything is measured. Playwright's first locator actions
 *  inject its 330 KB script into the page's world and into a world of its
 *  own, parsed and run on the page's main thread: a task of 40–110 ms at 4×
 *  that the Long Tasks API counts as the page's (it was the task over 50 ms
 *  "before any press" of web.mjs, and it delayed the first *New game*). */
export async function startScreen(page) {
  const newGame = page.getByRole("button", { name: "New game · two players on this device" });
  await newGame.waitFor();
  await newGame.click({ trial: true });
  await newGame.boundingBox();
}

/** Two random homelands through the setup screens, then the board revealed. */
export async function randomSetups(page) {
  await chooseGame(page);
  await setupPresses(page, (_name, press) => press());
  return (name) => page.getByRole("button", { name, exact: true });
}

/**
 * The presses from the start screen through two random homelands to the
 * revealed board, each made by `step(name, press, opens)`: `press()` makes
 * it, `opens` says whether it puts up another screen (a benchmark waits
 * longer after those).
 */
export async function setupPresses(page, step) {
  const click = (name, options) => () => press(page.getByRole("button", { name, exact: true }), options);
  await step("New game", click("New game · two players on this device"), true);
  for (const side of ["White", "Black"]) {
    await step(`I am ${side}`, click(`I am ${side}: show my homeland`, { timeout: 5000 }), true);
    await step(`Fill randomly (${side})`, click("Fill randomly"), false);
    await step(`Next: army (${side})`, click("Next: army"), false);
    await step(`Place randomly (${side})`, click("Place randomly"), false);
    await step(`Done (${side})`, click("Done"), true);
  }
  await step("Reveal the board", click("Reveal the board"), true);
}

/** The units of `side` (`"White"` or `"Black"`), each a locator of its
 *  square by the square's name, read once: the n-th of a list that is queried
 *  again at each tap is another unit, or none, if the list changes while they
 *  are tried (seen once in armor: a tap that timed out). */
export async function unitsOf(page, side) {
  const names = await page
    .locator(`[data-square][aria-label*=", ${side} "]`)
    .evaluateAll((els) => els.map((el) => el.dataset.square));
  return names.map((name) => page.locator(`[data-square="${name}"]`));
}

/**
 * Plays up to `n` moves of the game on the board, stopping at its end: each
 * a unit of the side to move picked up by keyboard (so that the only presses
 * are the moves), then `press(destination, played)` for its first marked
 * destination (`played`: the moves before it).
 */
export async function playMoves(page, n, press) {
  for (let played = 0; played < n; played++) {
    await afterPaint(page);
    if (await page.getByRole("dialog", { name: "Game over" }).count()) return;
    const side = (await page.getByRole("status").innerText()).split(" ")[0];
    if (!["White", "Black"].includes(side)) return;
    // Presses are ignored for a moment after the board turns to the other player.
    await page.waitForFunction(() => !document.querySelector(".guarded"));
    let moved = false;
    for (const sq of await unitsOf(page, side)) {
      await sq.focus();
      await page.keyboard.press("Enter");
      const dests = page.locator("[data-marks~=move]");
      if ((await dests.count()) === 0) continue;
      await press(dests.first(), played);
      moved = true;
      break;
    }
    if (!moved) return;
  }
}

/** RULESET=armor: the games played are armor, chosen on the start screen
 *  (by default the page's own choice, iron). */
export async function chooseGame(page) {
  if (process.env.RULESET === "armor") await press(page.getByRole("button", { name: "Armor", exact: true }));
}

/** A phone's page: 390×844, touch, as the page's budgets are stated. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The page's size: PHONE=1 a phone's; else a desktop's. */
export function viewport() {
  return process.env.PHONE ? PHONE : { viewport: { width: 1440, height: 900 } };
}

/**
 * A page at `url` with two random setups, traced by Chromium under `throttle`×
 * CPU throttling while `act(page, own)` presses (`own`: White's squares):
 * each press, as `tracedTaps` reads it.
 */
export async function tracedSession(browser, url, throttle, act) {
  const page = await browser.newPage(viewport());
  if (process.env.FOLLOW === "0") {
    // The board kept fixed, not turned to the player to move.
    await page.addInitScript(() => localStorage.setItem("cyvasse.settings", '{"v":1,"follow":false}'));
  }
  await page.goto(url);
  await randomSetups(page);
  await page.waitForTimeout(300);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  const own = await unitsOf(page, "White");
  const path = `/tmp/cyvasse-trace-${process.pid}.json`;
  await browser.startTracing(page, { path, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await act(page, own);
  await browser.stopTracing();
  await page.close();
  return tracedTaps(path);
}

/** `n` taps on the units of `own` in turn, each put down again (Escape), with
 *  `pause` ms after each step. */
export async function unitTaps(page, own, n, pause) {
  for (let i = 0; i < n; i++) {
    await tap(page, own[i % own.length]);
    await page.waitForTimeout(pause);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(pause);
  }
}

/** The main thread's phases of a tap, in the order they come. */
export const PHASES = ["EventDispatch", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit"];

/**
 * Each `pointerdown` of a trace file, from the start of its dispatch to the
 * end of the commit of the frame that shows its effect: the milliseconds of
 * each phase in between (waiting for the frame's turn excluded), their sum
 * (`total`), and the time from dispatch to commit (`shown`).
 */
export function tracedTaps(path) {
  const events = JSON.parse(readFileSync(path)).traceEvents.filter((e) => e.ph === "X" && e.dur);
  const out = [];
  for (const d of events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "pointerdown")) {
    const end = d.ts + d.dur;
    const commit = events.find((e) => e.name === "Commit" && e.tid === d.tid && e.ts >= end);
    if (!commit) continue;
    const row = { EventDispatch: d.dur / 1000 };
    for (const e of events) {
      if (e.tid !== d.tid || e.name === "EventDispatch" || !PHASES.includes(e.name)) continue;
      if (e.ts < d.ts || e.ts + e.dur > commit.ts + commit.dur) continue;
      row[e.name] = (row[e.name] ?? 0) + e.dur / 1000;
    }
    row.total = PHASES.reduce((a, p) => a + (row[p] ?? 0), 0);
    row.shown = (commit.ts + commit.dur - d.ts) / 1000;
    out.push(row);
  }
  return out;
}

/** Starts watching the page's interactions and long tasks, as the budgets
 *  are stated: Event Timing (the browser's measure behind INP: for each
 *  interaction, a tap, a click or a key, its input to the next paint;
 *  entries come only for events of 16 ms or more, rounded to 8 ms) and the
 *  main thread's tasks over 50 ms. Each is named by what was pressed: a
 *  button's text, or `board` (or what `window.__boardName()` returns, when
 *  the caller sets it). Read them with `interactionsOf`. */
export async function watchInteractions(page) {
  await page.evaluate(() => {
    window.__long = [];
    window.__pressed = [];
    window.__events = new Map();
    const what = (t) =>
      !t ? "?"
      : t.closest?.(".board") ? (window.__boardName?.() ?? "board")
      : (t.closest?.("button")?.textContent ?? t.nodeName).trim().slice(0, 40);
    for (const type of ["pointerdown", "keydown"]) {
      window.addEventListener(type, (e) => window.__pressed.push({ at: e.timeStamp, what: what(e.target) }), true);
    }
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        // Named by the last press before it, and how long after it began.
        const p = window.__pressed.findLast((p) => p.at <= e.startTime);
        window.__long.push({ duration: e.duration, what: p ? `${p.what} +${Math.round(e.startTime - p.at)} ms` : "?" });
      }
    }).observe({ type: "longtask" });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        if (!e.interactionId) continue;
        const seen = window.__events.get(e.interactionId);
        // A target gone by now (a button whose screen was replaced) is
        // named from the press that began at the entry's start.
        const named = e.target ? what(e.target) : window.__pressed.findLast((p) => p.at <= e.startTime + 1)?.what ?? "?";
        if (!seen || e.duration > seen.duration) window.__events.set(e.interactionId, { duration: e.duration, what: named });
      }
    }).observe({ type: "event", durationThreshold: 16 });
  });
}

/** What `watchInteractions` saw: `long` (tasks over 50 ms) and `events`
 *  (the slowest event of each interaction), each `{ duration, what }`. */
export async function interactionsOf(page) {
  return page.evaluate(() => ({ long: window.__long, events: [...window.__events.values()] }));
}
