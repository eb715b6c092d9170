import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Manage Clients, Add New Client and the client detail screen (its words under "detail"), in every language (docs/decisions/0028-i18n-library.md). */
export const clientsCatalogue = defineCatalogue("clients", { en, bg });
export type ClientsTranslate = ReturnType<typeof clientsCatalogue.translate>;
