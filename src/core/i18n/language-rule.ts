import { localeOfPath, localizedPath, publicPageOf } from "../site-routes";
import { type Locale, LOCALES } from "../locale";

/**
 * The one rule for the language of every page and email (docs/decisions/0018-language-rule.md):
 * the URL on a public page (/x English, /bg/x Bulgarian; elsewhere a `lang` parameter, which
 * every link in an email carries), then the person's choice (a member's profile language; a
 * visitor's cookie, set when a public page is opened or the language switched), then the
 * browser's Accept-Language, then English. The web (i18n/I18nProvider, start-app.tsx) and the
 * server (mail, sign-up) both follow it through this module.
 */

/** The cookie a visitor's choice is kept in: the browser sets it, the server reads it. */
export const LANGUAGE_COOKIE = "concierge-locale";
/** The query parameter a link carries its language in, on a page whose path does not say it. */
export const LANGUAGE_PARAM = "lang";

const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? "");

/** A language as stored or sent (a profile's, a form's): only those with a catalogue count. */
export const siteLocaleOf = (value: string | null | undefined): Locale | null => (isLocale(value) ? value : null);

/** The language a URL states: its path on a public page (/bg/x), else its `lang` parameter. */
export function languageOfUrl(pathname: string, search = ""): Locale | null {
  return localeOfPath(pathname) ?? siteLocaleOf(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

/** The first language of an Accept-Language header (or navigator.languages) that has a catalogue, by preference. */
export function languageOfAcceptLanguage(header: string | readonly string[] | null | undefined): Locale | null {
  if (!header) return null;
  const entries = (typeof header === "string" ? header.split(",") : header).map((part, index) => {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
  });
  const ranked = entries.filter((e) => e.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => siteLocaleOf(e.lang)).find((l) => l !== null) ?? null;
}

/** A cookie's value from a Cookie header (or document.cookie). */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

export type LanguageSources = {
  /** The page's URL: its path and query string. */
  url?: { pathname: string; search?: string } | null;
  /** A signed-in member's profile language (es/fr/de have no catalogue and do not count). */
  profile?: string | null;
  /** The visitor's choice: the language cookie's value. */
  choice?: string | null;
  /** The Accept-Language header (or navigator.languages in the browser). */
  acceptLanguage?: string | readonly string[] | null;
};

/** The rule: URL, then the person's choice (profile, then cookie), then Accept-Language, then English. */
export function pickLanguage(s: LanguageSources): Locale {
  return (
    (s.url ? languageOfUrl(s.url.pathname, s.url.search) : null) ??
    siteLocaleOf(s.profile) ??
    siteLocaleOf(s.choice) ??
    languageOfAcceptLanguage(s.acceptLanguage) ??
    "en"
  );
}

/**
 * A link to one of our pages, opening in `lang`: a public page becomes its /bg/x address, any
 * other page (checkout, sign-in, the dashboard, an API link that redirects to one) gets
 * `lang=bg`; a `callbackURL` (the page an API link ends on) is localized in turn. English links
 * are left as they are (English is the default). Not one of ours (mailto:, another site): unchanged.
 */
export function localizeLink(href: string, lang: Locale, siteUrl?: string): string {
  if (lang === "en") return href;
  let url: URL;
  try {
    url = new URL(href, siteUrl ?? "http://relative.invalid");
  } catch {
    return href;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return href;
  if (siteUrl && url.origin !== new URL(siteUrl).origin) return href;
  const page = publicPageOf(url.pathname);
  if (page) url.pathname = localizedPath(page.page, lang);
  else if (!url.pathname.startsWith("/api/")) url.searchParams.set(LANGUAGE_PARAM, lang);
  const callback = url.searchParams.get("callbackURL");
  if (callback) url.searchParams.set("callbackURL", localizeLink(callback, lang));
  if (url.origin === "http://relative.invalid") return url.pathname + url.search + url.hash;
  return url.toString();
}
