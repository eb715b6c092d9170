/**
 * Task list figures on real PostgreSQL (BENCH_DATABASE_URL, default the local server):
 *   1. a member's GET /api/tasks (20 rows, signed in) in requests/s, against a bare Fastify
 *      route answering the same JSON — the cost of session, access, scope, query and schema;
 *   2. the admin's first page (GET /api/tasks, counts included) at 100 000 tasks against
 *      1 000 tasks: keyset pages should keep this close to flat.
 * A throw-away database is created and dropped around the run.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/client";
import { load } from "./health-throughput";
import { seedTasks } from "./seed-tasks";
import { adminQuery } from "./admin-query";

const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Median milliseconds of `n` sequential requests (after a few warm-ups). */
async function medianMs(url: string, headers: Record<string, string>, n = 60): Promise<number> {
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

export async function tasksListBench() {
  const name = `concierge_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    await adminQuery(SERVER, `create database ${name}`);
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${SERVER} (${(err as Error).message})` } as const;
  }
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString());
  try {
    await database.migrate();
    const app = await buildApp({ config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: database.db, dbKind: "postgres", clock: systemClock });
    const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

    // 1 000 tasks over 50 clients: each has 20 tasks, so one member page is exactly 20 rows.
    await seedTasks(database.db, { tasks: 1000, members: 50, prefix: "m" });
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', now(), now())`,
    );
    const member = { cookie: (await openSession(app.auth, "m-1")).header };
    const admin = { cookie: (await openSession(app.auth, "bench-admin")).header };

    const sample = await (await fetch(`${appUrl}/api/tasks`, { headers: member })).json();
    if (sample.items.length !== 20) throw new Error(`expected 20 rows, got ${sample.items.length}`);
    const bare = Fastify();
    bare.get("/api/tasks", async () => sample);
    const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });
    await load(`${bareUrl}/api/tasks`, 500);
    await load(`${appUrl}/api/tasks`, 500, 32, member);
    const bareRps = await load(`${bareUrl}/api/tasks`);
    const memberRps = await load(`${appUrl}/api/tasks`, 3000, 32, member);
    await bare.close();

    const at1k = await medianMs(`${appUrl}/api/tasks`, admin);
    await seedTasks(database.db, { tasks: 99_000, members: 1000, prefix: "big" });
    const at100k = await medianMs(`${appUrl}/api/tasks`, admin);
    const searched = await medianMs(`${appUrl}/api/tasks?q=client%2077`, admin, 20);
    await app.close();
    return { bareRps, memberRps, at1k, at100k, searched } as const;
  } finally {
    await database.close();
    await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  }
}
