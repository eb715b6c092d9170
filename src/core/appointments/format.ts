import { SOFIA } from "./zone";

const LOCALES = { en: "en-GB", bg: "bg-BG" } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: "en" | "bg", timeZone: string, withZone: boolean) {
  const key = `${lang}|${timeZone}|${withZone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      ...(withZone ? { timeZoneName: "short" } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

/** "Tue, 24 Nov 2026, 09:00 (Sofia)": an appointment's start as the operator and the receipt name it. */
export function sofiaLabel(instant: Date, lang: "en" | "bg" = "en"): string {
  return `${format(lang, SOFIA, false).format(instant)} (${lang === "bg" ? "София" : "Sofia"})`;
}

/** The start in another zone, with the zone's short name ("Tue, 24 Nov 2026, 02:00 GMT-5"). */
export function zonedLabel(instant: Date, timeZone: string, lang: "en" | "bg" = "en"): string {
  return format(lang, timeZone, true).format(instant);
}
