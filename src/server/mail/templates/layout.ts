import { localizeLink } from "../../../core/i18n/language-rule";
import { mailCatalogue } from "./catalogue";
import type { Locale } from "../../../core/locale";
import { dateFormatter } from "../../../core/date-format";

/** Escapes text for HTML written as a string (the dev mailbox, the server's page frame); email templates are React and escape by themselves. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type RenderedMail = { subject: string; html: string; text: string; headers?: Record<string, string> };

/**
 * A link to one of our pages in the mail's language: a public page at /bg/x, any other page
 * with `lang=bg` (core/i18n/language-rule.ts), so a Bulgarian email opens Bulgarian pages.
 * Every template passes its links through it (the kit's Button and Url do).
 */
export const mailLink = (href: string, lang: Locale = "en") => localizeLink(href, lang);

const DAY: Record<Locale, Intl.DateTimeFormat> = {
  en: dateFormatter("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Sofia" }),
  bg: dateFormatter("bg-BG", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Sofia" }),
};
const CLOCK = dateFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Sofia" });
const ZONE = dateFormatter("en-GB", { timeZone: "Europe/Sofia", timeZoneName: "short" });
/**
 * A moment as every email writes it: in Europe/Sofia, with the zone named — "25 November 2026,
 * 14:30 Sofia time (EET)", the same in Bulgarian with Bulgarian month names. Takes an ISO
 * moment (or the older "2026-11-22 10:00 UTC" an outbox row may still hold); anything else is
 * shown as it is.
 */
export function mailTime(value: string | Date, lang: Locale = "en"): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = ZONE.formatToParts(date).find((p) => p.type === "timeZoneName")?.value ?? "EET";
  return mailCatalogue.translate(lang)("frame.moment", { day: DAY[lang].format(date), clock: CLOCK.format(date), zone });
}
