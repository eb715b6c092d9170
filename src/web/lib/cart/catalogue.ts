import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The cart button and unit words in every language; item names come from the catalogue of services (`itemName` in src/core). */
export const cartCatalogue = defineCatalogue("cart", { en, bg });
