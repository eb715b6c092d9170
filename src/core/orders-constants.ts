/**
 * The orders inbox's statuses, filters and texts: apart from core/orders.ts's
 * zod schemas, so the operator's screens load no zod to list them.
 */

/** How far the operator has got with a paid order; a paid order starts New. */
export const ORDER_INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type OrderInboxStatus = (typeof ORDER_INBOX_STATUSES)[number];
export const ORDER_FILTERS = ["all", ...ORDER_INBOX_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDERS_PAGE_SIZE = 20;
/** What the storefront sells: a payment request's order is the operator's bill, not an order to handle. */
export const STOREFRONT_PURPOSES = ["services", "translation", "hours", "appointment"] as const;

export const ORDER_MESSAGES = {
  notFound: "Order not found",
  statusRequired: "Please choose a status",
  statusChanged: "Status updated",
  clientCreated: "Client added successfully!",
  clientLinked: "The order is now linked to the client account with its email.",
  alreadyClient: "This order is already linked to a client",
  adminEmail: "A client with this email already exists",
  noEmail: "This order has no email address to link a client by",
  fieldsRequired: "Please fill in all fields",
  convertedToTask: "Task created",
  alreadyTask: "This order has already become a task",
  needsClient: "Link the order to a client first",
} as const;
