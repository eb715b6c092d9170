/**
 * The embedded default's ceiling, against its floor in the same run:
 *   - the app: the compiled server on PGlite (a data dir seeded before it starts: 50 members
 *     with 20 tasks each), in production mode, its own process;
 *   - the floor: bench/floor-server.ts on PGlite (a copy of the same data dir) in another
 *     process — a bare Fastify route that checks the cookie, looks the session up and runs the
 *     app's own list SQL (recorded from the app's store below), one query at a time on one thread
 *     as the app's embedded database does. What any server on PGlite must do.
 * Signed-in members list their tasks (GET /api/tasks) at each of CEILING_CONNECTIONS (default
 * 10,50) keep-alive connections for CEILING_SECONDS (default 5) with autocannon, CEILING_ROUNDS
 * (default 3) rounds after a warm-up, floor and app interleaved (which goes first alternates).
 * Prints requests/s and p99 of each, median [range] over the rounds, and the app's share of the
 * floor: what the README's "How much the embedded default carries" quotes and what the health
 * report's embedded-database line (src/server/metrics/load-meter.ts) compares with.
 * Run alone: node --import tsx bench/embedded-ceiling.ts
 */
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { sql } from "drizzle-orm";
import { taskListQuerySchema } from "../src/core/tasks";
import { openPglite } from "../src/server/db/client";
import { listTasks } from "../src/server/features/tasks/store";
import { tempDataDir } from "../src/server/test/spawn-main";
import { seedTasks } from "./seed-tasks";
import { COOKIE, SECRET, startServer } from "./stream-servers";

const CONNECTIONS = (process.env.CEILING_CONNECTIONS ?? "10,50").split(",").map(Number);
const SECONDS = Number(process.env.CEILING_SECONDS ?? 5);
const ROUNDS = Number(process.env.CEILING_ROUNDS ?? 3);
const MEMBERS = 50;

type Spread = { median: number; min: number; max: number };
const spread = (xs: number[]): Spread => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? Number.NaN, min: s[0] ?? Number.NaN, max: s.at(-1) ?? Number.NaN };
};
type Sample = { rps: number; p99Ms: number; bad: number };
type Side = { rps: Spread; p99Ms: Spread; bad: number };
export type CeilingRow = { connections: number; app: Side; floor: Side };
export type CeilingResult = { rows: CeilingRow[]; loadAverage: number[]; rounds: number; seconds: number };

/** The SQL `run` sends to PGlite, with its values, in order. */
async function recordSql(client: { query: (...a: never[]) => unknown }, run: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const recorded: { text: string; values: unknown[] }[] = [];
  const original = client.query;
  client.query = ((text: string, values: unknown[] = [], ...rest: unknown[]) => {
    recorded.push({ text, values });
    return (original as (...a: unknown[]) => unknown).call(client, text, values, ...rest);
  }) as typeof original;
  try {
    await run();
  } finally {
    client.query = original;
  }
  return recorded;
}

async function measure(url: string, connections: number, requests: Request[], duration: number): Promise<Sample> {
  const r = await autocannon({ url, connections, duration, timeout: 30, requests });
  return { rps: r.requests.average, p99Ms: r.latency.p99, bad: r.errors + r.timeouts + r.non2xx };
}

export async function embeddedCeilingBench(): Promise<CeilingResult> {
  const dataDir = tempDataDir();
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-floor-"));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString("base64url"));
    let queries: { "/api/tasks": { text: string; values: unknown[] }[] };
    try {
      await database.migrate();
      await seedTasks(database.db, { tasks: MEMBERS * 20, members: MEMBERS, prefix: "m" });
      for (const [i, token] of tokens.entries()) {
        await database.db.execute(sql`insert into session (id, token, user_id, expires_at) values (${`ceiling-${i}`}, ${token}, ${`m-${i + 1}`}, now() + interval '1 day')`);
      }
      // The floor runs one member's list (m-1's), the app each member's: the same query shape and size.
      const member = { userId: "m-1", email: "m-1@bench.test", role: "member" as const, sessionId: "bench" };
      queries = { "/api/tasks": await recordSql(database.client as never, () => listTasks(database.db, member, taskListQuerySchema.parse({}))) };
    } finally {
      await database.close();
    }
    // One process per data dir: the floor opens its own copy.
    fs.cpSync(path.join(dataDir, "db"), floorDir, { recursive: true });
    const cookies = tokens.map((t) => `${COOKIE}=${encodeURIComponent(`${t}.${createHmac("sha256", SECRET).update(t).digest("base64")}`)}`);

    const app = await startServer({ DATA_DIR: dataDir });
    stops.push(app.stop);
    const appUrl = app.base;

    const floor = spawn(process.execPath, ["--import", "tsx", "bench/floor-server.ts"], {
      env: { ...process.env, PGLITE_DIR: floorDir, SECRET, COOKIE, QUERIES: JSON.stringify(queries) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    stops.push(() => {
      const exited = new Promise((resolve) => floor.once("exit", resolve));
      floor.kill("SIGKILL");
      return exited;
    });
    const floorUrl = await new Promise<string>((resolve, reject) => {
      floor.stdout!.once("data", (c: Buffer) => resolve(c.toString().trim()));
      floor.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
    });

    // Both answer the same rows for m-1, so the ratio compares like with like.
    const appIds = ((await (await fetch(`${appUrl}/api/tasks`, { headers: { cookie: cookies[0]! } })).json()) as { items: { id: string }[] }).items.map((i) => i.id);
    const floorIds = ((await (await fetch(`${floorUrl}/api/tasks`, { headers: { cookie: cookies[0]! } })).json()) as { id: string }[][])[0]!.map((r) => r.id);
    if (appIds.length === 0 || JSON.stringify(appIds) !== JSON.stringify(floorIds.slice(0, appIds.length))) {
      throw new Error(`/api/tasks: the app and the floor answer different rows (${appIds.length} against ${floorIds.length})`);
    }

    const appRequests = cookies.map((cookie) => ({ method: "GET" as const, path: "/api/tasks", headers: { cookie } }));
    const floorRequests = [{ method: "GET" as const, path: "/api/tasks", headers: { cookie: cookies[0]! } }];
    const samples = new Map(CONNECTIONS.map((c) => [c, { app: [] as Sample[], floor: [] as Sample[] }]));
    for (let r = 0; r <= ROUNDS; r++) {
      for (const connections of CONNECTIONS) {
        const order = r % 2 === 0 ? (["floor", "app"] as const) : (["app", "floor"] as const);
        for (const side of order) {
          // Round 0 warms both up (and their JIT) for a second.
          const s = await measure(side === "app" ? appUrl : floorUrl, connections, side === "app" ? appRequests : floorRequests, r === 0 ? 1 : SECONDS);
          if (r > 0) samples.get(connections)![side].push(s);
        }
      }
    }
    const side = (xs: Sample[]): Side => ({ rps: spread(xs.map((x) => x.rps)), p99Ms: spread(xs.map((x) => x.p99Ms)), bad: xs.reduce((a, x) => a + x.bad, 0) });
    return {
      rows: CONNECTIONS.map((connections) => ({ connections, app: side(samples.get(connections)!.app), floor: side(samples.get(connections)!.floor) })),
      loadAverage: os.loadavg(),
      rounds: ROUNDS,
      seconds: SECONDS,
    };
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
}

const range = (s: Spread, digits = 0) => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]`;
export const formatEmbeddedCeiling = (r: CeilingResult) => [
  `  signed-in GET /api/tasks (20 rows), median [range] of ${r.rounds} rounds of ${r.seconds} s each, app and floor interleaved; load average ${r.loadAverage.map((l) => l.toFixed(1)).join(" ")} (2 cores: quiet is below 1)`,
  ...r.rows.flatMap((row) => [
    `  ${String(row.connections).padStart(3)} connections  app   ${range(row.app.rps)} requests/s, p99 ${range(row.app.p99Ms)} ms, errors and non-2xx ${row.app.bad}`,
    `                   floor ${range(row.floor.rps)} requests/s, p99 ${range(row.floor.p99Ms)} ms (bare Fastify on PGlite), errors and non-2xx ${row.floor.bad}`,
    `                   app / floor ${(row.app.rps.median / row.floor.rps.median).toFixed(2)} (requests/s)`,
  ]),
];

// `node --import tsx bench/embedded-ceiling.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("The embedded default's ceiling (compiled server on PGlite, production mode, against a bare PGlite floor):");
  console.log(formatEmbeddedCeiling(await embeddedCeilingBench()).join("\n"));
  process.exit(0);
}
