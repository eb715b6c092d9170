/**
 * Draws the site's icons and link-preview image into src/web/public (committed; run again only
 * when the logo changes): favicon.ico (16 + 32 px PNGs), apple-touch-icon.png (180 px),
 * og-image.png (1200 × 630). Drawn by Chromium from the same SVG as favicon.svg.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const out = path.resolve("src/web/public");
const svg = fs.readFileSync(path.join(out, "favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined, args: ["--no-sandbox"] });

async function shot(html, width, height, omitBackground = true) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ omitBackground, type: "png" });
  await page.close();
  return png;
}

const icon = (size) => shot(svg.replace("<svg ", `<svg width="${size}" height="${size}" style="display:block" `), size, size);

// favicon.ico: an icon directory holding PNG images (supported by every current browser).
const images = [[16, await icon(16)], [32, await icon(32)]];
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(([size, png], i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(size, e);
  header.writeUInt8(size, e + 1);
  header.writeUInt16LE(1, e + 4);
  header.writeUInt16LE(32, e + 6);
  header.writeUInt32LE(png.length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += png.length;
});
fs.writeFileSync(path.join(out, "favicon.ico"), Buffer.concat([header, ...images.map(([, png]) => png)]));

// The touch icon is a full square (iOS rounds its corners itself).
const square = svg.replace('rx="8"', 'rx="0"').replace("<svg ", '<svg width="180" height="180" style="display:block" ');
fs.writeFileSync(path.join(out, "apple-touch-icon.png"), await shot(square, 180, 180, false));

const og = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#0f766e,#115e59);color:#fff;font-family:'DejaVu Sans',sans-serif;display:flex;flex-direction:column;justify-content:center;gap:36px">
  <div style="display:flex;align-items:center;gap:28px">${svg.replace("<svg ", '<svg width="120" height="120" ').replace('fill="#0f766e"', 'fill="#ffffff22"')}
    <span style="font-size:72px;font-weight:700">Concierge</span></div>
  <div style="font-size:46px;line-height:1.25;max-width:1000px">Personal concierge for expats and digital nomads in Bulgaria</div>
  <div style="font-size:30px;opacity:.85">Translations · Calls &amp; appointments · Paperwork · In-person help</div>
</div>`;
fs.writeFileSync(path.join(out, "og-image.png"), await shot(og, 1200, 630, false));
await browser.close();
console.log("icons written to src/web/public");
