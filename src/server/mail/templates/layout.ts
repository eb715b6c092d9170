import { localizeLink } from "../../../core/i18n/language-rule";

/** Escapes text for HTML email bodies. Every value from users goes through this. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type RenderedMail = { subject: string; html: string; text: string; headers?: Record<string, string> };

type Lang = "en" | "bg";
const FOOTER: Record<Lang, string> = {
  en: "Concierge — personal concierge and document help in Bulgaria.",
  bg: "Concierge — личен консиерж и помощ с документи в България.",
};
const PASTE: Record<Lang, string> = { en: "Or paste this link into your browser:", bg: "Или поставете тази връзка в браузъра си:" };

/** The one frame every email shares: a plain, readable layout that survives any client. */
export function layout(opts: { title: string; bodyHtml: string; footerHtml?: string; lang?: Lang }): string {
  const lang = opts.lang ?? "en";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(opts.title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:600;color:#0f766e;padding-bottom:16px">Concierge</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${opts.bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#78716c;padding-top:24px;border-top:1px solid #e7e5e4">${
    opts.footerHtml ?? FOOTER[lang]
  }</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * A link to one of our pages in the mail's language: a public page at /bg/x, any other page
 * with `lang=bg` (core/i18n/language-rule.ts), so a Bulgarian email opens Bulgarian pages.
 * Every template passes its links through it (the button does).
 */
export const mailLink = (href: string, lang: Lang = "en") => localizeLink(href, lang);

const DAY: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Sofia" }),
  bg: new Intl.DateTimeFormat("bg-BG", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Sofia" }),
};
const CLOCK = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Sofia" });
const ZONE = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", timeZoneName: "short" });
const SOFIA: Record<Lang, (clock: string, zone: string) => string> = {
  en: (clock, zone) => `${clock} Sofia time (${zone})`,
  bg: (clock, zone) => `${clock} ч. българско време (${zone})`,
};

/**
 * A moment as every email writes it: in Europe/Sofia, with the zone named — "25 November 2026,
 * 14:30 Sofia time (EET)", "25 ноември 2026 г., 14:30 ч. българско време (EET)". Takes an ISO
 * moment (or the older "2026-11-22 10:00 UTC" an outbox row may still hold); anything else is
 * shown as it is.
 */
export function mailTime(value: string | Date, lang: Lang = "en"): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = ZONE.formatToParts(date).find((p) => p.type === "timeZoneName")?.value ?? "EET";
  return `${DAY[lang].format(date)}, ${SOFIA[lang](CLOCK.format(date), zone)}`;
}

export function button(rawHref: string, label: string, lang: Lang = "en"): string {
  const href = mailLink(rawHref, lang);
  return `<p style="margin:24px 0"><a href="${esc(href)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${esc(label)}</a></p>
<p style="font-size:13px;color:#57534e">${PASTE[lang]}<br><a href="${esc(href)}">${esc(href)}</a></p>`;
}
