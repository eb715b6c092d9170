import { desc, eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { backupRuns, jobLeases } from "../db/schema";
import { operatorMailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";
import { loadBackupKey } from "./crypto";
import { type BackupTarget, folderTarget, s3Target } from "./target";

export { BackupError } from "./errors";
export { type BackupReason, type BackupSource, takeBackup } from "./backup";
export { dumpFactsHere, dumpFactsOffThread } from "./dump-facts";
export { restoreBackup } from "./restore";
export { backupAtPath, type BackupTarget } from "./target";
export { sendControlCommand, serveControlSocket } from "./control";

/** Where this configuration's backups go. */
export function openBackupTarget(config: Pick<Config, "backup">): Promise<BackupTarget> {
  return config.backup.s3 ? s3Target(config.backup.s3) : Promise.resolve(folderTarget(config.backup.dir));
}

/** The operator's key, when BACKUP_KEY_FILE is set. */
export const backupKeyOf = (config: Pick<Config, "backup">) => (config.backup.keyFile ? loadBackupKey(config.backup.keyFile) : null);

export type BackupStatus = "good" | "failed" | "running" | "incomplete";

/**
 * The backups as the admin home, /metrics and `doctor` show them: the last good one (time,
 * size, where) and the last attempt with its status. A run still marked running whose lease
 * lapsed died half-way: incomplete.
 */
export async function lastBackup(db: Db, now: Date): Promise<{
  lastGood: { at: Date; sizeBytes: number; name: string; target: string } | null;
  lastAttempt: { at: Date; status: BackupStatus; error: string | null } | null;
}> {
  const [good] = await db.select().from(backupRuns).where(eq(backupRuns.status, "good")).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [last] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const status = (r: typeof last): BackupStatus => (r!.status === "running" && r!.leaseUntil < now ? "incomplete" : (r!.status as BackupStatus));
  return {
    lastGood: good ? { at: good.finishedAt ?? good.startedAt, sizeBytes: good.sizeBytes ?? 0, name: good.name, target: good.target } : null,
    lastAttempt: last ? { at: last.startedAt, status: status(last), error: last.error } : null,
  };
}

const HOUR_MS = 3600_000;
/** No good backup for this long mails the operator (and again after as long, while it lasts). */
export const ALERT_AFTER_MS = 36 * HOUR_MS;
const LEASE = "backup";

export type BackupJobOptions = {
  db: Db;
  clock: Clock;
  target: BackupTarget;
  everyHours: number;
  retainDays: number;
  /** This instance, in the lease. */
  holder: string;
  operatorEmail: () => string;
  publicUrl: string;
  run: () => Promise<{ name: string }>;
  log: { info(m: string): void; error(o: object, m: string): void };
};

/**
 * The scheduled backup, safe with several instances: a lease row lets one instance at a time
 * decide and run. When the last good backup is older than `everyHours`, one is taken; after it
 * was sealed (verified), backups older than `retainDays` go — never the newest good one — and
 * so do unsealed leftovers of runs that died. No good backup for 36 hours mails the operator.
 */
export function createBackupJob(o: BackupJobOptions) {
  async function claim(now: Date, ms: number): Promise<boolean> {
    const until = new Date(now.getTime() + ms);
    const rows = await o.db
      .insert(jobLeases)
      .values({ name: LEASE, holder: o.holder, until })
      .onConflictDoUpdate({ target: jobLeases.name, set: { holder: o.holder, until }, where: sql`${jobLeases.until} < ${now} or ${jobLeases.holder} = ${o.holder}` })
      .returning({ name: jobLeases.name });
    return rows.length > 0;
  }

  async function prune(now: Date, keep: string) {
    const cutoff = now.getTime() - o.retainDays * 24 * HOUR_MS;
    const running = new Set((await o.db.select({ name: backupRuns.name }).from(backupRuns).where(sql`${backupRuns.status} = 'running' and ${backupRuns.leaseUntil} >= ${now}`)).map((r) => r.name));
    for (const b of await o.target.list()) {
      if (b.name === keep || running.has(b.name)) continue;
      const at = nameTime(b.name);
      if (!b.sealed || (at !== null && at < cutoff)) {
        await o.target.remove(b.name);
        o.log.info(`backup ${b.name} removed (${b.sealed ? `older than ${o.retainDays} days` : "incomplete"})`);
      }
    }
  }

  async function alert(now: Date) {
    const state = await lastBackup(o.db, now);
    const [lease] = await o.db.select().from(jobLeases).where(eq(jobLeases.name, LEASE));
    const [first] = await o.db.select({ at: backupRuns.startedAt }).from(backupRuns).orderBy(backupRuns.startedAt).limit(1);
    const since = state.lastGood?.at ?? first?.at;
    if (!since || now.getTime() - since.getTime() < ALERT_AFTER_MS) return;
    if (lease?.alertedAt && now.getTime() - lease.alertedAt.getTime() < ALERT_AFTER_MS) return;
    await o.db.transaction(async (tx) => {
      const to = o.operatorEmail();
      const data = { lang: await operatorMailLang(tx, to), lastGoodAt: state.lastGood?.at.toISOString() ?? null, lastError: state.lastAttempt?.error ?? null, link: `${o.publicUrl}/dashboard` };
      await enqueueMail(tx, { template: "backupMissing", to, data }, now);
      await tx.update(jobLeases).set({ alertedAt: now }).where(eq(jobLeases.name, LEASE));
    });
    o.log.error({}, "no backup has succeeded for 36 hours: the operator was mailed");
  }

  /** Resolves with the number of backups it took (0 or 1). */
  async function runOnce(): Promise<number> {
    const now = o.clock.now();
    if (!(await claim(now, 6 * HOUR_MS))) return 0;
    let taken = 0;
    try {
      const { lastGood } = await lastBackup(o.db, now);
      if (o.everyHours > 0 && (!lastGood || now.getTime() - lastGood.at.getTime() >= o.everyHours * HOUR_MS - 5 * 60_000)) {
        try {
          const made = await o.run();
          taken = 1;
          await prune(o.clock.now(), made.name);
        } catch (err) {
          o.log.error({}, (err as Error).message);
        }
      }
      await alert(o.clock.now());
    } finally {
      await o.db.update(jobLeases).set({ until: o.clock.now() }).where(sql`${jobLeases.name} = ${LEASE} and ${jobLeases.holder} = ${o.holder}`);
    }
    return taken;
  }
  return { runOnce };
}

/** The time in a backup's name (backupName), or null for a name not ours. */
function nameTime(name: string): number | null {
  const m = name.match(/^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z-/);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
}
