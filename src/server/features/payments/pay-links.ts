import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { payLinkEnd } from "../../../core/receivables";
import type { DbOrTx } from "../../db/client";
import { orders, payLinks, paymentRequests, payments } from "../../db/schema";

/**
 * Pay links (docs/decisions/0022-receivables-and-pay-links.md): 32 random bytes, base64url, in the request's email; only the
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
 * The request a token belongs to, whatever became of it, or null: unknown or altered tokens,
 * and any request more than PAY_LINK_GRACE_DAYS (60) past due (core/receivables.ts says why).
 * A paid one comes with the address its receipt went to (its order's), for the page to mask.
 */
export async function payLinkRequestOf(db: DbOrTx, token: string, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ request: paymentRequests, receiptTo: orders.customerEmail })
    .from(payLinks)
    .innerJoin(paymentRequests, eq(paymentRequests.id, payLinks.paymentRequestId))
    .leftJoin(payments, eq(payments.id, paymentRequests.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payLinks.tokenHash, hashPayToken(token)));
  return row && now < payLinkEnd(row.request.dueAt) ? row : null;
}

/** The open request a token pays, or null (paid, cancelled, expired or no such link). */
export async function payableRequestOf(db: DbOrTx, token: string, now: Date) {
  const found = await payLinkRequestOf(db, token, now);
  return found?.request.status === "open" ? found.request : null;
}
