import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The bell's texts in every language (docs/decisions/i18n-library.md). */
export const notificationsCatalogue = defineCatalogue("notifications", { en, bg });
export type NotificationsTranslate = ReturnType<typeof notificationsCatalogue.translate>;
