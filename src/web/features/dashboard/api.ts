import type { dashboardContract } from "@core/dashboard";
import { dashboardRoutes } from "@core/routes/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

const dashboardApi = client<typeof dashboardContract>(dashboardRoutes);

/** The notifications feature invalidates this key on every new notification, so the figures stay live. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

/** GET /api/dashboard: every figure and panel of the home screen in one request (core/dashboard.ts). */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => dashboardApi.get({ signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
