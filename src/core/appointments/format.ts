import { SOFIA } from "./zone";
import { INTL_LOCALE, type Locale } from "../locale";
import { wordsIn } from "../words";
import { dateFormatter } from "../date-format";

const options = { timeZone: SOFIA, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
let formats: Record<Locale, Intl.DateTimeFormat> | undefined;

/** "Tue, 24 Nov 2026, 09:00 (Sofia)": an appointment's start as the order line and the operator name it. */
export function sofiaLabel(instant: Date, lang: Locale = "en"): string {
  formats ??= { en: dateFormatter("en-GB", options), bg: dateFormatter("bg-BG", options) };
  return `${formats[lang].format(instant)} (${wordsIn(lang)("sofia.city")})`;
}

const INTL = INTL_LOCALE;
const SOFIA_TIME = { en: (time: string) => wordsIn("en")("sofia.time", { time }), bg: (time: string) => wordsIn("bg")("sofia.time", { time }) };

/** "America/New_York" → "New York": the zone's city, as the visitor knows it. */
export const zoneCity = (zone: string) => (zone.split("/").pop() ?? zone).replace(/_/g, " ");

function parts(instant: Date, zone: string, lang: Locale) {
  // Bulgarian's short month is a number ("7.12"): the month's name reads better.
  const day = dateFormatter(INTL[lang], { timeZone: zone, weekday: "short", day: "numeric", month: lang === "bg" ? "long" : "short" }).format(instant);
  const time = dateFormatter(INTL[lang], { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return { day, time };
}

/**
 * "Mon 7 Dec, 04:00 (New York) · 10:00 Sofia time": a booking's start in the visitor's own zone
 * with Sofia's beside it (Sofia's day too when it is another day there). A visitor in Sofia, or
 * one whose zone is unknown, gets Sofia's alone: "Mon 7 Dec, 10:00 Sofia time".
 */
export function visitorTimeLabel(instant: Date, zone: string | null | undefined, lang: Locale = "en"): string {
  const sofia = parts(instant, SOFIA, lang);
  if (!zone || zone === SOFIA) return `${sofia.day}, ${SOFIA_TIME[lang](sofia.time)}`;
  const theirs = parts(instant, zone, lang);
  const there = theirs.day === sofia.day ? sofia.time : `${sofia.day}, ${sofia.time}`;
  return `${theirs.day}, ${theirs.time} (${zoneCity(zone)}) · ${SOFIA_TIME[lang](there)}`;
}
