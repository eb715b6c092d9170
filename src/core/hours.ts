import { z } from "zod";
import { contract } from "./contract";
import { moneyLineSchema } from "./money-line-schema";
import { CURRENCIES } from "./money";
import { PAYMENT_TYPES } from "./payments";
import { hoursRoutes } from "./routes/hours";

/** Why a ledger row exists (every row names its cause). */
export const LEDGER_REASONS = ["purchase", "deduction", "adjustment", "task"] as const;

export const hoursTransactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  /** What the entry is, to be named in the reader's language (core/money-lines.ts); null on old rows (shown as `description`). */
  line: moneyLineSchema.nullable(),
  /** Signed: a purchase or credit is positive, hours used negative. */
  hours: z.number(),
  /** What was paid, for rows that came from a payment. */
  amount: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  reason: z.enum(LEDGER_REASONS),
  /** The payment's type when the row came from a payment (prepaid_hours, hours_purchase, hours_deduction…). */
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  /** The task the hours went to (debits for task work). */
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type HoursTransaction = z.infer<typeof hoursTransactionSchema>;

export const hoursSchema = z.object({ balance: z.number(), transactions: z.array(hoursTransactionSchema) });
export type Hours = z.infer<typeof hoursSchema>;

export const hoursContract = contract(hoursRoutes, {
  get: { response: { 200: hoursSchema } },
});
