// Speed of the lessons (issue goals: a level opens and every tap in it is
// painted within 100 ms at 4× CPU throttling, phone size; no main-thread
// task over 50 ms).
//
// Needs a release build in dist/ (`trunk build --release`). Run:
//   node bench/learn.mjs          (RULESET=armor for armor's lessons;
//                                  STAGES=… how many stages, default 4;
//                                  THROTTLE=… default 4)
// Opens Learn at 390×844 with touch, then plays each level of the first
// stages by its solution (read from lessons/<ruleset>/), by raw taps: the
// unit, then its square; *Next level* between levels. Every interaction's
// time from input to the next paint (Event Timing, the browser's measure
// behind INP) and every long task are read by the page itself. Prints the
// figures recorded in BENCHMARKS.md.
import { interactionsOf, launch, PHONE, press, serveBuilds, startScreen, tap, watchInteractions } from "./page.mjs";
import { readdirSync, readFileSync } from "node:fs";

const dist = process.env.DIST ?? new URL("../dist/", import.meta.url).pathname;
const ruleset = process.env.RULESET ?? "iron";
const stages = Number(process.env.STAGES ?? 4);
const throttle = Number(process.env.THROTTLE ?? 4);

/** Each stage's levels: the learner's moves of each solution. */
function solutions() {
  const dir = new URL(`../lessons/${ruleset}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .slice(0, stages)
    .map((f) =>
      readFileSync(new URL(f, dir), "utf8")
        .split("\n")
        .filter((l) => l.startsWith("solution "))
        .map((l) => l.slice(9).trim().split(/\s+/).filter((m) => !m.startsWith("~"))),
    );
}

const { urls, close } = await serveBuilds([dist], 8795);
const browser = await launch();
const page = await browser.newPage(PHONE);
await page.goto(urls[0]);
await startScreen(page);
if (ruleset === "armor") await press(page.getByRole("button", { name: "Armor", exact: true }));
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
await watchInteractions(page);

const button = (name) => page.getByRole("button", { name, exact: true });
const square = (sq) => page.locator(`.board [data-square="${sq}"]`);
let taps = 0;
let levels = 0;
await press(button("Learn to play"));
await page.locator(".stage-card").first().waitFor();
await press(page.locator(".stage-card").first());
for (const [s, stage] of solutions().entries()) {
  for (const [l, moves] of stage.entries()) {
    await page.locator(".lesson-goal").waitFor();
    for (const m of moves) {
      if (m === "0000") {
        await press(button("Pass"));
        continue;
      }
      await tap(page, square(m.slice(0, 2)));
      await tap(page, square(m.slice(2, 4)));
      taps += 2;
    }
    await page.locator(".lesson-stars").waitFor();
    levels++;
    const next = l + 1 < stage.length ? "Next level" : "Next stage";
    if (s + 1 < stages || l + 1 < stage.length) await press(button(next));
  }
}
await page.waitForTimeout(500);
const { long, events } = await interactionsOf(page);
await browser.close();
close();

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const q = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const board = sorted(events.filter((e) => e.what === "board").map((e) => e.duration));
const others = events.filter((e) => e.what !== "board");
console.log(`Lessons of ${ruleset}, ${stages} stages (${levels} levels, ${taps} board taps), ${throttle}× CPU, 390×844 touch`);
console.log(`  board taps slower than 16 ms to their paint: ${board.length}; median ${q(board, 0.5) ?? 0} ms, p95 ${q(board, 0.95) ?? 0} ms, max ${board.at(-1) ?? 0} ms`);
console.log(`  other interactions slower than 16 ms: ${others.length}; slowest: ${sorted(others.map((e) => e.duration)).at(-1) ?? 0} ms`);
for (const e of others.filter((e) => e.duration > 100)) console.log(`    over 100 ms: ${e.duration} ms ${e.what}`);
console.log(`  interactions over 100 ms: ${events.filter((e) => e.duration > 100).length}`);
console.log(`  main-thread tasks over 50 ms: ${long.length}`);
for (const t of long) console.log(`    ${t.duration.toFixed(0)} ms after ${t.what}`);
