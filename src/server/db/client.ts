import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { makePrivate, mkdirPrivate } from "./data-dir";
import { applyMigrations, type Migration, pendingMigrations, readMigrations, type SchemaVersion, type SqlSession } from "./migrate";
import * as schema from "./schema";

export { schema };
export { lockDataDir } from "./data-dir";
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: queries that must join a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * LISTEN/NOTIFY for the live notifications: one subscription per channel and
 * process. `listen` resolves once the LISTEN is in place, with the function that undoes it.
 * After the PostgreSQL listening connection was lost and re-established, every subscriber of
 * the channel hears `LISTEN_RESUMED` (anything may have been missed meanwhile).
 */
export type NotificationListener = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
};
export const LISTEN_RESUMED = "*";

/** A finished query, for metrics and traces (metrics/metrics.ts): its text, start (epoch ms) and time taken. */
export type QueryObserver = (q: { text: string; startedAt: number; durationMs: number; error?: unknown }) => void;

export type Database = NotificationListener & {
  db: Db;
  kind: "pglite" | "postgres";
  /** Every query from now on is reported to `observer` (one at a time: a later call replaces it). */
  observeQueries(observer: QueryObserver): void;
  /** The connection pool's state (PostgreSQL); null for PGlite's single connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /**
   * Runs the repo's pending migrations in one transaction (idempotent). `before` runs first when
   * some are pending (the embedded default's automatic backup) and returns how to roll back,
   * which ends the one line of a MigrationError.
   */
  migrate(before?: BeforeMigrating): Promise<void>;
  /** How many of the repo's migrations this database has applied, and the last one's tag. */
  schemaVersion(): Promise<SchemaVersion>;
  close(): Promise<void>;
};

/**
 * Wraps a client's `query` so each call is reported once it settles (promise or callback form);
 * without an observer the call goes straight through.
 */
function timeQueries<C extends object>(client: C, method: keyof C & string, observer: () => QueryObserver | undefined): void {
  const original = (client[method] as (...args: unknown[]) => unknown).bind(client);
  (client as Record<string, unknown>)[method] = (...args: unknown[]) => {
    const observe = observer();
    if (!observe) return original(...args);
    const startedAt = Date.now();
    const started = performance.now();
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : (first?.text ?? "");
    const report = (error?: unknown) => observe({ text, startedAt, durationMs: performance.now() - started, error: error ?? undefined });
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (err: unknown, ...rest: unknown[]) => void;
      args[last] = (err: unknown, ...rest: unknown[]) => {
        report(err);
        callback(err, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(() => report(), (err: unknown) => report(err));
    return result;
  };
}


export type BeforeMigrating = (pending: Migration[], version: SchemaVersion) => Promise<string | undefined>;

const DEFAULT_ROLLBACK_HINT = "restore a backup (npm run admin -- restore FOLDER) or run the previous version";

async function migrateSession(session: SqlSession, before?: BeforeMigrating): Promise<void> {
  const { version, pending } = await pendingMigrations(session, readMigrations(MIGRATIONS_DIR));
  if (!pending.length) return;
  const hint = (await before?.(pending, version)) ?? DEFAULT_ROLLBACK_HINT;
  await applyMigrations(session, pending, hint);
}

const pgSession = (client: pg.PoolClient): SqlSession => ({
  query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)) as unknown as { rows: T[] },
  exec: (text) => client.query(text),
});

/** How long a request waits for a database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Every connection's settings (why: in openPostgres). */
export const SESSION_OPTIONS = "-c enable_memoize=off";

/** Opens PostgreSQL at a URL. */
export function openPostgres(url: string): Database {
  // While PostgreSQL is down or unreachable a request fails within connectionTimeoutMillis
  // (answered 503, http/errors.ts) instead of waiting for a connection indefinitely.
  const max = 10;
  // Memoize off: PostgreSQL sizes a Memoize node's hash table by the distinct keys it estimates
  // (every client), not by the rows a LIMIT lets through, so a list's page of 5–21 rows joined to
  // its clients spent about 1 ms on it at 10 000 clients and 7 ms at 100 000 (bench/million.ts).
  // Without it the same join does a handful of index lookups. A URL's own
  // `options` wins over this one.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options: SESSION_OPTIONS });
  let closing = false;
  // An idle connection that the server drops (restart, failover) emits an error on the pool;
  // unhandled it would end the process. The pool replaces the connection on next use.
  pool.on("error", (err) => {
    if (!closing) console.error(`postgres: idle connection lost: ${err.message}`);
  });
  // A connection checked out between two queries (inside a transaction) has no pool listener:
  // its own keeps a dropped link from ending the process; the query in progress fails instead.
  let observer: QueryObserver | undefined;
  pool.on("connect", (client) => {
    client.on("error", (err) => {
      if (!closing) console.error(`postgres: connection lost: ${err.message}`);
    });
    // Every query goes through a pooled client, the pool's own pool.query included.
    timeQueries(client, "query", () => observer);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listener = postgresListener(url);
  return {
    db,
    kind: "postgres",
    observeQueries: (o) => {
      observer = o;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    migrate: (before) => migratePostgresLocked(pool, before),
    schemaVersion: async () => {
      const client = await pool.connect();
      try {
        return (await pendingMigrations(pgSession(client), readMigrations(MIGRATIONS_DIR))).version;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      closing = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** The reconnect delays, for the listening connection too. */
const RELISTEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * A dedicated connection (not from the pool: LISTEN belongs to a session) opened on the first
 * `listen`. When it drops (server restart, failover) it reconnects with backoff, LISTENs again
 * and tells every subscriber `LISTEN_RESUMED`.
 */
function postgresListener(url: string): NotificationListener & { close(): Promise<void> } {
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const dispatch = (channel: string, payload: string) => {
    for (const cb of subscribers.get(channel) ?? []) cb(payload);
  };

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    c.on("notification", (msg) => dispatch(msg.channel, msg.payload ?? ""));
    c.on("error", (err) => {
      if (!closed) console.error(`postgres: listening connection lost: ${err.message}`);
    });
    c.on("end", () => {
      if (client !== c) return;
      client = null;
      if (!closed) scheduleReconnect();
    });
    await c.connect();
    for (const channel of subscribers.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    client = c;
    return c;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect() {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      ensureConnected().then(
        () => {
          attempt = 0;
          for (const channel of subscribers.keys()) dispatch(channel, LISTEN_RESUMED);
        },
        (err: Error) => {
          console.error(`postgres: could not listen again: ${err.message}`);
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref?.();
  }

  return {
    async listen(channel, onPayload) {
      if (closed) throw new Error("database closed");
      const known = subscribers.has(channel);
      const set = subscribers.get(channel) ?? new Set();
      set.add(onPayload);
      subscribers.set(channel, set);
      const c = await ensureConnected();
      // connect() already LISTENs on every channel known when it started.
      if (!known) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || subscribers.get(channel) !== set) return;
        subscribers.delete(channel);
        if (client && !closed) await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Any fixed number, the same in every instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 7_261_042_019;

/**
 * Migrates on one connection that holds a session advisory lock meanwhile, so instances
 * starting together take turns: the second finds everything applied and does nothing.
 */
async function migratePostgresLocked(pool: pg.Pool, before?: BeforeMigrating): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateSession(pgSession(client), before);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap, and Emscripten zeroes
 * an anonymous mapping when it is made: the default 128 MB is resident from the first moment,
 * whether a page is ever cached there or not (idle RSS 385 MB against 138 MB on PostgreSQL).
 * 16 MB holds this site's hot pages (the admin's first task page at 100 000 tasks costs the
 * same); a page evicted from it is read back through the file system, from the OS page cache.
 * Durability is untouched: every commit still writes its WAL before it is acknowledged
 * (bench/cold-start.ts measures the idle RSS).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** Opens an embedded PGlite: on disk under `dir`, in memory without it, or from a dumped data dir. */
export async function openPglite(opts: { dir?: string; loadDataDir?: Blob } = {}): Promise<Database & { client: PGlite }> {
  if (opts.dir) mkdirPrivate(opts.dir);
  // PGlite (and its WebAssembly PostgreSQL) loads only here: a server on PostgreSQL never loads it.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
  ]);
  // pg_trgm: the operator's searches use trigram indexes (migration 0013), as on PostgreSQL.
  const client = await PGlite.create({
    dataDir: opts.dir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // The database holds personal data: no other account on the machine may read it.
  if (opts.dir) makePrivate(opts.dir);
  let observer: QueryObserver | undefined;
  // Queries outside a transaction (a transaction's own run on its transaction object, untimed).
  timeQueries(client, "query", () => observer);
  timeQueries(client, "exec", () => observer);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    client,
    kind: "pglite",
    observeQueries: (o) => {
      observer = o;
    },
    poolStats: () => null,
    migrate: (before) => migrateSession(client, before),
    schemaVersion: async () => (await pendingMigrations(client, readMigrations(MIGRATIONS_DIR))).version,
    // PGlite delivers a NOTIFY to its own listeners when the notifying transaction commits.
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((unlisten) => () => unlisten()),
    close: () => client.close(),
  };
}
