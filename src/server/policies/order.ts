import { eq, type SQL, sql } from "drizzle-orm";
import { orders } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may see or handle a storefront order (the Orders inbox). The operator sees and handles
 * every one; a member only reads their own (the account that placed it, or that the operator
 * linked it to), so another member's id answers 404 like an unknown one.
 */
export const orderPolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(orders.userId, actor.userId)),
  canChangeStatus: (actor: Who) => isOperator(actor),
  /** Once: an order with a client account is not linked again (409 already_client). */
  canLinkClient: (actor: Who, order: { userId: string | null }) => isOperator(actor) && !order.userId,
  /** Once, and for a client: an order already turned into a task is not converted again (409 already_task). */
  canConvertToTask: (actor: Who, order: { userId: string | null; taskId: string | null }) => isOperator(actor) && !!order.userId && !order.taskId,
};
