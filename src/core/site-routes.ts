import type { Locale } from "./locale";

/**
 * The storefront's public URLs, in both languages: the one list the build
 * prerenders, the server serves (with 404 for anything else), and robots.txt and
 * sitemap.xml are generated from. English lives at /x, Bulgarian at /bg/x.
 *
 * The other screens of the web app (checkout, sign-in, the members area…) are rendered in
 * the browser: CLIENT_ROUTES lists them, so the server answers 200 with the app's shell
 * for them and 404 for every path in neither list.
 */

/** Prerendered public pages (the 404 page is prerendered too, under NOT_FOUND_PAGE). */
export const PUBLIC_PAGES = ["/", "/about", "/services", "/pricing", "/how-it-works", "/contact", "/privacy", "/terms", "/translation"] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The prerendered not-found page's key (served with HTTP 404). */
export const NOT_FOUND_PAGE = "/404";

/** Paths the browser app renders itself (patterns: `:param` one segment, `*` the rest). */
export const CLIENT_ROUTES = [
  "/book",
  "/bg/book",
  "/book/cancel",
  "/book/reschedule",
  "/checkout",
  "/checkout/success",
  "/translation-success",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/test-checkout/:id",
  "/pay/:token",
  "/member-login",
  "/auth",
  "/reset-password",
  "/invite",
  "/dashboard",
  "/dashboard/*",
] as const;

const LOCALE_PREFIX = "/bg";

/**
 * Browser-rendered pages that still have a URL per language (/book and /bg/book):
 * a link in Bulgarian goes to /bg/x rather than /x?lang=bg.
 */
export const LOCALIZED_CLIENT_PAGES = ["/book"] as const;

/** /pricing in Bulgarian is /bg/pricing; / is /bg. */
export function localizedPath(page: string, locale: Locale): string {
  if (locale === "en") return page;
  return page === "/" ? LOCALE_PREFIX : `${LOCALE_PREFIX}${page}`;
}

const stripSlash = (pathname: string) => (pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);

/** The language a URL's path is in, for a path under /bg or a public page; null elsewhere. */
export function localeOfPath(pathname: string): Locale | null {
  const p = stripSlash(pathname);
  if (p === LOCALE_PREFIX || p.startsWith(`${LOCALE_PREFIX}/`)) return "bg";
  return (PUBLIC_PAGES as readonly string[]).includes(p) ? "en" : null;
}

/** Which public page and language a path is: `/bg/pricing` → { page: "/pricing", locale: "bg" }. */
export function publicPageOf(pathname: string): { page: PublicPage; locale: Locale } | null {
  const p = stripSlash(pathname);
  const bg = p === LOCALE_PREFIX || p.startsWith(`${LOCALE_PREFIX}/`);
  const page = bg ? p.slice(LOCALE_PREFIX.length) || "/" : p;
  return (PUBLIC_PAGES as readonly string[]).includes(page) ? { page: page as PublicPage, locale: bg ? "bg" : "en" } : null;
}

/** Whether the browser app has a screen at this path (CLIENT_ROUTES). */
export function isClientRoute(pathname: string): boolean {
  const parts = stripSlash(pathname).split("/");
  return CLIENT_ROUTES.some((route) => {
    const pattern = route.split("/");
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === "*") return parts.length > i;
      if (parts[i] === undefined) return false;
      if (pattern[i]!.startsWith(":")) {
        if (!parts[i]) return false;
      } else if (pattern[i] !== parts[i]) return false;
    }
    return parts.length === pattern.length;
  });
}

/** The same page in the other language (the language switcher and hreflang links). */
export function switchLocalePath(pathname: string, to: Locale): string | null {
  const found = publicPageOf(pathname);
  return found ? localizedPath(found.page, to) : null;
}
