import { defineCatalogue } from "@core/i18n/catalogue";
import type { PublicPage } from "@core/site-routes";
import bg from "./locales/bg.json";
import en from "./locales/en.json";
import type { Locale } from "@core/locale";

/**
 * Each public page's meta description, per language (search results and link previews), read by
 * the prerender. The <title> is the one the page itself sets (useDocumentTitle), collected while
 * prerendering.
 */
const seoCatalogue = defineCatalogue("seo", { en, bg });

const KEYS = {
  "/": "home",
  "/about": "about",
  "/services": "services",
  "/pricing": "pricing",
  "/how-it-works": "howItWorks",
  "/contact": "contact",
  "/privacy": "privacy",
  "/terms": "terms",
  "/translation": "translation",
  "/404": "notFound",
} as const satisfies Record<PublicPage | "/404", keyof typeof en.descriptions>;

export const pageDescription = (page: PublicPage | "/404", locale: Locale): string => seoCatalogue.translate(locale)(`descriptions.${KEYS[page]}`);
