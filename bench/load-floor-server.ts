/**
 * The floor for the mixed load (bench/load.ts), in its own process: the same visit's work as
 * plainly as a server can do it. The three storefront pages from memory (the build's prerendered
 * files); sign-in as a row read, an argon2 verify with the app's parameters (the hash is the
 * seeded one) and a session row written; the task list, the message and the download each after
 * one session lookup: the list's top 20, one message row inserted (the database's own triggers
 * run, as for the app), the document's row read and its blob streamed from the same S3. No
 * access hook, schemas, headers, compression, limits, audit, mail or log.
 *
 * Env: DATABASE_URL, SECRET, COOKIE (the session cookie's name), PAGES_DIR (one language's
 * prerendered pages), S3 (JSON: the app's S3 options). Prints its URL on stdout when listening.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import Fastify from "fastify";
import pg from "pg";
import { s3Store } from "../src/server/storage/s3-store";
import { SESSION_USER_SQL, sessionToken, signToken } from "./floor-session";

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};
const [SECRET, COOKIE] = [env("SECRET"), env("COOKIE")];
const pool = new pg.Pool({ connectionString: env("DATABASE_URL"), max: 10 });
const store = s3Store(JSON.parse(env("S3")));
const page = (file: string) => fs.readFileSync(path.join(env("PAGES_DIR"), file));
const pages: Record<string, Buffer> = { "/": page("index.html"), "/pricing": page("pricing.html"), "/services": page("services.html") };

const app = Fastify();
app.setErrorHandler((err, _req, reply) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`load floor: ${message}`);
  return reply.status(500).send({ error: message });
});

for (const [url, html] of Object.entries(pages)) app.get(url, (_req, reply) => reply.type("text/html; charset=utf-8").send(html));

/** The signed-in user's id from the session cookie, or null. */
async function userOf(cookieHeader: string | undefined): Promise<string | null> {
  const token = sessionToken(cookieHeader, COOKIE, SECRET);
  if (!token) return null;
  return (await pool.query<{ id: string }>(SESSION_USER_SQL, [token])).rows[0]?.id ?? null;
}

app.post("/api/auth/sign-in/email", async (req, reply) => {
  const { email, password } = req.body as { email: string; password: string };
  const found = await pool.query<{ id: string; password: string }>(
    `select u.id, a.password from "user" u join account a on a.user_id = u.id and a.provider_id = 'credential' where u.email = $1`,
    [email.toLowerCase()],
  );
  const row = found.rows[0];
  if (!row || !(await verify(row.password, password))) return reply.status(401).send({ error: "invalid" });
  const token = randomBytes(24).toString("base64url");
  await pool.query(`insert into session (id, token, user_id, expires_at, created_at, updated_at) values ($1, $2, $3, now() + interval '7 days', now(), now())`, [
    randomBytes(12).toString("hex"),
    token,
    row.id,
  ]);
  reply.header("set-cookie", `${COOKIE}=${encodeURIComponent(`${token}.${signToken(token, SECRET)}`)}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  return { user: { id: row.id } };
});

app.get("/api/tasks", async (req, reply) => {
  const userId = await userOf(req.headers.cookie);
  if (!userId) return reply.status(401).send({ error: "unauthenticated" });
  const tasks = await pool.query(`select id, title, status, urgency, created_at from tasks where user_id = $1 order by created_at desc, id desc limit 21`, [userId]);
  return { items: tasks.rows.slice(0, 20), nextCursor: null };
});

app.post("/api/messages", async (req, reply) => {
  const userId = await userOf(req.headers.cookie);
  if (!userId) return reply.status(401).send({ error: "unauthenticated" });
  const { content } = req.body as { content: string };
  const inserted = await pool.query(
    `insert into messages (user_id, sender, author_id, content, due_at) values ($1, 'client', $1, $2, now() + interval '24 hours') returning id, created_at`,
    [userId, content],
  );
  return reply.status(201).send(inserted.rows[0]);
});

app.get("/api/documents/:id/download", async (req, reply) => {
  const userId = await userOf(req.headers.cookie);
  if (!userId) return reply.status(401).send({ error: "unauthenticated" });
  const found = await pool.query<{ storage_key: string; file_name: string; content_type: string }>(
    `select storage_key, file_name, content_type from documents where id = $1 and user_id = $2 and deleted_at is null`,
    [(req.params as { id: string }).id, userId],
  );
  const doc = found.rows[0];
  const stream = doc ? await store.getStream(doc.storage_key) : null;
  if (!doc || !stream) return reply.status(404).send({ error: "not found" });
  return reply.type(doc.content_type).header("content-disposition", `attachment; filename="${doc.file_name}"`).send(stream);
});

process.once("SIGTERM", () => void app.close().then(() => pool.end()).then(() => process.exit(0)));

const url = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(url);
