import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's Translation requests, in every language (docs/decisions/0028-i18n-library.md). */
export const translationRequestsCatalogue = defineCatalogue("translationRequests", { en, bg });
export type TranslationRequestsTranslate = ReturnType<typeof translationRequestsCatalogue.translate>;
