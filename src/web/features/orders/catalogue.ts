import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator's Orders inbox, in every language (docs/decisions/0028-i18n-library.md). */
export const ordersCatalogue = defineCatalogue("orders", { en, bg });
export type OrdersTranslate = ReturnType<typeof ordersCatalogue.translate>;
