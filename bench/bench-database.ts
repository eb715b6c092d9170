import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/client";
import { adminQuery } from "./admin-query";

/** The PostgreSQL server the database benches make their throw-away databases on. */
export const BENCH_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Database = ReturnType<typeof openPostgres>;

/**
 * Runs `bench` on a migrated throw-away database on BENCH_SERVER, dropped afterwards whatever
 * happens; `{ skipped }` when the server cannot be reached, so `npm run bench` goes on without it.
 */
export async function onThrowAwayDatabase<T>(bench: (database: Database, url: string) => Promise<T>): Promise<T | { readonly skipped: string }> {
  const name = `concierge_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    await adminQuery(BENCH_SERVER, `create database ${name}`);
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${BENCH_SERVER} (${(err as Error).message})` } as const;
  }
  const u = new URL(BENCH_SERVER);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString());
  try {
    await database.migrate();
    return await bench(database, u.toString());
  } finally {
    await database.close();
    await adminQuery(BENCH_SERVER, `drop database if exists ${name} with (force)`);
  }
}

/** The app in this process on the database, listening on a free port, and an administrator's session cookie for it. */
export async function signedInApp(database: Database) {
  const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "postgres", clock: systemClock });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  await database.db.execute(
    sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', now(), now())`,
  );
  const admin = { cookie: (await openSession(app.auth, "bench-admin")).header };
  return { app, appUrl, admin };
}

/** Median milliseconds of `n` sequential requests (after five warm-ups). */
export async function medianMs(url: string, headers: Record<string, string>, n = 40): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n + 5; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
