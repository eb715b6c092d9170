import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/**
 * The how-it-works page's texts in every language (docs/decisions/0028-i18n-library.md). The namespace ends
 * in "Page": every catalogue shares one Lingui instance per language, so a page must not take a
 * feature's name (features/contact has a catalogue of its own to come).
 */
export const howItWorksCatalogue = defineCatalogue("howItWorksPage", { en, bg });
