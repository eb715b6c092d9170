/**
 * What the live-stream benches (bench/stream-fanout.ts, bench/stream-memory.ts) share: the
 * compiled server and the floor (bench/stream-floor.ts), each in its own process with the same
 * secret, sessions written straight into the database and signed as Better Auth signs them,
 * and streams opened over real HTTP.
 */
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { openStream } from "../src/server/test/sse";
import { freePort, spawnMain, waitForHealth } from "../src/server/test/spawn-main";

export const ORIGIN = "https://bench.example";
/** Better Auth's session cookie on an https site (PUBLIC_URL). */
export const COOKIE = "__Secure-concierge.session_token";
export const SECRET = randomBytes(32).toString("base64");

export type Stream = Awaited<ReturnType<typeof openStream>>;

/** Users with one session each, and the cookies that sign in as them. */
export async function seedSessions(db: Db, ids: string[]): Promise<Map<string, string>> {
  const tokens = ids.map(() => randomBytes(24).toString("base64url"));
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at)
    select 'fanout-' || t.token, t.token, t.user_id, now() + interval '1 day'
    from unnest(array[${sql.join(tokens.map((t) => sql`${t}`), sql`, `)}]::text[], array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]) as t(token, user_id)`);
  return new Map(ids.map((id, i) => [id, `${COOKIE}=${encodeURIComponent(`${tokens[i]}.${createHmac("sha256", SECRET).update(tokens[i]!).digest("base64")}`)}`]));
}

/** The compiled server (or the floor), answering; `stop` ends it. */
export type Server = { base: string; pid: number; stop: () => Promise<unknown> };

/**
 * The compiled server in production mode, answering /api/health. `env` adds to and overrides
 * the defaults (the database, the stream ceilings); an empty value leaves a setting to its default.
 */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const main = spawnMain(
    Object.fromEntries(Object.entries({
      NODE_ENV: "production",
      PUBLIC_URL: ORIGIN,
      BETTER_AUTH_SECRET: SECRET,
      SMTP_URL: "smtp://127.0.0.1:9",
      PAYMENTS: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "operator@bench.test",
      ADMIN_PASSWORD: "bench-admin-password-2026",
      ...env,
    }).filter(([, v]) => v !== "")),
    { compiled: true, nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [] },
  );
  const stop = () => {
    main.child.kill("SIGTERM");
    return main.exited;
  };
  try {
    await waitForHealth(main, port);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: `http://127.0.0.1:${port}`, pid: main.child.pid!, stop };
}

/**
 * The floor (bench/stream-floor.ts) in its own process with the same secret, on PostgreSQL
 * (`{ DATABASE_URL }`) or on the embedded database of a data dir (`{ DATA_DIR }`, which it then
 * closes cleanly on stop, so the app can open it next); `env` adds STREAMS_MAX, BACKLOG.
 */
export async function startFloor(env: ({ DATABASE_URL: string } | { DATA_DIR: string }) & Record<string, string>): Promise<Server> {
  const floor = spawn(process.execPath, ["--import", "tsx", "bench/stream-floor.ts"], {
    env: { ...process.env, SECRET, COOKIE, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    floor.stdout!.once("data", (c: Buffer) => resolve(c.toString().trim()));
    floor.once("exit", (code) => reject(new Error(`the stream floor exited (${code})`)));
  });
  return {
    base,
    pid: floor.pid!,
    stop: () => {
      const exited = new Promise((resolve) => floor.once("exit", resolve));
      floor.kill("DATA_DIR" in env ? "SIGTERM" : "SIGKILL");
      return exited;
    },
  };
}

/** Opens `count` streams, `perUser` for each cookie in turn, a few dozen at a time; each has said "ready". */
export async function openStreams(base: string, cookies: string[], perUser: number, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  const wanted = Array.from({ length: count }, (_, i) => cookies[Math.floor(i / perUser)]!);
  for (let i = 0; i < wanted.length; i += 50) {
    const batch = await Promise.all(
      wanted.slice(i, i + 50).map(async (cookie) => {
        const s = await openStream(base, cookie);
        if (s.status !== 200) throw new Error(`stream ${streams.length}: ${s.status}`);
        const first = await s.next(undefined, 30_000);
        if (first?.event !== "ready") throw new Error(`stream opened with ${first?.event}`);
        return s;
      }),
    );
    streams.push(...batch);
  }
  return streams;
}

export async function closeAll(streams: Stream[]) {
  await Promise.all(streams.map((s) => s.close()));
}
