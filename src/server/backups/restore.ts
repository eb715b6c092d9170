import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { MIGRATIONS_DIR, openPglite } from "../db/client";
import { readMigrations } from "../db/migrate";
import type { BlobStore } from "../storage/blob-store";
import { unpackDump } from "./dump-facts";
import { BackupError } from "./errors";
import { checkObject, type Manifest, openObject, readManifest } from "./manifest";
import { pgliteQuery, readFacts, runPgRestore } from "./snapshot";
import type { BackupTarget } from "./target";

/** Where a restore goes: the embedded database's folder, or a PostgreSQL database. */
export type RestoreDestination = { kind: "pglite"; dbDir: string } | { kind: "postgres"; url: string };

export type RestoreOptions = {
  target: BackupTarget;
  name: string;
  key: Buffer | null;
  dest: RestoreDestination;
  storage: BlobStore;
  /** The local files folder, when files are on disk: it must be empty too. */
  filesDir: string | null;
  /** Restore over a database or files folder that is not empty (the old ones are set aside, or dropped on PostgreSQL). */
  force: boolean;
  now: () => Date;
};

export type RestoreResult = { name: string; tables: number; rows: number; files: number; schemaTag: string | null };

const nonEmptyDir = async (dir: string) => (await fs.readdir(dir).catch(() => [])).length > 0;

async function postgresHasTables(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query("select 1 from information_schema.tables where table_schema in ('public', 'drizzle') limit 1");
    return rows.length > 0;
  } finally {
    await c.end();
  }
}

/**
 * Puts a backup into an empty database and files store. Every check comes before any change:
 * the manifest and key, the schema version against this version's migrations, the destination
 * being empty (or `force`), and every object's checksum. After loading, the rows per table are
 * counted again and must equal the manifest's.
 */
export async function restoreBackup(o: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readManifest(o.target, o.name, o.key);
  const known = readMigrations(MIGRATIONS_DIR);
  if (manifest.schema.applied > known.length) {
    throw new BackupError(
      `the backup ${o.name} has schema version ${manifest.schema.applied} (${manifest.schema.tag}), newer than this version's ${known.length} (${known.at(-1)?.tag}): restore it with the version that made it`,
    );
  }
  if (manifest.database.kind !== o.dest.kind) {
    throw new BackupError(`the backup ${o.name} holds a ${manifest.database.kind} database; this server is configured for ${o.dest.kind} (DATABASE_URL)`);
  }
  const dbNotEmpty = o.dest.kind === "pglite" ? await nonEmptyDir(o.dest.dbDir) : await postgresHasTables(o.dest.url);
  const filesNotEmpty = o.filesDir ? await nonEmptyDir(o.filesDir) : false;
  if ((dbNotEmpty || filesNotEmpty) && !o.force) {
    const what = dbNotEmpty ? (o.dest.kind === "pglite" ? o.dest.dbDir : "the PostgreSQL database") : o.filesDir;
    throw new BackupError(`${what} is not empty: restore refuses to overwrite it (stop the server, and add --force to set the current data aside)`);
  }

  // Every object checked before anything changes; the dump is kept in a private temporary file.
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "concierge-restore-"));
  try {
    const dumpFile = path.join(scratch, manifest.database.file);
    await checkObject(o.target, o.name, manifest.database.file, o.key, manifest.database, createWriteStream(dumpFile, { mode: 0o600 }));
    for (const f of manifest.files) await checkObject(o.target, o.name, `files/${f.key}`, o.key, f);

    const stamp = o.now().toISOString().replace(/[-:.]/g, "");
    if (o.force && o.filesDir && filesNotEmpty) await fs.rename(o.filesDir, `${o.filesDir}.before-restore-${stamp}`);
    const counts =
      o.dest.kind === "pglite" ? await loadPglite(o.dest.dbDir, dumpFile, o.force && dbNotEmpty, stamp, o.name) : await loadPostgres(o.dest.url, dumpFile, o.force && dbNotEmpty, o.name);
    for (const f of manifest.files) {
      const body = await openObject(o.target, o.name, `files/${f.key}`, o.key);
      const pass = new PassThrough();
      const writing = o.storage.putStream(f.key, pass);
      await pipeline(body, pass);
      await writing;
    }
    checkCounts(manifest, counts);
    return { name: o.name, tables: Object.keys(counts).length, rows: Object.values(counts).reduce((a, b) => a + b, 0), files: manifest.files.length, schemaTag: manifest.schema.tag };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

function checkCounts(manifest: Manifest, counts: Record<string, number>) {
  for (const [table, n] of Object.entries(manifest.tables)) {
    if (counts[table] !== n) throw new BackupError(`after restore ${table} has ${counts[table] ?? 0} rows, the manifest says ${n}`);
  }
}

/**
 * The dump holds its own run as `running` (the row was written before the dump): once restored
 * and checked, that backup is known good. An update, so the row counts stay the manifest's.
 */
const MARK_GOOD = "update backup_runs set status = 'good', finished_at = coalesce(finished_at, now()) where name = $1 and status = 'running'";

async function markGood(query: (text: string, params: unknown[]) => Promise<unknown>, name: string) {
  await query(MARK_GOOD, [name]).catch(() => undefined); // a database from before backup_runs has no such row
}

async function loadPglite(dbDir: string, dumpFile: string, setAside: boolean, stamp: string, name: string): Promise<Record<string, number>> {
  // Unpacked before the current data is touched: a dump that is not whole changes nothing.
  const tar = await unpackDump(await fs.readFile(dumpFile)).catch((err: Error) => {
    throw new BackupError(`the backup's database dump cannot be read: ${err.message}`);
  });
  if (setAside) await fs.rename(dbDir, `${dbDir}.before-restore-${stamp}`);
  else await fs.rm(dbDir, { recursive: true, force: true });
  const database = await openPglite({ dir: dbDir, loadDataDir: tar });
  try {
    const { tables } = await readFacts(pgliteQuery(database.client));
    await markGood((t, p) => database.client.query(t, p), name);
    return tables;
  } finally {
    await database.close();
  }
}

async function loadPostgres(url: string, dumpFile: string, clean: boolean, name: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    if (clean) await c.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await runPgRestore(["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url], createReadStream(dumpFile));
    const { tables } = await readFacts(async <T>(text: string) => (await c.query(text)).rows as T[]);
    await markGood((t, p) => c.query(t, p), name);
    return tables;
  } finally {
    await c.end();
  }
}
