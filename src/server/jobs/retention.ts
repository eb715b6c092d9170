import { and, eq, inArray, isNotNull, isNull, lte, notExists, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Clock } from "../clock";
import type { Db, Tx } from "../db/client";
import { documents, translationRequests, translationUploads } from "../db/schema";
import type { BlobStore } from "../storage/blob-store";

export type RetentionOptions = {
  db: Db;
  storage: BlobStore;
  clock: Clock;
  retentionDays: number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  batchSize?: number;
};

const DAY_MS = 24 * 3600 * 1000;

type Due = { id: string; storageKey: string | null };

/** One kind of stored file: which rows are due, and how a row is marked once its file is gone. */
type FileKind = {
  table: PgTable;
  id: AnyPgColumn<{ data: string; notNull: true }>;
  storageKey: AnyPgColumn<{ data: string }>;
  due: (tx: Tx, now: Date, retainedUntil: Date) => SQL | undefined;
  markDeleted: (tx: Tx, ids: string[], now: Date) => Promise<unknown>;
  what: string;
  logMessage: string;
};

const FILE_KINDS: FileKind[] = [
  {
    // Translation uploads: every file `retentionDays` after upload; one never paid for once its 24-hour window has passed.
    table: translationUploads,
    id: translationUploads.id,
    storageKey: translationUploads.storageKey,
    due: (tx, now, retainedUntil) =>
      and(
        isNull(translationUploads.deletedAt),
        or(
          lte(translationUploads.createdAt, retainedUntil),
          and(
            lte(translationUploads.expiresAt, now),
            notExists(tx.select({ one: sql`1` }).from(translationRequests).where(eq(translationRequests.uploadId, translationUploads.id))),
          ),
        ),
      ),
    markDeleted: (tx, ids, now) => tx.update(translationUploads).set({ deletedAt: now }).where(inArray(translationUploads.id, ids)),
    what: "a file",
    logMessage: "retention: deleted expired documents",
  },
  {
    /*
     * English summaries follow the same rule as every uploaded file: deleted `retentionDays`
     * after the operator uploaded them (a redelivery starts the clock again). Their links
     * (7 days) have long expired by then; the request keeps the file's name, marked deleted.
     */
    table: translationRequests,
    id: translationRequests.id,
    storageKey: translationRequests.summaryStorageKey,
    due: (_tx, _now, retainedUntil) =>
      and(isNotNull(translationRequests.summaryStorageKey), isNull(translationRequests.summaryDeletedAt), lte(translationRequests.deliveredAt, retainedUntil)),
    markDeleted: (tx, ids, now) => tx.update(translationRequests).set({ summaryDeletedAt: now }).where(inArray(translationRequests.id, ids)),
    what: "a summary",
    logMessage: "retention: deleted expired summaries",
  },
  {
    // Task documents: every file `retentionDays` after upload; one never attached to a task after 24 h.
    table: documents,
    id: documents.id,
    storageKey: documents.storageKey,
    due: (_tx, now, retainedUntil) =>
      and(
        isNull(documents.deletedAt),
        or(lte(documents.createdAt, retainedUntil), and(isNull(documents.taskId), isNull(documents.messageId), lte(documents.createdAt, new Date(now.getTime() - DAY_MS)))),
      ),
    markDeleted: (tx, ids, now) => tx.update(documents).set({ deletedAt: now, deletedReason: "retention" }).where(inArray(documents.id, ids)),
    what: "a file",
    logMessage: "retention: deleted expired task documents",
  },
];

/**
 * Deletes uploaded documents: every file `retentionDays` after upload, and
 * sooner an upload that was never paid for once its 24-hour window has passed. The record
 * stays, marked by deleted_at. Rows are claimed with SKIP LOCKED, so instances never collide,
 * and deleted_at is only written once the file is really gone.
 */
export function createRetentionJob(opts: RetentionOptions) {
  const batchSize = opts.batchSize ?? 100;

  /** Deletes each row's file; answers the ids whose file is gone. A failure is logged, and the row is tried again next pass. */
  async function deleteFilesOf(rows: Due[], what: string): Promise<string[]> {
    const deleted: string[] = [];
    for (const row of rows) {
      try {
        if (row.storageKey) await opts.storage.delete(row.storageKey);
        deleted.push(row.id);
      } catch (err) {
        opts.log.warn({ err, id: row.id }, `retention: could not delete ${what}; will retry`);
      }
    }
    return deleted;
  }

  /** Claims one batch of due rows, deletes their files and marks the rows whose file is gone; answers how many rows were claimed. */
  async function purgeOnce(kind: FileKind, now: Date, retainedUntil: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due: Due[] = await tx
        .select({ id: kind.id, storageKey: kind.storageKey })
        .from(kind.table)
        .where(kind.due(tx, now, retainedUntil))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      const deleted = await deleteFilesOf(due, kind.what);
      if (deleted.length) {
        await kind.markDeleted(tx, deleted, now);
        opts.log.info({ count: deleted.length }, kind.logMessage);
      }
      return due.length;
    });
  }

  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const retainedUntil = new Date(now.getTime() - opts.retentionDays * DAY_MS);
    let claimed = 0;
    for (const kind of FILE_KINDS) claimed += await purgeOnce(kind, now, retainedUntil);
    return claimed;
  }

  return { runOnce };
}
