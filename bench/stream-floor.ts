/**
 * The floor for the live-stream benches (bench/stream-fanout.ts), in its own process: bare
 * node:http and `pg`, one LISTEN on the notifications channel. A stream open checks the session
 * cookie's signature, looks the session up (one query), counts the unread rows and says
 * "ready"; a NOTIFY naming a user reads that user's newest rows and unread count and writes
 * them to each of their streams. No framework, access hook, headers, batching or ceilings:
 * what any server must do to keep a bell live.
 *
 * POST /write (bench/notify-latency.ts) is the floor of a write that rings a bell: it checks the
 * writer's session cookie, then commits one notification row for `to` (the JSON body's
 * { to, preview }) with its NOTIFY in one transaction, and answers 201.
 *
 * Run as a process: env DATABASE_URL (or DATA_DIR: the embedded database of that data dir, as
 * the app opens it, closed cleanly on SIGTERM), SECRET, COOKIE (the session cookie's name); STREAMS_MAX
 * (optional: past it a stream is refused with 503 + Retry-After before any query, as the app's
 * ceiling does) and BACKLOG (optional: the listen backlog; Node's 511 by default). Prints its
 * URL on stdout when listening. `serveStreamFloor` runs the same in this process on any
 * database (the embedded PGlite of bench/notify-latency.ts, through `pgliteFloorDatabase`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { SESSION_USER_SQL, sessionToken } from "./floor-session";

type Rows<T> = Promise<{ rows: T[] }>;
/** What the floor needs of a database: queries, a transaction, and LISTEN on one channel. */
export type FloorDatabase = {
  query<T>(text: string, values: unknown[]): Rows<T>;
  transaction(run: (query: (text: string, values: unknown[]) => Promise<unknown>) => Promise<void>): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
};

export async function serveStreamFloor(
  db: FloorDatabase,
  opts: { secret: string; cookie: string; streamsMax?: number; backlog?: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  const { secret, cookie } = opts;
  const streamsMax = opts.streamsMax ?? Number.POSITIVE_INFINITY;
  const streams = new Map<string, Set<http.ServerResponse>>();
  let open = 0;

  async function userOf(cookieHeader: string | undefined): Promise<string | null> {
    const token = sessionToken(cookieHeader, cookie, secret);
    if (!token) return null;
    return (await db.query<{ id: string }>(SESSION_USER_SQL, [token])).rows[0]?.id ?? null;
  }

  const unread = async (userId: string) =>
    Number((await db.query<{ n: string }>(`select count(*) as n from notifications where user_id = $1 and read_at is null`, [userId])).rows[0]?.n ?? 0);

  async function write(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (!(await userOf(req.headers.cookie))) {
      res.writeHead(401).end();
      return;
    }
    const { to, preview } = JSON.parse(Buffer.concat(chunks).toString()) as { to: string; preview: string };
    await db.transaction(async (query) => {
      await query(`insert into notifications (user_id, kind, data, link) values ($1, 'message_received', $2, '/dashboard/messages')`, [to, JSON.stringify({ preview })]);
      await query(`select pg_notify('notifications', $1)`, [to]);
    });
    res.writeHead(201).end();
  }

  const fail = (res: http.ServerResponse) => (err: unknown) => {
    console.error(`floor: ${(err as Error).message}`);
    if (!res.headersSent) res.writeHead(500).end();
  };
  const server = http.createServer((req, res) => {
    if (req.method === "POST") {
      write(req, res).catch(fail(res));
      return;
    }
    if (open >= streamsMax) {
      res.writeHead(503, { "retry-after": "30" }).end();
      return;
    }
    open++;
    res.on("close", () => open--);
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
    })().catch(fail(res));
  });

  // A tab that goes away mid-write resets its socket: that is its business, not the floor's.
  server.on("connection", (socket) => socket.on("error", () => undefined));

  await db.listen("notifications", (userId) => {
    const set = streams.get(userId);
    if (!set) return;
    void Promise.all([
      db.query(`select id, kind, data, link, created_at from notifications where user_id = $1 order by created_at desc, id desc limit 50`, [userId]),
      unread(userId),
    ]).then(([rows, count]) => {
      const chunk = `event: notifications\ndata: ${JSON.stringify({ items: rows.rows, unreadCount: count })}\n\n`;
      for (const res of set) res.write(chunk);
    });
  });

  await new Promise<void>((resolve) => server.listen({ port: 0, host: "127.0.0.1", backlog: opts.backlog }, resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const set of streams.values()) for (const res of set) res.destroy();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The floor's database on PostgreSQL: a pool of 10 and one client that LISTENs. */
export async function pgFloorDatabase(url: string): Promise<FloorDatabase & { end: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const listener = await pool.connect();
  return {
    query: <T>(text: string, values: unknown[]) => pool.query(text, values) as unknown as Rows<T>,
    async transaction(run) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        await run((text, values) => client.query(text, values));
        await client.query("commit");
      } catch (err) {
        await client.query("rollback");
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      listener.on("notification", (n) => n.channel === channel && onPayload(n.payload ?? ""));
      await listener.query(`listen ${channel}`);
    },
    end: async () => {
      listener.release();
      await pool.end();
    },
  };
}

/** The floor's database on an embedded PGlite: PGlite notifies its own listeners, in its process. */
export const pgliteFloorDatabase = (client: PGlite): FloorDatabase => ({
  query: (text, values) => client.query(text, values),
  transaction: (run) => client.transaction(async (tx) => void (await run((text, values) => tx.query(text, values)))),
  listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
});

/** The embedded database of DATA_DIR (DATA_DIR/db, as the server opens it), for the floor's process. */
async function pgliteInDataDir(dataDir: string): Promise<FloorDatabase & { end: () => Promise<void> }> {
  // Loaded only here: the floor on PostgreSQL stays bare node:http and `pg`.
  const { openPglite } = await import("../src/server/db/client");
  const database = await openPglite({ dir: path.join(dataDir, "db") });
  return { ...pgliteFloorDatabase(database.client), end: () => database.close() };
}

// `node --import tsx bench/stream-floor.ts`: the floor in its own process (bench/stream-servers.ts).
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = (name: string): string => {
    const value = process.env[name];
    if (value === undefined) throw new Error(`${name} is required`);
    return value;
  };
  const db = process.env.DATA_DIR ? await pgliteInDataDir(process.env.DATA_DIR) : await pgFloorDatabase(env("DATABASE_URL"));
  const floor = await serveStreamFloor(db, {
    secret: env("SECRET"),
    cookie: env("COOKIE"),
    streamsMax: process.env.STREAMS_MAX ? Number(process.env.STREAMS_MAX) : undefined,
    backlog: process.env.BACKLOG ? Number(process.env.BACKLOG) : undefined,
  });
  // A clean exit on SIGTERM (the bench's stop).
  process.once("SIGTERM", () => void floor.close().then(() => db.end()).then(() => process.exit(0)));
  console.log(floor.url);
}
