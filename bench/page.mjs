// What the page benchmarks share: raw taps, two random setups, a traced
// session, and the reading of Chromium's trace of a tap.
import { readFileSync } from "node:fs";

// Taps by raw input (CDP), not by locator clicks: a locator click adds
// Playwright's own hit-target listeners to the page's event dispatch.
export async function tap(page, locator) {
  const b = await locator.boundingBox();
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}

/** Two random homelands through the setup screens, then the board revealed. */
export async function randomSetups(page) {
  const button = (name) => page.getByRole("button", { name, exact: true });
  await button("New game · two players on this device").click();
  for (const side of ["White", "Black"]) {
    await button(`I am ${side}: show my homeland`).click({ timeout: 5000 });
    await button("Fill randomly").click();
    await button("Next: army").click();
    await button("Place randomly").click();
    await button("Done").click();
  }
  await button("Reveal the board").click();
  return button;
}

/** The page's size: PHONE=1 a phone's (390×844, touch), as the page's
 *  budgets are stated; else a desktop's. */
export function viewport() {
  return process.env.PHONE
    ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
    : { viewport: { width: 1440, height: 900 } };
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
  const own = await page.locator(`[data-square][aria-label*=", White "]`).all();
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
