/**
 * Cold start and idle RSS of the compiled server (`npm run build`) on two Node versions:
 * the one running this script (npm's pinned Node 24 under `npm run bench`) and the machine's
 * own (`COLD_START_OTHER_NODE`, default /usr/bin/node). Cold start = spawn → first 200 from
 * /api/health; idle RSS = VmRSS after 5 s idle. Each on an existing PGlite data dir (migrated
 * by a first start that is not counted) and on PostgreSQL (BENCH_DATABASE_URL, default the
 * local server; a throw-away database). COLD_START_RUNS (default 5) rounds, each starting the
 * floor (a bare Fastify, same Node and flags) and then the server: medians [min–max], and the
 * server's CPU and idle RSS as multiples of the floor's. Each with and without START_FLAGS.
 * `node --import tsx bench/cold-start.ts` runs this one alone.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { COMPILED_MAIN, freePort, spawnMain, tempDataDir, waitForHealth } from "../src/server/test/spawn-main";
import { adminQuery } from "./admin-query";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const OTHER_NODE = process.env.COLD_START_OTHER_NODE ?? "/usr/bin/node";
const RUNS = Number(process.env.COLD_START_RUNS ?? 5);

export type Spread = { median: number; min: number; max: number };
export type ColdStartRow =
  | { node: string; database: string; startMs: Spread; cpuS: Spread; rssMb: Spread; floor: { cpuS: Spread; rssMb: Spread } }
  | { node: string; database: string; skipped: string };

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
/** CPU time (user + system) the process has used, in seconds: what a busy machine disturbs least. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const spread = (xs: number[]): Spread => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
};

/** What `npm start` and the README's production command give Node (package.json "start"). */
const START_FLAGS = ["--max-semi-space-size=8"];

/**
 * The floor: a bare Fastify answering /api/health, on the same Node with the same flags. A
 * server cannot start on less, so the compiled server's start is read as a multiple of it.
 */
const FLOOR_SOURCE = `import Fastify from "fastify";
const app = Fastify();
app.get("/api/health", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });`;

type Run = { ms: number; cpu: number; rss: number };

async function startOnce(nodeBin: string, env: Record<string, string>, nodeArgs: string[], floor = false): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const serverEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "test", ADMIN_EMAIL: "admin@bench.test", ADMIN_PASSWORD: "bench-admin-password-2026" };
  const main = floor
    ? spawnMain(serverEnv, { node: nodeBin, nodeArgs: [...nodeArgs, "--input-type=module", "--eval", FLOOR_SOURCE], script: false })
    : spawnMain(serverEnv, { compiled: true, node: nodeBin, nodeArgs });
  try {
    await waitForHealth(main, port, 180_000, 10);
    const ms = performance.now() - started;
    const cpu = cpuSeconds(main.child.pid!);
    await new Promise((r) => setTimeout(r, 5000));
    return { ms, cpu, rss: rssMb(main.child.pid!) };
  } finally {
    main.child.kill("SIGTERM");
    await main.exited;
  }
}

/** Without and with START_FLAGS: a row each; every round starts the floor and then the server. */
async function measure(nodeBin: string, database: string, env: Record<string, string>): Promise<ColdStartRow[]> {
  const version = execFileSync(nodeBin, ["--version"], { encoding: "utf8" }).trim();
  await startOnce(nodeBin, env, []); // migrates the database: the data dir exists from here on
  const rows: ColdStartRow[] = [];
  for (const [label, args] of [[version, []], [`${version} ${START_FLAGS.join(" ")}`, START_FLAGS]] as const) {
    const runs: Run[] = [];
    const floors: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      floors.push(await startOnce(nodeBin, env, [...args], true));
      runs.push(await startOnce(nodeBin, env, [...args]));
    }
    rows.push({
      node: label,
      database,
      startMs: spread(runs.map((r) => r.ms)),
      cpuS: spread(runs.map((r) => r.cpu)),
      rssMb: spread(runs.map((r) => r.rss)),
      floor: { cpuS: spread(floors.map((r) => r.cpu)), rssMb: spread(floors.map((r) => r.rss)) },
    });
  }
  return rows;
}

export async function coldStartBench(): Promise<ColdStartRow[]> {
  if (!fs.existsSync(COMPILED_MAIN)) throw new Error("run `npm run build` first");
  const nodes = [process.execPath, ...(fs.existsSync(OTHER_NODE) ? [OTHER_NODE] : [])];
  const rows: ColdStartRow[] = [];
  for (const nodeBin of nodes) {
    const dir = tempDataDir();
    try {
      rows.push(...(await measure(nodeBin, "PGlite", { DATA_DIR: dir })));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const name = `concierge_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
    try {
      await adminQuery(SERVER, `create database ${name}`);
    } catch (err) {
      rows.push({ node: nodeBin, database: "PostgreSQL", skipped: `not reachable at ${SERVER} (${(err as Error).message})` });
      continue;
    }
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    const pgDir = tempDataDir();
    try {
      rows.push(...(await measure(nodeBin, "PostgreSQL", { DATA_DIR: pgDir, DATABASE_URL: url.toString() })));
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
      await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
    }
  }
  return rows;
}

const range = (s: Spread, digits: number) => `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]`;

export const formatColdStart = (rows: ColdStartRow[]) =>
  rows.map((r) =>
    "skipped" in r
      ? `  ${r.node.padEnd(34)} ${r.database.padEnd(11)} skipped: ${r.skipped}`
      : `  ${r.node.padEnd(34)} ${r.database.padEnd(11)} start ${range({ median: r.startMs.median / 1000, min: r.startMs.min / 1000, max: r.startMs.max / 1000 }, 2)} s; ` +
        `CPU ${range(r.cpuS, 2)} s vs bare Fastify ${range(r.floor.cpuS, 2)} s = ${(r.cpuS.median / r.floor.cpuS.median).toFixed(1)}×; ` +
        `idle RSS ${range(r.rssMb, 0)} MB vs ${range(r.floor.rssMb, 0)} MB = ${(r.rssMb.median / r.floor.rssMb.median).toFixed(2)}×`,
  );

// `node --import tsx bench/cold-start.ts` runs just this one.
if (import.meta.filename === process.argv[1]) {
  console.log(`Cold start (spawn → /api/health answers) and idle RSS, compiled server vs a bare Fastify, median [range] of ${RUNS} interleaved rounds:`);
  console.log(formatColdStart(await coldStartBench()).join("\n"));
}
