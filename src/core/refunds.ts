import { saidShape } from "./api-error-schema";
import { messageGroup, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { contract } from "./contract";
import { LENGTH_MESSAGES } from "./length-messages";
import { amountSchema } from "./payments";
import { REFUND_HOURS_CHOICES, REFUND_STATUSES } from "./refunds-constants";
import { refundsRoutes } from "./routes/refunds";

/*
 * Refunds and credit notes (docs/decisions/0039-refunds-and-credit-notes.md). Amounts in responses
 * are minor units; the amount in a request is typed major units, like a recorded payment's.
 */

export const REFUND_MESSAGES = {
  ...messageGroup("refund", [
    "reasonRequired", "tooMuch", "nothingLeft", "notCard", "hoursChoice", "providerFailed", "created", "settled", "creditNoteNotFound",
  ]),
} as const;


export const refundRequestSchema = z.strictObject({
  amount: amountSchema,
  reason: z.string(messageText(REFUND_MESSAGES.reasonRequired)).trim().min(1, messageText(REFUND_MESSAGES.reasonRequired)).max(300, messageText(LENGTH_MESSAGES.description(300))),
  hours: z.enum(REFUND_HOURS_CHOICES).optional(),
  /** The dialog's own key: a second press (or a retried request) finds the first refund instead of making another. */
  requestKey: z.string().min(8).max(100).regex(/^[\w-]+$/),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  hoursWithdrawn: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Its credit note, issued when it succeeded for a payment with an invoice. */
  creditNote: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({
  items: z.array(refundSchema),
  /** What the operator may still refund; null for a member, or a payment that did not come by card. */
  refundable: z
    .object({
      /** Minor units: the amount less every refund that succeeded or is on its way. */
      left: z.number().int(),
      currency: z.string(),
      /** The hours the payment bought, and how many of them the balance still holds (unused); null without hours. */
      hours: z.object({ purchased: z.number(), withdrawn: z.number(), unused: z.number() }).nullable(),
    })
    .nullable(),
});
export type RefundList = z.infer<typeof refundListSchema>;

const paymentParams = z.object({ id: z.string().max(100) });

export const refundsContract = contract(refundsRoutes, {
  list: { params: paymentParams, response: { 200: refundListSchema } },
  create: { params: paymentParams, body: refundRequestSchema, response: { 201: z.object({ ...saidShape, refund: refundSchema }) } },
  creditNotePdf: { params: paymentParams, response: "file" },
});
