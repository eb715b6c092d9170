import fs from "node:fs";
import path from "node:path";
import { BackupError, type BackupTarget, backupAtPath, backupKeyOf, dumpFactsHere, openBackupTarget, restoreBackup, sendControlCommand, takeBackup } from "../backups";
import { folderTarget } from "../backups/target";
import type { Config } from "../config";
import { type Database, lockDataDir, openPglite, openPostgres } from "../db/client";
import { type BlobStore, localDiskStore } from "../storage/blob-store";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function filesStore(config: Config): Promise<BlobStore & { close?(): void }> {
  return config.s3 ? (await import("../storage/s3-store")).s3Store(config.s3) : localDiskStore(path.join(config.dataDir, "files"));
}

/**
 * `backup`: on PostgreSQL, here (pg_dump reads one snapshot while the server writes). On the
 * embedded database, the server that holds it takes it when it runs (its control socket);
 * otherwise this process opens the database itself.
 */
export async function backupCommand(config: Config, to: string | undefined): Promise<number> {
  if (to) {
    // --to wins over BACKUP_DIR / BACKUP_S3_* for this one backup.
    config = { ...config, backup: { ...config.backup, s3: null, dir: path.resolve(to) } };
  }
  const key = backupKeyOf(config);
  if (!config.DATABASE_URL && !to) {
    const reply = await sendControlCommand(config.dataDir, "backup");
    if (reply) {
      if (!reply.ok) throw new BackupError(reply.error);
      return report(reply.result as ResultLine);
    }
  }
  let database: Database;
  let unlock = () => {};
  let source: Parameters<typeof takeBackup>[0]["source"];
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
    source = { kind: "postgres", url: config.DATABASE_URL };
  } else {
    if (!fs.existsSync(path.join(config.dataDir, "db"))) throw new BackupError(`there is no database in ${config.dataDir} to back up (DATA_DIR)`);
    try {
      unlock = lockDataDir(config.dataDir);
    } catch {
      throw new BackupError(
        to
          ? `the server on ${config.dataDir} holds the embedded database: run backup without --to (it takes it, into BACKUP_DIR), or stop the server first`
          : `the server on ${config.dataDir} holds the database but did not answer on its control socket: run the backup as the server's user, or restart the server`,
      );
    }
    const embedded = await openPglite({ dir: path.join(config.dataDir, "db") });
    database = embedded;
    source = { kind: "pglite", client: embedded.client };
  }
  const target: BackupTarget = config.backup.s3 ? await openBackupTarget(config) : folderTarget(config.backup.dir);
  const storage = await filesStore(config);
  try {
    const result = await takeBackup({ source, db: database.db, storage, target, key, now: () => new Date(), reason: "manual", dumpFacts: dumpFactsHere });
    return report(result);
  } finally {
    target.close();
    storage.close?.();
    await database.close();
    unlock();
  }
}

type ResultLine = { location: string; sizeBytes: number; tables: number; rows: number; files: number; missingFiles: number };

function report(r: ResultLine): number {
  const missing = r.missingFiles ? ` (${r.missingFiles} file(s) were removed by retention meanwhile)` : "";
  console.log(`Backup verified: ${r.location} — ${mb(r.sizeBytes)}, ${r.rows} rows in ${r.tables} tables, ${r.files} files${missing}.`);
  return 0;
}

/** `restore BACKUP`: a folder path, or a backup's name in BACKUP_DIR or the bucket. */
export async function restoreCommand(config: Config, backup: string, force: boolean): Promise<number> {
  const key = backupKeyOf(config);
  let target: BackupTarget;
  let name: string;
  if (fs.existsSync(backup) || backup.includes("/")) {
    ({ target, name } = await backupAtPath(backup));
  } else {
    target = await openBackupTarget(config);
    name = backup;
  }
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch {
      throw new BackupError(`the server is running on ${config.dataDir}: stop it first, then restore`);
    }
  }
  const storage = await filesStore(config);
  try {
    const result = await restoreBackup({
      target,
      name,
      key,
      dest: config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dbDir: path.join(config.dataDir, "db") },
      storage,
      filesDir: config.s3 ? null : path.join(config.dataDir, "files"),
      force,
      now: () => new Date(),
    });
    console.log(`Restored ${result.name}: ${result.rows} rows in ${result.tables} tables and ${result.files} files, checksums and row counts equal to the manifest (schema ${result.schemaTag}). Start the server.`);
    return 0;
  } finally {
    target.close();
    storage.close?.();
    unlock();
  }
}
