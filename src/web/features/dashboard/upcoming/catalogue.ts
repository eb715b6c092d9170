import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's next appointments on the admin home, in both languages: it comes in the panel's own chunk. */
export const upcomingCatalogue = defineCatalogue("dashboardUpcoming", { en, bg });
