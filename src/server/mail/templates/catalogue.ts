import { defineCatalogue } from "../../../core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Every email's words, in every language (docs/decisions/0029-email-templates.md). */
export const mailCatalogue = defineCatalogue("mail", { en, bg });
export type MailTranslate = ReturnType<typeof mailCatalogue.translate>;
