/**
 * The dashboard's JavaScript: a member and the operator, signed in, open
 * /dashboard in Chromium against the built app; every script the page loaded until the network
 * is idle (the entry, the layout, the page, the preload chunk) is summed as gzip bytes, next to
 * the budget scripts/check-js-size.mjs holds for the member dashboard (the admin has none).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { BUDGETS } from "../scripts/check-js-size.mjs";
import { buildApp } from "../src/server/app";
import { hashPassword } from "../src/server/auth/password-hash";
import { insertPasswordUser } from "../src/server/auth/provision";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";

const webDir = path.resolve("dist/web");

export type DashboardWeight = { role: "member" | "admin"; files: number; gzipBytes: number; budgetKiB: number | null; loadMs: number };

export async function dashboardWeights(): Promise<DashboardWeight[]> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first");
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "pglite", clock: systemClock, webDir });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const passwordHash = await hashPassword("Bench-Dashboard-Weight-2026");
  const gzip = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length);
    return gzip.get(file) ?? 0;
  };
  const results: DashboardWeight[] = [];
  try {
    for (const role of ["member", "admin"] as const) {
      const id = await insertPasswordUser(database.db, { email: `${role}@dashboard-weight.test`, name: `Bench ${role}`, passwordHash, role, emailVerified: true });
      const { name, value } = await openSession(app.auth, id);
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: address }]);
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${address}/dashboard`, { waitUntil: "networkidle" });
      await page.getByRole("navigation").first().waitFor();
      const loadMs = Date.now() - started;
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.name.endsWith(".js")).map((r) => new URL(r.name).pathname),
      );
      const html = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
      const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? "");
      const files = [...new Set([...entry, ...scripts])].filter((f) => f && fs.existsSync(path.join(webDir, f)));
      const budgetKiB = role === "member" ? (BUDGETS["/dashboard"] ?? null) : null;
      results.push({ role, files: files.length, gzipBytes: files.reduce((sum, f) => sum + gzipOf(f), 0), budgetKiB, loadMs });
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
  return results;
}

export function formatDashboardWeights(rows: DashboardWeight[]): string[] {
  return rows.map((r) => {
    const kib = r.gzipBytes / 1024;
    const budget = r.budgetKiB === null ? "no budget" : `${kib <= r.budgetKiB ? "" : "✗ "}budget ${r.budgetKiB} KiB`;
    return `  ${r.role.padEnd(7)} /dashboard  ${kib.toFixed(1).padStart(6)} KiB gzip in ${r.files} files / ${budget} (signed in, network idle after ${r.loadMs} ms)`;
  });
}

// `node --import tsx bench/dashboard-weight.ts`: this figure alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log("Dashboard JavaScript after load (gzip):");
  console.log(formatDashboardWeights(await dashboardWeights()).join("\n"));
  process.exit(0);
}
