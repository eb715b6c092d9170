import { z } from "zod";
import { APPOINTMENT_SERVICES } from "./appointments/services";

/**
 * A money line's meaning as the API and the database hold it (src/core/money-lines.ts renders
 * it). Apart from the renderer so a page that only shows lines loads no zod on its first paint.
 */
export const moneyLineSchema = z.discriminatedUnion("kind", [
  /** A catalogue service; `quantity` only on a payment's summary (an order line has its own). */
  z.object({ kind: z.enum(["hourly", "daily", "translation"]), quantity: z.number().int().positive().optional() }),
  /** A typed amount from the storefront ("Custom amount"). */
  z.object({ kind: z.literal("custom") }),
  z.object({ kind: z.literal("tip") }),
  z.object({ kind: z.literal("hours_pack"), hours: z.number().positive() }),
  /** A booked appointment paid by card: its service and start (shown in Sofia time). */
  z.object({ kind: z.literal("appointment"), service: z.enum(APPOINTMENT_SERVICES), startsAt: z.iso.datetime({ offset: true }) }),
  /** A payment request's line: the operator's description. */
  z.object({ kind: z.literal("request"), description: z.string() }),
  /** Prepaid hours credited by a paid pack (the hours ledger). */
  z.object({ kind: z.literal("purchase"), hours: z.number().positive() }),
  /** Prepaid hours drawn for a task (the hours ledger). */
  z.object({ kind: z.literal("task"), title: z.string() }),
  /** The operator's own words (a recorded payment, a deduction). */
  z.object({ kind: z.literal("note"), text: z.string() }),
]);
export type MoneyLine = z.infer<typeof moneyLineSchema>;

/** The fields an order line is named by (orderItemName), for the API shapes that list order lines. */
export const namedLineFields = {
  name: z.string(),
  kind: z.string(),
  hours: z.number().optional(),
  line: moneyLineSchema.optional(),
};
