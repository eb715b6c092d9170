/**
 * Live notification latency: the time from a member's message being sent
 * (POST /api/messages, which rings the operator's bell in its transaction) to the operator's
 * open SSE stream receiving the event, over real HTTP. Five members take turns, so no one
 * meets the per-writer message limit. Median and p99 over 200 writes, on PGlite (in memory) and on PostgreSQL
 * (BENCH_DATABASE_URL / TEST_DATABASE_URL, default the local server; a throw-away database).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { type Database, openPglite, openPostgres } from "../src/server/db/client";
import { openStream } from "../src/server/test/sse";
import { adminQuery } from "./admin-query";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// A loopback address: NODE_ENV=test refuses any other PUBLIC_URL (src/server/config.ts).
const ORIGIN = "http://bench.localhost";
const WRITES = 200;
const WRITERS = 5;

export type Latency = {
  /** Write sent → event on the other side's stream. */
  medianMs: number;
  p99Ms: number;
  /** Write sent → its own HTTP answer (the transaction's cost; the push overhead is the difference). */
  writeMedianMs: number;
  n: number;
};

async function measure(database: Database, kind: "pglite" | "postgres", n = WRITES): Promise<Latency> {
  const db = database.db;
  const members = Array.from({ length: WRITERS }, (_, i) => `bench-member-${i}`);
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values
    ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', now(), now())`);
  for (const id of members)
    await db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values
      (${id}, 'Bench Member', ${`${id}@bench.test`}, true, 'member', now(), now())`);
  const app = await buildApp({
    config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: ORIGIN }),
    db,
    dbKind: kind,
    clock: systemClock,
    listener: database,
  });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const writers = await Promise.all(
      members.map(async (id) => ({ cookie: (await openSession(app.auth, id)).header, origin: ORIGIN, "content-type": "application/json" })),
    );
    const stream = await openStream(url, (await openSession(app.auth, "bench-admin")).header);
    if ((await stream.next())?.event !== "ready") throw new Error("the stream did not open");
    const times: number[] = [];
    const writes: number[] = [];
    for (let i = 0; i < n + 10; i++) {
      const t = performance.now();
      let answered = 0;
      const write = fetch(`${url}/api/messages`, { method: "POST", headers: writers[i % WRITERS]!, body: JSON.stringify({ content: `Message ${i}` }) }).then((r) => {
        answered = performance.now() - t;
        return r;
      });
      const event = await stream.next();
      const elapsed = performance.now() - t;
      const res = await write;
      if (res.status !== 201) throw new Error(`POST /api/messages answered ${res.status}: ${await res.text()}`);
      if (event?.event !== "notifications") throw new Error(`unexpected event ${event?.event}`);
      // The first ten warm up.
      if (i >= 10) {
        times.push(elapsed);
        writes.push(answered);
      }
    }
    await stream.close();
    const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
    const t = sorted(times);
    return { medianMs: t[Math.floor(t.length / 2)]!, p99Ms: t[Math.ceil(t.length * 0.99) - 1]!, writeMedianMs: sorted(writes)[Math.floor(writes.length / 2)]!, n };
  } finally {
    await app.close();
  }
}

export async function notifyLatencyBench(): Promise<{ pglite: Latency; postgres: Latency | { skipped: string } }> {
  const lite = await openPglite();
  let pglite: Latency;
  try {
    await lite.migrate();
    pglite = await measure(lite, "pglite");
  } finally {
    await lite.close();
  }

  const name = `concierge_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    await adminQuery(SERVER, `create database ${name}`);
  } catch (err) {
    return { pglite, postgres: { skipped: `PostgreSQL not reachable at ${SERVER} (${(err as Error).message})` } };
  }
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString());
  try {
    await database.migrate();
    return { pglite, postgres: await measure(database, "postgres") };
  } finally {
    await database.close();
    await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  }
}

// `node --import tsx bench/notify-latency.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await notifyLatencyBench());
  process.exit(0);
}
