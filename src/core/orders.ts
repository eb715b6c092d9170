import { saidShape } from "./api-error-schema";
import { messageText } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema, convertedFields } from "./row-fields";
import { invoiceSchema } from "./invoices";
import { contactConvertClientSchema, contactConvertTaskSchema } from "./contact-inbox";
import { contract } from "./contract";
import { namedLineFields } from "./money-line-schema";
import { pageOf, tabbedPageParams, tabCounts } from "./list-query";
import { ORDER_FILTERS, ORDER_INBOX_STATUSES, ORDER_MESSAGES, ORDERS_PAGE_SIZE, STOREFRONT_PURPOSES } from "./orders-constants";
import { ordersRoutes } from "./routes/orders";
import { TASK_STATUSES } from "./tasks";
import { LOCALES } from "./locale";

/*
 * The Orders inbox: the schemas of its routes (core/routes/orders.ts),
 * request and response, used by the routes and the web client.
 */

export { ORDER_FILTERS, ORDER_INBOX_STATUSES, ORDER_MESSAGES, ORDERS_PAGE_SIZE, type OrderFilter, type OrderInboxStatus } from "./orders-constants";

export const orderListQuerySchema = z.object(tabbedPageParams(ORDER_FILTERS, ORDERS_PAGE_SIZE));
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderRowSchema = z.object({
  id: z.string(),
  /** The reference the buyer's receipt and the operator's email carry (8 characters). */
  ref: z.string(),
  purpose: z.enum(STOREFRONT_PURPOSES),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  language: z.enum(LOCALES),
  /** "Hourly help × 2, Tip", in English; `items` names them in the reader's language. */
  summary: z.string(),
  items: z.array(z.object({ ...namedLineFields, quantity: z.number() })),
  notes: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  paidAt: z.string(),
  status: z.enum(ORDER_INBOX_STATUSES),
  ...convertedFields,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderListPageSchema = z.object({ ...pageOf(orderRowSchema), counts: tabCounts(ORDER_FILTERS) });
export type OrderListPage = z.infer<typeof orderListPageSchema>;

export const orderDetailsSchema = orderRowSchema.extend({
  lines: z.array(z.object({ ...namedLineFields, quantity: z.number(), unitAmount: z.number().int(), amount: z.number().int() })),
  tip: z.number().int(),
  paymentId: z.string().nullable(),
  client: clientRefSchema.nullable(),
  /** The client account with the order's email, when one exists and the order is not linked yet: Link client links it. */
  matchedClient: clientRefSchema.nullable(),
  task: z.object({ id: z.string(), title: z.string(), status: z.enum(TASK_STATUSES) }).nullable(),
  /** The invoice issued for the order's payment (asked for at checkout, or later), or null. */
  invoice: invoiceSchema.nullable(),
  /** What the actor may do with it (orderPolicy): the dialog shows a button only when it is allowed. */
  abilities: z.object({ canChangeStatus: z.boolean(), canLinkClient: z.boolean(), canConvertToTask: z.boolean() }),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderActionResultSchema = z.object({ ...saidShape, order: orderDetailsSchema });

export const orderStatusSchema = z.strictObject({ status: z.enum(ORDER_INBOX_STATUSES, messageText(ORDER_MESSAGES.statusRequired)) });
export type OrderStatusInput = z.input<typeof orderStatusSchema>;

/**
 * Link client: nothing when an account has the order's email; otherwise Add New Client's fields
 * (the same rules as the Contact inbox's Convert to client).
 */
export const orderLinkClientSchema = z.strictObject({
  fullName: contactConvertClientSchema.shape.fullName.optional(),
  language: contactConvertClientSchema.shape.language.optional(),
});
export type OrderLinkClientInput = z.input<typeof orderLinkClientSchema>;

/** Convert to task: a Pending task for the order's client; the note becomes its description. */
export const orderConvertTaskSchema = contactConvertTaskSchema.omit({ clientId: true });
export type OrderConvertTaskInput = z.input<typeof orderConvertTaskSchema>;

/** A default task title: "Order 1A2B3C4D — Maria Petrova". */
export const orderTaskTitle = (o: { ref: string; customerName: string | null; customerEmail: string | null }) =>
  `Order ${o.ref} — ${o.customerName || o.customerEmail || ""}`.slice(0, 200);

const orderParamsSchema = z.object({ id: z.string().max(100) });

export const ordersContract = contract(ordersRoutes, {
  list: { query: orderListQuerySchema, response: { 200: orderListPageSchema } },
  get: { params: orderParamsSchema, response: { 200: orderDetailsSchema } },
  setStatus: { params: orderParamsSchema, body: orderStatusSchema, response: { 200: orderActionResultSchema } },
  linkClient: { params: orderParamsSchema, body: orderLinkClientSchema, response: { 200: orderActionResultSchema, 201: orderActionResultSchema } },
  convertToTask: { params: orderParamsSchema, body: orderConvertTaskSchema, response: { 201: orderActionResultSchema } },
});
