import { lastBackup } from "../../backups";
import type { Db } from "../../db/client";

/** Seconds since the newest good backup (its row in backup_runs), or null when none is known or the database is not at hand. */
export async function lastBackupAge(db: Db | null, now: Date): Promise<number | null> {
  if (!db) return null;
  const { lastGood } = await lastBackup(db, now);
  return lastGood ? Math.max(0, (now.getTime() - lastGood.at.getTime()) / 1000) : null;
}
