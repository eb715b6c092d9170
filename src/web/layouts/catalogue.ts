import { defineCatalogue, FETCHED } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/** The members area's frame (header, sidebar, menu, banners), in every language (docs/decisions/0028-i18n-library.md). */
export const dashboardLayoutCatalogue = defineCatalogue("dashboardLayout", { en, bg: FETCHED });
export type DashboardNavKey = keyof typeof en.nav;
