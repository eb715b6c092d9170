import { INTL_LOCALE, type Locale } from "@web/i18n/I18nProvider";

/** Date and time of a message in the reader's language (a bad value is shown as it is, spec §8). */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short" }).format(date);
}
