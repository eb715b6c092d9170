/**
 * The floor for the signed-in bench (bench/signed-in-floor.ts), in its own process: a minimal
 * Fastify route that checks the session cookie's signature, looks the session up with `pg`
 * in one query, and runs the app's own list SQL (recorded from the app's code by the bench)
 * as it is. No access hook, schemas, headers, compression or log: what any server must do.
 *
 * The embedded default's floor (bench/embedded-ceiling.ts): PGLITE_DIR instead of DATABASE_URL,
 * the same route on PGlite in this process (a copy of the app's seeded data dir), one query at
 * a time as the app's embedded database runs them.
 *
 * Env: DATABASE_URL or PGLITE_DIR, SECRET, COOKIE (the session cookie's name), QUERIES (JSON: path →
 * [{ text, values }]). Prints its URL on stdout when listening.
 */
import { SESSION_USER_SQL, sessionToken } from "./floor-session";
import Fastify from "fastify";
import pg from "pg";

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};
const [SECRET, COOKIE, QUERIES] = ["SECRET", "COOKIE", "QUERIES"].map(env) as [string, string, string];
const queries = JSON.parse(QUERIES) as Record<string, { text: string; values: unknown[] }[]>;
type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
async function openDatabase(): Promise<{ query: Query; end: () => Promise<void> }> {
  const dir = process.env.PGLITE_DIR;
  if (!dir) {
    const pool = new pg.Pool({ connectionString: env("DATABASE_URL"), max: 10 });
    return { query: (text, values) => pool.query(text, values), end: () => pool.end() };
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  // The app's settings (src/server/db/client.ts: openPglite), so the two differ only above the database.
  const lite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
  return { query: (text, values) => lite.query(text, values), end: () => lite.close() };
}
const pool = await openDatabase();
const app = Fastify();
app.setErrorHandler((err, _req, reply) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`floor: ${message}`);
  return reply.status(500).send({ error: message });
});

async function signedIn(cookieHeader: string | undefined): Promise<boolean> {
  const token = sessionToken(cookieHeader, COOKIE, SECRET);
  return token !== null && (await pool.query(SESSION_USER_SQL, [token])).rows.length === 1;
}

for (const [path, list] of Object.entries(queries)) {
  app.get(path, async (req, reply) => {
    if (!(await signedIn(req.headers.cookie))) return reply.status(401).send({ error: "unauthenticated" });
    const results = await Promise.all(list.map((q) => pool.query(q.text, q.values)));
    return results.map((r) => r.rows);
  });
}

// BENCH_PROFILE (bench/signed-in-floor.ts): a clean exit on SIGTERM writes the CPU profile.
process.once("SIGTERM", () => void app.close().then(() => pool.end()).then(() => process.exit(0)));

const url = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(url);
