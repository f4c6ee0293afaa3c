// The computer player's speed in the page's Web Worker against the same
// search natively, and the page's main thread while the computer thinks.
//
//   trunk build --release && cargo build --release -p cyvasse-ai && node bench/worker.mjs
//
// RULESET=armor searches armor's positions instead of iron's.
// Figures: BENCHMARKS.md ("Search in the page").
import { chromium } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";

const port = 8790 + Math.floor(Math.random() * 100);
const dist = new URL("../dist", import.meta.url).pathname;
const cli = new URL("../target/release/cyvasse", import.meta.url).pathname;
const NODES = 2_000_000;
const SEEDS = [1, 2, 3, 4, 5];
const RULESET = process.env.RULESET ?? "iron";

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], {
  stdio: "ignore",
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  await new Promise((r) => setTimeout(r, 600));
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  // A worker of the page's own, spoken to in its protocol (worker/src/protocol.rs).
  await page.evaluate(async () => {
    const w = new Worker("./cyvasse-worker_loader.js");
    await new Promise((r) => (w.onmessage = (e) => e.data === "ready" && r()));
    let id = 0;
    window.__ask = (request) =>
      new Promise((r) => {
        w.onmessage = (e) => r(e.data);
        w.postMessage(request.replace("?", String(++id)));
      });
  });
  // Warm-up: V8 first runs WebAssembly from its baseline compiler and swaps
  // in the optimised code a moment later.
  {
    const w = (await page.evaluate((r) => window.__ask(`homeland ? ${r} w 9\n`), RULESET)).split(" ").slice(2).join(" ");
    const b = (await page.evaluate((r) => window.__ask(`homeland ? ${r} b 109\n`), RULESET)).split(" ").slice(2).join(" ");
    for (let i = 0; i < 3; i++) await page.evaluate((t) => window.__ask(t), `think ? hard 0 ${NODES} 1\n${w}\n${b}\n`);
  }
  console.log(`Search in the worker and natively, ${NODES.toLocaleString("en")} nodes from the start of engine homelands:`);
  const total = { wn: 0, wms: 0, nn: 0, nms: 0 };
  for (const seed of SEEDS) {
    const white = (await page.evaluate(([r, s]) => window.__ask(`homeland ? ${r} w ${s}\n`), [RULESET, seed])).split(" ").slice(2).join(" ");
    const black = (await page.evaluate(([r, s]) => window.__ask(`homeland ? ${r} b ${s + 100}\n`), [RULESET, seed])).split(" ").slice(2).join(" ");
    const reply = await page.evaluate((t) => window.__ask(t), `think ? hard 0 ${NODES} 1\n${white}\n${black}\n`);
    const [, , , , , nodes, ms] = reply.split(" ");
    const [w, b] = [white.split(" "), black.split(" ")];
    const position = `${RULESET} ${b[2]}/${w[2]} ${b[3]}/${w[3]} w - 0 1`;
    const err = spawnSync(cli, ["bestmove", "--nodes", String(NODES), "--verbose", position], { encoding: "utf8" }).stderr;
    const nn = Number(/nodes (\d+)/.exec(err)[1]);
    const nms = Number(/time (\d+) ms/.exec(err)[1]);
    total.wn += Number(nodes);
    total.wms += Number(ms);
    total.nn += nn;
    total.nms += nms;
    const nps = (n, t) => `${((n / t) * 1000 / 1e6).toFixed(2)} M/s`;
    console.log(`  seeds ${seed}/${seed + 100}: worker ${nodes} nodes in ${ms} ms (${nps(Number(nodes), Number(ms))}); native ${nn} nodes in ${nms} ms (${nps(nn, nms)})`);
  }
  const wnps = (total.wn / total.wms) * 1000;
  const nnps = (total.nn / total.nms) * 1000;
  console.log(`  overall: worker ${(wnps / 1e6).toFixed(2)} M nodes/s, native ${(nnps / 1e6).toFixed(2)} M nodes/s, ratio ${(wnps / nnps).toFixed(2)}`);

  // The page while the computer (hard, 1.5 s a move) thinks: long tasks on the main thread.
  const game = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await game.goto(`http://127.0.0.1:${port}/`);
  await game.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push(e.duration);
    }).observe({ type: "longtask" });
  });
  const button = (name) => game.getByRole("button", { name, exact: true });
  await button("Play the computer").click();
  await game.getByRole("group", { name: "Level" }).getByRole("button", { name: "Hard" }).click();
  await button("Start").click();
  await button("Layouts").click();
  await game.getByRole("listitem", { name: "Mountain gate" }).getByRole("button", { name: "Apply" }).click();
  await button("Done").click();
  await game.locator(".screen.play").waitFor();
  const before = await game.evaluate(() => window.__long.length);
  let thinking = 0;
  let played = 0;
  for (let i = 0; i < 6; i++) {
    if (await game.getByRole("dialog", { name: "Game over" }).count()) break;
    const own = await game.locator('[data-square][aria-label*=", White "]:not([aria-label$="King"])').all();
    let moved = false;
    for (const sq of own) {
      await sq.click();
      const dest = game.locator('[data-marks~="move"]');
      if (!(await dest.count())) continue;
      await game.locator(`[data-square="${await dest.first().getAttribute("data-square")}"]`).click();
      moved = true;
      break;
    }
    if (!moved) break;
    played++;
    const start = Date.now();
    await game.locator(".moves .move").nth(2 * i + 1).waitFor({ timeout: 20_000 });
    thinking += Date.now() - start;
  }
  const long = await game.evaluate((n) => window.__long.slice(n), before);
  console.log(`\nThe page while the computer thinks (hard): ${played} answers, ${(thinking / 1000).toFixed(1)} s of thinking`);
  console.log(`  main-thread tasks over 50 ms: ${long.length}${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ""}`);
} finally {
  await browser.close();
  server.kill();
}
