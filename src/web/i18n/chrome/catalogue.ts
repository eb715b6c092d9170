import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/**
 * The site's chrome in every language (docs/decisions/i18n-library.md): navigation, footer,
 * business hours, theme and language menus, shared actions, the contact and newsletter forms,
 * the error pages and the toasts' labels.
 */
export const chromeCatalogue = defineCatalogue("chrome", { en, bg });
export type ChromeNavKey = keyof typeof en.nav;
