/**
 * The embedded default's ceiling: the compiled server on PGlite (a data dir seeded before it
 * starts: 50 members with 20 tasks each), in production mode, its own process; signed-in
 * members list their tasks (GET /api/tasks) over CEILING_CONNECTIONS (default 50) keep-alive
 * connections for CEILING_SECONDS (default 20) with autocannon. Prints requests/s and the
 * latencies (p50, p99): what the README's "How much the embedded default carries" quotes and
 * what the health report's embedded-database line (src/server/metrics/load-meter.ts) compares with.
 * Run alone: node --import tsx bench/embedded-ceiling.ts
 */
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/server/db/client";
import { freePort, spawnMain, tempDataDir, waitForHealth } from "../src/server/test/spawn-main";
import { seedTasks } from "./seed-tasks";

const CONNECTIONS = Number(process.env.CEILING_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.CEILING_SECONDS ?? 20);
const MEMBERS = 50;
const ORIGIN = "https://bench.example";
const COOKIE = "__Secure-concierge.session_token";
const SECRET = randomBytes(32).toString("base64");

export type CeilingRow = { connections: number; rps: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

export async function embeddedCeilingBench(): Promise<CeilingRow> {
  const dataDir = tempDataDir();
  try {
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString("base64url"));
    try {
      await database.migrate();
      await seedTasks(database.db, { tasks: MEMBERS * 20, members: MEMBERS, prefix: "m" });
      for (const [i, token] of tokens.entries()) {
        await database.db.execute(sql`insert into session (id, token, user_id, expires_at) values (${`ceiling-${i}`}, ${token}, ${`m-${i + 1}`}, now() + interval '1 day')`);
      }
    } finally {
      await database.close();
    }
    const cookies = tokens.map((t) => `${COOKIE}=${encodeURIComponent(`${t}.${createHmac("sha256", SECRET).update(t).digest("base64")}`)}`);
    const port = await freePort();
    const main = spawnMain(
      {
        NODE_ENV: "production",
        PUBLIC_URL: ORIGIN,
        BETTER_AUTH_SECRET: SECRET,
        SMTP_URL: "smtp://127.0.0.1:9",
        PAYMENTS: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: "operator@bench.test",
        ADMIN_PASSWORD: "bench-admin-password-2026",
      },
      { compiled: true },
    );
    try {
      await waitForHealth(main, port);
      const url = `http://127.0.0.1:${port}`;
      const first = await fetch(`${url}/api/tasks`, { headers: { cookie: cookies[0]! } });
      if (first.status !== 200) throw new Error(`GET /api/tasks answered ${first.status}: ${await first.text()}`);
      const requests = cookies.map((cookie) => ({ method: "GET", path: "/api/tasks", headers: { cookie } }));
      await autocannon({ url, connections: CONNECTIONS, duration: 3, timeout: 30, requests }); // warm-up
      const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests });
      return { connections: CONNECTIONS, rps: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
    } finally {
      main.child.kill("SIGTERM");
      await main.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const formatEmbeddedCeiling = (r: CeilingRow) => [
  `  PGlite, signed-in GET /api/tasks, ${r.connections} connections, ${SECONDS} s: ${r.rps.toFixed(0)} requests/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
];

// `node --import tsx bench/embedded-ceiling.ts` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("The embedded default's ceiling (compiled server on PGlite, production mode):");
  console.log(formatEmbeddedCeiling(await embeddedCeilingBench()).join("\n"));
  process.exit(0);
}
