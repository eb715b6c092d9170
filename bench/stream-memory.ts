/**
 * Memory and file descriptors held per live notification stream: the compiled server
 * (`npm run build`, production mode) against its floor — the bare node:http stream server of
 * bench/stream-floor.ts (one session lookup and unread count per open, then a held response) —
 * each in its own process on the same database, with the same sessions. N streams are opened
 * by N/20 members (20 tabs each, the per-user cap; the per-address ceiling raised, every
 * stream comes from 127.0.0.1). Per round and side a fresh process: one batch of up to 50
 * streams opened and closed (the route's code, the LISTEN and the database pool in place),
 * then its RSS and open fds, then N streams opened (each said "ready"), and again. Rounds
 * alternate which side goes first. Prints median [range] of each side's RSS and fds before and
 * with the streams, per stream, and the app's per-stream figure over the floor's.
 *
 * Two databases:
 *   - PostgreSQL (BENCH_DATABASE_URL, default the local server; a throw-away database): the
 *     database's memory per session lookup is in PostgreSQL's processes, not counted; only the
 *     server's own heap, sockets and pool connections (both sides keep a pool: a connection the
 *     N streams' lookups open past the warm-up counts as the streams' fds);
 *   - PGlite (the default deployment; a data dir seeded before the servers start, which each
 *     side opens in turn, the floor through the same openPglite): the database runs inside the
 *     server's process, so its memory is counted on both sides. STREAM_MEMORY_EMBEDDED=0 skips it.
 * RSS is read from /proc without a GC in the server: a stream's garbage counts until collected.
 * Run alone: node --import tsx bench/stream-memory.ts [N] (default 400, LIVE_STREAMS_MAX's
 * default; STREAM_MEMORY_ROUNDS, default 3 per side).
 */
import fs from "node:fs";
import path from "node:path";
import { type Db, openPglite } from "../src/server/db/client";
import { tempDataDir } from "../src/server/test/spawn-main";
import { onThrowAwayDatabase } from "./bench-database";
import { seedTasks } from "./seed-tasks";
import { formatSpread, type Spread, spread } from "./spread";
import { closeAll, openStreams, type Server, seedSessions, startFloor, startServer } from "./stream-servers";

const ROUNDS = Number(process.env.STREAM_MEMORY_ROUNDS ?? 3);
/** The per-user cap of open streams (features/notifications/stream.ts). */
const TABS = 20;
/** The warm-up's batch (openStreams opens 50 at a time), from members of its own. */
const WARM = 50;

const readRss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
const readFds = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

type Sample = { rss0: number; rss1: number; fds0: number; fds1: number };
type SideRow = { rss0Mb: Spread; rss1Mb: Spread; kbPerStream: Spread; fds0: Spread; fds1: Spread; fdsPerStream: Spread };
export type StreamMemoryRow = { database: string; app: SideRow; floor: SideRow };

/** Members with one session each: `n / TABS` for the streams, then the warm-up's. */
async function seedMembers(db: Db, n: number): Promise<{ cookies: string[]; warm: string[] }> {
  const streams = Math.ceil(n / TABS);
  const members = streams + Math.ceil(WARM / TABS);
  await seedTasks(db, { tasks: members, members, prefix: "sm" });
  const cookies = [...(await seedSessions(db, Array.from({ length: members }, (_, i) => `sm-${i + 1}`))).values()];
  return { cookies: cookies.slice(0, streams), warm: cookies.slice(streams) };
}

/** One side's round on a fresh process: RSS and fds after the warm-up, and with `n` streams open. */
async function sample(server: Server, users: { cookies: string[]; warm: string[] }, n: number): Promise<Sample> {
  await closeAll(await openStreams(server.base, users.warm, TABS, Math.min(WARM, n)));
  await settle();
  const rss0 = readRss(server.pid);
  const fds0 = readFds(server.pid);
  const streams = await openStreams(server.base, users.cookies, TABS, n);
  try {
    await settle();
    return { rss0, rss1: readRss(server.pid), fds0, fds1: readFds(server.pid) };
  } finally {
    await closeAll(streams);
  }
}

/** ROUNDS rounds, the side going first alternating; each round starts and stops that side's process. */
async function rounds(database: string, n: number, users: { cookies: string[]; warm: string[] }, start: Record<"app" | "floor", () => Promise<Server>>): Promise<StreamMemoryRow> {
  const samples: Record<"app" | "floor", Sample[]> = { app: [], floor: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of r % 2 ? (["floor", "app"] as const) : (["app", "floor"] as const)) {
      const server = await start[side]();
      try {
        samples[side].push(await sample(server, users, n));
      } finally {
        await server.stop();
      }
    }
  }
  const row = (xs: Sample[]): SideRow => ({
    rss0Mb: spread(xs.map((x) => x.rss0 / 2 ** 20)),
    rss1Mb: spread(xs.map((x) => x.rss1 / 2 ** 20)),
    kbPerStream: spread(xs.map((x) => (x.rss1 - x.rss0) / 1024 / n)),
    fds0: spread(xs.map((x) => x.fds0)),
    fds1: spread(xs.map((x) => x.fds1)),
    fdsPerStream: spread(xs.map((x) => (x.fds1 - x.fds0) / n)),
  });
  return { database, app: row(samples.app), floor: row(samples.floor) };
}

/** Every stream from 127.0.0.1: the app's ceilings just above the bench's count. */
const ceilings = (n: number) => ({ LIVE_STREAMS_MAX: String(n + WARM + 10), LIVE_STREAMS_PER_ADDRESS: String(n + WARM + 10) });

async function onPostgres(n: number): Promise<StreamMemoryRow | { skipped: string }> {
  return onThrowAwayDatabase(async (database, url) => {
    const dataDir = tempDataDir();
    try {
      const users = await seedMembers(database.db, n);
      return await rounds("PostgreSQL", n, users, {
        app: () => startServer({ DATABASE_URL: url, DATA_DIR: dataDir, ...ceilings(n) }),
        floor: () => startFloor({ DATABASE_URL: url }),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function onPglite(n: number): Promise<StreamMemoryRow> {
  const dataDir = tempDataDir();
  try {
    // The server's own data dir (main.ts: DATA_DIR/db), seeded first; one process at a time opens it.
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    let users: Awaited<ReturnType<typeof seedMembers>>;
    try {
      await database.migrate();
      users = await seedMembers(database.db, n);
    } finally {
      await database.close();
    }
    return await rounds("PGlite (embedded)", n, users, {
      app: () => startServer({ DATA_DIR: dataDir, ...ceilings(n) }),
      floor: () => startFloor({ DATA_DIR: dataDir }),
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function streamMemory(n = 400): Promise<{ n: number; rounds: number; rows: StreamMemoryRow[]; skipped: string[] }> {
  const pg = await onPostgres(n);
  const rows = "skipped" in pg ? [] : [pg];
  if (process.env.STREAM_MEMORY_EMBEDDED !== "0") rows.push(await onPglite(n));
  return { n, rounds: ROUNDS, rows, skipped: "skipped" in pg ? [pg.skipped] : [] };
}

export const streamMemoryTitle = (r: { n: number; rounds: number }) =>
  `Memory and fds per live notification stream, ${r.n} streams (compiled server, production mode, against the bare node:http stream floor in its own process; median [range] of ${r.rounds} rounds per side, alternating, a fresh process each):`;

/** The table's lines: each side's RSS and fds before → with the streams, per stream, and the app's per-stream over the floor's. */
export function formatStreamMemory(r: Awaited<ReturnType<typeof streamMemory>>): string[] {
  const side = (label: string, s: SideRow) =>
    `    ${label} RSS ${formatSpread(s.rss0Mb)} → ${formatSpread(s.rss1Mb)} MB, ${formatSpread(s.kbPerStream, 1)} KB per stream; ` +
    `fds ${formatSpread(s.fds0)} → ${formatSpread(s.fds1)}, ${formatSpread(s.fdsPerStream, 2)} per stream`;
  return [
    ...r.skipped.map((s) => `  skipped: ${s}`),
    ...r.rows.flatMap((row) => [
      `  ${row.database}:`,
      side("app  ", row.app),
      side("floor", row.floor),
      `    app ÷ floor per stream: RSS ${(row.app.kbPerStream.median / row.floor.kbPerStream.median).toFixed(2)}, fds ${(row.app.fdsPerStream.median / row.floor.fdsPerStream.median).toFixed(2)}`,
    ]),
  ];
}

if (process.argv[1]?.endsWith("stream-memory.ts")) {
  const r = await streamMemory(Number(process.argv[2] ?? 400));
  console.log(streamMemoryTitle(r));
  console.log(formatStreamMemory(r).join("\n"));
  process.exit(0);
}
