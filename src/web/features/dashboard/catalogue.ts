import { defineCatalogue, FETCHED } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/** The dashboard's home, in every language (docs/decisions/0028-i18n-library.md). */
export const dashboardCatalogue = defineCatalogue("dashboard", { en, bg: FETCHED });
export type DashboardTranslate = ReturnType<typeof dashboardCatalogue.translate>;
export type DashboardScreen = keyof typeof en.screens;
