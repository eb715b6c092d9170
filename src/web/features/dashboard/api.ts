import type { dashboardContract } from "@core/dashboard";
import { dashboardRoutes } from "@core/routes/dashboard";
import { client } from "@web/lib/api";
import { pageQuery } from "@web/lib/list-query";

const dashboardApi = client<typeof dashboardContract>(dashboardRoutes);

/** The notifications feature invalidates this key on every new notification, so the figures stay live. */
export const DASHBOARD_QUERY_KEY = ["dashboard"] as const;

/** GET /api/dashboard: every figure and panel of the home screen in one request (core/dashboard.ts). */
const dashboard = pageQuery(DASHBOARD_QUERY_KEY, (signal) => dashboardApi.get({ signal }));
export const dashboardQueryOptions = dashboard.options;
export const useDashboard = dashboard.usePage;
