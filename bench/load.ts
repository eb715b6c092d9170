/**
 * Mixed load: LOAD_VUS virtual users (default 200) for LOAD_SECONDS
 * (default 60) against the compiled server (`npm run build` first) in production mode, on
 * PostgreSQL + local S3 (+ Redis at 127.0.0.1:6379 when it answers): first one instance, then
 * two behind the round-robin proxy of src/server/test/proxy.ts. Each virtual user loops over
 * a visit: three storefront pages, sign in (argon2, as in production), list their tasks, send
 * a message, download their document — with its own cookie from that sign-in. Every answer
 * that is not 2xx counts as an error (target 0): each sign-in comes from its own address and
 * each visit is by the next of many seeded members, so no abuse limit is reached by design.
 * The floor (bench/load-floor-server.ts): the same visit's work done as plainly as a server can,
 * on the same database and S3, loaded in LOAD_FLOOR_ROUNDS rounds (default 3) of
 * LOAD_FLOOR_SECONDS (default 10) interleaved with the one instance: req/s and server CPU per
 * request of each, median [range], and their ratios.
 * Run alone: `node --import tsx bench/load.ts`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import autocannon, { type Request, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../src/server/app";
import { hashPassword } from "../src/server/auth/password-hash";
import { openSession } from "../src/server/auth/session-cookie";
import { systemClock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/client";
import { s3Store } from "../src/server/storage/s3-store";
import { startProxy } from "../src/server/test/proxy";
import { freePort, type RunningMain, spawnMain, tempDataDir, waitForHealth } from "../src/server/test/spawn-main";
import { seedTasks } from "./seed-tasks";
import { adminQuery } from "./admin-query";
import { s3Env } from "../src/server/test/s3-env";
import { formatSpread, type Spread, spread } from "./spread";

const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const VUS = Number(process.env.LOAD_VUS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PUBLIC_URL = "https://load.bench.test";
const SEEDER_URL = "http://load.localhost";
const PASSWORD = "Balcony-Tram-Sofia-2026";
const STOREFRONT = ["/", "/pricing", "/services"];
/** Members per run: a visit picks the next one, so each writes far fewer than 60 messages in 10 minutes. */
const MEMBERS = Math.max(100, VUS * 3);
const FLOOR_ROUNDS = Number(process.env.LOAD_FLOOR_ROUNDS ?? 3);
const FLOOR_SECONDS = Number(process.env.LOAD_FLOOR_SECONDS ?? 10);
/** Better Auth's session cookie on an https site (PUBLIC_URL): the floor signs its own the same way. */
const COOKIE = "__Secure-concierge.session_token";

export type LoadFigures = { rps: number; p50Ms: number; p99Ms: number; requests: number; errors: number; byStatus: Record<string, number> };

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** An SMTP server that accepts everything: the operator's mails about new messages go somewhere real. */
async function smtpSink() {
  const server = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false, onData: (s, _session, done) => s.resume().on("end", () => done()) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

type Member = { email: string; documentId: string };

/** Each sign-in's client address, never reused within a bench run (the per-address limit is 10 a minute). */
let nextAddress = 0;

/** The visit each virtual user repeats; a new visit starts with a fresh context (autocannon resets it). */
function visit(members: Member[]): Request[] {
  let nextMember = 0;
  const signedIn = (req: Request, context: Record<string, unknown>, extra: Partial<Request> = {}): Request => ({
    ...req,
    ...extra,
    headers: { ...req.headers, cookie: String(context.cookie ?? ""), origin: PUBLIC_URL, ...extra.headers },
  });
  return [
    ...STOREFRONT.map((p) => ({ method: "GET", path: p })),
    {
      method: "POST",
      path: "/api/auth/sign-in/email",
      setupRequest(req, context) {
        const m = members[nextMember++ % members.length]!;
        context.member = m;
        nextAddress += 1;
        // One address per sign-in: many visitors, as in production.
        const address = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
        return {
          ...req,
          headers: { ...req.headers, "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": address },
          body: JSON.stringify({ email: m.email, password: PASSWORD }),
        };
      },
      onResponse(_status, _body, context, headers) {
        const set = headers["set-cookie"];
        context.cookie = (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(";")[0]).join("; ");
      },
    },
    { method: "GET", path: "/api/tasks", setupRequest: (req, context) => signedIn(req, context) },
    {
      method: "POST",
      path: "/api/messages",
      setupRequest: (req, context) =>
        signedIn(req, context, { headers: { "content-type": "application/json" }, body: JSON.stringify({ content: "Could you check my residence permit appointment?" }) }),
    },
    {
      method: "GET",
      setupRequest: (req, context) => signedIn(req, context, { path: `/api/documents/${(context.member as Member).documentId}/download` }),
    },
  ];
}

function summarise(r: Result): LoadFigures {
  const byStatus = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  const requests = Object.values(byStatus).reduce((a, b) => a + b, 0);
  // Every answer that is not 2xx is an error, and so is a request that got no answer at all.
  const errors = r.non2xx + r.errors + r.timeouts;
  return { rps: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, requests, errors, byStatus };
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type FloorSide = { rps: Spread; p99Ms: Spread; cpuMsPerRequest: Spread; errors: number };
export type FloorComparison = { rounds: number; seconds: number; app: FloorSide; floor: FloorSide };

/** The floor server (bench/load-floor-server.ts) on the app's database and S3; its URL and how to stop it. */
async function startFloor(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/load-floor-server.ts"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (c: Buffer) => resolve(c.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the load floor exited (${code})`)));
  });
  const stop = () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    return exited;
  };
  return { url, pid: child.pid!, stop };
}

/**
 * The visit against the app (one instance) and the floor, FLOOR_ROUNDS rounds of FLOOR_SECONDS
 * each after a short warm-up, interleaved (which goes first alternates): req/s, p99 and the
 * server process's CPU per request of each side.
 */
async function againstFloor(app: { url: string; pid: number }, floor: { url: string; pid: number }, who: Member[]): Promise<FloorComparison> {
  const once = async (side: { url: string; pid: number }, seconds: number) => {
    const cpu = cpuSeconds(side.pid);
    const r = summarise(await autocannon({ url: side.url, connections: VUS, duration: seconds, timeout: 30, requests: visit(who) }));
    return { ...r, cpuMsPerRequest: ((cpuSeconds(side.pid) - cpu) * 1000) / Math.max(1, r.requests) };
  };
  await once(floor, 2);
  await once(app, 2);
  const runs = { app: [] as Awaited<ReturnType<typeof once>>[], floor: [] as Awaited<ReturnType<typeof once>>[] };
  for (let r = 0; r < FLOOR_ROUNDS; r++) {
    for (const side of r % 2 === 0 ? (["floor", "app"] as const) : (["app", "floor"] as const)) runs[side].push(await once(side === "app" ? app : floor, FLOOR_SECONDS));
  }
  const sideOf = (xs: typeof runs.app): FloorSide => ({
    rps: spread(xs.map((x) => x.rps)),
    p99Ms: spread(xs.map((x) => x.p99Ms)),
    cpuMsPerRequest: spread(xs.map((x) => x.cpuMsPerRequest)),
    errors: xs.reduce((n, x) => n + x.errors, 0),
  });
  return { rounds: FLOOR_ROUNDS, seconds: FLOOR_SECONDS, app: sideOf(runs.app), floor: sideOf(runs.floor) };
}

export async function loadBench(): Promise<{ vus: number; seconds: number; redis: boolean; one: LoadFigures; two: LoadFigures; floor: FloorComparison } | { skipped: string }> {
  const run = randomBytes(3).toString("hex");
  const name = `concierge_load_${Date.now()}_${run}`;
  try {
    await adminQuery(SERVER, `create database ${name}`);
  } catch (err) {
    return { skipped: `PostgreSQL not reachable at ${SERVER} (${(err as Error).message})` };
  }
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-load-s3-"));
  const bucket = "concierge-load";
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  const s3Options = {
    bucket,
    region: "eu-central-1",
    endpoint: `http://127.0.0.1:${(await s3.run()).port}`,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const smtp = await smtpSink();
  const redis = await redisAnswers();
  const database = openPostgres(dbUrl);
  const mains: RunningMain[] = [];
  const stops: (() => unknown)[] = [];
  const dirs: string[] = [s3Dir];
  try {
    await database.migrate();
    const db = database.db;

    // Members (two sets: one per run), five tasks each, a password, and one document each in S3.
    const prefix = `load-${run}`;
    await seedTasks(db, { tasks: MEMBERS * 2 * 5, members: MEMBERS * 2, prefix });
    const hash = await hashPassword(PASSWORD);
    await db.execute(sql`
      insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      select 'acc-' || id, id, 'credential', id, ${hash}, now(), now() from "user" where id like ${`${prefix}-%`}`);
    const storage = s3Store(s3Options);
    // The seeder runs in this process under NODE_ENV=test, which only takes a loopback PUBLIC_URL (src/server/config.ts).
    const seeder = await buildApp({
      config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: SEEDER_URL }),
      db,
      dbKind: "postgres",
      clock: systemClock,
      storage,
    });
    const members: Member[] = [];
    const ids = Array.from({ length: MEMBERS * 2 }, (_, i) => `${prefix}-${i + 1}`);
    for (let i = 0; i < ids.length; i += 20) {
      const batch = await Promise.all(
        ids.slice(i, i + 20).map(async (id) => {
          const { header } = await openSession(seeder.auth, id);
          const res = await seeder.inject({
            method: "POST",
            url: "/api/documents/uploads",
            payload: Buffer.from(`Rental agreement of ${id}\nPage 1 of 1\n`),
            headers: { cookie: header, origin: SEEDER_URL, "content-type": "application/octet-stream", "x-file-name": "lease.txt" },
          });
          if (res.statusCode !== 201) throw new Error(`seeding a document answered ${res.statusCode}: ${res.body}`);
          return { email: `${id}@bench.test`, documentId: (res.json() as { id: string }).id };
        }),
      );
      members.push(...batch);
    }
    await seeder.close();
    storage.close();

    const secret = randomBytes(32).toString("base64");
    const env = (port: number): Record<string, string> => {
      const dir = tempDataDir();
      dirs.push(dir);
      return {
        NODE_ENV: "production",
        PUBLIC_URL,
        PAYMENTS: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        DATA_DIR: dir,
        DATABASE_URL: dbUrl,
        BETTER_AUTH_SECRET: secret,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ...s3Env(s3Options),
        ...(redis ? { REDIS_URL, REDIS_PREFIX: `concierge-load-${run}:` } : {}),
      };
    };
    const start = async () => {
      const port = await freePort();
      const main = spawnMain(env(port), { compiled: true });
      mains.push(main);
      await waitForHealth(main, port, 60_000);
      return port;
    };
    const hit = async (url: string, who: Member[]) =>
      summarise(await autocannon({ url, connections: VUS, duration: SECONDS, timeout: 30, requests: visit(who) }));

    const first = await start();
    const floorServer = await startFloor({
      DATABASE_URL: dbUrl,
      SECRET: secret,
      COOKIE,
      PAGES_DIR: path.resolve("dist/web/pages/EUR-test/en"),
      S3: JSON.stringify(s3Options),
    });
    stops.push(floorServer.stop);
    const floor = await againstFloor({ url: `http://127.0.0.1:${first}`, pid: mains[0]!.child.pid! }, floorServer, members.slice(0, MEMBERS));
    const one = await hit(`http://127.0.0.1:${first}`, members.slice(0, MEMBERS));
    const second = await start();
    const proxy = await startProxy([{ port: first }, { port: second }]);
    const two = await hit(proxy.url, members.slice(MEMBERS));
    await proxy.close();
    return { vus: VUS, seconds: SECONDS, redis, one, two, floor };
  } finally {
    for (const stop of stops) await stop();
    for (const m of mains) m.child.kill("SIGTERM");
    await Promise.all(mains.map((m) => m.exited));
    await database.close();
    await smtp.close();
    await s3.close();
    await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
    if (redis) {
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`concierge-load-${run}:*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

export function formatLoad(r: Awaited<ReturnType<typeof loadBench>>): string[] {
  if ("skipped" in r) return [`  skipped: ${r.skipped}`];
  const row = (name: string, f: LoadFigures) =>
    `  ${name.padEnd(28)} ${f.rps.toFixed(0).padStart(5)} req/s   p50 ${String(f.p50Ms).padStart(5)} ms   p99 ${String(f.p99Ms).padStart(5)} ms   ${f.requests} requests, errors ${f.errors} (target 0) ${JSON.stringify(f.byStatus)}`;
  const { app, floor } = r.floor;
  const side = (name: string, f: FloorSide) =>
    `  ${name.padEnd(28)} ${formatSpread(f.rps, 0, " req/s")}   p99 ${formatSpread(f.p99Ms, 0, " ms")}   ${formatSpread(f.cpuMsPerRequest, 2, " ms")} server CPU per request, errors ${f.errors}`;
  return [
    row("one instance", r.one),
    row("two instances behind proxy", r.two),
    `  against its floor (bench/load-floor-server.ts: the same visit's work, plainly), ${r.floor.rounds} interleaved rounds of ${r.floor.seconds} s, median [range]:`,
    side("app, one instance", app),
    side("floor", floor),
    `  ${"ratio".padEnd(28)} ${(app.rps.median / floor.rps.median).toFixed(2)} of the floor's req/s; CPU per request ${(floor.cpuMsPerRequest.median / app.cpuMsPerRequest.median).toFixed(2)} of the floor (floor CPU / app CPU)`,
  ];
}

// `node --import tsx bench/load.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await loadBench();
  console.log(`Mixed load: ${VUS} virtual users for ${SECONDS} s (storefront ×3, sign in, tasks, message, download):`);
  console.log(formatLoad(r).join("\n"));
  process.exit(0);
}
