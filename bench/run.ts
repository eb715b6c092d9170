/**
 * npm run bench — prints ratios and sizes measured in one run:
 *   1. gzip bytes of JavaScript loaded before first paint on / and /pricing (built app, Chromium);
 *   2. GET /api/health requests/s against a bare Fastify route returning the same JSON (rounds, interleaved);
 *   3. server memory held by 60 stalled 5 MB uploads (they are streamed to disk, not buffered);
 *   4b. the member's GET /api/tasks and the admin's GET /api/clients against a floor in its own
 *      process (bench/signed-in-floor.ts): server CPU per request, and the ratio;
 *   4. the member task list (20 rows, signed in, real PostgreSQL) against a bare route, and the
 *      admin's first task page at 100 000 tasks against 1 000;
 *   6. Lighthouse (mobile defaults) on every public page in both languages, next to the budgets
 *     , and the JavaScript each storefront page and the member dashboard load;
 *   7. the member's and the operator's dashboard JavaScript, signed in, after load;
 *   8. Lighthouse on the app's pages: /checkout, /member-login, /auth signed out,
 *      a member's and the operator's dashboard pages signed in (bench/app-lighthouse.ts);
 *   5. Manage Clients' first page at 50 000 clients against 1 000, and the CSV export of 50 000
 *      payments (rows/s, server peak RSS growth while streaming);
 *   5b. the operator inbox's first page at 100 000 rows (10 000 waiting) against 1 000, a filtered and a
 *      deep page, and the plan's key lines (bench/inbox-list.ts);
 *   5d. every admin list, search, the Messages list, the dashboard and the operator inbox at
 *      10 000, 100 000 and 1 000 000 tasks: median and range, growth 100k → 1M, and each
 *      request's deciding plan line (bench/million.ts);
 *   5c. the operator's reports (overview, 12 months, CSV export) at 100 000 payments against 1 000,
 *      and each report query's time and scans (bench/reports.ts);
 *   6. live notifications: a write's HTTP request → the other side's open SSE stream receiving
 *      it (median and p99 over 200 writes), on PGlite and on PostgreSQL, against a bare
 *      node:http write + LISTEN/NOTIFY stream (bench/stream-floor.ts), interleaved;
 *   6b. fan-out to 1 000 open streams (bench/stream-fanout.ts): one write that
 *      rings every bell → the last stream receiving it, and a member's GET /api/tasks meanwhile
 *      against the same without fan-out; compiled server, on PostgreSQL and on PGlite;
 *   6c. memory and fds per open stream (bench/stream-memory.ts): 400 streams on the compiled server
 *      against the bare node:http stream floor (bench/stream-floor.ts), on PostgreSQL and on
 *      PGlite, rounds alternating, and the app's per-stream figure over the floor's;
 *   7. mixed load (bench/load.ts): 200 virtual users for 60 s (LOAD_VUS, LOAD_SECONDS) browse the
 *      storefront, sign in, list tasks, send a message and download a document, against one
 *      compiled instance on PostgreSQL + S3 (+ Redis), then two behind a round-robin proxy:
 *      requests/s, p50/p99 latency, errors (every non-2xx; target 0); and the one instance against
 *      its floor (bench/load-floor-server.ts: the same visit's work done plainly, same database
 *      and S3), rounds interleaved: req/s and server CPU per request, and their ratios;
 *   8. cold start and idle RSS of the compiled server on npm's pinned Node 24 and on the
 *      machine's own Node (bench/cold-start.ts), on PGlite and on PostgreSQL;
 *   8b. the embedded default's ceiling: signed-in GET /api/tasks on PGlite at 10 and 50 connections
 *      against a bare Fastify on PGlite (bench/embedded-ceiling.ts), rounds interleaved;
 *   9. backup and restore of the embedded database with 100 000 tasks and 1 GB of files
 *      (bench/backup.ts): each step's time against a floor that dumps the same database and
 *      streams every file once (rounds alternating), and the size.
 */
import { PUBLIC_PAGES, localizedPath } from "../src/core/site-routes";
import { jsSizes } from "../scripts/check-js-size.mjs";
import { clientsPaymentsBench } from "./clients-payments";
import { coldStartBench, formatColdStart } from "./cold-start";
import { embeddedCeilingBench, formatEmbeddedCeiling } from "./embedded-ceiling";
import { dashboardWeights, formatDashboardWeights } from "./dashboard-weight";
import { formatLighthouse, lighthouseRun } from "./lighthouse";
import { appLighthouseRun, formatAppLighthouse } from "./app-lighthouse";
import { BACKUP_TITLE, backupBench, formatBackupBench } from "./backup";
import { buildPageWeights } from "./page-weight";
import { formatRps, healthThroughput, ROUNDS } from "./health-throughput";
import { formatInboxList, inboxListBench } from "./inbox-list";
import { formatLoad, loadBench } from "./load";
import { formatMillion, millionBench } from "./million";
import { formatNotifyLatency, notifyLatencyBench } from "./notify-latency";
import { formatReports, reportsBench } from "./reports";
import { formatSignedInFloor, signedInFloorBench } from "./signed-in-floor";
import { FANOUT_TITLE, formatStreamFanout, streamFanoutBench } from "./stream-fanout";
import { formatStreamMemory, streamMemory, streamMemoryTitle } from "./stream-memory";
import { tasksListBench } from "./tasks-list";
import { formatUploadMemory, uploadMemory } from "./upload-memory";

const pages = await buildPageWeights(["/", "/pricing"]);
console.log("\nJavaScript before first paint (gzip):");
for (const p of pages) console.log(`  ${p.path.padEnd(10)} ${(p.gzipBytes / 1024).toFixed(1)} KiB gzip in ${p.files} files (first paint ${p.fcpMs} ms)`);

console.log("\nJavaScript per page after load (gzip; budgets in scripts/check-js-size.mjs, at most 80 KiB on /):");
for (const r of jsSizes()) console.log(`  ${r.page.padEnd(14)} ${r.kib.toFixed(1).padStart(6)} KiB / ${r.budgetKiB} KiB in ${r.files} files`);

console.log("\nDashboard JavaScript, signed in: before interactive and within 10 s (gzip; member budgets in scripts/check-js-size.mjs, which must agree within 5 %):");
console.log(formatDashboardWeights(await dashboardWeights()).join("\n"));

const lighthouseRows = await lighthouseRun(PUBLIC_PAGES.flatMap((p) => [localizedPath(p, "en"), localizedPath(p, "bg")]));
console.log("\nLighthouse on the public pages, mobile defaults, each figure the median of its runs (score / budget, ✗ over budget; JS = bytes transferred):");
console.log(formatLighthouse(lighthouseRows).join("\n"));

// The app's own pages, signed out and signed in (bench/app-lighthouse.ts).
const appRows = await appLighthouseRun();
console.log("\nLighthouse on the app's pages, mobile defaults, signed in by session cookie, each figure the median of its runs (score / budget, ✗ over; JS = bytes transferred):");
console.log(formatAppLighthouse(appRows).join("\n"));

const h = await healthThroughput();
console.log(`\nGET /api/health throughput (same process, keep-alive, 32 connections; median [range] of ${ROUNDS} rounds, interleaved):`);
console.log(`  bare Fastify route  ${formatRps(h.bare)}`);
console.log(`  /api/health         ${formatRps(h.app)} (database round-trip, access hook, headers)`);
console.log(`  ratio               ${(h.app.median / h.bare.median).toFixed(2)} of bare`);

const u = await uploadMemory(60);
console.log(`\nServer memory with ${u.n} stalled 5 MB uploads (child process, after GC; median of ${u.rounds} rounds per side, alternating):`);
console.log(formatUploadMemory(u).join("\n"));
console.log("\nSigned-in list routes against their floor (PostgreSQL, production mode, floor in its own process):");
console.log(formatSignedInFloor(await signedInFloorBench()).join("\n"));

const t = await tasksListBench();
console.log("\nTask lists on PostgreSQL:");
if ("skipped" in t) {
  console.log(`  skipped: ${t.skipped}`);
} else {
  console.log(`  bare Fastify route         ${formatRps(t.bareRps)} (median [range] of ${ROUNDS} rounds, interleaved)`);
  console.log(`  member GET /api/tasks      ${formatRps(t.memberRps)} (20 rows, session, scope, counts)`);
  console.log(`  ratio                      ${(t.memberRps.median / t.bareRps.median).toFixed(2)} of bare`);
  console.log(`  admin first page, 1k      ${t.at1k.toFixed(2)} ms (median)`);
  console.log(`  admin first page, 100k    ${t.at100k.toFixed(2)} ms (median)`);
  console.log(`  ratio 100k / 1k            ${(t.at100k / t.at1k).toFixed(2)}`);
  console.log(`  admin search at 100k       ${t.searched.toFixed(2)} ms (median)`);
}
const c = await clientsPaymentsBench();
console.log("\nClients and payments on PostgreSQL:");
if ("skipped" in c) {
  console.log(`  skipped: ${c.skipped}`);
} else {
  console.log(`  clients first page, 1k     ${c.at1k.toFixed(2)} ms (median)`);
  console.log(`  clients first page, 50k    ${c.at50k.toFixed(2)} ms (median)`);
  console.log(`  ratio 50k / 1k             ${(c.at50k / c.at1k).toFixed(2)}`);
  console.log(`  CSV export                 ${c.rows} rows in ${c.seconds.toFixed(2)} s = ${(c.rows / c.seconds).toFixed(0)} rows/s, ${(c.bytes / 1e6).toFixed(1)} MB`);
  console.log(`  peak RSS growth            +${c.peakRssGrowthMb.toFixed(0)} MB while streaming; formula cells: ${c.formulas}`);
}
console.log("\nOperator inbox (GET /api/inbox) on PostgreSQL, 10 000 of 100 000 rows waiting:");
console.log(formatInboxList(await inboxListBench()).join("\n"));
console.log("\nOperator lists at 10k / 100k / 1M tasks (median and range, ms; budget 100 ms at 100k, 250 ms at 1M, ≤ 2× growth):");
console.log(formatMillion(await millionBench()).join("\n"));
console.log("\nOperator reports on PostgreSQL, 1 000 and 100 000 payments:");
console.log(formatReports(await reportsBench()).join("\n"));
console.log("\nLive notifications: a member sends a message → the operator's open SSE stream receives it, against a bare node:http write + LISTEN/NOTIFY stream on the same database (bench/stream-floor.ts), interleaved:");
console.log(formatNotifyLatency(await notifyLatencyBench()).join("\n"));
console.log(`\n${FANOUT_TITLE}`);
console.log(formatStreamFanout(await streamFanoutBench()).join("\n"));
const sm = await streamMemory(400);
console.log(`\n${streamMemoryTitle(sm)}`);
console.log(formatStreamMemory(sm).join("\n"));
console.log("\nCold start (spawn → /api/health answers) and idle RSS, compiled server against a bare Fastify (median [range], interleaved), this Node and the machine's:");
console.log(formatColdStart(await coldStartBench()).join("\n"));
console.log("\nThe embedded default's ceiling (compiled server on PGlite, production mode, against a bare Fastify on PGlite; bench/embedded-ceiling.ts):");
console.log(formatEmbeddedCeiling(await embeddedCeilingBench()).join("\n"));
const loadResult = await loadBench();
const vus = "vus" in loadResult ? `${loadResult.vus} virtual users for ${loadResult.seconds} s${loadResult.redis ? ", limits in Redis" : ", limits in PostgreSQL (no Redis)"}` : "";
console.log(`\nMixed load (storefront ×3, sign in, list tasks, send a message, download a document): ${vus}`);
console.log(formatLoad(loadResult).join("\n"));
console.log(`\n${BACKUP_TITLE}`);
console.log(formatBackupBench(await backupBench()).join("\n"));
process.exit(0);
