import { z } from "zod";

export const DATE_MESSAGE = "Use a date like 2026-01-31";

/** True for a calendar day that exists: 2026-02-28 yes, 2026-02-31 and 2026-99-99 no. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls an impossible day over (Feb 31 → Mar 3): the day must come back unchanged.
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/**
 * A day in a list filter (from / to), as YYYY-MM-DD. An impossible day is a 400 with the
 * same message, never a 500 from the database or a day silently shifted into the next month.
 */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE).refine(isCalendarDay, DATE_MESSAGE);
export const isoDayFilter = isoDay.optional();
