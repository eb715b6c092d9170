import { defineCatalogue } from "../i18n/catalogue";
import type { Locale } from "../locale";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/** The hours rule's words (core/hours-rule.ts), in every language; a catalogue of its own, as the pages stating the rule need no other. */
const hoursCatalogue = defineCatalogue("hoursRule", { en, bg });

export const hoursWordsIn = (locale: Locale) => hoursCatalogue.translate(locale);
