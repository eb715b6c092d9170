import { messageGroup } from "./i18n/messages/message";
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
  ...messageGroup("order", [
    "notFound", "statusRequired", "statusChanged", "clientCreated", "clientLinked", "alreadyClient", "adminEmail", "noEmail", "fieldsRequired",
    "convertedToTask", "alreadyTask", "needsClient",
  ]),
} as const;
