// What runs in each long task of setup and play: Chromium's timeline with its
// CPU sampler, so that every task of 45 ms or more after a press is listed
// with the page's own functions that took its time (samples in them and
// their callees), and the WebAssembly compiled on first call in it.
//
//   KEEP_NAMES=1 trunk build --release && node bench/task-profile.mjs dist
//     (THROTTLE=…, default 4; MOVES=… moves after the reveal, default 0;
//      ALL=1 lists every function, not only the page's; TOP=… how many;
//      MIN=… the shortest task listed, in ms, default 45;
//      LEARN=1 the lessons instead: Learn, the first level, its move,
//      the next level, back to the path)
//
// Build with KEEP_NAMES=1 (scripts/finish-build.py) for the functions' names.
import { readFileSync, rmSync } from "node:fs";
import { PHONE, chooseGame, launch, playMoves, serveBuilds, setupPresses, startScreen, tap } from "./page.mjs";

const dir = process.argv[2] ?? "dist";
const moves = Number(process.env.MOVES ?? 0);
const top = Number(process.env.TOP ?? 12);
const min = Number(process.env.MIN ?? 45) * 1000;
const own = process.env.ALL ? /./ : /cyvasse|leptos..component/;
const { urls, close } = await serveBuilds([dir], 8891);
const path = `/tmp/cyvasse-task-profile-${process.pid}.json`;
const names = new Set();
try {
  const browser = await launch();
  const page = await browser.newPage(PHONE);
  await page.goto(urls[0]);
  await startScreen(page);
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.THROTTLE ?? 4) });
  await browser.startTracing(page, {
    path,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm", "blink.user_timing", "disabled-by-default-v8.cpu_profiler"],
  });
  const step = async (name, press, wait = 1200) => {
    names.add(name);
    await page.evaluate((s) => performance.mark(s), name);
    await press();
    await page.waitForTimeout(wait);
  };
  // The game's choice on the start screen (RULESET=armor) is a press of its own.
  if (process.env.RULESET === "armor") await step("Armor", () => chooseGame(page));
  if (process.env.LEARN) {
    const button = (name) => page.getByRole("button", { name, exact: true });
    const square = (sq) => page.locator(`.board [data-square="${sq}"]`);
    await step("Learn to play", () => tap(page, button("Learn to play")), 1500);
    await step("the first stage", () => tap(page, page.locator(".stage-card").first()), 1500);
    await step("a unit", () => tap(page, square("e2")));
    await step("its move", () => tap(page, square("e3")));
    await step("Next level", () => tap(page, button("Next level")));
    await step("Lessons", () => tap(page, button("Lessons")));
  } else {
    await setupPresses(page, (name, press, opens) => step(name, press, opens ? 1500 : 1200));
  }
  if (moves) await playMoves(page, moves, (to) => step("a move", () => tap(page, to), 400));
  await browser.stopTracing();
  await browser.close();
} finally {
  close();
}

const events = JSON.parse(readFileSync(path)).traceEvents;
rmSync(path);
const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const marks = events.filter((e) => e.cat?.includes("blink.user_timing") && names.has(e.name)).sort((a, b) => a.ts - b.ts);

// The sampler's nodes and samples, on the trace's clock.
const nodes = new Map();
const samples = [];
const clock = new Map(events.filter((e) => e.name === "Profile").map((e) => [e.id, e.args.data.startTime]));
for (const e of events.filter((e) => e.name === "ProfileChunk").sort((a, b) => a.ts - b.ts)) {
  const profile = e.args.data.cpuProfile ?? {};
  for (const n of profile.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { frame: n.callFrame, parent: n.parent == null ? null : `${e.id}:${n.parent}` });
  let t = clock.get(e.id);
  (profile.samples ?? []).forEach((s, i) => {
    t += e.args.data.timeDeltas[i];
    samples.push({ t, node: `${e.id}:${s}` });
  });
  clock.set(e.id, t);
}

for (const task of on.filter((e) => e.name === "RunTask" && e.dur > min)) {
  const mark = marks.filter((m) => m.ts <= task.ts).pop();
  if (!mark) continue;
  const within = (e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur;
  const sum = (name) => on.filter((e) => e.name === name && within(e)).reduce((a, e) => a + e.dur, 0) / 1000;
  const compiles = on.filter((e) => e.name === "wasm.CompileLazy" && within(e)).length;
  const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
  const count = new Map();
  for (const s of inside) {
    const seen = new Set();
    for (let n = nodes.get(s.node); n; n = nodes.get(n.parent)) {
      const f = n.frame.functionName;
      if (own.test(f) && !seen.has(f)) {
        seen.add(f);
        count.set(f, (count.get(f) ?? 0) + 1);
      }
    }
  }
  console.log(
    `\n${mark.name} +${((task.ts - mark.ts) / 1000).toFixed(0)} ms: a task of ${(task.dur / 1000).toFixed(0)} ms, ${inside.length} samples` +
      ` (${compiles} functions compiled on first call, ${sum("wasm.CompileLazy").toFixed(0)} ms; style ${sum("UpdateLayoutTree").toFixed(0)},` +
      ` layout ${sum("Layout").toFixed(0)}, paint ${sum("Paint").toFixed(0)})`,
  );
  for (const [f, n] of [...count].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${String(n).padStart(5)}  ${f.replace(/^_ZN/, "").replace(/17h[0-9a-f]{16}E$/, "").slice(0, 140)}`);
  }
}
