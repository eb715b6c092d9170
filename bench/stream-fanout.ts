/**
 * Fan-out to 1,000 open notification streams: the compiled server
 * (`npm run build`) in production mode, its own process; 1,000 SSE streams opened by this
 * process over real HTTP; one write that rings every one of those bells. Per round it prints
 *   (a) the time from the write's start to its commit, to the first and to the last of the
 *       1,000 streams receiving its event (each event is checked to carry that round's row);
 *   (b) the latency of an unrelated request (a member's GET /api/tasks, one at a time) fired
 *       from the write's start until the last stream has its event, against the same number of
 *       requests with the streams open and no fan-out.
 * Three set-ups:
 *   - PostgreSQL (BENCH_DATABASE_URL, default the local server; a throw-away database),
 *     1,000 members with one stream each, rung by one transaction of notifyUsers run in this
 *     process on the same database (LISTEN/NOTIFY crosses processes): 1,000 recipients. No
 *     route rings 1,000 members at once;
 *   - PostgreSQL, 50 administrators with 20 tabs each (the per-user cap), rung by a member's
 *     POST /api/messages (one route call, notifyAdmins in its transaction);
 *   - PGlite (a data dir seeded before the server starts), the same 50 × 20 and route: an
 *     embedded database notifies only inside its own process.
 * Users and sessions are written straight into the database; the session cookie is signed
 * with the server's secret, as Better Auth signs it.
 *
 * Open files: 1,000 streams hold 1,000 sockets on each side. Node raises its soft open-files
 * limit to the hard one at start, so only a hard limit below ~1,300 bites (`ulimit -Hn`); the
 * bench then stops and says so (raise it with `ulimit -n 4096` as root before `npm run bench`).
 * Run alone: node --import tsx bench/stream-fanout.ts (FANOUT_STREAMS, FANOUT_ROUNDS; BENCH_PROFILE=dir:
 * the server writes a CPU profile there when it stops).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, openPglite } from "../src/server/db/client";
import { notifyUsers } from "../src/server/features/notifications/notify";
import { openStream } from "../src/server/test/sse";
import { tempDataDir } from "../src/server/test/spawn-main";
import { DEFAULT_LISTEN_BACKLOG, DEFAULT_LIVE_STREAMS_MAX } from "../src/server/config";
import { onThrowAwayDatabase } from "./bench-database";
import { seedTasks } from "./seed-tasks";
import { type Spread, spread } from "./spread";
import { closeAll, ORIGIN, openStreams, type Server, type Stream, seedSessions, startFloor, startServer } from "./stream-servers";

const STREAMS = Number(process.env.FANOUT_STREAMS ?? 1000);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 5);
/** The per-user cap of open streams (features/notifications/stream.ts). */
const TABS = 20;
/** The stream counts the app is set against the floor at (FANOUT_FLOOR_COUNTS, comma-separated). */
const FLOOR_COUNTS = (process.env.FANOUT_FLOOR_COUNTS ?? "1000,5000").split(",").map(Number);
/** Tabs of the reconnect flood against the default ceilings (FANOUT_STORM_TABS; 0 skips it). */
const STORM_TABS = Number(process.env.FANOUT_STORM_TABS ?? 10_000);
/** Floods of STORM_TABS on each side, interleaved (FANOUT_STORM_ROUNDS). */
const STORM_ROUNDS = Number(process.env.FANOUT_STORM_ROUNDS ?? 3);
/** FANOUT_ONLY=storm: only the 10,000-tab flood (its seed, the app and the floor). */
const ONLY_STORM = process.env.FANOUT_ONLY === "storm";
/** Every stream comes from 127.0.0.1: the ceilings sit just above the bench's count. */
const ceilings = (streams: number) => ({ LIVE_STREAMS_MAX: String(streams + 50), LIVE_STREAMS_PER_ADDRESS: String(streams + 50) });

export type FanoutRow = {
  setup: string;
  /** Per round, ms from the write's start. */
  commitMs: number[];
  firstMs: number[];
  lastMs: number[];
  /** Per round, the server's CPU ms (user + system) from the write's start to the last arrival. */
  serverCpuMs: number[];
  /** The unrelated request's latencies, ms: during the fan-outs, and with no fan-out. */
  during: number[];
  idle: number[];
};

/** The app against the floor (bench/stream-floor.ts), measured in the same rounds. */
export type FloorRow = {
  what: string;
  app: { ms: Spread; cpuMs: Spread };
  floor: { ms: Spread; cpuMs: Spread };
};
/** `STORM_TABS` tabs opening at once against the default ceilings: how each was answered. */
export type StormRow = {
  tabs: number;
  /** Streams that said "ready". */
  opened: number;
  /** Answered 503 with a Retry-After. */
  refused: number;
  /** Connections the server's side reset or never accepted (a listen queue overflowing). */
  reset: number;
  /** Anything else, by status or error code. */
  other: Record<string, number>;
  ms: number;
  /** The status of a request after the flood (the app's /api/health; the floor's 401 without a cookie). */
  healthAfter: number;
};
export type StormRows = { app: StormRow[]; floor: StormRow[] };

/** CPU time (user + system) a process has used, in ms, from /proc (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function openFilesHardLimit(): number {
  const line = fs.readFileSync("/proc/self/limits", "utf8").split("\n").find((l) => l.startsWith("Max open files"));
  const hard = line?.trim().split(/\s+/)[4];
  return hard === "unlimited" || hard === undefined ? Number.POSITIVE_INFINITY : Number(hard);
}


/** `members` members (m-1…, one task each) and `admins` administrators (a-1…), all with sessions. */
async function seed(db: Db, members: number, admins: number) {
  await seedTasks(db, { tasks: members, members, prefix: "m" });
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at)
    select 'a-' || i, 'Operator ' || i, 'a-' || i || '@bench.test', true, 'admin', true, now(), now() from generate_series(1, ${admins}) as i`);
  const memberIds = Array.from({ length: members }, (_, i) => `m-${i + 1}`);
  const adminIds = Array.from({ length: admins }, (_, i) => `a-${i + 1}`);
  // The probe (GET /api/tasks) signs in as m-1 with a session of its own.
  const probe = (await seedSessions(db, ["m-1"])).get("m-1")!;
  return { members: await seedSessions(db, memberIds), admins: await seedSessions(db, adminIds), probe };
}



/** The stream's next event that carries `marker` in a new row's data; its arrival time. */
async function arrival(s: Stream, marker: string): Promise<number> {
  for (;;) {
    const e = await s.next(undefined, 60_000);
    if (!e) throw new Error("a stream ended during the fan-out");
    if (e.event !== "notifications") continue;
    const { items } = JSON.parse(e.data) as { items: { data: Record<string, unknown> }[] };
    if (items.some((i) => Object.values(i.data).includes(marker))) return performance.now();
  }
}

/** One signed-in GET /api/tasks at a time until `done`; each one's ms. */
async function probeUntil(base: string, cookie: string, done: () => boolean, atLeast = 1): Promise<number[]> {
  const times: number[] = [];
  while (!done() || times.length < atLeast) {
    const t = performance.now();
    const res = await fetch(`${base}/api/tasks`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/tasks answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * ROUNDS fan-outs (after one that warms up): `write(marker)` rings every stream's bell with a
 * row carrying `marker`. Then the probe alone, as many requests as it made during the rounds.
 */
async function rounds(setup: string, server: Server, probe: string, streams: Stream[], write: (marker: string, round: number) => Promise<unknown>): Promise<FanoutRow> {
  const base = server.base;
  const row: FanoutRow = { setup, commitMs: [], firstMs: [], lastMs: [], serverCpuMs: [], during: [], idle: [] };
  for (let r = 0; r <= ROUNDS; r++) {
    const marker = `fanout-${r}-${randomBytes(4).toString("hex")}`;
    const arrivals = streams.map((s) => arrival(s, marker));
    let allIn = false;
    let cpu = 0;
    const cpu0 = cpuMs(server.pid);
    const t0 = performance.now();
    const probing = probeUntil(base, probe, () => allIn);
    probing.catch(() => undefined); // awaited below; a failed write must not leave it unhandled
    let commit: number;
    let times: number[];
    try {
      [commit, times] = await Promise.all([
        write(marker, r).then(() => performance.now()),
        Promise.all(arrivals).then((t) => {
          cpu = cpuMs(server.pid) - cpu0;
          return t;
        }),
      ]);
    } finally {
      allIn = true;
    }
    const during = await probing;
    if (r === 0) continue;
    row.commitMs.push(commit - t0);
    row.firstMs.push(Math.min(...times) - t0);
    row.lastMs.push(Math.max(...times) - t0);
    row.serverCpuMs.push(cpu);
    row.during.push(...during);
  }
  row.idle = await probeUntil(base, probe, () => true, row.during.length);
  return row;
}


/** A member's message: one route call that rings every administrator's bell. */
const messageWriter = (base: string, members: Map<string, string>) => {
  const cookies = [...members.values()];
  return async (marker: string, round: number) => {
    // A different member each round: the per-writer message limit never meets the bench.
    const res = await fetch(`${base}/api/messages`, {
      method: "POST",
      headers: { cookie: cookies[round + 1]!, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ content: marker }),
    });
    if (res.status !== 201) throw new Error(`POST /api/messages answered ${res.status}: ${await res.text()}`);
  };
};


/**
 * Connections a server reset or never accepted (a listen queue overflowing under a storm): the
 * tab's browser tries again, and so does the bench; they are counted and printed, never hidden.
 */
let resets = 0;
const RETRYABLE = new Set(["ECONNRESET", "ETIMEDOUT", "ECONNREFUSED"]);
process.on("uncaughtException", (err: NodeJS.ErrnoException) => {
  if (!RETRYABLE.has(err.code ?? "")) throw err;
  resets++;
});

/** One tab: opens its stream until it says "ready", as EventSource does (again after its retry delay, or the Retry-After). */
async function openUntilReady(base: string, cookie: string): Promise<Stream> {
  for (let attempt = 1; ; attempt++) {
    let wait = 1_000;
    try {
      const s = await openStream(base, cookie);
      if (s.status === 200 && (await s.next(undefined, 60_000))?.event === "ready") return s;
      wait = Number(s.header("retry-after") ?? 1) * 1000;
      await s.close();
    } catch (err) {
      if (!RETRYABLE.has((err as NodeJS.ErrnoException).code ?? "")) throw err;
      resets++;
    }
    if (attempt >= 20) throw new Error("a tab could not open its stream in 20 attempts");
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Every tab at once (a deploy's reconnect): ms until each has said "ready", and the server's CPU ms meanwhile. */
async function reconnectStorm(server: Server, cookies: string[]): Promise<{ ms: number; cpuMs: number; streams: Stream[] }> {
  const cpu0 = cpuMs(server.pid);
  const t0 = performance.now();
  const streams = await Promise.all(cookies.map((cookie) => openUntilReady(server.base, cookie)));
  return { ms: performance.now() - t0, cpuMs: cpuMs(server.pid) - cpu0, streams };
}

/**
 * The app against the floor, in the same run: ROUNDS reconnect storms on each in turn, then
 * ROUNDS fan-outs, each one write that both servers hear (both LISTEN on the same database),
 * each side timed to its own last stream and its own CPU.
 */
async function againstFloor(app: Server, floor: Server, db: Db, members: Map<string, string>, count: number): Promise<FloorRow[]> {
  const ids = [...members.keys()].slice(0, count);
  const cookies = ids.map((id) => members.get(id)!);
  const storm = { app: { ms: [] as number[], cpu: [] as number[] }, floor: { ms: [] as number[], cpu: [] as number[] } };
  for (let r = 0; r <= ROUNDS; r++) {
    for (const [side, server] of [["floor", floor], ["app", app]] as const) {
      const run = await reconnectStorm(server, cookies);
      await closeAll(run.streams);
      if (r === 0) continue; // warm-up
      storm[side].ms.push(run.ms);
      storm[side].cpu.push(run.cpuMs);
    }
  }
  const open = { app: (await reconnectStorm(app, cookies)).streams, floor: (await reconnectStorm(floor, cookies)).streams };
  const fan = { app: { ms: [] as number[], cpu: [] as number[] }, floor: { ms: [] as number[], cpu: [] as number[] } };
  try {
    for (let r = 0; r <= ROUNDS; r++) {
      const marker = `floor-${r}-${randomBytes(4).toString("hex")}`;
      const sides = (["app", "floor"] as const).map((side) => {
        const server = side === "app" ? app : floor;
        const cpu0 = cpuMs(server.pid);
        return { side, server, cpu0, done: Promise.all(open[side].map((s) => arrival(s, marker))).then((t) => ({ last: Math.max(...t), cpu: cpuMs(server.pid) - cpu0 })) };
      });
      const t0 = performance.now();
      await db.transaction((tx) => notifyUsers(tx, ids, { kind: "message_received", data: { preview: marker }, link: "/dashboard/messages" }, new Date()));
      for (const { side, done } of sides) {
        const { last, cpu } = await done;
        if (r === 0) continue;
        fan[side].ms.push(last - t0);
        fan[side].cpu.push(cpu);
      }
    }
  } finally {
    await closeAll([...open.app, ...open.floor]);
  }
  const row = (what: string, m: typeof storm): FloorRow => ({
    what,
    app: { ms: spread(m.app.ms), cpuMs: spread(m.app.cpu) },
    floor: { ms: spread(m.floor.ms), cpuMs: spread(m.floor.cpu) },
  });
  const rows = [row(`${count} streams reconnecting at once`, storm), row(`fan-out to ${count} streams (one notifyUsers transaction)`, fan)];
  console.error(formatFloorRows(rows).join("\n")); // as it comes: the whole run takes a while
  return rows;
}

/** One flood: `tabs` tabs (10 per member) open their stream at once, once each; how each was answered. */
async function flood(server: Server, cookies: string[], tabs: number, probePath: string): Promise<StormRow> {
  const row: StormRow = { tabs, opened: 0, refused: 0, reset: 0, other: {}, ms: 0, healthAfter: 0 };
  const streams: Stream[] = [];
  try {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: tabs }, async (_, i) => {
        try {
          const s = await openStream(server.base, cookies[Math.floor(i / 10) % cookies.length]!);
          streams.push(s);
          if (s.status === 200 && (await s.next(undefined, 120_000))?.event === "ready") row.opened++;
          else if (s.status === 503 && Number(s.header("retry-after")) > 0) row.refused++;
          else {
            row.other[String(s.status)] = (row.other[String(s.status)] ?? 0) + 1;
            console.error(`  tab ${i}: ${s.status} after ${ms(performance.now() - t0)}`);
          }
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
          if (code === "ECONNRESET" || code === "ECONNREFUSED" || code === "EPIPE") row.reset++;
          else row.other[code] = (row.other[code] ?? 0) + 1;
        }
      }),
    );
    row.ms = performance.now() - t0;
  } finally {
    await closeAll(streams);
  }
  row.healthAfter = (await fetch(`${server.base}${probePath}`)).status;
  return row;
}

/**
 * STORM_TABS tabs reconnecting at once against the default ceilings (only the per-address one
 * raised: every tab here comes from 127.0.0.1), STORM_ROUNDS times, interleaved with the floor
 * (bench/stream-floor.ts with the same stream ceiling and listen backlog, refusing past it with
 * 503 + Retry-After before any query). Every tab must be answered: "ready", or 503 with
 * Retry-After — none reset — and each server still answers afterwards.
 */
async function tabsFlood(databaseUrl: string, dataDir: string, members: Map<string, string>, tabs: number): Promise<StormRows> {
  const app = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LIVE_STREAMS_MAX: "", LIVE_STREAMS_PER_ADDRESS: String(tabs) });
  const floor = await startFloor({ DATABASE_URL: databaseUrl, STREAMS_MAX: String(DEFAULT_LIVE_STREAMS_MAX), BACKLOG: String(DEFAULT_LISTEN_BACKLOG) }).catch(async (err: unknown) => {
    await app.stop();
    throw err;
  });
  const cookies = [...members.values()];
  const rows: StormRows = { app: [], floor: [] };
  try {
    for (let r = 0; r < STORM_ROUNDS; r++) {
      for (const [side, server] of [["floor", floor], ["app", app]] as const) {
        // The floor has no health route: a request without a cookie answers 401 while it is up.
        const row = await flood(server, cookies, tabs, side === "app" ? "/api/health" : "/");
        rows[side].push(row);
        console.error(`  storm round ${r + 1}, ${side}: ${formatStorm(row)}`); // as it comes: each round takes a while
      }
    }
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
  }
  return rows;
}

async function onPostgres(): Promise<{ rows: FanoutRow[]; floors: FloorRow[]; storm?: StormRows } | { skipped: string }> {
  return onThrowAwayDatabase(async (database, url) => {
    const dataDir = tempDataDir();
    let stop: (() => Promise<unknown>) | undefined;
    try {
      const users = await seed(database.db, Math.max(STREAMS, ...FLOOR_COUNTS, Math.ceil(STORM_TABS / 10)), Math.ceil(STREAMS / TABS));
      if (ONLY_STORM) return { rows: [], floors: [], storm: await tabsFlood(url, dataDir, users.members, STORM_TABS) };
      const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, ...ceilings(Math.max(STREAMS, ...FLOOR_COUNTS)) });
      const floor = await startFloor({ DATABASE_URL: url });
      stop = () => Promise.all([server.stop(), floor.stop()]);
      const base = server.base;
      const rows: FanoutRow[] = [];
      const floors: FloorRow[] = [];
      for (const count of FLOOR_COUNTS) floors.push(...(await againstFloor(server, floor, database.db, users.members, count)));

      const memberIds = [...users.members.keys()].slice(0, STREAMS);
      let streams = await openStreams(base, memberIds.map((id) => users.members.get(id)!), 1, STREAMS);
      rows.push(
        await rounds(`PostgreSQL, ${STREAMS} members × 1 stream, one transaction of notifyUsers`, server, users.probe, streams, (marker) =>
          database.db.transaction((tx) => notifyUsers(tx, memberIds, { kind: "message_received", data: { preview: marker }, link: "/dashboard/messages" }, new Date())),
        ),
      );
      await closeAll(streams);

      streams = await openStreams(base, [...users.admins.values()], TABS, STREAMS);
      rows.push(await rounds(`PostgreSQL, ${users.admins.size} admins × ${TABS} tabs, a member's POST /api/messages`, server, users.probe, streams, messageWriter(base, users.members)));
      await closeAll(streams);
      await stop();
      stop = undefined;
      const storm = STORM_TABS > 0 ? await tabsFlood(url, dataDir, users.members, STORM_TABS) : undefined;
      return { rows, floors, storm };
    } finally {
      await stop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function onPglite(): Promise<FanoutRow> {
  const dataDir = tempDataDir();
  // The server's own data dir (main.ts: DATA_DIR/db), seeded before it starts: one process at a time.
  const database = await openPglite({ dir: path.join(dataDir, "db") });
  let users: Awaited<ReturnType<typeof seed>>;
  try {
    await database.migrate();
    users = await seed(database.db, Math.ceil(STREAMS / TABS) + ROUNDS + 2, Math.ceil(STREAMS / TABS));
  } finally {
    await database.close();
  }
  const server = await startServer({ DATA_DIR: dataDir, ...ceilings(STREAMS) }).catch((err: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  try {
    const base = server.base;
    const streams = await openStreams(base, [...users.admins.values()], TABS, STREAMS);
    const row = await rounds(`PGlite, ${users.admins.size} admins × ${TABS} tabs, a member's POST /api/messages`, server, users.probe, streams, messageWriter(base, users.members));
    await closeAll(streams);
    return row;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function streamFanoutBench(): Promise<{ rows: FanoutRow[]; floors: FloorRow[]; storm?: StormRows; skipped: string[] }> {
  const hard = openFilesHardLimit();
  const need = Math.max(STREAMS, STORM_TABS, 2 * Math.max(...FLOOR_COUNTS)) + 300;
  if (hard < need) {
    return { rows: [], floors: [], skipped: [`the open-files hard limit is ${hard}; the streams need ${need} (run \`ulimit -n 20000\` as root first)`] };
  }
  const pg = await onPostgres();
  const rows = "skipped" in pg ? [] : pg.rows;
  const skipped = "skipped" in pg ? [pg.skipped] : [];
  if (!process.env.FANOUT_SKIP_PGLITE && !ONLY_STORM) rows.push(await onPglite());
  return { rows, floors: "skipped" in pg ? [] : pg.floors, storm: "skipped" in pg ? undefined : pg.storm, skipped };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? Number.NaN;
const max = (xs: number[]) => Math.max(...xs);
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

export const FANOUT_TITLE = `Fan-out to ${STREAMS} open notification streams (compiled server, production mode; median and max of ${ROUNDS} rounds, times from the write's start):`;

const spreadMs = (s: Spread) => `${ms(s.median)} [${ms(s.min)}–${ms(s.max)}]`;
function formatFloorRows(floors: FloorRow[]): string[] {
  return floors.flatMap((f) => [
    `  PostgreSQL, ${f.what} — app against the floor (bare node:http + LISTEN), median [range] of ${ROUNDS} rounds each, interleaved:`,
    `    wall ${spreadMs(f.app.ms)} against ${spreadMs(f.floor.ms)}: ${(f.floor.ms.median / f.app.ms.median).toFixed(2)} of the floor; ` +
      `server CPU ${spreadMs(f.app.cpuMs)} against ${spreadMs(f.floor.cpuMs)}: ${(f.floor.cpuMs.median / f.app.cpuMs.median).toFixed(2)} of the floor`,
  ]);
}

const formatStorm = (r: StormRow) =>
  `${r.opened} opened, ${r.refused} 503 + Retry-After, ${r.reset} reset, other ${JSON.stringify(r.other)} in ${ms(r.ms)}; after: ${r.healthAfter}`;
function formatStormRows(storm: StormRows): string[] {
  const side = (name: string, rows: StormRow[]) => {
    const pick = (f: (r: StormRow) => number) => {
      const s = spread(rows.map(f));
      return `${s.median} [${s.min}–${s.max}]`;
    };
    return `    ${name} opened ${pick((r) => r.opened)}, 503 + Retry-After ${pick((r) => r.refused)}, reset ${pick((r) => r.reset)}, other ${pick((r) => Object.values(r.other).reduce((a, b) => a + b, 0))}; all answered in ${spreadMs(spread(rows.map((r) => r.ms)))}; a request after: ${rows.map((r) => r.healthAfter).join(", ")}`;
  };
  return [
    `  PostgreSQL, ${storm.app[0]?.tabs} tabs reconnecting at once (default LIVE_STREAMS_MAX ${DEFAULT_LIVE_STREAMS_MAX}, listen backlog ${DEFAULT_LISTEN_BACKLOG}), median [range] of ${storm.app.length} floods each, interleaved:`,
    side("app  ", storm.app),
    side("floor", storm.floor),
  ];
}

export function formatStreamFanout(r: Awaited<ReturnType<typeof streamFanoutBench>>): string[] {
  return [
    ...r.skipped.map((s) => `  skipped: ${s}`),
    ...formatFloorRows(r.floors),
    `  connections reset by either server (and opened again): ${resets}`,
    ...(r.storm ? formatStormRows(r.storm) : []),
    ...r.rows.flatMap((row) => [
      `  ${row.setup}:`,
      `    write → commit ${ms(median(row.commitMs))} (max ${ms(max(row.commitMs))}); → first stream ${ms(median(row.firstMs))}; → last of ${STREAMS} streams ${ms(median(row.lastMs))} (max ${ms(max(row.lastMs))}); server CPU ${ms(median(row.serverCpuMs))}`,
      `    GET /api/tasks meanwhile: median ${ms(median(row.during))}, max ${ms(max(row.during))} (${row.during.length} requests); without fan-out: median ${ms(median(row.idle))}, max ${ms(max(row.idle))}`,
    ]),
  ];
}

// `node --import tsx bench/stream-fanout.ts` runs just this one (FANOUT_ONLY=storm: only the 10,000-tab flood).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(FANOUT_TITLE);
  console.log(formatStreamFanout(await streamFanoutBench()).join("\n"));
  process.exit(0);
}
