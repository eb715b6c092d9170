import { useEffect, useState } from "react";
import { INTL_LOCALE, type Locale } from "@web/i18n/I18nProvider";

/** "21 Nov 2026, 10:00" / "21.11.2026 г., 10:00": date and time in the reader's language. */
export const formatDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** The moment a list of due times is drawn for: moves every minute, so the badges count down. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
