/**
 * The operator inbox (GET /api/inbox) on real PostgreSQL (BENCH_DATABASE_URL, default the local
 * server) at 100 000 rows across its sources — messages, contact requests, paid orders and
 * translation requests, one in ten still waiting (10 000 items) — against the same list at
 * 1 000 rows: the first page, a filtered page, a page deep in the list (by cursor), each the
 * median of sequential requests, and the plan's key lines (every source an index scan, no
 * sort of a whole table). A throw-away database is created and dropped around the run.
 * Run alone: node --import tsx bench/inbox-list.ts
 */
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { inboxListSql } from "../src/server/features/inbox/list";
import { onThrowAwayDatabase, medianMs, signedInApp } from "./bench-database";
import { seedTasks } from "./seed-tasks";

/** `rows` inbox rows in four sources over `members` clients and the past year; every tenth still waits. */
export async function seedInbox(db: Db, opts: { rows: number; members: number; prefix: string }): Promise<void> {
  const { prefix, members } = opts;
  const each = Math.floor(opts.rows / 4);
  await seedTasks(db, { tasks: 0, members, prefix });
  const client = (i: string) => sql.raw(`'${prefix}-' || (1 + ${i} % ${members})`);
  const at = (i: string) => sql.raw(`now() - (${i} || ' seconds')::interval * 300`);
  await db.execute(sql`
    insert into messages (user_id, sender, content, is_read, created_at, due_at, answered_at)
    select ${client("i")}, 'client', 'Bench message ' || i, i % 3 = 0, ${at("i")}, ${at("i")} + interval '24 hours',
           case when i % 10 = 0 then null else ${at("i")} + interval '1 hour' end
    from generate_series(1, ${each}) as i`);
  await db.execute(sql`
    insert into contact_submissions (reference, name, email, service, message, language, status, due_at, created_at, updated_at)
    select ${prefix} || '-C-' || i, 'Visitor ' || i, 'visitor' || i || '@bench.test', 'paperwork', 'Bench contact request ' || i, 'en',
           case when i % 10 = 0 then 'new' else 'closed' end, ${at("i")} + interval '24 hours', ${at("i")}, now()
    from generate_series(1, ${each}) as i`);
  await db.execute(sql`
    insert into orders (id, purpose, status, items, subtotal, tip, total, currency, gateway, customer_name, customer_email, user_id, inbox_status, paid_at, created_at, updated_at)
    select md5(${prefix} || 'o' || i)::uuid, case when i % 2 = 0 then 'translation' else 'services' end, 'paid',
           '[{"kind":"hourly","name":"Hourly help","quantity":1,"unitPrice":5000}]'::jsonb, 5000, 0, 5000, 'EUR', 'test',
           'Buyer ' || i, 'buyer' || i || '@bench.test', case when i % 4 = 1 then ${client("i")} end,
           case when i % 20 = 1 then 'new' when i % 20 = 3 then 'in_progress' else 'done' end, ${at("i")}, ${at("i")}, now()
    from generate_series(1, ${each * 2}) as i`);
  await db.execute(sql`
    insert into translation_uploads (id, token_hash, storage_key, file_name, content_type, size, expires_at)
    select md5(${prefix} || 'u' || i)::uuid, ${prefix} || 'h' || i, ${prefix} || 'k' || i, 'doc.pdf', 'application/pdf', 1000, now()
    from generate_series(2, ${each * 2}, 2) as i`);
  await db.execute(sql`
    insert into translation_requests (order_id, upload_id, name, email, language, status, due_at, created_at, updated_at)
    select md5(${prefix} || 'o' || i)::uuid, md5(${prefix} || 'u' || i)::uuid, 'Translation ' || i, 'buyer' || i || '@bench.test', 'en',
           case when i % 20 = 0 then 'new' when i % 20 = 10 then 'in_progress' else 'delivered' end, ${at("i")} + interval '48 hours', ${at("i")}, now()
    from generate_series(2, ${each * 2}, 2) as i`);
  await db.execute(sql`vacuum analyze messages, contact_submissions, orders, translation_uploads, translation_requests, "user", profiles`);
}

export async function inboxListBench() {
  return onThrowAwayDatabase(async (database) => {
    const { app, appUrl, admin } = await signedInApp(database);
    const first = `${appUrl}/api/inbox`;
    const filtered = `${appUrl}/api/inbox?kind=contact&waiting=24h`;

    await seedInbox(database.db, { rows: 1000, members: 50, prefix: "small" });
    const at1k = await medianMs(first, admin);
    await seedInbox(database.db, { rows: 99_000, members: 1000, prefix: "big" });
    const sample = (await (await fetch(first, { headers: admin })).json()) as { items: unknown[] };
    if (sample.items.length !== 25) throw new Error(`expected a full page, got ${sample.items.length}`);
    const at100k = await medianMs(first, admin);
    const filteredMs = await medianMs(filtered, admin);
    // Page 200 (5 000 items in): the cursor keeps it as cheap as the first.
    let cursor = "";
    for (let i = 0; i < 200; i++) {
      const page = (await (await fetch(`${first}?limit=25${cursor ? `&cursor=${cursor}` : ""}`, { headers: admin })).json()) as { nextCursor: string };
      cursor = page.nextCursor;
    }
    const deepMs = await medianMs(`${first}?limit=25&cursor=${cursor}`, admin);
    const built = inboxListSql({}, new Date())!;
    const res = (await database.db.execute(sql`explain (analyze, buffers off) ${built.statement}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
    const plan = res.rows.map((r) => r["QUERY PLAN"]);
    const keyLines = plan.filter((l) => /Index Scan|Seq Scan|Sort {2}|Execution Time/.test(l)).map((l) => l.trim().replace(/\s+\(cost=.*?\)/, ""));
    await app.close();
    return { at1k, at100k, filteredMs, deepMs, keyLines } as const;
  });
}

export function formatInboxList(r: Awaited<ReturnType<typeof inboxListBench>>): string[] {
  if ("skipped" in r) return [`  skipped: ${r.skipped}`];
  return [
    `  first page, 1k rows        ${r.at1k.toFixed(2)} ms (median)`,
    `  first page, 100k rows      ${r.at100k.toFixed(2)} ms (median; budget 100 ms)`,
    `  contact, waiting ≥ 24 h    ${r.filteredMs.toFixed(2)} ms (median, 100k rows)`,
    `  page 201 by cursor         ${r.deepMs.toFixed(2)} ms (median, 100k rows)`,
    "  plan (first page, 100k rows):",
    ...r.keyLines.map((l) => `    ${l}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("Operator inbox on PostgreSQL (10 000 of 100 000 rows waiting):");
  console.log(formatInboxList(await inboxListBench()).join("\n"));
  process.exit(0);
}
