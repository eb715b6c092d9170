/**
 * The operator's reports on real PostgreSQL (BENCH_DATABASE_URL, default the local server) at
 * 100 000 payments against 1 000: GET /api/reports/overview (13 months, receivables, weeks),
 * GET /api/reports for 12 months and its CSV export, each the median of sequential requests, and
 * each report query's EXPLAIN ANALYZE (time and scans) at 100 000. Around the payments (BGN
 * before 2026, cards with tips and hour packs): refunds, credit notes, invoices, hours credited
 * and drawn, bookings, open requests, and the inbox's sources for the promises kept. A
 * throw-away database is created and dropped around the run.
 * Run alone: node --import tsx bench/reports.ts
 */
import { type SQL, sql } from "drizzle-orm";
import { sofiaMonth } from "../src/core/reports";
import { addMonths, monthsOf } from "../src/core/report-months";
import type { Db, DbOrTx } from "../src/server/db/client";
import { reportMonths } from "../src/server/features/reports/store";
import { medianMs, onThrowAwayDatabase, signedInApp } from "./bench-database";
import { seedInbox } from "./inbox-list";


/** `rows` payments over the past 540 days and `members` clients, with what the reports read around them. */
async function seedReports(db: Db, opts: { rows: number; members: number; prefix: string }): Promise<void> {
  const { rows: n, members, prefix: p } = opts;
  // The promises' sources (messages, contact and translation requests) and the members.
  await seedInbox(db, { rows: n, members, prefix: p });
  const when = `now() - interval '540 days' * (i::float8 / ${n})`;
  const at = sql.raw(when);
  const client = sql.raw(`'${p}-' || (1 + i % ${members})`);
  const cur = sql.raw(`case when ${when} < '2026-01-01' and i % 2 = 0 then 'BGN' else 'EUR' end`);
  const line = (kind: string, amount: number, extra = "") =>
    `jsonb_build_object('kind', '${kind}', 'name', '${kind}', 'description', '', 'quantity', 1, 'unitAmount', ${amount}, 'amount', ${amount}${extra})`;
  // Every second payment by card: an hour's help, in every fourth a 3 h pack too, a tip in every third.
  await db.execute(sql`
    insert into orders (id, purpose, status, items, subtotal, tip, total, currency, gateway, user_id, inbox_status, paid_at, created_at, updated_at)
    select md5(${p} || 'po' || i)::uuid, case when i % 4 = 0 then 'hours' else 'services' end, 'paid',
           case when i % 4 = 0 then jsonb_build_array(${sql.raw(line("hourly", 2046))}, ${sql.raw(line("hours_pack", 7158, ", 'hours', 3"))})
                else jsonb_build_array(${sql.raw(line("hourly", 2046))}) end,
           case when i % 4 = 0 then 9204 else 2046 end, case when i % 3 = 0 then 300 else 0 end,
           case when i % 4 = 0 then 9204 else 2046 end + case when i % 3 = 0 then 300 else 0 end,
           ${cur}, 'test', ${client}, 'done', ${at}, ${at}, ${at}
    from generate_series(2, ${n}, 2) as i`);
  await db.execute(sql`
    insert into payments (id, user_id, order_id, amount, currency, description, lines, payment_type, hours_purchased, provider_payment_id, receipt_number, created_at)
    select md5(${p} || 'p' || i)::uuid, ${client}, o.id, coalesce(o.total, 1000 + i % 50 * 100), ${cur}, 'Bench payment ' || i,
           case when i % 4 = 0 then jsonb_build_array(jsonb_build_object('kind', 'hours_pack', 'hours', 3)) when i % 2 = 0 then '[{"kind":"hourly"}]'::jsonb else '[{"kind":"custom"}]'::jsonb end
             || case when i % 6 = 0 then '[{"kind":"tip"}]'::jsonb else '[]'::jsonb end,
           case when i % 4 = 0 then 'hours_purchase' when i % 10 = 5 then 'prepaid_hours' else 'other' end,
           case when i % 4 = 0 then 3 when i % 10 = 5 then 1 end, case when o.id is not null then ${p} || 'pi' || i end, ${p} || '-R-' || i, ${at}
    from generate_series(1, ${n}) as i left join orders o on o.id = md5(${p} || 'po' || i)::uuid`);
  // One payment in 20 refunded in part a day later (one in 100 with a credit note), one in 200 still pending.
  await db.execute(sql`
    insert into refunds (payment_id, amount, currency, reason, status, idempotency_key, credit_note_number, credit_note_issued_at, created_at, settled_at)
    select md5(${p} || 'p' || i)::uuid, 500, ${cur}, 'Bench refund', case when i % 200 = 0 then 'pending' else 'succeeded' end, ${p} || 'r' || i,
           case when i % 100 = 0 then ${p} || '-CN-' || i end, case when i % 100 = 0 then ${at} + interval '1 day' end,
           ${at} + interval '1 day', case when i % 200 <> 0 then ${at} + interval '1 day' end
    from generate_series(20, ${n}, 20) as i`);
  await db.execute(sql`
    insert into invoices (payment_id, number, company_name, eik, address, seller, lang, issued_at)
    select md5(${p} || 'p' || i)::uuid, ${p} || '-I-' || i, 'Firm ' || i, '131468980', 'Sofia', '{"name":"Concierge"}', 'en', ${at} + interval '1 hour'
    from generate_series(10, ${n}, 10) as i`);
  // Hours: each pack credited; as many draws for tasks and deductions (half hour to two hours).
  await db.execute(sql`
    insert into hours_ledger (user_id, hours, payment_id, reason, description, line, created_at)
    select ${client}, 3, md5(${p} || 'p' || i)::uuid, 'purchase', 'Purchased 3 hours', '{"kind":"purchase","hours":3}'::jsonb, ${at}
    from generate_series(4, ${n}, 4) as i
    union all
    select ${client}, -0.5 * (1 + i % 4), null, case when i % 3 = 0 then 'deduction' else 'task' end, 'Bench draw', '{"kind":"task","title":"Bench"}'::jsonb, ${at}
    from generate_series(1, ${Math.floor(n / 2)}) as i`);
  await db.execute(sql`
    insert into hours_balances (user_id, prepaid_hours_balance) select ${p} || '-' || i, i % 7 from generate_series(1, ${members}) as i on conflict do nothing`);
  // Bookings: one per ten payments, all past (done), one in seven cancelled; none held, so none overlap.
  await db.execute(sql`
    insert into appointments (status, service, duration_minutes, starts_at, ends_at, blocked_until, place, name, email, phone, purpose, user_id, paid_with, price, currency, confirmed_at, cancelled_at)
    select case when i % 7 = 0 then 'cancelled' else 'completed' end, 'phone_call', 30, ${at}, ${at} + interval '30 minutes', ${at} + interval '30 minutes',
           'phone', 'Bench ' || i, 'b' || i || '@bench.test', '+359888000000', 'Call', ${client}, 'card', 1023, 'EUR', ${at} - interval '3 days',
           case when i % 7 = 0 then ${at} - interval '1 day' end
    from generate_series(1, ${n}, 10) as i`);
  await db.execute(sql`
    insert into payment_requests (user_id, amount, currency, description, status, due_at, created_at)
    select ${client}, 1000 + i, 'EUR', 'Bench request', case when i % 3 = 0 then 'open' else 'paid' end, ${at} + interval '7 days', ${at}
    from generate_series(1, ${n}, 50) as i`);
  await db.execute(sql`vacuum analyze orders, payments, refunds, invoices, hours_ledger, hours_balances, appointments, payment_requests, prices`);
}

const QUERY_NAMES = ["payments", "refunds", "hours", "invoices", "credit notes", "contact", "messages", "translations", "bookings"];

/** The report's queries for `keys`, as the store builds them, caught by a stand-in database that answers nothing. */
async function reportQueries(keys: string[], now: Date): Promise<SQL[]> {
  const caught: SQL[] = [];
  // Each read is a transaction of two statements: `set local jit = off`, then the query.
  const db = {
    transaction: (fn: (tx: { execute: (q: SQL) => Promise<{ rows: [] }> }) => unknown) => {
      let n = 0;
      return fn({
        execute: async (q) => {
          if (n++ === 1) caught.push(q);
          return { rows: [] };
        },
      });
    },
  };
  await reportMonths(db as unknown as DbOrTx, keys, now);
  return caught;
}

/** A plan line without its estimates: "Seq Scan on payments p (62896 rows)", "… (2 rows × 65724 loops)" under a subquery. */
const planLine = (l: string) =>
  l
    .trim()
    .replace(/^->\s*/, "")
    .replace(/\s+\(cost=.*?\)/, "")
    .replace(/\(actual .*rows=([\d.]+) loops=(\d+)\)/, (_, rows, loops) => (loops === "1" ? `(${rows} rows)` : `(${rows} rows × ${loops} loops)`));

/** Each query's execution time and scans, one after another, JIT off as the store runs them. */
async function plans(db: Db, queries: SQL[]) {
  const out: { name: string; ms: number; scans: string[] }[] = [];
  for (const [i, q] of queries.entries()) {
    const res = (await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(sql`explain (analyze, buffers off) ${q}`);
    })) as unknown as { rows: { "QUERY PLAN": string }[] };
    const lines = res.rows.map((r) => r["QUERY PLAN"]);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? "")?.[1] ?? Number.NaN);
    out.push({ name: QUERY_NAMES[i] ?? `query ${i}`, ms, scans: lines.filter((l) => l.includes("Scan")).map(planLine) });
  }
  return out;
}

export async function reportsBench() {
  return onThrowAwayDatabase(async (database) => {
    const { app, appUrl, admin } = await signedInApp(database);
    await database.db.execute(sql`
      insert into prices (item, amount, effective_from) values ('hourly', 1100, now() - interval '400 days'), ('hourly', 1200, now() - interval '100 days')`);
    const now = new Date();
    const to = sofiaMonth(now);
    const from = addMonths(to, -11);
    const urls = {
      overview: `${appUrl}/api/reports/overview`,
      report: `${appUrl}/api/reports?from=${from}&to=${to}`,
      csv: `${appUrl}/api/reports/export.csv?from=${from}&to=${to}`,
    };
    const time = async () => ({
      overview: await medianMs(urls.overview, admin, 15),
      report: await medianMs(urls.report, admin, 15),
      csv: await medianMs(urls.csv, admin, 15),
    });
    await seedReports(database.db, { rows: 1000, members: 50, prefix: "small" });
    const at1k = await time();
    const seedStart = performance.now();
    await seedReports(database.db, { rows: 99_000, members: 1000, prefix: "big" });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const at100k = await time();
    const queryPlans = await plans(database.db, await reportQueries(monthsOf(from, to), now));
    await app.close();
    return { at1k, at100k, seedSeconds, from, to, queryPlans } as const;
  });
}

export function formatReports(r: Awaited<ReturnType<typeof reportsBench>>): string[] {
  if ("skipped" in r) return [`  skipped: ${r.skipped}`];
  const row = (label: string, k: keyof typeof r.at1k) =>
    `  ${label.padEnd(28)} ${r.at1k[k].toFixed(1).padStart(7)} ms ${r.at100k[k].toFixed(1).padStart(8)} ms   ×${(r.at100k[k] / r.at1k[k]).toFixed(1)}`;
  return [
    `  ${"(median)".padEnd(28)} ${"1k".padStart(10)} ${"100k".padStart(11)}   growth`,
    row("GET /api/reports/overview", "overview"),
    row(`GET /api/reports (12 months)`, "report"),
    row("CSV export (12 months)", "csv"),
    `  seeding 99 000 payments and the rest: ${r.seedSeconds.toFixed(1)} s`,
    `  report queries ${r.from} to ${r.to} at 100k (EXPLAIN ANALYZE, JIT off):`,
    ...r.queryPlans.flatMap((q) => [`    ${q.name.padEnd(13)} ${q.ms.toFixed(1).padStart(7)} ms`, ...q.scans.map((s) => `      ${s}`)]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("Operator reports on PostgreSQL, 1 000 and 100 000 payments:");
  console.log(formatReports(await reportsBench()).join("\n"));
  process.exit(0);
}
