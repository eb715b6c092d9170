import { defineCatalogue } from "../../../core/i18n/catalogue";
import { type Locale, pickLocale } from "../../../core/locale";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Every email's words, in every language (docs/decisions/0029-email-templates.md). */
export const mailCatalogue = defineCatalogue("mail", { en, bg });
export type MailTranslate = ReturnType<typeof mailCatalogue.translate>;

/** The language a mail's data asks for (English when it is not one we write in) and the mail's words in it. */
export function mailWords(asked: unknown): { lang: Locale; t: MailTranslate } {
  const lang = pickLocale(asked);
  return { lang, t: mailCatalogue.translate(lang) };
}
