import { eq, type SQL, sql } from "drizzle-orm";
import { paymentRequests, payments } from "../db/schema";
import type { Actor } from "../http/access";

/**
 * Who may see a payment or a payment request (STYLE: one policy per entity). The operator
 * sees every one; a member only their own, so another member's id answers 404 like an
 * unknown one. Recording, requesting, cancelling, exporting and resending are the operator's.
 */
export const paymentPolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(payments.userId, actor.userId)),
  canManage: (actor: Actor) => actor.role === "admin",
  /** The admin's filters and summary; a member's list is just their own, newest first. */
  filters: (actor: Actor) => actor.role === "admin",
};

export const paymentRequestPolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(paymentRequests.userId, actor.userId)),
  /** Paying is the client's own act. */
  canPay: (actor: Actor, request: { userId: string }) => request.userId === actor.userId,
  canManage: (actor: Actor) => actor.role === "admin",
};
