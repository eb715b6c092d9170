import { defineCatalogue, FETCHED } from "@core/i18n/catalogue";
import en from "./locales/en.json";

/** The bell's texts in every language (docs/decisions/0028-i18n-library.md). */
export const notificationsCatalogue = defineCatalogue("notifications", { en, bg: FETCHED });
export type NotificationsTranslate = ReturnType<typeof notificationsCatalogue.translate>;
