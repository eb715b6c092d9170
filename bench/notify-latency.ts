/**
 * Live notification latency against its floor, in the same run: the time from a member's
 * message being sent (POST /api/messages, which rings the operator's bell in its transaction)
 * to the operator's open SSE stream receiving the event, over real HTTP. Five members take
 * turns, so no one meets the per-writer message limit. The floor (bench/stream-floor.ts, in
 * this process on the same database): a bare node:http POST that checks the writer's session
 * and commits one notification with its NOTIFY, and the bare stream that LISTENs and delivers it.
 * App and floor writes alternate (which goes first alternates too); median, p99 and range over
 * 200 writes each, on PGlite (in memory) and on PostgreSQL (BENCH_DATABASE_URL /
 * TEST_DATABASE_URL, default the local server; a throw-away database).
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { type Database, openPglite, openPostgres } from "../src/server/db/client";
import { openStream } from "../src/server/test/sse";
import { adminQuery } from "./admin-query";
import { type FloorDatabase, pgFloorDatabase, pgliteFloorDatabase, serveStreamFloor } from "./stream-floor";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// A loopback address: NODE_ENV=test refuses any other PUBLIC_URL (src/server/config.ts).
const ORIGIN = "http://bench.localhost";
const WRITES = Number(process.env.NOTIFY_WRITES ?? 200);
const WRITERS = 5;
const FLOOR_SECRET = randomBytes(32).toString("base64");
const FLOOR_COOKIE = "floor.session";

export type Latency = {
  /** Write sent → event on the other side's stream. */
  medianMs: number;
  p99Ms: number;
  minMs: number;
  maxMs: number;
  /** Write sent → its own HTTP answer (the transaction's cost; the push overhead is the difference). */
  writeMedianMs: number;
  n: number;
};
export type LatencyRow = { app: Latency; floor: Latency };

const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
function summary(times: number[], writes: number[]): Latency {
  const t = sorted(times);
  return { medianMs: t[Math.floor(t.length / 2)]!, p99Ms: t[Math.ceil(t.length * 0.99) - 1]!, minMs: t[0]!, maxMs: t.at(-1)!, writeMedianMs: sorted(writes)[Math.floor(writes.length / 2)]!, n: t.length };
}

/** A session for the floor (its own cookie, signed with its own secret). */
async function floorCookie(database: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await database.db.execute(sql`insert into session (id, token, user_id, expires_at) values (${`floor-${token}`}, ${token}, ${userId}, now() + interval '1 day')`);
  return `${FLOOR_COOKIE}=${encodeURIComponent(`${token}.${createHmac("sha256", FLOOR_SECRET).update(token).digest("base64")}`)}`;
}

type Side = { name: string; stream: Awaited<ReturnType<typeof openStream>>; write: (i: number) => Promise<Response>; times: number[]; writes: number[] };

/** One write on `side` and its arrival on the side's stream. */
async function once(side: Side, i: number, keep: boolean) {
  const t = performance.now();
  let answered = 0;
  const write = side.write(i).then((r) => {
    answered = performance.now() - t;
    return r;
  });
  const event = await side.stream.next(undefined, 30_000).catch(async (err: Error) => {
    const res = await write;
    throw new Error(`${side.name}: ${err.message} (the write answered ${res.status}: ${await res.text()})`);
  });
  const elapsed = performance.now() - t;
  const res = await write;
  if (res.status !== 201) throw new Error(`the write answered ${res.status}: ${await res.text()}`);
  if (event?.event !== "notifications") throw new Error(`unexpected event ${event?.event}`);
  if (keep) {
    side.times.push(elapsed);
    side.writes.push(answered);
  }
}

async function measure(database: Database, floorDb: FloorDatabase, kind: "pglite" | "postgres", n = WRITES): Promise<LatencyRow> {
  const db = database.db;
  const members = Array.from({ length: WRITERS }, (_, i) => `bench-member-${i}`);
  // The floor's operator is another user: each side's NOTIFY names a user the other side has no stream for.
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at) values
    ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', now(), now()),
    ('floor-admin', 'Floor Admin', 'floor@bench.test', true, 'member', now(), now())`);
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
  const floor = await serveStreamFloor(floorDb, { secret: FLOOR_SECRET, cookie: FLOOR_COOKIE });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const writers = await Promise.all(
      members.map(async (id) => ({ cookie: (await openSession(app.auth, id)).header, origin: ORIGIN, "content-type": "application/json" })),
    );
    const floorWriters = await Promise.all(members.map((id) => floorCookie(database, id)));
    const appSide: Side = {
      name: "app",
      stream: await openStream(url, (await openSession(app.auth, "bench-admin")).header),
      write: (i) => fetch(`${url}/api/messages`, { method: "POST", headers: writers[i % WRITERS]!, body: JSON.stringify({ content: `Message ${i}` }) }),
      times: [],
      writes: [],
    };
    const floorSide: Side = {
      name: "floor",
      stream: await openStream(floor.url, await floorCookie(database, "floor-admin")),
      write: (i) =>
        fetch(`${floor.url}/write`, { method: "POST", headers: { cookie: floorWriters[i % WRITERS]!, "content-type": "application/json" }, body: JSON.stringify({ to: "floor-admin", preview: `Message ${i}` }) }),
      times: [],
      writes: [],
    };
    for (const side of [appSide, floorSide]) if ((await side.stream.next())?.event !== "ready") throw new Error("a stream did not open");
    // The first ten of each warm up.
    for (let i = 0; i < n + 10; i++) {
      for (const side of i % 2 === 0 ? [appSide, floorSide] : [floorSide, appSide]) await once(side, i, i >= 10);
    }
    await Promise.all([appSide.stream.close(), floorSide.stream.close()]);
    return { app: summary(appSide.times, appSide.writes), floor: summary(floorSide.times, floorSide.writes) };
  } finally {
    await floor.close();
    await app.close();
  }
}

export async function notifyLatencyBench(): Promise<{ pglite: LatencyRow; postgres: LatencyRow | { skipped: string } }> {
  const lite = await openPglite();
  let pglite: LatencyRow;
  try {
    await lite.migrate();
    // The floor on the same embedded database, in this process: PGlite notifies its own listeners.
    pglite = await measure(lite, pgliteFloorDatabase(lite.client), "pglite");
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
  const floorDb = await pgFloorDatabase(u.toString());
  try {
    await database.migrate();
    return { pglite, postgres: await measure(database, floorDb, "postgres") };
  } finally {
    await floorDb.end();
    await database.close();
    await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  }
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
export function formatNotifyLatency(r: Awaited<ReturnType<typeof notifyLatencyBench>>): string[] {
  const side = (what: string, l: Latency) =>
    `    ${what} median ${ms(l.medianMs)}, p99 ${ms(l.p99Ms)} [${ms(l.minMs)}–${ms(l.maxMs)}] (the write's own answer: median ${ms(l.writeMedianMs)}; ${l.n} writes)`;
  const row = (name: string, l: LatencyRow | { skipped: string }) =>
    "skipped" in l
      ? [`  ${name}: skipped: ${l.skipped}`]
      : [`  ${name}:`, side("app  ", l.app), side("floor", l.floor), `    app / floor ${(l.app.medianMs / l.floor.medianMs).toFixed(2)} (median latency)`];
  return [...row("PGlite", r.pglite), ...row("PostgreSQL", r.postgres)];
}

// `node --import tsx bench/notify-latency.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatNotifyLatency(await notifyLatencyBench()).join("\n"));
  process.exit(0);
}
