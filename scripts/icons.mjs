// Draws the PNG icons of the web app manifest from their SVG sources in
// public/, with Debian's Chromium (run again after changing an SVG):
//   node scripts/icons.mjs
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("../public/", import.meta.url));
const ICONS = [
  ["icon.svg", 192, "icon-192.png"],
  ["icon.svg", 512, "icon-512.png"],
  ["icon-maskable.svg", 512, "icon-maskable-512.png"],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [svg, size, png] of ICONS) {
  const data = readFileSync(dir + svg).toString("base64");
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body>`,
  );
  await page.locator("img").evaluate((img) => img.decode());
  await page.screenshot({ path: dir + png, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`public/${png}: ${size}×${size} from public/${svg}`);
}
await browser.close();
