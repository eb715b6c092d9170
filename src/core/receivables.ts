import { saidShape } from "./api-error-schema";
import { messageGroup } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema } from "./row-fields";
import { contract } from "./contract";
import { paymentRequestCheckoutSchema, paymentRequestSchema } from "./payments";
import { receivablesRoutes } from "./routes/receivables";
import { dateFormatter } from "./date-format";

/*
 * Receivables and pay links: who owes what, when it is
 * due, the reminders, and the single-purpose link that pays a request without signing in.
 *
 * Due date: a day; the request falls due at 09:00 Sofia time that day, so the due-date reminder
 * reaches the client in the morning of the day it names. Default: 7 days after the request.
 * Reminders: one when it falls due, one a week after that one, each once; the operator's Remind
 * sends one now. No client gets two reminders within 24 hours (the job waits too).
 * Pay link: answers until 60 days after its due date — an overdue bill stays payable (a
 * business wants its money late rather than never), but a link in an old mailbox does not stay
 * a capability for ever. Paid or cancelled before then, it says so (and when) and pays nothing;
 * past that: 404.
 */

export const RECEIVABLE_MESSAGES = {
  ...messageGroup("receivable", ["dueDateRange", "reminderSent", "remindTooSoon", "payLinkNotFound"]),
} as const;

export const DEFAULT_DUE_DAYS = 7;
export const LATE_REMINDER_DAYS = 7;
export const MAX_DUE_DAYS = 366;
export const PAY_LINK_GRACE_DAYS = 60;
const DAY_MS = 86_400_000;
export const REMIND_GAP_MS = DAY_MS;
/** The hour (Sofia) a request falls due on its day. */
const DUE_HOUR = 9;

const SOFIA_DAY = dateFormatter("en-CA", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit", day: "2-digit" });
const SOFIA_PARTS = dateFormatter("en-GB", { timeZone: "Europe/Sofia", hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });

/** The Sofia calendar day of an instant, YYYY-MM-DD. */
export const sofiaDay = (at: Date): string => SOFIA_DAY.format(at);

/** 09:00 Sofia time on `day` (YYYY-MM-DD), whatever the season. */
export function dueAtOf(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, DUE_HOUR);
  const p = Object.fromEntries(SOFIA_PARTS.formatToParts(new Date(guess)).map((x) => [x.type, Number(x.value)]));
  const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - guess;
  return new Date(guess - offset);
}

/** The default due day: a week after `now`, in Sofia. */
export const defaultDueDay = (now: Date): string => sofiaDay(new Date(now.getTime() + DEFAULT_DUE_DAYS * DAY_MS));

/** A due day the operator may choose at `now`: today (Sofia) to a year ahead. */
export function dueDayAllowed(day: string, now: Date): boolean {
  return day >= sofiaDay(now) && day <= sofiaDay(new Date(now.getTime() + MAX_DUE_DAYS * DAY_MS));
}

/** Until when a request's pay link answers (while the request is open). */
export const payLinkEnd = (dueAt: Date): Date => new Date(dueAt.getTime() + PAY_LINK_GRACE_DAYS * DAY_MS);

const money = z.object({ amount: z.number().int(), currency: z.string() });

export const openRequestSchema = paymentRequestSchema.extend({
  client: clientRefSchema,
  /** Whole days since it was made, at the server's clock. */
  ageDays: z.number().int(),
  overdue: z.boolean(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const openRequestListSchema = z.object({
  /** Every open request, earliest due first. */
  items: z.array(openRequestSchema),
  /** Their one sum in euro cents and count (empty when none); `bgnIncluded`: the stotinki of BGN counted, converted at 1.95583. */
  totals: z.array(money.extend({ count: z.number().int(), bgnIncluded: z.number().int() })),
});
export type OpenRequestList = z.infer<typeof openRequestListSchema>;

/** The bill and who sends it: what every state of a pay link shows, nothing of the account. */
const payLinkBill = { amount: z.number().int(), currency: z.string(), description: z.string(), seller: z.string() };

/**
 * What the pay-link page shows. Open: the bill and its due date. Paid: when, and where the
 * receipt went with the address masked (m•••@example.com) — whoever holds the link learns
 * that it was paid, not whose account it is. Cancelled: when (the seller cancelled it). The
 * dates are null only on a row written without them (the writers set status and date together).
 */
export const payLinkSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("open"), ...payLinkBill, dueAt: z.string() }),
  z.object({ status: z.literal("paid"), ...payLinkBill, paidAt: z.string().nullable(), receiptTo: z.string().nullable() }),
  z.object({ status: z.literal("cancelled"), ...payLinkBill, cancelledAt: z.string().nullable() }),
]);
export type PayLink = z.infer<typeof payLinkSchema>;

/** A pay link's token in the path: 43 base64url characters (32 random bytes). */
const tokenParams = z.object({ token: z.string().max(200) });
const requestParams = z.object({ id: z.string().max(100) });

export const receivablesContract = contract(receivablesRoutes, {
  openRequests: { response: { 200: openRequestListSchema } },
  remind: { params: requestParams, response: { 200: z.object({ ...saidShape, request: openRequestSchema }) } },
  payLink: { params: tokenParams, response: { 200: payLinkSchema } },
  payLinkCheckout: { params: tokenParams, response: { 200: paymentRequestCheckoutSchema } },
});
