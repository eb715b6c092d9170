import type { Config } from "../../config";

/**
 * Seconds since the newest good backup, or null when none is known. The hook the backups feature
 * fills in (its manifest in the backup folder); until then there is nothing to read.
 */
export async function lastBackupAge(_config: Config): Promise<number | null> {
  return null;
}
