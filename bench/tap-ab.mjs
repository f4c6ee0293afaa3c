// Interleaved A/B of the tap on a unit: two (or more) builds of the page,
// traced taps on each in turn, with the main thread's work split by phase.
// Timings on a shared machine drift; only builds measured side by side in
// one run are compared.
//
//   node bench/tap-ab.mjs <dist-a> <dist-b> [...]   (ROUNDS=…, TAPS=…, THROTTLE=…, PHONE=1)
//
// MODE=move measures instead a tap on a destination that plays the move (the
// unit is picked up with the keyboard, so that the only presses traced are
// the moves); in a game for two on one device the board then turns.
import { PHASES, launch, median, playMoves, serveBuilds, tap, tracedSession, unitTaps } from "./page.mjs";

const dirs = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const taps = Number(process.env.TAPS ?? 20);
const throttle = Number(process.env.THROTTLE ?? 4);
const mode = process.env.MODE ?? "select";
const traced = (browser, url) =>
  tracedSession(browser, url, throttle, (page, own) =>
    mode === "move"
      ? playMoves(page, taps, async (to) => {
          await tap(page, to);
          await page.waitForTimeout(200);
        })
      : unitTaps(page, own, taps, 150),
  );

const results = dirs.map(() => []);
const { urls, close } = await serveBuilds(dirs, 8850);
try {
  const browser = await launch();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < dirs.length; i++) results[i].push(...(await traced(browser, urls[i])));
  }
  await browser.close();
  console.log(`CPU throttling ${throttle}×, ${rounds} rounds of ${taps} taps (${mode}); medians in ms`);
  console.log(["build".padEnd(24), "total", ...PHASES.map((p) => p.slice(0, 8))].join("\t"));
  dirs.forEach((dir, i) => {
    const rows = results[i];
    const cols = [median(rows.map((r) => r.total)), ...PHASES.map((p) => median(rows.map((r) => r[p] ?? 0)))];
    console.log([dir.slice(-24).padEnd(24), ...cols.map((x) => x.toFixed(2))].join("\t"));
  });
} finally {
  close();
}
