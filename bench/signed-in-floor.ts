/**
 * The signed-in path against its floor, on real PostgreSQL
 * (BENCH_DATABASE_URL, default the local server):
 *   - the app: the compiled server (dist/server/main.js) in production mode, its own process;
 *   - the floor: bench/floor-server.ts in another process — a minimal Fastify route that checks
 *     the cookie, looks the session up with `pg` in one query and runs the app's own list SQL,
 *     recorded from the app's store functions below.
 * For the member's GET /api/tasks (20 rows) and the admin's GET /api/clients (first page):
 * requests/s and server CPU per request of each (from /proc), and the ratio floor CPU / app CPU
 * (1 would be as cheap as the floor; the issue asks ≥ 0.5).
 */
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { clientListQuerySchema } from "../src/core/clients";
import { taskListQuerySchema } from "../src/core/tasks";
import { listClients } from "../src/server/features/clients/store";
import { listTasks } from "../src/server/features/tasks/store";
import { freePort, spawnMain, tempDataDir, waitForHealth } from "../src/server/test/spawn-main";
import type { Db } from "../src/server/db/client";
import { onThrowAwayDatabase } from "./bench-database";
import { formatRps, load, ROUNDS, type RpsSpread } from "./health-throughput";
import { seedTasks } from "./seed-tasks";

const SECRET = randomBytes(32).toString("base64");
/** Better Auth's session cookie on an https site (PUBLIC_URL below). */
const COOKIE = "__Secure-concierge.session_token";

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The SQL `run` sends through node-postgres, with its values, in order. */
async function recordSql(run: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const recorded: { text: string; values: unknown[] }[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, values?: unknown, ...rest: unknown[]) {
    if (typeof config === "string") recorded.push({ text: config, values: (values as unknown[]) ?? [] });
    else if (config && typeof config === "object" && "text" in config) recorded.push({ text: (config as pg.QueryConfig).text, values: (config as pg.QueryConfig).values ?? (values as unknown[]) ?? [] });
    return (original as (...a: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return recorded;
}

async function sessionCookie(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.execute(sql`insert into session (id, token, user_id, expires_at) values (${randomBytes(12).toString("hex")}, ${token}, ${userId}, now() + interval '1 day')`);
  const signature = createHmac("sha256", SECRET).update(token).digest("base64");
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** BENCH_PROFILE=dir: each side writes its CPU profiles (one per thread) into dir/app and dir/floor when it stops. */
function profileArgs(side: "app" | "floor"): string[] {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}/${side}`] : [];
}

type Sample = { rps: number; cpuMsPerRequest: number };
type Side = { rps: RpsSpread; cpuMsPerRequest: RpsSpread };
async function measure(url: string, pid: number, cookie: string, ms = 2000): Promise<Sample> {
  const cpu = cpuSeconds(pid);
  const rps = await load(url, ms, 32, { cookie });
  return { rps, cpuMsPerRequest: ((cpuSeconds(pid) - cpu) * 1000) / (rps * (ms / 1000)) };
}
const spreadOf = (xs: number[]): RpsSpread => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s.at(-1)! };
};
const sideOf = (xs: Sample[]): Side => ({ rps: spreadOf(xs.map((x) => x.rps)), cpuMsPerRequest: spreadOf(xs.map((x) => x.cpuMsPerRequest)) });

export async function signedInFloorBench() {
  return onThrowAwayDatabase(async (database, databaseUrl) => {
    // Stopped before the database is dropped under them.
    const stops: (() => unknown)[] = [];
    try {
      await seedTasks(database.db, { tasks: 1000, members: 50, prefix: "m" });
      await database.db.execute(
        sql`insert into "user" (id, name, email, email_verified, role, two_factor_enabled, created_at, updated_at) values ('bench-admin', 'Bench Admin', 'admin@bench.test', true, 'admin', true, now(), now())`,
      );
      const member = { userId: "m-1", email: "m-1@bench.test", role: "member" as const, sessionId: "bench" };
      const admin = { userId: "bench-admin", email: "admin@bench.test", role: "admin" as const, sessionId: "bench" };
      const queries = {
        "/api/tasks": await recordSql(() => listTasks(database.db, member, taskListQuerySchema.parse({}))),
        "/api/clients": await recordSql(() => listClients(database.db, admin, clientListQuerySchema.parse({}))),
      };
      const cookies = { "/api/tasks": await sessionCookie(database.db, "m-1"), "/api/clients": await sessionCookie(database.db, "bench-admin") };

      const port = await freePort();
      const app = spawnMain(
        {
          NODE_ENV: "production",
          PUBLIC_URL: "https://bench.example",
          BETTER_AUTH_SECRET: SECRET,
          SMTP_URL: "smtp://127.0.0.1:9",
          PAYMENTS: "test",
          DATABASE_URL: databaseUrl,
          DATA_DIR: tempDataDir(),
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "info",
          ADMIN_EMAIL: "operator@bench.test",
          ADMIN_PASSWORD: "bench-admin-password-2026",
        },
        { compiled: true, nodeArgs: profileArgs("app") },
      );
      stops.push(() => {
        app.child.kill(process.env.BENCH_PROFILE ? "SIGTERM" : "SIGKILL");
        return app.exited;
      });
      await waitForHealth(app, port);
      for (const [path, cookie] of Object.entries(cookies)) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}\n${app.output().slice(-2000)}`);
      }

      const floor = spawn(process.execPath, [...profileArgs("floor"), "--import", "tsx", "bench/floor-server.ts"], {
        env: { ...process.env, DATABASE_URL: databaseUrl, SECRET, COOKIE, QUERIES: JSON.stringify(queries) },
        stdio: ["ignore", "pipe", "inherit"],
      });
      stops.push(() => {
        const exited = new Promise((resolve) => floor.once("exit", resolve));
        floor.kill(process.env.BENCH_PROFILE ? "SIGTERM" : "SIGKILL");
        return exited;
      });
      const floorUrl = await new Promise<string>((resolve, reject) => {
        floor.stdout!.once("data", (c: Buffer) => resolve(c.toString().trim()));
        floor.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
      });

      // Both answer the same rows (the floor's first result set is the list), so the ratio compares like with like.
      for (const [path, cookie] of Object.entries(cookies)) {
        const appIds = ((await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } })).json()) as { items: { id: string }[] }).items.map((i) => i.id);
        const floorIds = ((await (await fetch(`${floorUrl}${path}`, { headers: { cookie } })).json()) as { id: string }[][])[0]!.map((r) => r.id);
        if (appIds.length === 0 || JSON.stringify(appIds) !== JSON.stringify(floorIds.slice(0, appIds.length))) {
          throw new Error(`${path}: the app and the floor answer different rows (${appIds.length} against ${floorIds.length})`);
        }
      }
      const rows = [];
      for (const path of ["/api/tasks", "/api/clients"] as const) {
        const cookie = cookies[path];
        const appOnce = (ms?: number) =>
          measure(`http://127.0.0.1:${port}${path}`, app.child.pid!, cookie, ms).catch((err) => {
            throw new Error(`${(err as Error).message}\n${app.output().split("\n").filter((l) => !l.includes('"statusCode":200')).slice(-5).join("\n")}`);
          });
        const floorOnce = (ms?: number) => measure(`${floorUrl}${path}`, floor.pid!, cookie, ms);
        // A warm-up each, then ROUNDS rounds, interleaved (which goes first alternates).
        await appOnce(500);
        await floorOnce(500);
        const samples = { app: [] as Sample[], floor: [] as Sample[] };
        for (let r = 0; r < ROUNDS; r++) {
          for (const side of r % 2 === 0 ? (["floor", "app"] as const) : (["app", "floor"] as const)) samples[side].push(await (side === "app" ? appOnce() : floorOnce()));
        }
        rows.push({ path, app: sideOf(samples.app), floor: sideOf(samples.floor) });
      }
      return { rows } as const;
    } finally {
      for (const stop of stops) await stop();
    }
  });
}

export function formatSignedInFloor(r: Awaited<ReturnType<typeof signedInFloorBench>>): string[] {
  if ("skipped" in r) return [`  skipped: ${r.skipped}`];
  const ms = (x: RpsSpread) => `${x.median.toFixed(2)} [${x.min.toFixed(2)}–${x.max.toFixed(2)}]`;
  return [
    `  median [range] of ${ROUNDS} rounds of 2 s each, app and floor interleaved:`,
    ...r.rows.flatMap(({ path, app, floor }) => [
      `  ${path.padEnd(13)} app   ${formatRps(app.rps)}, ${ms(app.cpuMsPerRequest)} ms server CPU per request`,
      `  ${"".padEnd(13)} floor ${formatRps(floor.rps)}, ${ms(floor.cpuMsPerRequest)} ms server CPU per request`,
      `  ${"".padEnd(13)} ratio ${(floor.cpuMsPerRequest.median / app.cpuMsPerRequest.median).toFixed(2)} of the floor (CPU), ${(app.rps.median / floor.rps.median).toFixed(2)} (req/s)`,
    ]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("Signed-in list routes against their floor (PostgreSQL, production mode):");
  console.log(formatSignedInFloor(await signedInFloorBench()).join("\n"));
}
