// Speed and size of the page (issue goals: first load ≤ 200 KB gzip; a tap on
// a unit to its destinations painted within one frame under 4× CPU
// throttling; no main-thread task over 50 ms during setup or play).
//
// Needs a release build in dist/ (`trunk build --release`). Run:
//   node bench/web.mjs            (PLIES=… moves to play, default 40;
//                                  SIZE_ONLY=1 for the sizes alone;
//                                  FOLLOW=0 to keep the board from turning;
//                                  PHONE=1 for the session at 390×844, touch;
//                                  RULESET=armor for games of armor)
// Prints the figures recorded in BENCHMARKS.md.
import { afterPaint, launch, randomSetups, serveBuilds, startScreen, tap, tracedSession, unitTaps, unitsOf, viewport, watchInteractions } from "./page.mjs";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const dist = process.env.DIST ?? new URL("../dist/", import.meta.url).pathname;
const plies = Number(process.env.PLIES ?? 40);

// --- first load: the files the page fetches to show its start screen ---
// Read from the browser's own requests (service workers blocked, so that the
// worker's background copy of every file is not counted), plus sw.js, which
// the page registers. Sizes are those of the files in dist/, gzip -9. What
// loads later (the play screen and the other parts cut out of the page's
// WebAssembly, see src/screens/parts.rs; the computer player's worker) is listed apart.
const sizeOf = (name) => {
  const raw = readFileSync(join(dist, name));
  return { name, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
};

async function firstLoad(browser, port) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const fetched = new Set();
  page.on("requestfinished", (r) => {
    const url = new URL(r.url());
    if (url.port === String(port)) fetched.add(decodeURIComponent(url.pathname.slice(1)) || "index.html");
  });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole("button", { name: "New game · two players on this device" }).waitFor();
  await page.waitForLoadState("networkidle");
  await context.close();
  fetched.add("sw.js");
  const code = (n) => /\.(html|js|wasm|css)$/.test(n);
  const first = [...fetched].filter(code).sort().map(sizeOf);
  const pictures = [...fetched].filter((n) => !code(n)).sort().map(sizeOf);
  const later = readdirSync(dist)
    .filter((n) => code(n) && statSync(join(dist, n)).isFile() && !fetched.has(n))
    .sort()
    .map(sizeOf);
  return { first, pictures, later };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] };
};
const ms = (x) => `${x.toFixed(2)} ms`;

async function session(browser, port, throttle) {
  // PHONE=1: at phone size, with touch, as the page budgets are stated.
  const page = await browser.newPage(viewport());
  if (process.env.FOLLOW === "0") {
    // The board kept fixed, not turned to the player to move.
    await page.addInitScript(() => localStorage.setItem("cyvasse.settings", '{"v":1,"follow":false}'));
  }
  await page.goto(`http://127.0.0.1:${port}/`);
  await startScreen(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  // From here on: setup and play. Long tasks, and per board press the work
  // (handlers, then style and layout forced) and the time to the next frame.
  await watchInteractions(page);
  await page.evaluate(() => {
    window.__boardName = () => `board (${window.__kind ?? "setup"}, ply ${window.__ply ?? 0})`;
    window.__press = [];
    let start = 0;
    window.addEventListener("pointerdown", () => { start = performance.now(); }, true);
    window.addEventListener("pointerdown", (e) => {
      if (!e.target.closest || !e.target.closest(".board")) return;
      document.querySelector(".board").getBoundingClientRect(); // style + layout now
      const work = performance.now() - start;
      const stamp = e.timeStamp;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () =>
          window.__press.push({ kind: window.__kind, work, frame: performance.now() - stamp });
        ch.port2.postMessage(0);
      });
    });
  });
  // PROFILE=1: a CPU profile of setup and play (build with KEEP_NAMES=1 for
  // the page's own function names), summed up by function at the end.
  if (process.env.PROFILE) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const button = await randomSetups(page);
  // Play: pick a unit of the side to move that has a destination, then one of them.
  let played = 0;
  let presses = 0;
  for (let ply = 0; ply < plies; ply++) {
    await afterPaint(page);
    await page.evaluate((n) => { window.__ply = n; }, played);
    if (await page.getByRole("dialog", { name: "Game over" }).count()) break;
    if (await button("Pass").count()) { await button("Pass").click(); continue; }
    // Presses are ignored for a moment after the board turns to the other player.
    await page.waitForFunction(() => !document.querySelector(".guarded"));
    const side = (await page.getByRole("status").innerText()).split(" ")[0];
    const own = await unitsOf(page, side);
    let moved = false;
    for (const sq of own.sort(() => Math.random() - 0.5)) {
      await page.evaluate(() => { window.__kind = "select"; });
      await tap(page, sq);
      presses++;
      const dests = page.locator("[data-marks~=move], [data-marks~=capture], [data-marks~=shot], [data-marks~=ruin]");
      const n = await dests.count();
      if (n === 0) continue;
      const at = await dests.nth(Math.floor(Math.random() * n)).getAttribute("data-square");
      await page.evaluate(() => { window.__kind = "move"; });
      await tap(page, page.locator(`[data-square="${at}"]`));
      presses++;
      moved = true;
      played++;
      break;
    }
    if (!moved) break;
  }
  await page.waitForTimeout(300);
  // What saving the game after every move costs the browser: the saved
  // record's size, and the time to write it again.
  const save = await page.evaluate(() => {
    const [key, text] = Object.entries(localStorage).find(([k]) => k.startsWith("cyvasse.game."));
    const n = 200;
    const start = performance.now();
    for (let i = 0; i < n; i++) localStorage.setItem(key, i % 2 ? text : `${text} `);
    localStorage.setItem(key, text);
    return { bytes: text.length, ms: (performance.now() - start) / n };
  });
  await page.waitForTimeout(300);
  const profile = process.env.PROFILE ? (await cdp.send("Profiler.stop")).profile : null;
  const result = await page.evaluate(() => ({ long: window.__long, press: window.__press, events: [...window.__events.values()] }));
  await page.close();
  return { ...result, played, presses, save, profile };
}

/** The functions that took the most time of their own in a CPU profile. */
function printProfile(profile, top = 30) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    const f = n.callFrame;
    const name = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}`;
    self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`  CPU profile, self time by function (of ${ms(total)}):`);
  for (const [name, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${ms(t).padStart(11)}  ${name.slice(0, 110)}`);
  }
}

// Traced taps: Chromium's own timeline of each tap on a unit. From the start
// of the pointerdown dispatch to the end of the commit of the frame that shows
// the destinations, and the main thread's work in between (the dispatch and
// that frame's style, layout, paint, layerize and commit; waiting for the
// frame's turn excluded).
async function traced(browser, port, throttle, taps) {
  const t = await tracedSession(browser, `http://127.0.0.1:${port}/`, throttle, (page, own) => unitTaps(page, own, taps, 120));
  return t.map((t) => ({ work: t.total, shown: t.shown }));
}

const port = 8790 + Math.floor(Math.random() * 100);
const { close } = await serveBuilds([dist], port);
try {
  const browser = await launch();
  const load = await firstLoad(browser, port);
  const table = (title, rows) => {
    console.log(title);
    for (const r of rows) console.log(`  ${r.name.padEnd(48)} ${kb(r.raw).padStart(10)} raw  ${kb(r.gzip).padStart(9)} gzip`);
    const total = rows.reduce((a, r) => a + r.gzip, 0);
    console.log(`  total: ${kb(total)} gzip (${total} bytes)`);
    return total;
  };
  table("First load: html, js, wasm, css (gzip -9); goal ≤ 200 KB", load.first);
  table("Pictures on the start screen (not in the goal's count)", load.pictures);
  table("Loaded later (the play screen, the parts opened from menus, the computer player's worker)", load.later);
  // SIZE_ONLY=1: the sizes alone.
  for (const throttle of process.env.SIZE_ONLY ? [] : [4, 1]) {
    const t = await traced(browser, port, throttle, 30);
    const work = stats(t.map((x) => x.work));
    const shown = stats(t.map((x) => x.shown));
    console.log(`\nCPU throttling ${throttle}×, traced taps on a unit (${work.n}):`);
    console.log(`  main-thread work, dispatch to the frame's commit: median ${ms(work.median)}, p95 ${ms(work.p95)}, max ${ms(work.max)}`);
    console.log(`  dispatch start to that commit (includes waiting for the frame): median ${ms(shown.median)}, p95 ${ms(shown.p95)}, max ${ms(shown.max)}`);
  }
  for (const throttle of process.env.SIZE_ONLY ? [] : [4, 1]) {
    const r = await session(browser, port, throttle);
    console.log(`\nCPU throttling ${throttle}×: two setups, ${r.played} moves, ${r.press.length} board presses`);
    for (const [kind, what] of [["select", "tap on a unit → its destinations"], ["move", "tap on a destination → the move"]]) {
      const presses = r.press.filter((p) => p.kind === kind);
      const work = stats(presses.map((p) => p.work));
      const frame = stats(presses.map((p) => p.frame));
      console.log(`  ${what} (${work.n} taps)`);
      console.log(`    handlers, style and layout done: median ${ms(work.median)}, p95 ${ms(work.p95)}, max ${ms(work.max)}`);
      console.log(`    next frame presented (includes waiting for it): median ${ms(frame.median)}, p95 ${ms(frame.p95)}, max ${ms(frame.max)}`);
    }
    // PRESSES=1: each press's work in the order played (first calls of
    // WebAssembly functions are compiled then, and show as early outliers).
    if (process.env.PRESSES) {
      for (const kind of ["select", "move"]) {
        console.log(`  ${kind}, in order: ${r.press.filter((p) => p.kind === kind).map((p) => p.work.toFixed(0)).join(" ")}`);
      }
    }
    console.log(`  the saved game after ${r.played} moves: ${r.save.bytes} characters; writing it to localStorage: ${ms(r.save.ms)}`);
    const slow = r.events.filter((e) => e.duration > 100);
    const inp = r.events.length ? Math.max(...r.events.map((e) => e.duration)) : 0;
    console.log(`  interactions, input to next paint (Event Timing, all of setup and play): ${r.events.length} of 16 ms or more, ${slow.length} over 100 ms, the longest ${ms(inp)}`);
    for (const e of slow) console.log(`    ${ms(e.duration)}: ${e.what}`);
    if (r.profile) printProfile(r.profile);
    const long = r.long.length ? Math.max(...r.long.map((t) => t.duration)) : 0;
    console.log(`  main-thread tasks over 50 ms: ${r.long.length}${r.long.length ? ` (longest ${ms(long)})` : ""}`);
    for (const t of r.long) console.log(`    ${ms(t.duration)}: after ${t.what}`);
  }
  await browser.close();
} finally {
  close();
}
