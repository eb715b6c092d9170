import { createHash, randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { replyTokens } from "../../../db/schema";

/** A reply address stays good this long after its email was written. */
export const REPLY_TOKEN_DAYS = 90;

/**
 * 160 random bits in lower-case base32 (32 characters, no padding): mail systems may change the
 * case of an address's local part, so the token must not depend on it.
 */
const newToken = (): string => base32.encode(randomBytes(20), { padding: false }).toLowerCase();

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** `reply+<token>@domain` → the token; anything else → null. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const m = /^reply\+([a-z2-7]{32})@(.+)$/i.exec(address.trim());
  return m && m[2]!.toLowerCase() === domain.toLowerCase() ? m[1]!.toLowerCase() : null;
}

/**
 * `unsubscribe+<local>@domain` → its local token part (lower-cased; newsletter/store.ts reads it),
 * "" for an empty one; anything else → null.
 */
export function unsubscribeLocalOfAddress(address: string, domain: string): string | null {
  const m = /^unsubscribe\+([^@\s]*)@(.+)$/i.exec(address.trim());
  return m && m[2]!.toLowerCase() === domain.toLowerCase() ? m[1]!.toLowerCase() : null;
}

/** The thread a reply address answers into: a client's conversation, or a contact request. */
export type ReplyThread = { clientId: string } | { contactSubmissionId: string };

/**
 * A fresh reply address for one email of a thread (a client's conversation, or a contact
 * request's), to `recipient`; written in the caller's transaction (with the message and its
 * email). Only the token's hash is stored.
 */
export async function issueReplyAddress(
  tx: DbOrTx,
  thread: string | ReplyThread,
  recipient: { role: "client" | "admin" | "visitor"; email: string },
  domain: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  const bound = typeof thread === "string" ? { clientId: thread } : thread;
  await tx.insert(replyTokens).values({
    tokenHash: hashToken(token),
    ...("clientId" in bound ? { clientId: bound.clientId } : { contactSubmissionId: bound.contactSubmissionId }),
    recipientRole: recipient.role,
    recipientEmail: recipient.email.toLowerCase(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REPLY_TOKEN_DAYS * 86_400_000),
  });
  return `reply+${token}@${domain}`;
}

export async function findReplyToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(replyTokens).where(eq(replyTokens.tokenHash, hashToken(token)));
  return row ?? null;
}
