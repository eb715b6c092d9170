import type { Locale } from "@web/i18n/I18nProvider";

/** date-fns's en-GB short month names ('MMM'): the one format date-fns did, without its ~9 KiB. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Bulgarian writes the day first and the month in full: "25 ноември 2026 г." (issue 24), never "ное 25, 2026". */
const BG_DAY = new Intl.DateTimeFormat("bg-BG", { day: "numeric", month: "long", year: "numeric" });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date or date-time (with its zone, or local without one). */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** As date-fns's parseISO: a bare date is local midnight; anything else not ISO is invalid. */
function parseIso(value: string): Date | null {
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
 * Spec §9: 'MMM d, yyyy' in member views ("Nov 25, 2026"); in Bulgarian "25 ноември 2026 г.".
 * A date that cannot be formatted is shown as its raw value.
 */
export function formatDate(value: string, locale: Locale): string {
  const date = parseIso(value);
  if (!date) return value;
  return locale === "bg" ? BG_DAY.format(date) : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
