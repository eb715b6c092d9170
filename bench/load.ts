/**
 * Mixed load: LOAD_VUS virtual users (default 200) for LOAD_SECONDS
 * (default 60) against the compiled server (`npm run build` first) in production mode, on
 * PostgreSQL + local S3 (+ Redis at 127.0.0.1:6379 when it answers): first one instance, then
 * two behind the round-robin proxy of src/server/test/proxy.ts. Each virtual user loops over
 * a visit: three storefront pages, sign in (argon2, as in production), list their tasks, send
 * a message, download their document — with its own cookie from that sign-in. Every answer
 * that is not 2xx counts as an error (target 0): each sign-in comes from its own address and
 * each visit is by the next of many seeded members, so no abuse limit is reached by design.
 * Run alone: `node --import tsx bench/load.ts`.
 */
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

export async function loadBench(): Promise<{ vus: number; seconds: number; redis: boolean; one: LoadFigures; two: LoadFigures } | { skipped: string }> {
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
    const one = await hit(`http://127.0.0.1:${first}`, members.slice(0, MEMBERS));
    const second = await start();
    const proxy = await startProxy([{ port: first }, { port: second }]);
    const two = await hit(proxy.url, members.slice(MEMBERS));
    await proxy.close();
    return { vus: VUS, seconds: SECONDS, redis, one, two };
  } finally {
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
  return [row("one instance", r.one), row("two instances behind proxy", r.two)];
}

// `node --import tsx bench/load.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await loadBench();
  console.log(`Mixed load: ${VUS} virtual users for ${SECONDS} s (storefront ×3, sign in, tasks, message, download):`);
  console.log(formatLoad(r).join("\n"));
  process.exit(0);
}
