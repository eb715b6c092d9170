import { format, isValid, parseISO } from "date-fns";
import { bg, enGB } from "date-fns/locale";
import type { Locale } from "@web/i18n/I18nProvider";

const LOCALES = { en: enGB, bg } as const;

/** Spec §9: 'MMM d, yyyy' in member views; a date that cannot be formatted is shown as its raw value. */
export function formatDate(value: string, locale: Locale): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy", { locale: LOCALES[locale] }) : value;
}
