import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The member's appointments panel, in both languages: it comes in the panel's own chunk, after the home's first paint. */
export const appointmentsCatalogue = defineCatalogue("dashboardAppointments", { en, bg });
