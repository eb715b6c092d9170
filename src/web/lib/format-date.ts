import type { Locale } from "@web/i18n/I18nProvider";

/** date-fns's en-GB short month names ('MMM'): the one format date-fns did, without its ~9 KiB. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Bulgarian writes the day first and the month in full: "25 ноември 2026 г." (issue 24), never "ное 25, 2026". */
const BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"];
/** en-GB's medium date style abbreviates September as "Sept". */
const GB_MONTHS = MONTHS.map((m) => (m === "Sep" ? "Sept" : m));

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
  return locale === "bg" ? `${date.getDate()} ${BG_MONTHS[date.getMonth()]} ${date.getFullYear()} г.` : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * "21 Nov 2026, 10:00" / "21.11.2026 г., 10:00": date and time in the reader's language and
 * zone, exactly as Intl's medium date and short time styles write them (format-date.test.ts).
 * Written out because a page's first Intl formatter loads the browser's locale data, tens of
 * milliseconds of main thread on a phone, in the first render of every list with a date.
 */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const [day, month, year, hour, minute] = [date.getDate(), date.getMonth(), date.getFullYear(), date.getHours(), pad(date.getMinutes())];
  return locale === "bg" ? `${day}.${pad(month + 1)}.${year} г., ${hour}:${minute}` : `${day} ${GB_MONTHS[month]} ${year}, ${pad(hour)}:${minute}`;
}
