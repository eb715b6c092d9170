import { randomBytes } from "node:crypto";
import { Readable, type Transform, PassThrough } from "node:stream";
import { pipeline } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { type Db, MIGRATIONS_DIR } from "../db/client";
import { readMigrations } from "../db/migrate";
import { backupRuns } from "../db/schema";
import type { BlobStore } from "../storage/blob-store";
import { encryptStream, keyCheck } from "./crypto";
import { BackupError, describeFailure } from "./errors";
import { checkObject, hasher, MANIFEST, type Manifest, readManifest } from "./manifest";
import type { DumpFactsOf } from "./dump-facts";
import { type DumpFacts, postgresSnapshot, runPgRestore } from "./snapshot";
import type { BackupTarget } from "./target";

/** The database a backup reads: the embedded PGlite (in this process), or PostgreSQL at a URL. */
export type BackupSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export type BackupReason = "scheduled" | "manual" | "pre-migration";

export type BackupOptions = {
  source: BackupSource;
  /** Where the run is recorded (backup_runs), when the table exists yet. */
  db: Db;
  storage: BlobStore;
  target: BackupTarget;
  key: Buffer | null;
  now: () => Date;
  reason: BackupReason;
  /** Loads an embedded dump into a throw-away PGlite and reads its facts (./dump-facts.ts). */
  dumpFacts: DumpFactsOf;
};

export type BackupResult = { name: string; location: string; sizeBytes: number; tables: number; rows: number; files: number; missingFiles: number };

/** How long a run's claim lasts without being renewed; a run whose process died lapses then (incomplete). */
const LEASE_MS = 10 * 60_000;
const FILE_CONCURRENCY = 4;

export const backupName = (now: Date, reason: BackupReason) =>
  `${now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z").replace("T", "-")}-${reason}-${randomBytes(2).toString("hex")}`;

/** Writes `source` as object `rel` (encrypted with `key`); resolves with the plaintext's size and hash, and the stored size. */
async function putObject(target: BackupTarget, name: string, rel: string, source: Readable, key: Buffer | null) {
  const h = hasher();
  const stages: (Readable | Transform)[] = [source, h, ...(key ? [encryptStream(key)] : [])];
  const out = new PassThrough();
  pipeline([...stages, out] as unknown as [Readable, PassThrough], (err) => {
    if (err) out.destroy(err);
  });
  const stored = await target.write(name, rel, out);
  return { bytes: h.bytes, sha256: h.digest(), stored };
}

async function hasRunsTable(db: Db): Promise<boolean> {
  const rows = await db.execute<{ t: string | null }>(sql`select to_regclass('public.backup_runs')::text as t`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { t: string | null }[] }).rows) as { t: string | null }[];
  return Boolean(list[0]?.t);
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One backup, consistent and verified (docs/decisions/0047-backups.md): the database is dumped
 * (PGlite's own data-dir dump; pg_dump on one snapshot for PostgreSQL), the dump is read back
 * and checked (loaded into a throw-away PGlite, or listed by pg_restore), the facts of that
 * dump — rows per table, the file keys — come from the same snapshot, every file those rows
 * name is copied and hashed, the manifest written, re-read, every object re-hashed, and only
 * then is the backup sealed. Anything that fails on the way leaves it unsealed (incomplete).
 */
export async function takeBackup(o: BackupOptions): Promise<BackupResult> {
  const started = o.now();
  const name = backupName(started, o.reason);
  const record = await hasRunsTable(o.db).catch(() => false);
  if (record) {
    await o.db.insert(backupRuns).values({ name, reason: o.reason, status: "running", target: o.target.label, startedAt: started, leaseUntil: new Date(started.getTime() + LEASE_MS) });
  }
  const renew = record
    ? setInterval(() => {
        void o.db
          .update(backupRuns)
          .set({ leaseUntil: new Date(o.now().getTime() + LEASE_MS) })
          .where(eq(backupRuns.name, name))
          .catch(() => undefined);
      }, LEASE_MS / 4)
    : undefined;
  renew?.unref();
  try {
    const result = await writeBackup(o, name, started);
    if (record) await o.db.update(backupRuns).set({ status: "good", finishedAt: o.now(), sizeBytes: result.sizeBytes }).where(eq(backupRuns.name, name));
    return result;
  } catch (err) {
    const message = describeFailure(err, o.target.label);
    if (record) await o.db.update(backupRuns).set({ status: "failed", finishedAt: o.now(), error: message.slice(0, 500) }).where(eq(backupRuns.name, name)).catch(() => undefined);
    // What was written goes (a full disk gets its space back); when even that fails it stays unsealed.
    await o.target.remove(name).catch(() => undefined);
    throw new BackupError(`backup failed: ${message}; the previous backups are untouched`);
  } finally {
    clearInterval(renew);
  }
}

async function writeBackup(o: BackupOptions, name: string, started: Date): Promise<BackupResult> {
  let facts: DumpFacts;
  let database: Manifest["database"];
  let stored = 0;
  if (o.source.kind === "pglite") {
    const file = "database.tar.gz";
    const dump = await o.source.client.dumpDataDir("gzip");
    const written = await putObject(o.target, name, file, Readable.fromWeb(dump.stream() as never), o.key);
    stored += written.stored;
    database = { kind: "pglite", file, bytes: written.bytes, sha256: written.sha256 };
    // The dump as stored, read back and started: the facts come from what a restore will load.
    const readBack = await collect(await openForCheck(o, name, database));
    facts = await o.dumpFacts(readBack).catch((err: Error) => {
      throw new BackupError(`the database dump does not load: ${err.message.split("\n")[0]}`);
    });
  } else {
    const file = "database.dump";
    const snap = await postgresSnapshot(o.source.url);
    try {
      const written = await putObject(o.target, name, file, snap.dump, o.key);
      await snap.done;
      stored += written.stored;
      database = { kind: "postgres", file, bytes: written.bytes, sha256: written.sha256 };
      facts = snap.facts;
    } finally {
      await snap.close();
    }
    // Parsed by pg_restore: a dump it cannot list is no backup.
    await runPgRestore(["--list"], await openForCheck(o, name, database));
  }

  const files: Manifest["files"] = [];
  const missingFiles: string[] = [];
  const queue = [...facts.fileKeys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const body = await o.storage.getStream(key);
      if (!body) {
        missingFiles.push(key);
        continue;
      }
      const w = await putObject(o.target, name, `files/${key}`, body, o.key);
      stored += w.stored;
      files.push({ key, bytes: w.bytes, sha256: w.sha256 });
    }
  };
  await Promise.all(Array.from({ length: FILE_CONCURRENCY }, worker));
  files.sort((a, b) => a.key.localeCompare(b.key));
  missingFiles.sort();

  const tag = facts.applied > 0 ? lastTag(facts.applied) : null;
  const manifest: Manifest = {
    format: 1,
    name,
    reason: o.reason,
    createdAt: started.toISOString(),
    schema: { applied: facts.applied, tag },
    database,
    tables: facts.tables,
    files,
    missingFiles,
    encryption: o.key ? { algorithm: "aes-256-gcm", keyCheck: keyCheck(o.key) } : null,
  };
  stored += await o.target.write(name, MANIFEST, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`)]));

  // Verified before it counts: the manifest re-read, every object re-hashed.
  const reread = await readManifest(o.target, name, o.key);
  await checkObject(o.target, name, reread.database.file, o.key, reread.database);
  for (const f of reread.files) await checkObject(o.target, name, `files/${f.key}`, o.key, f);
  await o.target.seal(name);
  const rows = Object.values(facts.tables).reduce((a, b) => a + b, 0);
  return { name, location: `${o.target.label.replace(/\/$/, "")}/${name}`, sizeBytes: stored, tables: Object.keys(facts.tables).length, rows, files: files.length, missingFiles: missingFiles.length };
}

/** The dump read back from the target, checked against its hash as it streams. */
async function openForCheck(o: BackupOptions, name: string, db: Manifest["database"]): Promise<Readable> {
  const out = new PassThrough();
  checkObject(o.target, name, db.file, o.key, db, out).catch((err) => out.destroy(err));
  return out;
}

function lastTag(applied: number): string | null {
  return readMigrations(MIGRATIONS_DIR)[applied - 1]?.tag ?? null;
}
