import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { makePrivate, mkdirPrivate } from "./data-dir";
import * as schema from "./schema";

export { schema };
export { lockDataDir } from "./data-dir";
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction on it: queries that must join a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the repo's migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Opens PostgreSQL at a URL. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle connection that the server drops (restart, failover) emits an error on the pool;
  // unhandled it would end the process. The pool replaces the connection on next use.
  pool.on("error", (err) => {
    if (!closing) console.error(`postgres: idle connection lost: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgresLocked(pool),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** Any fixed number, the same in every instance: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 7_261_042_019;

/**
 * Migrates on one connection that holds a session advisory lock meanwhile, so instances
 * starting together take turns: the second finds everything applied and does nothing.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens an embedded PGlite: on disk under `dir`, in memory without it, or from a dumped data dir. */
export async function openPglite(opts: { dir?: string; loadDataDir?: Blob } = {}): Promise<Database & { client: PGlite }> {
  if (opts.dir) mkdirPrivate(opts.dir);
  const client = await PGlite.create({ dataDir: opts.dir, loadDataDir: opts.loadDataDir });
  // The database holds personal data: no other account on the machine may read it.
  if (opts.dir) makePrivate(opts.dir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    client,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
