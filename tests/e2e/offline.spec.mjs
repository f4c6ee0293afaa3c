// Offline play, hosting under a sub-path, updates and the Content Security
// Policy: the service worker (sw.js, written into dist/ by
// scripts/finish-build.py) and its page side (public/sw-register.js).
//
// Most tests serve copies of dist/ with a small server of their own, which can
// stop (truly no network), serve under /cyvasse/ like GitHub Pages serves a
// repository, and swap one build for the next. Like GitHub Pages it lets the
// browser keep every file for ten minutes.
import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { button, catalog, dragMove, exchangeMoves, finishSetup, inviteAndAnswer, square, startAgainstComputer } from "./helpers.mjs";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const DIST = join(REPO, "dist");
const NEW_VERSION = "A new version of Cyvasse is ready.";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

/** Serves the directory `site.root` at http://127.0.0.1:<port><prefix>;
 *  `site.root` may be changed to deploy another build. */
async function serve(root, prefix = "/") {
  const site = { root, prefix, requests: [] };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    site.requests.push(path);
    if (!path.startsWith(prefix) || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(site.root, path.slice(prefix.length)));
    if (!file.startsWith(normalize(site.root))) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      const body = readFileSync(file);
      res.writeHead(200, {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
        "Cache-Control": "max-age=600",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.url = `http://127.0.0.1:${server.address().port}${prefix}`;
  site.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
  return site;
}

/** A copy of dist/ to serve; `change` edits its index.html, after which the
 *  build is finished again, as a new deployment would be. */
function copyOfDist(dirs, change) {
  const dir = mkdtempSync(join(tmpdir(), "cyvasse-site-"));
  dirs.push(dir);
  cpSync(DIST, dir, { recursive: true });
  if (change) {
    const index = join(dir, "index.html");
    writeFileSync(index, change(readFileSync(index, "utf8")));
    execFileSync("python3", [join(REPO, "scripts/finish-build.py"), dir], { stdio: "pipe" });
  }
  return dir;
}

const versionOf = (dir) => JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(join(dir, "sw.js"), "utf8"))[1]).version;

/** Waits until the service worker has kept every file and is active. */
const workerReady = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== "activated") {
      await new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
    }
    return { scope: registration.scope, script: worker.scriptURL };
  });

const cacheNames = (page) => page.evaluate(() => caches.keys());

/** A new game, both homelands laid out by the setup screen's random buttons. */
async function quickGame(page) {
  await button(page, "New game · two players on this device").click();
  for (const side of ["White", "Black"]) {
    await button(page, `I am ${side}: show my homeland`).click();
    await button(page, "Fill randomly").click();
    await button(page, "Next: army").click();
    await button(page, "Place randomly").click();
    await finishSetup(page);
  }
  await button(page, "Reveal the board").click();
  await expect(page.locator(".screen.play")).toBeVisible();
}

/** A move of the side to move, `color`: the first of its units (a1, b1, …,
 *  h8) that has a move, to its first marked destination. Looking leaves the
 *  unit unselected. */
async function someMove(page, color) {
  for (let rank = 1; rank <= 8; rank++) {
    for (const file of "abcdefgh") {
      const from = `${file}${rank}`;
      if (!(await square(page, from).getAttribute("aria-label")).includes(`, ${color} `)) continue;
      await square(page, from).click();
      await expect(page.locator('[data-marks~="selected"]')).toHaveCount(1);
      const dest = page.locator('[data-marks~="move"]');
      const to = (await dest.count()) > 0 ? await dest.first().getAttribute("data-square") : null;
      await square(page, from).click();
      await expect(page.locator('[data-marks~="selected"]')).toHaveCount(0);
      if (to) return [from, to];
    }
  }
  throw new Error(`${color} has no move`);
}

/** Plays some move of `color` by taps (or by drag); returns its text in the move list. */
async function playSomeMove(page, color, { drag = false } = {}) {
  const moves = page.locator(".moves .move");
  const before = await moves.count();
  const [from, to] = await someMove(page, color);
  if (drag) {
    await dragMove(page, from, to);
  } else {
    await square(page, from).click();
    await square(page, to).click();
  }
  await expect(moves).toHaveCount(before + 1);
  return moves.last().textContent();
}

let dirs = [];
let sites = [];
test.afterEach(async () => {
  await Promise.all(sites.map((s) => s.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  sites = [];
  dirs = [];
});

/** One visit to a site of its own until its service worker is ready; then no
 *  network at all (the browser offline, the server gone) and the page
 *  reloaded: the site, and how many requests it served. */
async function offlineAfterOneVisit(page, context) {
  const site = await serve(copyOfDist(dirs));
  sites.push(site);
  await page.goto(site.url);
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  await workerReady(page);
  await context.setOffline(true);
  await site.close();
  const served = site.requests.length;
  await page.reload();
  return { site, served };
}

test("after one visit the game opens, plays and continues a saved game with no network", async ({ page, context }) => {
  const { site, served } = await offlineAfterOneVisit(page, context);
  await quickGame(page);
  const first = await playSomeMove(page, "White");

  await page.reload();
  await button(page, "Continue the game").click();
  await expect(page.locator(".moves .move")).toHaveText([first]);
  await expect(page.getByRole("status")).toHaveText("Black to move.");
  await playSomeMove(page, "Black");
  await expect(page.locator(".moves .move")).toHaveCount(2);
  expect(site.requests.length).toBe(served);
});

test("with no network, the computer builds its homeland and answers a move", async ({ page, context }) => {
  const { site, served } = await offlineAfterOneVisit(page, context);
  await startAgainstComputer(page, { layout: "Mountain gate" });
  const moves = page.locator(".moves .move");
  // A quiet move of the Spearmen, d2 to d1: the computer answers from its
  // worker, which came from the cache.
  await square(page, "d2").click();
  await square(page, "d1").click();
  await expect(moves).toHaveCount(2, { timeout: 20_000 });
  expect(site.requests.length).toBe(served);
});

test("with no network, the computer plays armor: it builds its homeland and answers a move", async ({ page, context }) => {
  const { site, served } = await offlineAfterOneVisit(page, context);
  await startAgainstComputer(page, { game: "Armor", layout: "Tower guard" });
  await expect(page.locator('[data-square][aria-label*="Black Tower"]')).toHaveCount(1);
  // A move of White's, and the computer's answer (which may come at once).
  const [from, to] = await someMove(page, "White");
  await square(page, from).click();
  await square(page, to).click();
  await expect(page.locator(".moves .move")).toHaveCount(2, { timeout: 20_000 });
  expect(site.requests.length).toBe(served);
});

test("served from a sub-path, the site works and its service worker's scope is that sub-path", async ({ page }) => {
  const site = await serve(copyOfDist(dirs), "/cyvasse/");
  sites.push(site);
  await page.goto(site.url);
  const worker = await workerReady(page);
  expect(worker.scope).toBe(site.url);
  expect(worker.script).toBe(`${site.url}sw.js`);
  expect(await cacheNames(page)).toEqual([`cyvasse ${site.url} ${versionOf(site.root)}`]);
  // The worker took Trunk's content-named files (checked by their hashes)
  // from the HTTP cache, where the page had just put them: a first visit
  // downloads the game once, not twice.
  // Trunk writes its content hashes in hex without leading zeros: 8 to 16 digits.
  const hashed = site.requests.filter((p) => /-[0-9a-f]{8,16}(_bg\.wasm|\.js|\.css)$/.test(p));
  expect(hashed.length).toBe(4);
  expect(new Set(hashed).size).toBe(4);

  // Reloaded, the page is the worker's, and every request stayed in /cyvasse/.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.url}sw.js`);
  await quickGame(page);
  await playSomeMove(page, "White");
  expect(site.requests.length).toBeGreaterThan(0);
  expect(site.requests.filter((p) => !p.startsWith("/cyvasse/"))).toEqual([]);
});

test("a new deployment: the player is told, reloads into it, and the old version's cache is gone", async ({ page }) => {
  const a = copyOfDist(dirs);
  const b = copyOfDist(dirs, (html) => html.replace("<title>", '<meta name="cyvasse-test-build" content="B" />\n    <title>'));
  expect(versionOf(b)).not.toBe(versionOf(a));
  const site = await serve(a, "/cyvasse/");
  sites.push(site);
  const builtB = page.locator('meta[name="cyvasse-test-build"]');
  const banner = page.getByRole("status").filter({ hasText: NEW_VERSION });

  await page.goto(site.url);
  await workerReady(page);
  await page.reload();
  // A game in progress, kept in localStorage.
  await button(page, "New game · two players on this device").click();
  await button(page, "I am White: show my homeland").click();
  await button(page, "Fill randomly").click();
  expect(await cacheNames(page)).toEqual([`cyvasse ${site.url} ${versionOf(a)}`]);
  await expect(banner).toHaveCount(0);

  // Build B is deployed. The next visit still opens A, at once, from the
  // cache, while B installs beside it; then the page says so.
  site.root = b;
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Reload" })).toBeVisible();
  await expect(builtB).toHaveCount(0);

  await banner.getByRole("button", { name: "Reload" }).click();
  await expect(builtB).toHaveCount(1);
  await expect(banner).toHaveCount(0);
  expect(await cacheNames(page)).toEqual([`cyvasse ${site.url} ${versionOf(b)}`]);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration.waiting, controlled: !!navigator.serviceWorker.controller };
  });
  expect(state).toEqual({ waiting: null, controlled: true });
  await button(page, "Continue the game").click();
  await expect(page.getByRole("heading", { name: "Give the device to White" })).toBeVisible();
});

test("a full session asks nothing of any other host and breaks no rule of the Content Security Policy", async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL).origin;
  const requests = [];
  context.on("request", (r) => requests.push(r.url()));
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  await page.goto("./");
  await workerReady(page);
  await page.reload();
  await button(page, "Rules").click();
  await page.getByRole("button", { name: "Close the rules" }).click();
  await quickGame(page);
  await playSomeMove(page, "White");
  await playSomeMove(page, "Black");
  // A drag draws the unit's picture under the pointer, with a style attribute.
  await playSomeMove(page, "White", { drag: true });
  await playSomeMove(page, "Black", { drag: true });
  await playSomeMove(page, "White");

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test("the Content Security Policy is in force: an inline script added to the page does not run", async ({ page }) => {
  await page.goto("./");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.ran = false;
        document.addEventListener("securitypolicyviolation", (e) => resolve({ ran: window.ran, directive: e.effectiveDirective }), {
          once: true,
        });
        const script = document.createElement("script");
        script.textContent = "window.ran = true;";
        document.body.append(script);
      }),
  );
  expect(result).toEqual({ ran: false, directive: "script-src-elem" });
});

test.describe("without service workers", () => {
  test.use({ serviceWorkers: "block" });

  test("when the browser refuses the worker, the game plays the same, online", async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("./");
    await quickGame(page);
    await playSomeMove(page, "White");
    expect(await cacheNames(page)).toEqual([]);
    await expect(page.getByRole("status").filter({ hasText: NEW_VERSION })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test("where service workers do not exist, the game plays the same, online", async ({ page, context }) => {
  await context.addInitScript(() => delete Navigator.prototype.serviceWorker);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("./");
  expect(await page.evaluate(() => "serviceWorker" in navigator)).toBe(false);
  await quickGame(page);
  await playSomeMove(page, "White");
  expect(errors).toEqual([]);
});

test("installable: the manifest names the game, its colours and icons, and Chromium finds no fault", async ({ page, baseURL }) => {
  await page.goto("./");
  await workerReady(page);
  const manifestURL = new URL("manifest.webmanifest", baseURL).href;
  const manifest = await (await page.request.get(manifestURL)).json();
  expect(manifest).toMatchObject({
    name: "Cyvasse",
    short_name: "Cyvasse",
    start_url: "./",
    scope: "./",
    display: "standalone",
    theme_color: "#1b1d22",
    background_color: "#17191e",
  });
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, manifestURL).href);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toContain(icon.type);
    if (icon.type === "image/png") {
      const png = await response.body();
      const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
  }
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send("Page.getAppManifest");
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's browser contexts are incognito ones, where Chromium installs
  // nothing: the one fault it may report, not the page's.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});

test("with no network, every language the page speaks can be chosen after one visit in English", async ({ page, context }) => {
  const { site, served } = await offlineAfterOneVisit(page, context);
  const menu = () => page.locator("select.language");
  for (const code of ["id", "vi", "hi", "tr"]) {
    await menu().selectOption(code);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(button(page, catalog(code).get("start-new-game"))).toBeVisible();
  }
  await menu().selectOption("en");
  await expect(button(page, "New game · two players on this device")).toBeVisible();
  expect(site.requests.length).toBe(served);
});

test("with no network, the lessons of both games open and play, in another language too", async ({ page, context }) => {
  const { site, served } = await offlineAfterOneVisit(page, context);
  await button(page, "Learn to play").click();
  await page.locator(".stage-card").first().click();
  await square(page, "e2").click();
  await square(page, "e3").click();
  await expect(page.locator(".lesson-status")).toContainText("Done!");
  await button(page, "Lessons").click();
  await button(page, "Back").click();
  await page.locator("select.language").selectOption("tr");
  await page.locator(".game-choice").nth(1).click();
  await button(page, catalog("tr").get("start-learn")).click();
  // Its 15 stages and the homeland.
  await expect(page.locator(".stage-card")).toHaveCount(16);
  expect(site.requests.length).toBe(served);
});

test("with no network, two devices play a game with a friend by links, its QR code too", async ({ browser }) => {
  test.setTimeout(180_000);
  const site = await serve(copyOfDist(dirs));
  sites.push(site);
  // Two devices, each visiting once, then both with no network at all.
  const devices = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url);
    await expect(button(page, "New game · two players on this device")).toBeVisible();
    await workerReady(page);
    devices.push({ context, page });
  }
  for (const { context } of devices) await context.setOffline(true);
  await site.close();
  const served = site.requests.length;
  const [a, b] = devices.map((d) => d.page);
  for (const page of [a, b]) await page.reload();

  await inviteAndAnswer(a, b);
  const moves = [];
  await exchangeMoves(moves, [a, b], "White", 4);
  // The QR code of the link to send: its part comes from the cache too.
  await button(b, "Show QR code").click();
  await expect(b.getByRole("img", { name: /QR code of the link/ })).toBeVisible();
  expect(site.requests.length).toBe(served);
  for (const { context } of devices) await context.close();
});
