import { dashboardSchema } from "@core/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

/** The notifications feature invalidates this key on every new notification, so the figures stay live. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

/** GET /api/dashboard: every figure and panel of the home screen in one request (core/dashboard.ts). */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.get("/api/dashboard", { signal, schema: dashboardSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
