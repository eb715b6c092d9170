import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The operator inbox, in every language (docs/decisions/0028-i18n-library.md). */
export const inboxCatalogue = defineCatalogue("inbox", { en, bg });
export type InboxTranslate = ReturnType<typeof inboxCatalogue.translate>;
