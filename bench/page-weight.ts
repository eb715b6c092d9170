import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";

const webDir = path.resolve("dist/web");

/**
 * Serves the built app in-process and asks Chromium which scripts were requested before the
 * first contentful paint: the page's own <script src> tags and every script fetch that started
 * before it. A prerendered page should have none (its scripts are fetched after it paints).
 */
export async function buildPageWeights(paths: string[]) {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first");
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test" }), db: database.db, dbKind: "pglite", clock: systemClock, webDir });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results = [];
  for (const p of paths) {
    const page = await browser.newPage();
    const response = await page.goto(address + p, { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    const { fcp, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const fcp = paint ? paint.startTime : Number.POSITIVE_INFINITY;
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => r.name.endsWith(".js") && r.startTime < fcp)
        .map((r) => new URL(r.name).pathname);
      return { fcp, scripts };
    });
    // The document's own script tags load before it paints whether or not they are resource entries.
    const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
    const files = [...new Set([...entry, ...scripts])];
    const gzipBytes = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDir, f))).length, 0);
    results.push({ path: p, files: files.length, gzipBytes, fcpMs: Math.round(fcp) });
    await page.close();
  }
  await browser.close();
  await app.close();
  await database.close();
  return results;
}
