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
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { PHASES, tap, tracedSession, unitTaps } from "./page.mjs";

const dirs = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const taps = Number(process.env.TAPS ?? 20);
const throttle = Number(process.env.THROTTLE ?? 4);
const mode = process.env.MODE ?? "select";
/** Plays up to `n` moves: each unit picked up by keyboard, its move by a tap. */
async function moves(page, n) {
  for (let played = 0; played < n; ) {
    if (await page.getByRole("dialog", { name: "Game over" }).count()) return;
    const side = (await page.getByRole("status").innerText()).split(" ")[0];
    if (!["White", "Black"].includes(side)) return;
    // Presses are ignored for a moment after the board turns to the other player.
    await page.waitForFunction(() => !document.querySelector(".guarded"));
    let moved = false;
    for (const sq of await page.locator(`[data-square][aria-label*=", ${side} "]`).all()) {
      await sq.focus();
      await page.keyboard.press("Enter");
      const dests = page.locator("[data-marks~=move]");
      if ((await dests.count()) === 0) continue;
      await tap(page, dests.first());
      await page.waitForTimeout(200);
      moved = true;
      played++;
      break;
    }
    if (!moved) return;
  }
}

const traced = (browser, url) =>
  tracedSession(browser, url, throttle, (page, own) =>
    mode === "move" ? moves(page, taps) : unitTaps(page, own, taps, 150),
  );

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

const servers = [];
const results = dirs.map(() => []);
try {
  const urls = dirs.map((dir, i) => {
    const port = 8850 + i;
    servers.push(spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dir], { stdio: "ignore" }));
    return `http://127.0.0.1:${port}/`;
  });
  await new Promise((r) => setTimeout(r, 700));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
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
  for (const s of servers) s.kill();
}
