import type { QueryClient } from "@tanstack/react-query";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { addMonths } from "@core/report-months";
import type { reportsContract } from "@core/reports";
import { pathOf } from "@core/contract";
import { reportsRoutes } from "@core/routes/reports";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { dateFormatter } from "@core/date-format";

const reportsApi = client<typeof reportsContract>(reportsRoutes);

export type Period = { from: string; to: string };

/** The months a visit without a period shows: this month and the five before it (Sofia's calendar is the server's; a day's difference at midnight does not matter here). */
export function defaultPeriod(now = new Date()): Period {
  const to = dateFormatter("en-CA", { timeZone: "Europe/Sofia", year: "numeric", month: "2-digit" }).format(now).slice(0, 7);
  return { from: addMonths(to, -5), to };
}

/** The period in a URL's query (?from=2026-01&to=2026-06), or the default. */
export function periodOf(q: URLSearchParams): Period {
  const fallback = defaultPeriod();
  return { from: q.get("from") ?? fallback.from, to: q.get("to") ?? fallback.to };
}

export const reportQueryOptions = (period: Period) =>
  queryOptions({ queryKey: ["reports", period.from, period.to], queryFn: ({ signal }) => reportsApi.get({ query: period, signal }), staleTime: PRELOADED_FRESH_MS });

/** GET /api/reports for the period; the last period's figures stay while the next loads. */
export const useReport = (period: Period) => useQuery({ ...reportQueryOptions(period), placeholderData: keepPreviousData });

/** The route preload's start of the page's data. */
export const warmReport = (qc: QueryClient, search: URLSearchParams) => qc.ensureQueryData(reportQueryOptions(periodOf(search)));

/** The CSV: a plain link, the browser downloads it with the session cookie. */
export const reportCsvUrl = (period: Period, separator?: "semicolon") => pathOf(reportsRoutes.exportCsv, undefined, { ...period, separator });
