import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Calendar in every language (docs/decisions/0028-i18n-library.md). */
export const calendarCatalogue = defineCatalogue("calendar", { en, bg });
export type CalendarTranslate = ReturnType<typeof calendarCatalogue.translate>;
