/**
 * The floor for the live-stream benches (bench/stream-fanout.ts), in its own process: bare
 * node:http and `pg`, one LISTEN on the notifications channel. A stream open checks the session
 * cookie's signature, looks the session up (one query), counts the unread rows and says
 * "ready"; a NOTIFY naming a user reads that user's newest rows and unread count and writes
 * them to each of their streams. No framework, access hook, headers, batching or ceilings:
 * what any server must do to keep a bell live.
 *
 * Env: DATABASE_URL, SECRET, COOKIE (the session cookie's name). Prints its URL on stdout when listening.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};
const [DATABASE_URL, SECRET, COOKIE] = ["DATABASE_URL", "SECRET", "COOKIE"].map(env) as [string, string, string];
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const streams = new Map<string, Set<http.ServerResponse>>();

async function userOf(cookieHeader: string | undefined): Promise<string | null> {
  const raw = cookieHeader?.split(";").map((c) => c.trim()).find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return null;
  const value = decodeURIComponent(raw.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", SECRET).update(token).digest();
  const given = Buffer.from(value.slice(dot + 1), "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const found = await pool.query<{ id: string }>(`select u.id from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now() limit 1`, [token]);
  return found.rows[0]?.id ?? null;
}

const unread = async (userId: string) =>
  Number((await pool.query<{ n: string }>(`select count(*) as n from notifications where user_id = $1 and read_at is null`, [userId])).rows[0]?.n ?? 0);

const server = http.createServer((req, res) => {
  void (async () => {
    const userId = await userOf(req.headers.cookie);
    if (!userId) {
      res.writeHead(401).end();
      return;
    }
    const count = await unread(userId);
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
    res.write(`retry: 1000\n\nevent: ready\ndata: ${JSON.stringify({ unreadCount: count })}\n\n`);
    const set = streams.get(userId) ?? new Set();
    set.add(res);
    streams.set(userId, set);
    res.on("close", () => {
      set.delete(res);
      if (set.size === 0) streams.delete(userId);
    });
  })().catch((err: unknown) => {
    console.error(`floor: ${(err as Error).message}`);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

// A tab that goes away mid-write resets its socket: that is its business, not the floor's.
server.on("connection", (socket) => socket.on("error", () => undefined));

const listener = await pool.connect();
listener.on("notification", (n) => {
  const userId = n.payload ?? "";
  const set = streams.get(userId);
  if (!set) return;
  void Promise.all([
    pool.query(`select id, kind, data, link, created_at from notifications where user_id = $1 order by created_at desc, id desc limit 50`, [userId]),
    unread(userId),
  ]).then(([rows, count]) => {
    const chunk = `event: notifications\ndata: ${JSON.stringify({ items: rows.rows, unreadCount: count })}\n\n`;
    for (const res of set) res.write(chunk);
  });
});
await listener.query("listen notifications");

// A clean exit on SIGTERM (the bench's stop).
process.once("SIGTERM", () => {
  for (const set of streams.values()) for (const res of set) res.destroy();
  server.close();
  listener.release();
  void pool.end().then(() => process.exit(0));
});

server.listen(0, "127.0.0.1", () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
