import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../src/server/app";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";
import { LIGHTHOUSE_RUNS, type Median, medianOfRuns, tbtRange } from "./lighthouse-runs";

const webDir = path.resolve("dist/web");

/** The public pages' budgets (tighter than the app's): performance 100, LCP ≤ 1.0 s, CLS 0, TBT ≤ 50 ms on every page. */
export const LIGHTHOUSE_BUDGET = { score: 100, lcpMs: 1000, cls: 0, tbtMs: 50 };

export type LighthouseRow = { path: string; score: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number; jsKiB: number };

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Lighthouse (mobile defaults: simulated mid-range phone, slow 4G) against the built app,
 * served in this process, in Debian's Chromium; each page's figures are the median of its runs
 * (bench/lighthouse-runs.ts).
 */
export async function lighthouseRun(paths: string[], runs = LIGHTHOUSE_RUNS): Promise<Median<LighthouseRow>[]> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first");
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test" }), db: database.db, dbKind: "pglite", clock: systemClock, webDir });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const chrome = await chromeLauncher.launch({
    chromePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Median<LighthouseRow>[] = [];
  try {
    for (const p of paths) {
      rows.push(
        await medianOfRuns(runs, async () => {
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART: "Please run Lighthouse again"): it is run again, twice at most.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt++) {
            result = await lighthouse(address + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
            if (!result?.lhr.runtimeError || attempt === 3) break;
          }
          if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
          if (result.lhr.runtimeError) console.warn(`Lighthouse on ${p}: ${result.lhr.runtimeError.code}`);
          const { audits, categories } = result.lhr;
          const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          const scripts = (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
          const jsBytes = scripts.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
          // LIGHTHOUSE_TASKS=1: the long tasks the blocking time is made of (simulated phone: 4× this CPU).
          if (process.env.LIGHTHOUSE_TASKS) {
            const tasks = (audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
            for (const t of tasks) console.log(`    ${p}: task at ${Math.round(t.startTime)} ms, ${Math.round(t.duration)} ms — ${t.url.replace(address, "")}`);
          }
          return {
            path: p,
            score: Math.round((categories.performance?.score ?? 0) * 100),
            fcpMs: Math.round(num("first-contentful-paint")),
            lcpMs: Math.round(num("largest-contentful-paint")),
            cls: num("cumulative-layout-shift"),
            tbtMs: Math.round(num("total-blocking-time")),
            jsKiB: jsBytes / 1024,
          };
        }),
      );
    }
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
  }
  return rows;
}

/** One line per page, each figure next to its budget (✗ where it is over). */
export function formatLighthouse(rows: Median<LighthouseRow>[]): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const mark = (ok: boolean) => (ok ? " " : "✗");
  const lines = [`  ${"page".padEnd(16)} ${"perf".padStart(9)} ${"FCP ms".padStart(7)} ${"LCP ms".padStart(13)} ${"CLS".padStart(13)} ${"TBT ms".padStart(11)} ${"(range)".padStart(11)} ${"JS KiB".padStart(7)}`];
  for (const r of rows) {
    lines.push(
      `  ${r.path.padEnd(16)} ${`${r.score}/${b.score}`.padStart(8)}${mark(r.score >= b.score)}` +
        ` ${String(r.fcpMs).padStart(7)}` +
        ` ${`${r.lcpMs}/${b.lcpMs}`.padStart(12)}${mark(r.lcpMs <= b.lcpMs)}` +
        ` ${`${r.cls.toFixed(3)}/${b.cls}`.padStart(12)}${mark(r.cls <= b.cls)}` +
        ` ${`${r.tbtMs}/${b.tbtMs}`.padStart(10)}${mark(r.tbtMs <= b.tbtMs)}` +
        ` ${tbtRange(r).padStart(11)}` +
        ` ${r.jsKiB.toFixed(1).padStart(7)}`,
    );
  }
  return lines;
}

// `node --import tsx bench/lighthouse.ts [paths…]` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  const rows = await lighthouseRun(paths.length ? paths : ["/", "/pricing"]);
  console.log(formatLighthouse(rows).join("\n"));
  process.exit(0);
}
