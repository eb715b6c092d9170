import { createHash, randomBytes } from "node:crypto";
import { generateId } from "./random-id";
import { and, eq, gt, inArray, like, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { verification } from "../db/schema";

/**
 * "Choose a password" links (docs/decisions/0024-client-invites.md): Better Auth's reset-password
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

/** A user's password links, hashed or (written before the hash) plain; anything else in `verification` is not ours. */
const linksOf = (userId: string) =>
  and(eq(verification.value, userId), or(like(verification.identifier, `${HASHED_PREFIX}%`), like(verification.identifier, `${PREFIX}%`)));

/**
 * A new link for the user, replacing every earlier one (a resent invitation kills the last).
 * The token goes in the email only. Better Auth checks the expiry against the real clock, so the
 * real clock sets it.
 */
export async function mintPasswordLink(tx: DbOrTx, userId: string, validMs: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await tx.insert(verification).values({
    id: generateId(),
    identifier: storedResetIdentifier(`${PREFIX}${token}`),
    value: userId,
    expiresAt: new Date(Date.now() + validMs),
    createdAt: now,
    updatedAt: now,
  });
  await supersedeOtherLinks(tx, userId, token);
  return token;
}

/**
 * Makes the stored link for `token` the user's only one: only the newest link mailed may work,
 * whoever issued the older ones (an invitation, an hour pack, an earlier Forgot password).
 * Every issuer calls it once its link is stored: mintPasswordLink above, and Better Auth's Forgot
 * password before it mails (auth.ts sendResetPassword), since Better Auth stores that token itself.
 * A lock per user takes issuers one at a time; a link that a concurrent issuer has already
 * revoked answers false, so its mail is not sent and exactly one link stays working.
 */
export async function supersedeOtherLinks(db: DbOrTx, userId: string, token: string): Promise<boolean> {
  const mine = storedResetIdentifier(`${PREFIX}${token}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-links:${userId}`}))`);
    const [stands] = await tx.select({ id: verification.id }).from(verification).where(eq(verification.identifier, mine));
    if (!stands) return false;
    await tx.delete(verification).where(and(linksOf(userId), ne(verification.identifier, mine)));
    return true;
  });
}

/** Every password link of the user stops working (one was used). */
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
