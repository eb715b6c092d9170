import { defineCatalogue, FETCHED } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/**
 * The site's chrome in every language (docs/decisions/0028-i18n-library.md): navigation, footer,
 * business hours, theme and language menus, shared actions, the contact and newsletter forms,
 * the error pages and the toasts' labels. Every public page's islands read it, so Bulgarian is
 * fetched when chosen, with the API messages' (../bg.ts), as the old dictionary's was.
 */
export const chromeCatalogue = defineCatalogue("chrome", { en, bg: FETCHED });
export type ChromeNavKey = keyof typeof en.nav;
