import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The "finish setting up" card, in both languages: it comes in its own chunk, only while setup is unfinished. */
export const setupCatalogue = defineCatalogue("dashboardSetup", { en, bg });
