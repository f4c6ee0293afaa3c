// The page's long tasks, step by step: which press of setup and play leaves
// the main thread busy, for how long, and what the browser did in that time
// (running the page's code, compiling WebAssembly functions on their first
// call, style, layout, paint). Builds are measured in turn, round after
// round, so that the machine's drift falls on all of them alike.
//
//   node bench/tasks.mjs <dist-a> [<dist-b> ...]   (ROUNDS=…, MOVES=…, THROTTLE=…, RULESET=armor;
//                                                   DETAIL=1: every task over 50 ms, when after its press;
//                                                   OVER=…: the threshold of the count and of DETAIL, in ms;
//                                                   the page at phone size, touch)
//
// Prints for each step the longest task after it (median over rounds), and
// for each build the tasks over 50 ms in all.
import { readFileSync, rmSync } from "node:fs";
import { PHONE, chooseGame, launch, playMoves, serveBuilds, setupPresses, startScreen, tap } from "./page.mjs";

const dirs = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const moves = Number(process.env.MOVES ?? 12);
const throttle = Number(process.env.THROTTLE ?? 4);
const over = Number(process.env.OVER ?? 50);

async function session(browser, url) {
  const page = await browser.newPage(PHONE);
  await page.goto(url);
  await startScreen(page);
  await chooseGame(page);
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  const path = `/tmp/cyvasse-tasks-${process.pid}.json`;
  await browser.startTracing(page, {
    path,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm", "blink.user_timing"],
  });
  const stepNames = new Set();
  const step = async (name, press, wait = 800) => {
    stepNames.add(name);
    await page.evaluate((s) => performance.mark(s), name);
    await press();
    await page.waitForTimeout(wait);
  };
  await setupPresses(page, (name, press, opens) =>
    step(name, press, name === "Reveal the board" ? 1500 : opens ? 1200 : 800),
  );
  await playMoves(page, moves, (to, played) => step(played === 0 ? "first move" : "a move", () => tap(page, to), 400));
  await browser.stopTracing();
  await page.close();
  const events = JSON.parse(readFileSync(path)).traceEvents;
  rmSync(path);
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur);
  const marks = events
    .filter((e) => e.cat?.includes("blink.user_timing") && stepNames.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  for (const t of on.filter((e) => e.name === "RunTask" && e.dur > 10000)) {
    const mark = marks.filter((m) => m.ts <= t.ts).pop();
    if (!mark) continue;
    const inside = (e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur;
    const sum = (name) => on.filter((e) => e.name === name && inside(e)).reduce((a, e) => a + e.dur, 0) / 1000;
    tasks.push({
      step: mark.name,
      at: (t.ts - mark.ts) / 1000,
      ms: t.dur / 1000,
      compile: sum("wasm.CompileLazy"),
      style: sum("UpdateLayoutTree"),
      layout: sum("Layout"),
      paint: sum("Paint"),
    });
  }
  return tasks;
}

const results = dirs.map(() => []);
const { urls, close } = await serveBuilds(dirs, 8870);
try {
  const browser = await launch();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < dirs.length; i++) results[i].push(await session(browser, urls[i]));
  }
  await browser.close();
  const steps = [...new Set(results.flat(2).map((t) => t.step))];
  console.log(`${throttle}× CPU throttling, phone size; ${rounds} rounds; per step the longest task after it (median of rounds, ms)`);
  console.log(`(and of that task: WebAssembly compiled on first call / style / layout / paint)\n`);
  console.log(["step".padEnd(24), ...dirs.map((d) => d.slice(-28).padStart(30))].join(""));
  for (const step of steps) {
    const cells = results.map((runs) => {
      const longest = runs.map((tasks) => tasks.filter((t) => t.step === step).sort((a, b) => b.ms - a.ms)[0]).filter(Boolean);
      if (!longest.length) return "".padStart(30);
      const m = longest.sort((a, b) => a.ms - b.ms)[Math.floor(longest.length / 2)];
      return `${m.ms.toFixed(0)} (${m.compile.toFixed(0)}/${m.style.toFixed(0)}/${m.layout.toFixed(0)}/${m.paint.toFixed(0)})`.padStart(30);
    });
    console.log([step.padEnd(24), ...cells].join(""));
  }
  console.log("");
  dirs.forEach((d, i) => {
    const longer = results[i].map((tasks) => tasks.filter((t) => t.ms > over));
    console.log(`${d}: tasks over ${over} ms per round: ${longer.map((o) => o.length).join(", ")}; longest ${Math.max(0, ...longer.flat().map((t) => t.ms)).toFixed(0)} ms`);
    const byStep = new Map();
    for (const t of longer.flat()) byStep.set(t.step, (byStep.get(t.step) ?? 0) + 1);
    console.log(`  where (all rounds): ${[...byStep.entries()].map(([s, n]) => `${s} ×${n}`).join(", ")}`);
    if (process.env.DETAIL) {
      for (const t of longer.flat()) {
        console.log(`  ${t.step}: at +${t.at.toFixed(0)} ms, ${t.ms.toFixed(0)} ms (compile ${t.compile.toFixed(0)}, style ${t.style.toFixed(0)}, layout ${t.layout.toFixed(0)}, paint ${t.paint.toFixed(0)})`);
      }
    }
  });
} finally {
  close();
}
