import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The sign-in, sign-up, reset and invitation screens' texts in every language (docs/decisions/0028-i18n-library.md). */
export const authCatalogue = defineCatalogue("auth", { en, bg });
