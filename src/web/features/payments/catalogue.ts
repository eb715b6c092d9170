import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Payments in every language (docs/decisions/0028-i18n-library.md). */
export const paymentsCatalogue = defineCatalogue("payments", { en, bg });
export type PaymentsTranslate = ReturnType<typeof paymentsCatalogue.translate>;
