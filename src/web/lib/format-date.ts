import { dateFormatter } from "@core/date-format";
import type { Locale } from "@web/i18n/I18nProvider";

/** The app's dates and times in lists and details, from core's kept Intl formatters (core/date-format.ts). */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date or date-time (with its zone, or local without one). */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** As date-fns's parseISO: a bare date is local midnight; anything else not ISO is invalid. */
export function parseIso(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const local = new Date(year, month, date);
    return local.getMonth() === month && local.getDate() === date ? local : null;
  }
  if (!ISO.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'MMM d, yyyy' in member views ("Nov 25, 2026"); Bulgarian writes the day first and the month in
 * full ("25 November 2026", Bulgarian with its year mark). A date that cannot be formatted is shown as its raw value.
 */
export function formatDate(value: string, locale: Locale): string {
  const date = parseIso(value);
  if (!date) return value;
  return locale === "bg"
    ? dateFormatter("bg-BG", { day: "numeric", month: "long", year: "numeric" }).format(date)
    : dateFormatter("en-US", { month: "short", day: "numeric", year: "numeric" }).format(date);
}

/** "21 Nov 2026, 10:00" (Bulgarian: numeric date with its year mark): Intl's medium date and short time styles, in the reader's zone. */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormatter(locale === "bg" ? "bg-BG" : "en-GB", { dateStyle: "medium", timeStyle: "short" }).format(date);
}
