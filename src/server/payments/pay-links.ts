import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { payLinkEnd } from "../../core/receivables";
import type { DbOrTx } from "../db/client";
import { payLinks, paymentRequests } from "../db/schema";

/**
 * Pay links (issue 25 item 3): 32 random bytes, base64url, in the request's email; only the
 * SHA-256 of "pay-link:" + token is kept, so a database read yields no working link and a
 * token made for another purpose (or this one used elsewhere) matches nothing.
 */
const hashPayToken = (token: string) => createHash("sha256").update(`pay-link:${token}`).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const payLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/pay/${token}`;

/** A new link for the request; each email carries its own, and all of them end with the request. */
export async function mintPayLink(tx: DbOrTx, paymentRequestId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(payLinks).values({ tokenHash: hashPayToken(token), paymentRequestId, createdAt: now });
  return token;
}

/**
 * The request a token pays, or null: unknown or altered tokens, and requests that are paid,
 * cancelled or more than PAY_LINK_GRACE_DAYS (60) past due (core/receivables.ts says why).
 */
export async function payableRequestOf(db: DbOrTx, token: string, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ request: paymentRequests })
    .from(payLinks)
    .innerJoin(paymentRequests, eq(paymentRequests.id, payLinks.paymentRequestId))
    .where(and(eq(payLinks.tokenHash, hashPayToken(token)), eq(paymentRequests.status, "open")));
  return row && now < payLinkEnd(row.request.dueAt) ? row.request : null;
}
