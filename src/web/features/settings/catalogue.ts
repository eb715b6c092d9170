import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Settings' texts in every language (docs/decisions/i18n-library.md); copy.ts still holds the older sections'. */
export const settingsCatalogue = defineCatalogue("settings", { en, bg });
