/**
 * The operator's lists at 10 000, 100 000 and 1 000 000 tasks (as many messages, a tenth as many
 * clients, half as many payments) on real PostgreSQL (BENCH_DATABASE_URL, default the local
 * server): for each admin request the median and range over several rounds, the growth factor
 * 100k → 1M, and the EXPLAIN line of its slowest query that says how it reads (the scan or sort
 * that decides its cost). Budgets: ≤ 100 ms at 100k, ≤ 250 ms at 1M, at most 2× growth.
 *
 * Each size is seeded once with plain SQL (generate_series, seconds) into a database of its own,
 * `concierge_million_<size>`, kept between runs (BENCH_RESEED=1 seeds again; BENCH_DROP=1 drops
 * them at the end). Migrations run on every start, so a kept database measures the current code.
 * Run alone: node --import tsx bench/million.ts [10k,100k,1m] (BENCH_PLANS=1 prints each slowest query's whole plan)
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { type Db, openPostgres, SESSION_OPTIONS } from "../src/server/db/client";
import { adminQuery } from "./admin-query";

const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SIZES = { "10k": 10_000, "100k": 100_000, "1m": 1_000_000 } as const;
type Size = keyof typeof SIZES;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** The requests measured: the operator's lists, searches, dashboard and inboxes. */
export const MILLION_REQUESTS: [label: string, path: string][] = [
  ["tasks, first page", "/api/tasks"],
  ["tasks, Pending tab", "/api/tasks?tab=pending"],
  ['tasks, search "visa"', "/api/tasks?q=visa"],
  ['tasks, search "petrova"', "/api/tasks?q=petrova"],
  ["tasks, search email", "/api/tasks?q=client4242%40"],
  ['tasks, search "zzqx" (none)', "/api/tasks?q=zzqx"],
  ['tasks, search "a" (one letter)', "/api/tasks?q=a"],
  ['tasks, search "bench.test" (all)', "/api/tasks?q=bench.test"],
  ["clients, first page", "/api/clients"],
  ['clients, search "petrova"', "/api/clients?q=petrova"],
  ["clients, search email", "/api/clients?q=client4242%40"],
  ["payments, first page", "/api/payments"],
  ["messages inbox", "/api/messages/conversations"],
  ["messages inbox, unread", "/api/messages/conversations?status=unread"],
  ["messages inbox, waiting", "/api/messages/conversations?status=waiting"],
  ["admin dashboard", "/api/dashboard"],
  ["operator inbox", "/api/inbox"],
];

const SURNAMES = ["Petrova", "Ivanov", "Georgieva", "Dimitrov", "Smith", "Muller", "Novak", "Kowalski", "Rossi", "Garcia", "Jones", "Nikolova", "Stoyanov", "Brown", "Schmidt", "Dubois", "Costa", "Kovacs", "Popescu", "Horvat"];
const GIVEN = ["Maria", "Ivan", "Elena", "John", "Anna", "Peter", "Sofia", "Georgi", "Laura", "Marco", "Olga", "Tom", "Nina"];
const TITLES = ["Notary appointment", "Tax registration", "Bank account opening", "Lease review", "Car registration", "Health insurance", "Utility contract", "Residence permit"];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]`);

/**
 * `tasks` tasks, as many messages, tasks/10 clients, tasks/2 payments, tasks/20 contact requests
 * and paid orders, over the past year. "visa" is in 6 % of the titles; each surname is on one
 * client in 20. Loaded with triggers off (replica role), then the trigger-kept tables rebuilt once.
 */
export async function seedMillion(db: Db, tasks: number): Promise<void> {
  const clients = Math.max(10, tasks / 10);
  const client = (i: string) => sql.raw(`'c-' || (1 + (${i}::bigint * 7919) % ${clients})`);
  const at = (i: string, span: number) => sql.raw(`now() - interval '365 days' * (${i}::float8 / ${span})`);
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select 'c-' || i, (${arr(GIVEN)})[1 + i % ${GIVEN.length}] || ' ' || (${arr(SURNAMES)})[1 + i % ${SURNAMES.length}],
           'client' || i || '@bench.test', true, 'member', ${at("i", clients)}, now()
    from generate_series(1, ${clients}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, full_name)
    select 'c-' || i, (${arr(GIVEN)})[1 + i % ${GIVEN.length}] || ' ' || (${arr(SURNAMES)})[1 + i % ${SURNAMES.length}]
    from generate_series(1, ${clients}) as i`);
  await db.execute(sql`
    insert into tasks (user_id, title, description, urgency, status, hours_used, created_at, updated_at)
    select ${client("i")},
           case when i % 50 < 3 then 'Visa renewal ' || i else (${arr(TITLES)})[1 + i % ${TITLES.length}] || ' ' || i end,
           'Seeded', (array['low','normal','high','urgent'])[1 + i % 4],
           (array['pending','in_progress','completed','completed','completed','pending_review'])[1 + i % 6],
           (i % 7) * 0.5, ${at("i", tasks)}, now()
    from generate_series(1, ${tasks}) as i`);
  await db.execute(sql`
    insert into messages (user_id, sender, content, is_read, created_at, due_at, answered_at)
    select ${client("i")}, case when i % 3 = 0 then 'admin' else 'client' end, 'Bench message ' || i, i % 50 <> 0,
           ${at("i", tasks)}, case when i % 3 <> 0 then ${at("i", tasks)} + interval '24 hours' end,
           case when i % 3 <> 0 and i % 40 <> 1 then ${at("i", tasks)} + interval '1 hour' end
    from generate_series(1, ${tasks}) as i`);
  await db.execute(sql`
    insert into payments (user_id, amount, currency, description, payment_type, created_at)
    select ${client("i")}, 100 + i % 50000, 'EUR', 'Bench payment ' || i, (array['other','translation','prepaid_hours'])[1 + i % 3], ${at("i", tasks / 2)}
    from generate_series(1, ${tasks / 2}) as i`);
  await db.execute(sql`
    insert into contact_submissions (reference, name, email, service, message, language, status, due_at, created_at, updated_at)
    select 'REF-' || i, 'Visitor ' || i, 'visitor' || i || '@bench.test', 'paperwork', 'Bench contact request ' || i, 'en',
           case when i % 10 = 0 then 'new' else 'closed' end, ${at("i", tasks / 20)} + interval '24 hours', ${at("i", tasks / 20)}, now()
    from generate_series(1, ${tasks / 20}) as i`);
  await db.execute(sql`
    insert into orders (id, purpose, status, items, subtotal, tip, total, currency, gateway, customer_name, customer_email, user_id, inbox_status, paid_at, created_at, updated_at)
    select md5('o' || i)::uuid, 'services', 'paid', '[{"kind":"hourly","name":"Hourly help","quantity":1,"unitPrice":5000}]'::jsonb, 5000, 0, 5000, 'EUR', 'test',
           'Buyer ' || i, 'buyer' || i || '@bench.test', ${client("i")}, case when i % 20 = 1 then 'new' else 'done' end, ${at("i", tasks / 20)}, ${at("i", tasks / 20)}, now()
    from generate_series(1, ${tasks / 20}) as i`);
  await db.execute(sql`set session_replication_role = origin`);
  // What the triggers would have kept, rebuilt in one statement each.
  await db.execute(sql`delete from task_status_counts`);
  await db.execute(sql`insert into task_status_counts (user_id, status, n) select user_id, status, count(*) from tasks group by user_id, status`);
  await db.execute(sql`do $$ begin
    if to_regproc('conversation_summaries_rebuild') is not null then perform conversation_summaries_rebuild(); end if;
    if to_regproc('task_search_rebuild') is not null then perform task_search_rebuild(); end if;
    if to_regclass('task_status_totals') is not null then
      delete from task_status_totals;
      insert into task_status_totals (status, n) select status, count(*) from tasks group by status;
    end if;
  end $$`);
  await db.execute(sql`vacuum analyze`);
}

type Captured = { text: string; values?: unknown[]; ms: number };

/** Every query the app sends, with its values and time, while `capture` is on (for EXPLAIN). */
function captureQueries() {
  const log: Captured[] = [];
  let on = false;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!on) return original.apply(this, args);
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === "string" ? first : first.text;
    const values = (typeof first === "string" ? undefined : first.values) ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
    const t = performance.now();
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...rest: unknown[]) => void;
      args[last] = (...rest: unknown[]) => {
        log.push({ text, values, ms: performance.now() - t });
        callback(...rest);
      };
      return original.apply(this, args);
    }
    const out = original.apply(this, args);
    if (out instanceof Promise) out.then(() => log.push({ text, values, ms: performance.now() - t }), () => {});
    return out;
  };
  return {
    start: () => {
      log.length = 0;
      on = true;
    },
    stop: () => {
      on = false;
      return [...log];
    },
  };
}

/** The plan line that decides a query's cost: a sequential scan or a sort if there is one, else its first scan. */
function keyLine(plan: string[]): string {
  const clean = (l: string) => l.trim().replace(/^->\s*/, "").replace(/\s+\(cost=[^)]*\)/, "").replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, "($1 ms, $2 rows×$3)");
  const time = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "";
  const seq = plan.find((l) => /Seq Scan/.test(l) && !/rows=0 loops/.test(l));
  const sort = plan.find((l) => /Sort Method: external|Sort Method: quicksort/.test(l));
  const scan = plan.find((l) => /Index Scan|Index Only Scan|Bitmap Heap Scan/.test(l));
  const pick = seq ?? (sort ? plan[plan.indexOf(sort) - 2] : undefined) ?? scan ?? plan[0] ?? "";
  return `${clean(pick)}${sort ? `; ${sort.trim()}` : ""} — ${time}`;
}

type Result = { label: string; median: number; min: number; max: number; plan: string };

async function measureSize(size: Size): Promise<Result[]> {
  const n = SIZES[size];
  const name = `concierge_million_${size}`;
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  const reseed = process.env.BENCH_RESEED === "1";
  if (reseed) await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  let fresh = false;
  try {
    await adminQuery(SERVER, `create database ${name}`);
    fresh = true;
  } catch {
    // kept from an earlier run
  }
  const database = openPostgres(u.toString());
  const capture = captureQueries();
  try {
    await database.migrate();
    if (fresh) {
      const t = performance.now();
      await seedMillion(database.db, n).catch(async (err) => {
        await database.close();
        await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
        throw err;
      });
      console.error(`  seeded ${size} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', now(), now()) on conflict do nothing`,
    );
    const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "postgres", clock: systemClock });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const headers = { cookie: (await openSession(app.auth, "bench-admin")).header };
    const out: Result[] = [];
    // Explained with the app's own session settings, or the plans would not be the app's.
    const explainer = new pg.Client({ connectionString: u.toString(), options: SESSION_OPTIONS });
    await explainer.connect();
    for (const [label, path] of MILLION_REQUESTS) {
      const times: number[] = [];
      let status = 200;
      for (let i = 0; i < ROUNDS + 2; i++) {
        const t = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        // A search no index can answer is refused: its 400 is measured like any answer.
        if (res.status !== 200 && res.status !== 400) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        status = res.status;
        await res.arrayBuffer();
        if (i >= 2) times.push(performance.now() - t);
      }
      capture.start();
      await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
      // The request's costliest query by its own EXPLAIN ANALYZE (one capture's timings are noisy).
      const queries = capture.stop().filter((q) => /^\s*(select|with)/i.test(q.text) && !/"session"/.test(q.text));
      let plan = "";
      let worst = -1;
      for (const q of queries) {
        const res = await explainer.query(`explain (analyze, buffers off) ${q.text}`, q.values);
        const lines = res.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]);
        const ms = Number(lines.find((l: string) => l.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0] ?? 0);
        if (ms > worst) {
          worst = ms;
          plan = keyLine(lines);
          if (process.env.BENCH_PLANS === "1") plan += `\n${lines.map((l: string) => `        ${l}`).join("\n")}`;
        }
      }
      times.sort((a, b) => a - b);
      out.push({ label: status === 200 ? label : `${label} → ${status}`, median: times[Math.floor(times.length / 2)]!, min: times[0]!, max: times[times.length - 1]!, plan });
    }
    await explainer.end();
    await app.close();
    return out;
  } finally {
    await database.close();
    if (process.env.BENCH_DROP === "1") await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  }
}

export async function millionBench(sizes: Size[] = ["10k", "100k", "1m"]) {
  try {
    await adminQuery(SERVER, "select 1");
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${SERVER} (${(err as Error).message})` } as const;
  }
  const bySize: Partial<Record<Size, Result[]>> = {};
  for (const s of sizes) bySize[s] = await measureSize(s);
  return { bySize } as const;
}

export function formatMillion(r: Awaited<ReturnType<typeof millionBench>>): string[] {
  if ("skipped" in r) return [`  skipped: ${r.skipped}`];
  const sizes = Object.keys(r.bySize) as Size[];
  const fmt = (x: Result | undefined) => (x ? `${x.median.toFixed(1)} (${x.min.toFixed(0)}–${x.max.toFixed(0)})` : "");
  const lines = [`  ${"request".padEnd(30)} ${sizes.map((s) => `${s} ms`.padEnd(20)).join(" ")} 1m/100k`];
  for (const [i, [asked]] of MILLION_REQUESTS.entries()) {
    const label = r.bySize[sizes[0]!]?.[i]?.label ?? asked;
    const row = sizes.map((s) => fmt(r.bySize[s]?.[i]).padEnd(20)).join(" ");
    const a = r.bySize["100k"]?.[i];
    const b = r.bySize["1m"]?.[i];
    const over = (a && a.median > 100) || (b && b.median > 250) || (a && b && b.median / a.median > 2) ? " ✗" : "";
    lines.push(`  ${label.padEnd(30)} ${row} ${a && b ? `${(b.median / a.median).toFixed(2)}×` : ""}${over}`);
  }
  const biggest = sizes[sizes.length - 1]!;
  lines.push(`  plans at ${biggest} (slowest query of each request: the line that decides its cost):`);
  for (const x of r.bySize[biggest] ?? []) lines.push(`    ${x.label.padEnd(30)} ${x.plan}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.argv[2]?.split(",") as Size[] | undefined) ?? ["10k", "100k", "1m"];
  console.log("Operator lists at 10k / 100k / 1M tasks (median and range of each request, ms; budget 100 ms at 100k, 250 ms at 1M, ≤ 2× growth):");
  console.log(formatMillion(await millionBench(sizes)).join("\n"));
  process.exit(0);
}
