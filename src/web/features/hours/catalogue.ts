import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Hours in every language (docs/decisions/0028-i18n-library.md). */
export const hoursCatalogue = defineCatalogue("hours", { en, bg });
export type HoursTranslate = ReturnType<typeof hoursCatalogue.translate>;
