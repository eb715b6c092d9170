import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's Newsletter screen, in every language (docs/decisions/0028-i18n-library.md). */
export const newsletterCatalogue = defineCatalogue("newsletter", { en, bg });
export type NewsletterTranslate = ReturnType<typeof newsletterCatalogue.translate>;
