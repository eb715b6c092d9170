import { mailCatalogue } from "./catalogue";
import { greet, Note, paragraphMail } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

export type TranslationDeliveredData = {
  lang: Locale;
  name: string;
  /** The customer's original file name, to say which document this summary is for. */
  documentName: string;
  /** The one-time-issued download link (a token; valid 7 days). */
  link: string;
  /** When the link stops working (ISO); the mail writes it in Sofia time. */
  expiresAt: string;
};

/** To the customer: their summary is delivered, with the expiring download link. */
export function translationDelivered(d: TranslationDeliveredData) {
  const t = mailCatalogue.translate(d.lang);
  const subject = t("translation.subject");
  const blocks = [greet(t, d.name), t("translation.ready", { document: d.documentName }), t("translation.expires", { at: mailTime(d.expiresAt, d.lang) })];
  return paragraphMail(d.lang, subject, subject, [...blocks, <Note key="help">{t("translation.help")}</Note>], {
    href: d.link,
    label: t("translation.button"),
    after: blocks.length,
  });
}
