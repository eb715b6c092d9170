import fs from "node:fs/promises";
import { and, eq, gt, isNotNull, isNull, sql, sum } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { UPLOAD_QUOTA_MESSAGES } from "../../core/upload";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db, DbOrTx } from "../db/client";
import { documents, translationRequests, translationUploads } from "../db/schema";
import { HttpError, STORAGE_FULL_MESSAGE } from "../http/errors";
import { clientKey } from "../http/rate-limit";

const MB = 1024 * 1024;
const DAY_MS = 24 * 3600 * 1000;

export const storageFull = () => new HttpError(507, "storage_full", STORAGE_FULL_MESSAGE);

/**
 * Bytes of documents an account has added in the last 24 hours: on the site, or as attachments
 * of its emailed replies (features/messages/inbound). Counted from the rows the uploads left,
 * in the caller's transaction where there is one, so a batch of emails sees its own rows.
 */
export async function accountUploadedBytes(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(documents.size) })
    .from(documents)
    .where(and(eq(documents.uploadedBy, userId), gt(documents.createdAt, new Date(now.getTime() - DAY_MS))));
  return Number(row?.n ?? 0);
}

/** Whether `adding` more bytes keep an account within its daily budget (UPLOAD_QUOTA_ACCOUNT_MB). */
export async function fitsAccountBudget(
  db: DbOrTx,
  config: Pick<Config, "UPLOAD_QUOTA_ACCOUNT_MB">,
  userId: string,
  adding: number,
  now: Date,
): Promise<boolean> {
  return (await accountUploadedBytes(db, userId, now)) + adding <= config.UPLOAD_QUOTA_ACCOUNT_MB * MB;
}

/** What an upload may add: the size it announces, or the most one document may be. */
const announced = (req: FastifyRequest) => Number(req.headers["content-length"] ?? 0) || 0;

/**
 * Storage budgets, checked before an upload's body is read: per account and per
 * address over the last 24 hours (counted from the rows the uploads left), and a global
 * guard — free space on DATA_DIR's disk (local files), or a total-bytes ceiling counted from
 * the database (S3) — that answers 507 storage_full before the disk or the bucket fills.
 */
export function createStorageBudget(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;
  const since = () => new Date(clock.now().getTime() - DAY_MS);

  async function guardStorage(): Promise<void> {
    if (config.s3) {
      if (!config.S3_MAX_TOTAL_MB) return;
      // Every kind of file the bucket keeps, until deleted: documents (staged, task and message
      // files), translation uploads, and English summaries (kept on their request's row).
      const R = translationRequests;
      const [d] = await db.select({ n: sum(documents.size) }).from(documents).where(isNull(documents.deletedAt));
      const [t] = await db.select({ n: sum(translationUploads.size) }).from(translationUploads).where(isNull(translationUploads.deletedAt));
      const [s] = await db.select({ n: sum(R.summarySize) }).from(R).where(and(isNotNull(R.summaryStorageKey), isNull(R.summaryDeletedAt)));
      if (Number(d?.n ?? 0) + Number(t?.n ?? 0) + Number(s?.n ?? 0) >= config.S3_MAX_TOTAL_MB * MB) throw storageFull();
      return;
    }
    const stats = await fs.statfs(config.dataDir).catch(() => null);
    if (stats && stats.bavail * stats.bsize < config.STORAGE_MIN_FREE_MB * MB) throw storageFull();
  }

  return {
    guardStorage,

    /** A signed-in account's documents (tasks, staged uploads, message attachments). */
    async checkAccount(req: FastifyRequest): Promise<void> {
      await guardStorage();
      const userId = req.actor?.userId;
      if (!userId) return;
      if (!(await fitsAccountBudget(db, config, userId, announced(req), clock.now()))) {
        throw new HttpError(429, "upload_quota_exceeded", UPLOAD_QUOTA_MESSAGES.accountQuota);
      }
    },

    /** Anonymous translation uploads, per client address. */
    async checkAddress(req: FastifyRequest): Promise<void> {
      await guardStorage();
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${translationUploads.size}), 0)` })
        .from(translationUploads)
        .where(and(eq(translationUploads.uploaderAddress, clientKey(req)), gt(translationUploads.createdAt, since())));
      if (Number(row?.n ?? 0) + announced(req) > config.UPLOAD_QUOTA_ADDRESS_MB * MB) {
        throw new HttpError(429, "upload_quota_exceeded", UPLOAD_QUOTA_MESSAGES.addressQuota);
      }
    },
  };
}

export type StorageBudget = ReturnType<typeof createStorageBudget>;
