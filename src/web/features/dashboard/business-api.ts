import type { reportsContract } from "@core/reports";
import { reportsRoutes } from "@core/routes/reports";
import { client } from "@web/lib/api";
import { pageQuery } from "@web/lib/list-query";

const reportsApi = client<typeof reportsContract>(reportsRoutes);

/** GET /api/reports/overview: the admin home's business figures (core/reports.ts). Under ["dashboard", …] so the home's refresh takes it along. */
const overview = pageQuery(["dashboard", "business"], (signal) => reportsApi.overview({ signal }));
export const useBusinessOverview = overview.usePage;
