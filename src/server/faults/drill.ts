import { randomBytes } from "node:crypto";
import pg from "pg";
import { SERVICE_OPTIONS } from "../../core/contact";
import { freePort, type RunningMain, spawnMain, tempDataDir, waitForHealth } from "../test/spawn-main";

/**
 * What the fault drills share: the compiled server (dist/server/main.js, as production runs
 * it) started on a data dir, a simple acknowledged write (a contact request), and a fresh
 * database on the PostgreSQL of TEST_DATABASE_URL.
 */

export type Server = { main: RunningMain; port: number; base: string };

/** The compiled server on `dataDir` (and `DATABASE_URL` when given), answering /api/health. */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>, port?: number): Promise<Server & { startMs: number }> {
  const p = port ?? (await freePort());
  const started = performance.now();
  const main = spawnMain(
    // TRUST_PROXY: every write names its own address (X-Forwarded-For), so the per-address limits stay out of the way.
    { NODE_ENV: "development", HOST: "127.0.0.1", PORT: String(p), TRUST_PROXY: "true", LOG_LEVEL: "warn", ...env },
    { compiled: true },
  );
  try {
    await waitForHealth(main, p, 90_000);
  } catch (err) {
    main.child.kill("SIGKILL");
    throw err;
  }
  return { main, port: p, base: `http://127.0.0.1:${p}`, startMs: performance.now() - started };
}

/** Stops a server: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopServer(server: Server | undefined, graceMs = 15_000): Promise<void> {
  if (!server || server.main.child.exitCode !== null || server.main.child.signalCode !== null) return;
  server.main.child.kill("SIGTERM");
  const timer = setTimeout(() => server.main.child.kill("SIGKILL"), graceMs);
  await server.main.exited;
  clearTimeout(timer);
}

let address = 0;
/** A fresh client address per request (TEST-NET-3 and beyond: 10.x.y.z), for X-Forwarded-For. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** A contact request with a unique marker in its email, and the raw answer. */
export async function postContact(base: string, marker: string, timeoutMs = 10_000): Promise<Response> {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
    body: JSON.stringify({
      name: "Fault Drill",
      email: `${marker}@drill.example`,
      service: SERVICE_OPTIONS[0]!.value,
      message: `Fault drill write ${marker}`,
      language: "en",
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** A new database on TEST_DATABASE_URL's server, and how to drop it. Undefined without TEST_DATABASE_URL. */
export async function scratchPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export { tempDataDir };

/** A duration for the tables: milliseconds under a second, else seconds with one decimal. */
export const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
