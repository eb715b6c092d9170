import { messageGroup, messageGroupWith, msg } from "./i18n/messages/message";
/**
 * Payments' texts, types, statuses and limits: apart from core/payments.ts's zod schemas
 * (which re-exports them), so a list or a badge that only shows them loads no zod.
 */

export const PAYMENT_MESSAGES = {
  ...messageGroup("payment", ["fillRequired", "hoursRequired", "invalidAmount", "amountTooHigh", "invalidHours", "recorded"]),
  ...messageGroupWith("payment", "reason", ["recordFailed", "loadFailed"]),
  ...messageGroup("payment", [
    "receiptSent", "noReceiptEmail", "requestCreated", "requestCancelled", "requestNotOpen", "notFound", "requestNotFound", "checkoutOpening",
  ]),
  /** Shown with a payment whose status is refund_due, to the operator and to the member. */
  refundDue: msg("payment.refundDue"),
} as const;

export const PAYMENT_TYPES = ["prepaid_hours", "translation", "other", "hours_purchase", "hours_deduction"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The types Payment History lists (and filters by): an hours deduction is hours, shown in the hours ledger only. */
export const HISTORY_TYPES = PAYMENT_TYPES.filter((t) => t !== "hours_deduction");
/** The Record New Payment dialog's types. */
export const RECORDABLE_TYPES = ["prepaid_hours", "translation", "other"] as const;

/**
 * Completed if the provider's payment id exists, otherwise Manual Entry. Refund due:
 * money that arrived for a payment request no longer open (a request is paid once). Refunded /
 * Partly refunded: what refunds that succeeded gave back (minor units), all of it or a part.
 */
export const PAYMENT_STATUSES = ["completed", "manual", "refund_due", "partly_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusOf = (providerPaymentId: string | null, refundDue = false, refunded = 0, amount = 0): PaymentStatus =>
  refunded > 0 && refunded >= amount ? "refunded" : refunded > 0 ? "partly_refunded" : refundDue ? "refund_due" : providerPaymentId ? "completed" : "manual";

export const PAYMENT_PAGE_SIZE = 20;
/** The largest amount a person types here, in major units. */
export const MAX_AMOUNT_MAJOR = 100_000;

export const paymentShortId = (id: string) => id.slice(0, 8);
