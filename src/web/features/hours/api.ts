import { HOUR_PACKS } from "@core/catalogue";
import type { hoursContract } from "@core/hours";
import { hoursRoutes } from "@core/routes/hours";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export type { HoursTransaction } from "@core/hours";

const hoursApi = client<typeof hoursContract>(hoursRoutes);

export const HOURS_QUERY_KEY = ["hours"] as const;

/** GET /api/hours: the signed-in member's balance and ledger. */
export const hoursQueryOptions = () =>
  queryOptions({
    queryKey: HOURS_QUERY_KEY,
    queryFn: ({ signal }) => hoursApi.get({ signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useHours() {
  return useQuery(hoursQueryOptions());
}

export const PACKS = HOUR_PACKS;
