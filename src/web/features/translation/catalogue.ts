import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Translation in every language (docs/decisions/0028-i18n-library.md). */
export const translationCatalogue = defineCatalogue("translation", { en, bg });
export type TranslationTranslate = ReturnType<typeof translationCatalogue.translate>;
