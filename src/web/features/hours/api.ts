import { HOUR_PACKS } from "@core/catalogue";
import type { hoursContract } from "@core/hours";
import { hoursRoutes } from "@core/routes/hours";
import { client } from "@web/lib/api";
import { pageQuery } from "@web/lib/list-query";

export type { HoursTransaction } from "@core/hours";

const hoursApi = client<typeof hoursContract>(hoursRoutes);

export const HOURS_QUERY_KEY = ["hours"] as const;

/** GET /api/hours: the signed-in member's balance and ledger. */
const hours = pageQuery(HOURS_QUERY_KEY, (signal) => hoursApi.get({ signal }));
export const hoursQueryOptions = hours.options;
export const useHours = hours.usePage;

export const PACKS = HOUR_PACKS;
