// Browser tests of the built page (dist/, made by `trunk build --release`),
// served on loopback and driven in Debian's Chromium.
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8791);

export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ../../dist`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "ignore",
  },
});
