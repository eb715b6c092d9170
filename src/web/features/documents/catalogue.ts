import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Documents in every language (docs/decisions/0028-i18n-library.md). */
export const documentsCatalogue = defineCatalogue("documents", { en, bg });
export type DocumentsTranslate = ReturnType<typeof documentsCatalogue.translate>;
