import { defineCatalogue } from "../i18n/catalogue";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };

/** The operator's health report in every language: the admin screen and `npm run admin -- doctor` say the same. */
export const healthChecksCatalogue = defineCatalogue("healthChecks", { en, bg });
