import { readMigrationFiles } from "drizzle-orm/migrator";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The few calls the migration runner needs, on one connection (PGlite, or a pg client). */
export type SqlSession = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements, without parameters. */
  exec(text: string): Promise<unknown>;
};

export type Migration = { tag: string; sql: string[]; folderMillis: number; hash: string };

/** The repo's migrations, in order, with drizzle's bookkeeping (hash, folderMillis) and their tags. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({ ...m, tag: journal.entries[i]!.tag }));
}

/** The schema version: how many of the repo's migrations a database has, and the last one's tag. */
export type SchemaVersion = { applied: number; tag: string | null };

/** A migration that failed; its message is the one line the server prints before refusing to start. */
export class MigrationError extends Error {}

async function lastApplied(session: SqlSession): Promise<{ count: number; createdAt: number | null }> {
  const { rows: exists } = await session.query<{ t: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as t");
  if (!exists[0]?.t) return { count: 0, createdAt: null };
  const { rows } = await session.query<{ n: string | number; last: string | number | null }>("select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations");
  return { count: Number(rows[0]!.n), createdAt: rows[0]!.last === null ? null : Number(rows[0]!.last) };
}

/** Which of `migrations` the database has not applied yet (drizzle's rule: newer than the last applied). */
export async function pendingMigrations(session: SqlSession, migrations: Migration[]): Promise<{ version: SchemaVersion; pending: Migration[] }> {
  const last = await lastApplied(session);
  const pending = last.createdAt === null ? migrations : migrations.filter((m) => m.folderMillis > last.createdAt!);
  const applied = migrations.filter((m) => !pending.includes(m));
  return { version: { applied: last.count, tag: applied.at(-1)?.tag ?? null }, pending };
}

/**
 * Applies `pending` in ONE transaction, keeping drizzle's table (so drizzle-kit and older
 * versions read the same history): when any statement fails, nothing of this start's
 * migrations stays, and the error names the migration. `rollbackHint` ends its one line.
 */
export async function applyMigrations(session: SqlSession, pending: Migration[], rollbackHint: string): Promise<void> {
  if (!pending.length) return;
  await session.exec("CREATE SCHEMA IF NOT EXISTS drizzle");
  await session.exec("CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)");
  await session.exec("BEGIN");
  let current: Migration | undefined;
  try {
    for (const m of pending) {
      current = m;
      for (const stmt of m.sql) if (stmt.trim()) await session.exec(stmt);
      await session.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [m.hash, m.folderMillis]);
    }
    current = undefined;
    await session.exec("COMMIT");
  } catch (err) {
    await session.exec("ROLLBACK").catch(() => undefined);
    const reason = ((err as Error).message ?? String(err)).split("\n")[0];
    throw new MigrationError(`migration ${current?.tag ?? "commit"} failed: ${reason} — the database is unchanged; ${rollbackHint}`);
  }
}
