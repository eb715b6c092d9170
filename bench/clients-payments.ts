/**
 * Clients and payments figures on real PostgreSQL (BENCH_DATABASE_URL, default the local server):
 *   1. the admin's first Manage Clients page (GET /api/clients, balance and open tasks per row)
 *      at 50 000 clients against 1 000: the keyset on (role, created_at, id) keeps it flat;
 *   2. GET /api/payments/export.csv of 50 000 payments: rows/s and the server's peak RSS
 *      growth while streaming (keyset batches of 1 000, so memory stays flat).
 * A throw-away database is created and dropped around the run.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { medianMs, onThrowAwayDatabase, signedInApp } from "./bench-database";

async function seedClients(db: Db, n: number, prefix: string) {
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select ${prefix} || '-' || i, 'Клиент ' || i, ${prefix} || '-' || i || '@bench.test', true, 'member', now() - (i || ' seconds')::interval, now()
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`insert into profiles (user_id, full_name) select ${prefix} || '-' || i, 'Клиент ' || i from generate_series(1, ${n}) as i`);
  await db.execute(sql`
    insert into hours_ledger (user_id, hours, reason, description)
    select ${prefix} || '-' || i, 1 + i % 10, 'adjustment', 'seed' from generate_series(1, ${n}) as i`);
  await db.execute(sql`vacuum analyze "user", profiles, hours_ledger`);
}

async function seedPayments(db: Db, n: number, userPrefix: string, users: number) {
  await db.execute(sql`
    insert into payments (user_id, amount, currency, description, payment_type, provider_payment_id, created_at)
    select ${userPrefix} || '-' || (1 + i % ${users}), 100 + i % 50000, 'BGN',
           case when i % 10 = 0 then '=HYPERLINK("http://x")' else 'Превод на документ ' || i end,
           (array['other','translation','prepaid_hours'])[1 + i % 3],
           case when i % 2 = 0 then 'pi_' || i else null end,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${n}) as i`);
  await db.execute(sql`vacuum analyze payments`);
}

export async function clientsPaymentsBench() {
  return onThrowAwayDatabase(async (database) => {
    const { app, appUrl, admin } = await signedInApp(database);

    await seedClients(database.db, 1000, "a");
    const at1k = await medianMs(`${appUrl}/api/clients`, admin);
    await seedClients(database.db, 49_000, "b");
    const at50k = await medianMs(`${appUrl}/api/clients`, admin);

    const payments = 50_000;
    await seedPayments(database.db, payments, "b", 49_000);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const t = performance.now();
    const res = await fetch(`${appUrl}/api/payments/export.csv`, { headers: admin });
    let bytes = 0;
    let lines = 0;
    let formulas = 0;
    const decoder = new TextDecoder();
    let tail = "";
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = tail + decoder.decode(chunk, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop() ?? "";
      lines += parts.length;
      for (const line of parts) if (/(^|,)"?[=+\-@]/.test(line)) formulas++;
    }
    const seconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    await app.close();
    return { at1k, at50k, rows: lines - 1, seconds, bytes, peakRssGrowthMb: (peak - baseline) / 1024 / 1024, formulas } as const;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await clientsPaymentsBench());
  process.exit(0);
}
