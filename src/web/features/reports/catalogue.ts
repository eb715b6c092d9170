import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The Reports screen, in both languages: an admin-only page in its own chunk. */
export const reportsCatalogue = defineCatalogue("reports", { en, bg });
