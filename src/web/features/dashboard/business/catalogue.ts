import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's "business at a glance" panel, in both languages: it comes in the panel's own chunk, after the home's first paint. */
export const businessCatalogue = defineCatalogue("dashboardBusiness", { en, bg });
