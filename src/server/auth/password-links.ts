import { createHash, randomBytes } from "node:crypto";
import { generateId } from "better-auth";
import { and, eq, gt, inArray, like } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { verification } from "../db/schema";

/**
 * "Choose a password" links (docs/decisions/client-invites.md): Better Auth's reset-password
 * tokens, whoever mints them — its own Forgot password, a visitor's hour pack
 * (payments/pack-buyer.ts), the operator's client invitation (features/clients/invite.ts). One
 * mechanism, so Better Auth's /reset-password takes every one of them, once, before expiry.
 *
 * The database keeps only a hash of each token: Better Auth hashes the identifier it stores and
 * looks up (`verification.storeIdentifier` in auth.ts, this function), and the hash keeps a
 * prefix so a user's links can be found and revoked. Rows written before the hash still work
 * (Better Auth falls back to the plain identifier).
 */
const PREFIX = "reset-password:";
const HASHED_PREFIX = "reset-password#";

/** What the `verification` table stores for the identifier `reset-password:<token>`. */
export function storedResetIdentifier(identifier: string): string {
  return `${HASHED_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}

/** Better Auth's `verification.storeIdentifier`: reset-password tokens hashed, the rest as Better Auth keeps them. */
export const VERIFICATION_STORAGE = {
  default: "plain" as const,
  overrides: { [PREFIX]: { hash: async (identifier: string) => storedResetIdentifier(identifier) } },
};

/** A user's password links that still work; anything else in `verification` is not ours to count. */
const linksOf = (userId: string) => and(eq(verification.value, userId), like(verification.identifier, `${HASHED_PREFIX}%`));

/**
 * A new link for the user, replacing every earlier one (a resent invitation kills the last).
 * The token goes in the email only. Better Auth checks the expiry against the real clock, so the
 * real clock sets it.
 */
export async function mintPasswordLink(tx: DbOrTx, userId: string, validMs: number, now: Date): Promise<string> {
  await revokePasswordLinks(tx, userId);
  const token = randomBytes(24).toString("base64url");
  await tx.insert(verification).values({
    id: generateId(),
    identifier: storedResetIdentifier(`${PREFIX}${token}`),
    value: userId,
    expiresAt: new Date(Date.now() + validMs),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** Every password link of the user stops working (one was used, or a new one was sent). */
export async function revokePasswordLinks(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(verification).where(linksOf(userId));
}

/** The user a link still works for (not used, not replaced, not expired), else null. */
export async function passwordLinkOwner(db: DbOrTx, token: string): Promise<string | null> {
  const identifiers = [storedResetIdentifier(`${PREFIX}${token}`), `${PREFIX}${token}`];
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(inArray(verification.identifier, identifiers), gt(verification.expiresAt, new Date())));
  return row?.userId ?? null;
}
