import { defineCatalogue, FETCHED } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/**
 * The member's appointments panel: it comes in the panel's own chunk, after the home's first
 * paint, in English; its Bulgarian comes with the language (routing/fetched-bg.ts).
 */
export const appointmentsCatalogue = defineCatalogue("dashboardAppointments", { en, bg: FETCHED });
