import { dateFormatter } from "./date-format";
/*
 * Months of the reports ("2026-01"), apart from core/reports.ts's schemas so the admin home's
 * panel names months without loading zod.
 */

/** The longest period one report covers: three years of months. */
export const REPORT_MAX_MONTHS = 36;

/** "2026-01": a year and a month. */
export const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** Whether a report can cover `from`…`to` (what core/reports.ts's reportQuerySchema accepts; the page checks it without zod). */
export const isReportPeriod = (q: { from: string; to: string }): boolean =>
  isMonth(q.from) && isMonth(q.to) && q.from <= q.to && monthsOf(q.from, q.to).length <= REPORT_MAX_MONTHS;

/** "2026-01" + n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** "November 2026" (Bulgarian: the month's name and the year mark) in the UI's Intl locale (a month, `short`: "Nov 2026"). */
export function monthLabel(month: string, intl: string, style: "long" | "short" = "long"): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return dateFormatter(intl, { month: style, year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 15)));
}

/** Kept in time as a whole percentage, or null when nothing came due. */
export const keptPercent = (p: { kept: number; due: number }): number | null => (p.due === 0 ? null : Math.round((p.kept * 100) / p.due));

