import type { QueryClient } from "@tanstack/react-query";
import { availabilityQueryOptions } from "./availability-api";
import { businessSettingsQueryOptions, priceTableQueryOptions } from "./business-api";
import { healthReportQueryOptions } from "./health-api";

/**
 * The operator's Settings' data (the business, its prices, the availability, the health report),
 * asked with the page's code (routing/dashboard-preload.ts) rather than section by section once
 * each has rendered; the sections' queries find them in flight.
 */
export function warmOperatorSettings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(businessSettingsQueryOptions()),
    queryClient.ensureQueryData(priceTableQueryOptions()),
    queryClient.ensureQueryData(availabilityQueryOptions()),
    queryClient.ensureQueryData(healthReportQueryOptions()),
  ]);
}
