import { and, eq, inArray, isNotNull, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
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

/**
 * Deletes uploaded documents: every file `retentionDays` after upload, and
 * sooner an upload that was never paid for once its 24-hour window has passed. The record
 * stays, marked by deleted_at. Rows are claimed with SKIP LOCKED, so instances never collide,
 * and deleted_at is only written once the file is really gone.
 */
export function createRetentionJob(opts: RetentionOptions) {
  const batchSize = opts.batchSize ?? 100;

  /** Task documents: every file `retentionDays` after upload; one never attached to a task after 24 h. */
  async function documentsOnce(now: Date, retainedUntil: Date): Promise<number> {
    const stagedUntil = new Date(now.getTime() - DAY_MS);
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: documents.id, storageKey: documents.storageKey })
        .from(documents)
        .where(
          and(
            isNull(documents.deletedAt),
            or(lte(documents.createdAt, retainedUntil), and(isNull(documents.taskId), isNull(documents.messageId), lte(documents.createdAt, stagedUntil))),
          ),
        )
        .limit(batchSize)
        .for("update", { skipLocked: true });
      return deleteAndMark(due, "a file", (deleted) => tx.update(documents).set({ deletedAt: now, deletedReason: "retention" }).where(inArray(documents.id, deleted)), "retention: deleted expired task documents");
    });
  }

  /** Deletes the claimed rows' files and marks the rows whose file is gone; answers how many rows were claimed. */
  async function deleteAndMark(
    due: { id: string; storageKey: string | null }[],
    what: string,
    markDeleted: (ids: string[]) => Promise<unknown>,
    logMessage: string,
  ): Promise<number> {
    const deleted = await deleteFilesOf(due, what);
    if (deleted.length) {
      await markDeleted(deleted);
      opts.log.info({ count: deleted.length }, logMessage);
    }
    return due.length;
  }

  /** Deletes each row's file; answers the ids whose file is gone. A failure is logged, and the row is tried again next pass. */
  async function deleteFilesOf(rows: { id: string; storageKey: string | null }[], what: string): Promise<string[]> {
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

  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const retainedUntil = new Date(now.getTime() - opts.retentionDays * DAY_MS);
    return (await translationsOnce(now, retainedUntil)) + (await summariesOnce(now, retainedUntil)) + (await documentsOnce(now, retainedUntil));
  }

  /**
   * English summaries follow the same rule as every uploaded file: deleted `retentionDays`
   * after the operator uploaded them (a redelivery starts the clock again). Their links
   * (7 days) have long expired by then; the request keeps the file's name, marked deleted.
   */
  async function summariesOnce(now: Date, retainedUntil: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: translationRequests.id, storageKey: translationRequests.summaryStorageKey })
        .from(translationRequests)
        .where(
          and(
            isNotNull(translationRequests.summaryStorageKey),
            isNull(translationRequests.summaryDeletedAt),
            lte(translationRequests.deliveredAt, retainedUntil),
          ),
        )
        .limit(batchSize)
        .for("update", { skipLocked: true });
      return deleteAndMark(due, "a summary", (deleted) => tx.update(translationRequests).set({ summaryDeletedAt: now }).where(inArray(translationRequests.id, deleted)), "retention: deleted expired summaries");
    });
  }

  async function translationsOnce(now: Date, retainedUntil: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: translationUploads.id, storageKey: translationUploads.storageKey })
        .from(translationUploads)
        .where(
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
        )
        .limit(batchSize)
        .for("update", { skipLocked: true });
      return deleteAndMark(due, "a file", (deleted) => tx.update(translationUploads).set({ deletedAt: now }).where(inArray(translationUploads.id, deleted)), "retention: deleted expired documents");
    });
  }

  return { runOnce };
}
