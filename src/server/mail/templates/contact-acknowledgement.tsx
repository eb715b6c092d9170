import { serviceLabel } from "../../../core/contact-service-label";
import { mailCatalogue } from "./catalogue";
import { Frame, Line, Note, P, renderMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

export type ContactAcknowledgementData = {
  lang: Locale;
  name: string;
  reference: string;
  service: string;
  message: string;
  /** When the reply is due (ISO): 24 h after the message arrived. */
  dueAt: string;
  /** Where an answer to this email goes (the operator). */
  replyTo: string;
};

/**
 * To the visitor who wrote: we have it, its reference, and when the answer
 * is due — in the language they wrote in. What they typed is text: escaped in the HTML.
 */
export function contactAcknowledgement(d: ContactAcknowledgementData) {
  const t = mailCatalogue.translate(d.lang);
  const subject = t("contact.ack.subject", { reference: d.reference });
  return renderMail(
    subject,
    <Frame lang={d.lang} title={subject}>
      <P>{t("greet.helloName", { name: d.name })}</P>
      <P>{t("contact.ack.thanks")}</P>
      <P style={{ fontSize: 18, fontWeight: 600 }}>{t("contact.ack.reference", { reference: d.reference })}</P>
      <P>{t("contact.ack.promise", { due: mailTime(d.dueAt, d.lang) })}</P>
      <Line style={{ color: "#78716c", fontSize: 13 }}>{t("contact.ack.yours", { service: serviceLabel(d.service, d.lang) })}</Line>
      <Words small>{d.message}</Words>
      <Note>{t("contact.ack.more")}</Note>
      <Note>{t("contact.ack.notYou")}</Note>
      <P>{t("greet.sign")}</P>
    </Frame>,
    { "Reply-To": d.replyTo },
  );
}
