/**
 * The floor for the signed-in bench (bench/signed-in-floor.ts), in its own process: a minimal
 * Fastify route that checks the session cookie's signature, looks the session up with `pg`
 * in one query, and runs the app's own list SQL (recorded from the app's code by the bench)
 * as it is. No access hook, schemas, headers, compression or log: what any server must do.
 *
 * Env: DATABASE_URL, SECRET, COOKIE (the session cookie's name), QUERIES (JSON: path →
 * [{ text, values }]). Prints its URL on stdout when listening.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};
const [DATABASE_URL, SECRET, COOKIE, QUERIES] = ["DATABASE_URL", "SECRET", "COOKIE", "QUERIES"].map(env) as [string, string, string, string];
const queries = JSON.parse(QUERIES) as Record<string, { text: string; values: unknown[] }[]>;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const app = Fastify();
app.setErrorHandler((err, _req, reply) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`floor: ${message}`);
  return reply.status(500).send({ error: message });
});

async function signedIn(cookieHeader: string | undefined): Promise<boolean> {
  const raw = cookieHeader?.split(";").map((c) => c.trim()).find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return false;
  const value = decodeURIComponent(raw.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", SECRET).update(token).digest();
  const given = Buffer.from(value.slice(dot + 1), "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const found = await pool.query(
    `select u.id, u.role from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now() limit 1`,
    [token],
  );
  return found.rowCount === 1;
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
