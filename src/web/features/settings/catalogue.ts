import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Settings' texts in every language (docs/decisions/0028-i18n-library.md). */
export const settingsCatalogue = defineCatalogue("settings", { en, bg });
export type SettingsTranslate = ReturnType<typeof settingsCatalogue.translate>;
