import { SOFIA } from "./zone";

const options = { timeZone: SOFIA, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
let formats: Record<"en" | "bg", Intl.DateTimeFormat> | undefined;

/** "Tue, 24 Nov 2026, 09:00 (Sofia)": an appointment's start as the order line and the operator name it. */
export function sofiaLabel(instant: Date, lang: "en" | "bg" = "en"): string {
  formats ??= { en: new Intl.DateTimeFormat("en-GB", options), bg: new Intl.DateTimeFormat("bg-BG", options) };
  return `${formats[lang].format(instant)} (${lang === "bg" ? "София" : "Sofia"})`;
}
