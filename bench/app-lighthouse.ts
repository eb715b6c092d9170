/**
 * Lighthouse on the app's own pages: the signed-out screens (/checkout,
 * /member-login, /auth), a member's dashboard pages and the operator's, each signed in by its
 * session cookie, put in a fresh browser's cookie jar for each run. Mobile defaults (simulated
 * mid-range phone, slow 4G), against the built app served in this process (NODE_ENV=test: an
 * administrator needs no 2FA there), in Debian's Chromium; each figure the median of a page's runs
 * (bench/lighthouse-runs.ts). The accounts hold
 * a few rows, so lists are not empty: 12 tasks for the member, 40 clients for the operator.
 * Run alone: `node --import tsx bench/app-lighthouse.ts [paths…]` (after `npm run build`);
 * LIGHTHOUSE_TASKS=1 lists each page's scripts, long tasks and main-thread work;
 * LIGHTHOUSE_WEB_DIR=<dir> measures another build (e.g. a copy of main's dist/web) instead.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { sql } from "drizzle-orm";
import lighthouse from "lighthouse";
import { buildApp } from "../src/server/app";
import { hashPassword } from "../src/server/auth/password-hash";
import { insertPasswordUser } from "../src/server/auth/provision";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPglite } from "../src/server/db/client";
import { LIGHTHOUSE_RUNS, type Median, medianOfRuns, tbtRange } from "./lighthouse-runs";
import { seedTasks } from "./seed-tasks";

/** The build measured: dist/web, or LIGHTHOUSE_WEB_DIR (another build's copy, to compare two builds in one sitting). */
const webDir = path.resolve(process.env.LIGHTHOUSE_WEB_DIR ?? "dist/web");

const SEED_PREFIX = "app-lighthouse";
/** One of the seeded clients (bench/seed-tasks.ts names them prefix-1…). */
const CLIENT_ID = `${SEED_PREFIX}-1`;

/** On every app page. */
export const APP_LIGHTHOUSE_BUDGET = { score: 90, lcpMs: 2000, tbtMs: 150 };

type Who = "visitor" | "member" | "admin";
/** Every screen the app draws: the signed-out ones, each sidebar link of a member and of an operator, and a client's page. */
export const APP_PAGES: { path: string; who: Who }[] = [
  { path: "/checkout", who: "visitor" },
  { path: "/member-login", who: "visitor" },
  { path: "/auth", who: "visitor" },
  { path: "/book", who: "visitor" },
  { path: "/bg/book", who: "visitor" },
  ...["", "/profile", "/tasks", "/upload", "/hours", "/payments", "/messages", "/settings"].map((p) => ({ path: `/dashboard${p}`, who: "member" as const })),
  ...[
    "",
    "/inbox",
    "/clients",
    `/clients/${CLIENT_ID}`,
    "/tasks",
    "/documents",
    "/payments",
    "/orders",
    "/calendar",
    "/reports",
    "/audit",
    "/messages",
    "/contact",
    "/translations",
    "/newsletter",
    "/settings",
    "/profile",
  ].map((p) => ({ path: `/dashboard${p}`, who: "admin" as const })),
];

export type AppLighthouseRow = { path: string; who: Who; score: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number; jsKiB: number; scripts: number };

const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Puts `name=value` into the browser's cookie jar for `origin` (the DevTools protocol's Storage.setCookies). */
async function setCookie(port: number, origin: string, header: string): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const [name, ...rest] = header.split("=");
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onerror = reject;
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies: [{ name, value: rest.join("="), url: origin, path: "/" }] } }));
    socket.onmessage = (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id === 1) (reply.error ? reject(new Error(reply.error.message)) : resolve(undefined));
    };
  });
  socket.close();
}

export async function appLighthouseRun(pages = APP_PAGES, runs = LIGHTHOUSE_RUNS, onRow?: (row: Median<AppLighthouseRow>) => void): Promise<Median<AppLighthouseRow>[]> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first");
  const database = await openPglite();
  await database.migrate();
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "pglite", clock: systemClock, webDir });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const passwordHash = await hashPassword("Bench-App-Lighthouse-2026");
  const cookies: Record<Who, string | undefined> = { visitor: undefined, member: undefined, admin: undefined };
  for (const role of ["member", "admin"] as const) {
    const id = await insertPasswordUser(database.db, { email: `${role}@app-lighthouse.test`, name: `Bench ${role}`, passwordHash, role, emailVerified: true });
    cookies[role] = (await openSession(app.auth, id)).header;
    if (role === "member") {
      await database.db.execute(sql`
        insert into tasks (user_id, title, description, urgency, status, created_at, updated_at)
        select ${id}, 'Residence permit renewal ' || i, 'Book the appointment and bring the documents', 'normal', 'pending', now() - (i || ' hours')::interval, now()
        from generate_series(1, 12) as i`);
    }
  }
  await seedTasks(database.db, { tasks: 80, members: 40, prefix: SEED_PREFIX });
  // The orders inbox's first page full (more behind it), and this week's appointments on the calendar.
  await database.db.execute(sql`
    insert into orders (purpose, status, items, subtotal, tip, total, currency, customer_name, customer_email, notes, gateway, paid_at, inbox_status)
    select 'services', 'paid',
           jsonb_build_array(
             jsonb_build_object('kind', 'hourly', 'name', 'Hourly help', 'description', '', 'quantity', 1 + i % 3, 'unitAmount', 3000, 'amount', 3000 * (1 + i % 3), 'line', jsonb_build_object('kind', 'hourly')),
             jsonb_build_object('kind', 'tip', 'name', 'Tip', 'description', '', 'quantity', 1, 'unitAmount', 500, 'amount', 500)),
           3000 * (1 + i % 3), 500, 3000 * (1 + i % 3) + 500, 'EUR', 'Bench Buyer ' || i, 'buyer' || i || '@app-lighthouse.test',
           'Help with the residence permit papers, please call in the morning', 'test', now() - (i || ' hours')::interval,
           (array['new','in_progress','done'])[1 + i % 3]
    from generate_series(1, 45) as i`);
  await database.db.execute(sql`
    insert into appointments (status, service, duration_minutes, starts_at, ends_at, blocked_until, place, name, email, phone, purpose, paid_with, price, currency, confirmed_at)
    select 'confirmed', 'phone_call', 60, s, s + interval '1 hour', s + interval '75 minutes', 'phone', 'Bench Visitor ' || i, 'visitor' || i || '@app-lighthouse.test', '+359888000000', 'Residence permit', 'unpaid', 6000, 'EUR', now()
    from generate_series(0, 11) as i, lateral (select date_trunc('day', now()) + ((i % 5) || ' days')::interval + ((9 + (i % 4) * 2) || ' hours')::interval as s) as t`);

  const rows: Median<AppLighthouseRow>[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const p of pages) {
      rows.push(
        await medianOfRuns(runs, async () => {
          const cookie = cookies[p.who];
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART): it is run again, twice at most.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt++) {
            // A fresh browser per run, with the session in its cookie jar (a cookie sent as an extra
            // header would be replaced by the jar's as soon as the page stores one, e.g. its language).
            chrome?.kill();
            chrome = await chromeLauncher.launch({ chromePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined, chromeFlags: CHROME_FLAGS });
            if (cookie) await setCookie(chrome.port, address, cookie);
            const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"] };
            result = await lighthouse(address + p.path, flags);
            if (!result?.lhr.runtimeError || attempt === 3) break;
          }
          if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
          const { audits, categories, finalDisplayedUrl } = result.lhr;
          if (result.lhr.runtimeError) console.warn(`Lighthouse on ${p.path}: ${result.lhr.runtimeError.code}`);
          // A guard that sent the page elsewhere measured the wrong page: say so.
          if (new URL(finalDisplayedUrl).pathname !== p.path) console.warn(`Lighthouse on ${p.path} (${p.who}) ended on ${finalDisplayedUrl}`);
          const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          const requests = (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
          const scripts = requests.filter((r) => r.resourceType === "Script");
          if (process.env.LIGHTHOUSE_TASKS) {
            for (const r of scripts) console.log(`    ${p.path}: script ${r.url.replace(address, "")} ${((r.transferSize ?? 0) / 1024).toFixed(1)} KiB`);
            const tasks = (audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
            for (const t of tasks) console.log(`    ${p.path}: task at ${Math.round(t.startTime)} ms, ${Math.round(t.duration)} ms — ${t.url.replace(address, "")}`);
            const lcp = audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
            console.log(`    ${p.path}: LCP element ${lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? "?"}`);
            const work = (audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
            console.log(`    ${p.path}: main thread ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(", ")}`);
            const boot = (audits["bootup-time"]?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined)?.items ?? [];
            for (const b of boot) console.log(`    ${p.path}: ${b.url.replace(address, "")} scripting ${Math.round(b.scripting)} parse/compile ${Math.round(b.scriptParseCompile)}`);
          }
          return {
            path: p.path,
            who: p.who,
            score: Math.round((categories.performance?.score ?? 0) * 100),
            fcpMs: Math.round(num("first-contentful-paint")),
            lcpMs: Math.round(num("largest-contentful-paint")),
            cls: num("cumulative-layout-shift"),
            tbtMs: Math.round(num("total-blocking-time")),
            jsKiB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
            scripts: scripts.length,
          };
        }),
      );
      onRow?.(rows.at(-1)!);
    }
  } finally {
    chrome?.kill();
    await app.close();
    await database.close();
  }
  return rows;
}

/** One line per page, each figure next to its budget (✗ where it is over). */
export function formatAppLighthouse(rows: Median<AppLighthouseRow>[]): string[] {
  const b = APP_LIGHTHOUSE_BUDGET;
  const mark = (ok: boolean) => (ok ? " " : "✗");
  const lines = [`  ${"page".padEnd(20)} ${"as".padEnd(7)} ${"perf".padStart(7)} ${"FCP ms".padStart(7)} ${"LCP ms".padStart(11)} ${"CLS".padStart(6)} ${"TBT ms".padStart(10)} ${"(range)".padStart(11)} ${"JS KiB".padStart(7)} files`];
  for (const r of rows) {
    lines.push(
      `  ${r.path.padEnd(20)} ${r.who.padEnd(7)} ${`${r.score}/${b.score}`.padStart(6)}${mark(r.score >= b.score)}` +
        ` ${String(r.fcpMs).padStart(7)}` +
        ` ${`${r.lcpMs}/${b.lcpMs}`.padStart(10)}${mark(r.lcpMs <= b.lcpMs)}` +
        ` ${r.cls.toFixed(3).padStart(6)}` +
        ` ${`${r.tbtMs}/${b.tbtMs}`.padStart(9)}${mark(r.tbtMs <= b.tbtMs)}` +
        ` ${tbtRange(r).padStart(11)}` +
        ` ${r.jsKiB.toFixed(1).padStart(7)} ${String(r.scripts).padStart(5)}`,
    );
  }
  return lines;
}

// `node --import tsx bench/app-lighthouse.ts [paths…]` runs this section alone (a path as every role
// listed for it; `path@role`, e.g. /dashboard@admin, as that role only).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2);
  const picked = (p: { path: string; who: Who }) => only.includes(p.path) || only.includes(`${p.path}@${p.who}`);
  const rows = await appLighthouseRun(only.length ? APP_PAGES.filter(picked) : APP_PAGES, LIGHTHOUSE_RUNS, (row) => console.log(formatAppLighthouse([row])[1]));
  console.log(`Lighthouse on the app's pages, mobile defaults, median of ${LIGHTHOUSE_RUNS} runs (score / budget, ✗ over budget; JS = bytes transferred):`);
  console.log(formatAppLighthouse(rows).join("\n"));
  process.exit(0);
}
