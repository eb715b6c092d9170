import { eq, type SQL, sql } from "drizzle-orm";
import { paymentRequests, payments, paymentTotals } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may see a payment or a payment request (one policy per entity). The operator
 * sees every one; a member only their own, so another member's id answers 404 like an
 * unknown one. Recording, requesting, cancelling, exporting and resending are the operator's.
 */
export const paymentPolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(payments.userId, actor.userId)),
  /** The same rule over the trigger-kept sums (payment_totals), one row set per client. */
  totalsScope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(paymentTotals.userKey, actor.userId)),
  canManage: (actor: Who) => isOperator(actor),
  /** Refunds (and the numbers their dialog shows) are the operator's; a member reads the refunds of their own payments. */
  canRefund: (actor: Who) => isOperator(actor),
  /** The admin's filters and summary; a member's list is just their own, newest first. */
  filters: (actor: Who) => isOperator(actor),
};

export const paymentRequestPolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(paymentRequests.userId, actor.userId)),
  /** Paying is the client's own act. */
  canPay: (actor: Who, request: { userId: string }) => !!actor && request.userId === actor.userId,
  canManage: (actor: Who) => isOperator(actor),
  /** A member's open bills go on top of their history (Payment Due); the operator owes nothing. */
  owesBills: (actor: Who) => !!actor && !isOperator(actor),
};
