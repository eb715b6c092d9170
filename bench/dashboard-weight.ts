/**
 * The dashboard's JavaScript as Chromium loads it: a member and the operator, signed in, open
 * /dashboard against the built app. Twice: once with the browser's idle callbacks held back, so
 * the idle prefetch (ui/deferred.tsx) never starts, which is what the page needs before it is
 * interactive (the entry, the preloaded layout, page and data preload, the home's panels); once as
 * it is, counting every script fetched within 10 s of load. Each is summed as gzip bytes beside
 * what scripts/check-js-size.mjs counts for the member's page from the build alone; the two must
 * agree within 5 %.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { BUDGETS, DASHBOARD_AFTER_IDLE_KIB, jsSizes } from "../scripts/check-js-size.mjs";
import { buildApp } from "../src/server/app";
import { hashPassword } from "../src/server/auth/password-hash";
import { insertPasswordUser } from "../src/server/auth/provision";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";

const webDir = path.resolve("dist/web");

type Measure = { files: number; gzipBytes: number; budgetKiB: number | null; checkKiB: number | null };
export type DashboardWeight = { role: "member" | "admin"; interactive: Measure; within10s: Measure; loadMs: number };

/** At most this far apart, the browser's figure and check-js-size's. */
export const AGREEMENT = 0.05;

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
      // A fresh context for each pass: nothing comes from the other's cache unseen.
      const signedIn = async () => {
        const context = await browser.newContext();
        await context.addCookies([{ name, value, url: address }]);
        return context;
      };
      const scriptsOf = (page: import("@playwright/test").Page) =>
        page.evaluate(() => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.name.endsWith(".js")).map((r) => new URL(r.name).pathname));
      const measure = (scripts: string[], budgetKiB: number | null, checkKiB: number | null): Measure => {
        const files = [...new Set(scripts)].filter((f) => fs.existsSync(path.join(webDir, f)));
        return { files: files.length, gzipBytes: files.reduce((sum, f) => sum + gzipOf(f), 0), budgetKiB, checkKiB };
      };
      const check = role === "member" ? jsSizes().find((r) => r.page === "/dashboard") : undefined;

      // Before interactive: idle callbacks never run, so nothing is prefetched; the page's own panels still come.
      const heldContext = await signedIn();
      const held = await heldContext.newPage();
      await held.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      const started = Date.now();
      await held.goto(`${address}/dashboard`, { waitUntil: "networkidle" });
      await held.getByRole("navigation").first().waitFor();
      // The member's home with its panels (the appointments panel is a chunk of its own, fetched
      // as the home's data arrives): on a loaded machine the network can be idle before it renders.
      if (role === "member") await held.getByTestId("dashboard-appointments").waitFor();
      const loadMs = Date.now() - started;
      const interactive = measure(await scriptsOf(held), role === "member" ? (BUDGETS["/dashboard"] ?? null) : null, check?.kib ?? null);
      await heldContext.close();

      // Within 10 s of load, as it is.
      const context = await signedIn();
      const page = await context.newPage();
      await page.goto(`${address}/dashboard`, { waitUntil: "load" });
      await page.waitForFunction(() => performance.now() >= 10_000, undefined, { timeout: 15_000, polling: 250 });
      const within10s = measure(await scriptsOf(page), role === "member" ? DASHBOARD_AFTER_IDLE_KIB : null, check?.allKiB ?? null);
      results.push({ role, interactive, within10s, loadMs });
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
  const line = (role: string, label: string, m: Measure) => {
    const kib = m.gzipBytes / 1024;
    const budget = m.budgetKiB === null ? "no budget" : `${kib <= m.budgetKiB ? "" : "✗ "}budget ${m.budgetKiB} KiB`;
    const apart = m.checkKiB === null ? 0 : Math.abs(kib - m.checkKiB) / m.checkKiB;
    const check = m.checkKiB === null ? "" : `; check-js-size ${m.checkKiB.toFixed(1)} KiB (${apart <= AGREEMENT ? "" : "✗ "}${(apart * 100).toFixed(1)} % apart)`;
    return `  ${role.padEnd(7)} /dashboard ${label.padEnd(18)} ${kib.toFixed(1).padStart(6)} KiB gzip in ${m.files} files / ${budget}${check}`;
  };
  return rows.flatMap((r) => [
    line(r.role, "before interactive", r.interactive),
    `${line("", "within 10 s", r.within10s)} (network idle after ${r.loadMs} ms)`,
  ]);
}

// `node --import tsx bench/dashboard-weight.ts`: this figure alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log("Dashboard JavaScript, signed in (gzip):");
  console.log(formatDashboardWeights(await dashboardWeights()).join("\n"));
  process.exit(0);
}
