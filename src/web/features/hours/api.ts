import { HOUR_PACKS } from "@core/catalogue";
import { CURRENCIES } from "@core/money";
import { PAYMENT_TYPES } from "@core/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

const Transaction = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  /** Signed: a purchase or credit is positive, hours used negative. */
  hours: z.number(),
  /** What was paid, for purchases. */
  amount: z.number().nullish(),
  currency: z.enum(CURRENCIES).nullish().catch(null),
  /** The task the hours went to (debits for task work), when the server links one. */
  task: z.object({ id: z.string(), title: z.string() }).nullish().catch(null),
  /** The payment's type when the row came from a payment (prepaid_hours, hours_purchase, hours_deduction…). */
  paymentType: z.enum(PAYMENT_TYPES).nullish().catch(null),
});
export type HoursTransaction = z.infer<typeof Transaction>;

const Hours = z.object({ balance: z.number(), transactions: z.array(Transaction) });
export type Hours = z.infer<typeof Hours>;

export const HOURS_QUERY_KEY = ["hours"] as const;

/** GET /api/hours: the signed-in member's balance and ledger. */
export const hoursQueryOptions = () =>
  queryOptions({
    queryKey: HOURS_QUERY_KEY,
    queryFn: ({ signal }) => api.get("/api/hours", { signal, schema: Hours }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useHours() {
  return useQuery(hoursQueryOptions());
}

export const PACKS = HOUR_PACKS;
