/**
 * Backup and restore at size (npm run bench): the embedded database with 100 000 tasks
 * (BACKUP_BENCH_TASKS) and 1 GB of stored files (BACKUP_BENCH_MB, in 4 MB documents), backed
 * up to a folder (dump, copy, verify, seal), then restored into a fresh data dir (checksums
 * checked before and after, rows counted again). Prints each step's time and the sizes.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { takeBackup } from "../src/server/backups/backup";
import { restoreBackup } from "../src/server/backups/restore";
import { folderTarget } from "../src/server/backups/target";
import { openPglite } from "../src/server/db/client";
import { localDiskStore } from "../src/server/storage/blob-store";
import { seedTasks } from "./seed-tasks";

const FILE_MB = 4;

export type BackupBench = { tasks: number; files: number; filesMb: number; backupS: number; backupMb: number; restoreS: number; dumpMb: number };

export async function backupBench(tasks = 100_000, totalMb = 1024): Promise<BackupBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-backup-bench-"));
  try {
    const dataDir = path.join(work, "data");
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    const storage = localDiskStore(path.join(dataDir, "files"));
    await database.migrate();
    await seedTasks(database.db, { tasks, members: 1000, prefix: "bk" });
    const count = Math.ceil(totalMb / FILE_MB);
    const chunk = randomBytes(FILE_MB * 1024 * 1024);
    for (let i = 0; i < count; i += 1) {
      const key = `documents/${Date.now()}-${i.toString(16).padStart(24, "0")}.pdf`;
      // Distinct contents (the first bytes differ) without generating 1 GB of randomness.
      chunk.writeUInt32BE(i, 0);
      await storage.put(key, chunk);
      await database.db.execute(
        sql`insert into documents (user_id, file_name, file_type, storage_key, content_type, size) values ('bk-1', ${`bench-${i}.pdf`}, 'pdf', ${key}, 'application/pdf', ${chunk.length})`,
      );
    }

    const target = folderTarget(path.join(work, "backups"));
    let t = performance.now();
    const made = await takeBackup({
      source: { kind: "pglite", client: database.client },
      db: database.db,
      storage,
      target,
      key: null,
      now: () => new Date(),
      reason: "manual",
      loadPglite: (dump) => openPglite({ loadDataDir: dump }),
    });
    const backupS = (performance.now() - t) / 1000;
    await database.close();

    const fresh = path.join(work, "restored");
    t = performance.now();
    await restoreBackup({
      target,
      name: made.name,
      key: null,
      dest: { kind: "pglite", dbDir: path.join(fresh, "db") },
      storage: localDiskStore(path.join(fresh, "files")),
      filesDir: path.join(fresh, "files"),
      force: false,
      now: () => new Date(),
    });
    const restoreS = (performance.now() - t) / 1000;
    const dumpMb = fs.statSync(path.join(work, "backups", made.name, "database.tar.gz")).size / 1024 / 1024;
    return { tasks, files: made.files, filesMb: count * FILE_MB, backupS, backupMb: made.sizeBytes / 1024 / 1024, restoreS, dumpMb };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function formatBackupBench(b: BackupBench): string[] {
  return [
    `  data                 ${b.tasks} tasks, ${b.files} files (${b.filesMb} MB)`,
    `  backup               ${b.backupS.toFixed(1)} s → ${b.backupMb.toFixed(0)} MB (database dump ${b.dumpMb.toFixed(1)} MB; dump, copy, verify, seal)`,
    `  restore              ${b.restoreS.toFixed(1)} s (checksums checked, rows counted again)`,
  ];
}
