import { defineCatalogue } from "../i18n/catalogue";
import type { Locale } from "../locale";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/** What each item and money line is called (core/catalogue.ts, core/money-lines.ts), in every language. */
const namesCatalogue = defineCatalogue("names", { en, bg });

export const namesIn = (locale: Locale) => namesCatalogue.translate(locale);
