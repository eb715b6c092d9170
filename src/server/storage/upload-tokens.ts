import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { translationUploads } from "../db/schema";

/** How long an upload may be used for a checkout. */
export const UPLOAD_TOKEN_TTL_MS = 24 * 3600 * 1000;

/** 32 random bytes, base64url (43 characters): the browser's only handle on its upload. */
export const newUploadToken = () => randomBytes(32).toString("base64url");
export const hashUploadToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The upload a token names, while it may still be used; null otherwise. */
export async function findUsableUpload(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(translationUploads)
    .where(and(eq(translationUploads.tokenHash, hashUploadToken(token)), gt(translationUploads.expiresAt, now), isNull(translationUploads.deletedAt)));
  return row ?? null;
}
