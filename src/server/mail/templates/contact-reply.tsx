import { oneLine } from "../../../core/contact";
import { replySubjectFor } from "../../../core/contact-inbox";
import { SERVICE_OPTIONS } from "../../../core/contact-services";
import { mailCatalogue } from "./catalogue";
import { Frame, greet, Line, Note, P, renderMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

export type ContactReplyData = {
  lang: Locale;
  /** The request's reference: the subject carries it, so the visitor's answer threads to it. */
  reference: string;
  name: string;
  subject: string;
  body: string;
  /** The visitor's own message, quoted under the answer. */
  message: string;
  /** When the visitor wrote (ISO); the mail writes it in Sofia time. */
  receivedAt: string;
  /** Where the visitor's answer to this email goes (the operator). */
  replyTo: string;
};

/** A body that opens with its own greeting ("Hello Anna,", "Здравейте,") is not greeted twice. */
const GREETING = /^\s*(hello|hi|hey|dear|good (morning|afternoon|evening)|здравей|здрасти|добър ден|добро утро|добър вечер|уважаем)/i;

/**
 * The subject in the visitor's language: the inbox's English default ("Re: Paperwork setup"),
 * left as it was by an operator whose screen was in English, is said in the visitor's language.
 */
function subjectIn(subject: string, lang: Locale): string {
  const option = SERVICE_OPTIONS.find((o) => replySubjectFor({ service: o.value }) === subject.trim());
  return option ? replySubjectFor({ service: option.value, language: lang }) : subject;
}

/**
 * The operator's answer to a contact request, in the language the visitor used. Everything
 * the operator or the visitor typed is text: escaped in the HTML, and the subject (a header)
 * is kept to one line whatever reaches here.
 */
export function contactReply(d: ContactReplyData) {
  const t = mailCatalogue.translate(d.lang);
  const typed = oneLine(subjectIn(d.subject, d.lang));
  const subject = typed.includes(d.reference) ? typed : `${typed} [${d.reference}]`;
  return renderMail(
    subject,
    <Frame lang={d.lang} title={subject}>
      {GREETING.test(d.body) ? null : <P>{greet(t, d.name)}</P>}
      <P style={{ whiteSpace: "pre-wrap" }}>{d.body}</P>
      <P>{t("greet.sign")}</P>
      <Line style={{ color: "#78716c", fontSize: 13 }}>{t("contact.reply.yours", { at: mailTime(d.receivedAt, d.lang) })}</Line>
      <Words quoted small>
        {d.message}
      </Words>
      <Note>{t("contact.reply.footer")}</Note>
    </Frame>,
    { "Reply-To": oneLine(d.replyTo) },
  );
}
