import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/**
 * Messages in every language (docs/decisions/0028-i18n-library.md): so far the operator's
 * conversations list and thread; copy.ts still holds the rest.
 */
export const messagesCatalogue = defineCatalogue("messages", { en, bg });
export type MessagesTranslate = ReturnType<typeof messagesCatalogue.translate>;
