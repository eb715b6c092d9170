import { saidShape } from "./api-error-schema";
import { z } from "zod";
import { contract } from "./contract";
import {
  INBOX_ITEM_STATES,
  INBOX_KIND_FILTERS,
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_STATE_FILTERS,
  INBOX_WAITING_FILTERS,
} from "./inbox-constants";
import { choiceParam, pageOf, pageParams } from "./list-query";
import { inboxRoutes } from "./routes/inbox";
import { TASK_STATUSES } from "./tasks";
import { LOCALES } from "./locale";

/*
 * The operator's inbox: the schemas of its routes (core/routes/inbox.ts), request and response,
 * used by the routes and the web client.
 */

export const inboxQuerySchema = z.object({
  kind: choiceParam(INBOX_KIND_FILTERS, "all"),
  state: choiceParam(INBOX_STATE_FILTERS, "all"),
  waiting: choiceParam(INBOX_WAITING_FILTERS, "any"),
  ...pageParams(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** An amount in minor units of its currency. */
const amountSchema = z.object({ amount: z.number().int(), currency: z.string() });

/** The client beside an item: who, their prepaid balance and what they owe (open payment requests, per currency). */
export const inboxClientSchema = z.object({ id: z.string(), name: z.string(), balance: z.number(), owed: z.array(amountSchema) });
export type InboxClient = z.infer<typeof inboxClientSchema>;

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  /** The row it opens: the conversation's oldest waiting message, the contact request, the order, the translation request. */
  id: z.string(),
  /** When the wait began (the message arrived, the order was paid…). */
  since: z.string(),
  /** When the answer is due (24 h; a translation 48 h). */
  dueAt: z.string(),
  state: z.enum(INBOX_ITEM_STATES),
  /** Who wrote or bought: the client's name, the visitor's, the buyer's (else their email). */
  from: z.string(),
  /** Their address; null for an order bought without one. */
  email: z.string().nullable(),
  language: z.enum(LOCALES),
  /** One line of the message, the order's note or the translation's notes. */
  preview: z.string(),
  client: inboxClientSchema.nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object(pageOf(inboxItemSchema));
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxContextSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null: an account without a usable address (shown as such, never blank). */
  email: z.string().nullable(),
  language: z.enum(LOCALES),
  balance: z.number(),
  openTaskCount: z.number().int(),
  /** The five most recent open tasks. */
  openTasks: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(TASK_STATUSES) })),
  owed: z.array(amountSchema),
  openRequests: z.number().int(),
  /** The five latest payments. */
  recentPayments: z.array(z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), description: z.string(), createdAt: z.string() })),
  nextAppointment: z.object({ id: z.string(), startsAt: z.string(), service: z.string() }).nullable(),
});
export type InboxContext = z.infer<typeof inboxContextSchema>;

const clientParams = z.object({ clientId: z.string().max(100) });

export const inboxContract = contract(inboxRoutes, {
  list: { query: inboxQuerySchema, response: { 200: inboxPageSchema } },
  context: { params: clientParams, response: { 200: inboxContextSchema } },
  conversationHandled: { params: clientParams, response: { 200: z.object({ ...saidShape, answered: z.number().int() }) } },
});
