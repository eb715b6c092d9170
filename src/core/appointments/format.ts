import { SOFIA } from "./zone";

const LOCALES = { en: "en-GB", bg: "bg-BG" } as const;
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: "en" | "bg", timeZone: string) {
  const key = `${lang}|${timeZone}`;
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
    });
    formats.set(key, f);
  }
  return f;
}

/** "Tue, 24 Nov 2026, 09:00 (Sofia)": an appointment's start as the operator and the receipt name it. */
export function sofiaLabel(instant: Date, lang: "en" | "bg" = "en"): string {
  return `${format(lang, SOFIA).format(instant)} (${lang === "bg" ? "София" : "Sofia"})`;
}

