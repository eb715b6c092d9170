/** Refunds' choices and statuses: apart from core/refunds.ts's zod schemas, so a dialog that only shows them loads no zod. */

/** What happens to the hours a payment bought: withdrawn from the balance (as far as unused), or kept. */
export const REFUND_HOURS_CHOICES = ["withdraw", "keep"] as const;
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
