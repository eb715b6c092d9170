import type { Locale } from "@web/i18n/I18nProvider";
import { parseIso } from "./format-date";

const relative = new Map<Locale, Intl.RelativeTimeFormat>();
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago" (in the reader's language): how long ago (or until) a moment is, in the largest whole unit. */
export function formatAgo(value: string, locale: Locale, now = Date.now()): string {
  const date = parseIso(value);
  if (!date) return value;
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale === "bg" ? "bg-BG" : "en-GB", { numeric: "auto" });
    relative.set(locale, format);
  }
  const seconds = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute: in seconds, never "now" (a moment just past still reads as past).
  return format.format(seconds <= 0 ? Math.min(seconds, -1) : seconds, "second");
}
