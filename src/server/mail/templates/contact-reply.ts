import { oneLine } from "../../../core/contact";
import { SERVICE_OPTIONS } from "../../../core/contact-services";
import { replySubjectFor } from "../../../core/contact-inbox";
import { esc, layout, mailTime, type RenderedMail } from "./layout";

export type ContactReplyData = {
  lang: "en" | "bg";
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

const WORDS = {
  en: {
    hello: (n: string) => (n ? `Hello ${n},` : "Hello,"),
    sign: "The Concierge team",
    yours: (at: string) => `Your message of ${at}:`,
    footer: "Reply to this email if you have more questions.",
  },
  bg: {
    hello: (n: string) => (n ? `Здравейте, ${n},` : "Здравейте,"),
    sign: "Екипът на Concierge",
    yours: (at: string) => `Вашето съобщение от ${at}:`,
    footer: "Отговорете на този имейл, ако имате още въпроси.",
  },
};

/** A body that opens with its own greeting ("Hello Anna,", "Здравейте,") is not greeted twice. */
const GREETING = /^\s*(hello|hi|hey|dear|good (morning|afternoon|evening)|здравей|здрасти|добър ден|добро утро|добър вечер|уважаем)/i;

/**
 * The subject in the visitor's language: the inbox's English default ("Re: Paperwork setup"),
 * left as it was by an operator whose screen was in English, is said in Bulgarian to a Bulgarian visitor.
 */
function subjectIn(subject: string, lang: "en" | "bg"): string {
  if (lang === "en") return subject;
  const option = SERVICE_OPTIONS.find((o) => replySubjectFor({ service: o.value }) === subject.trim());
  return option ? replySubjectFor({ service: option.value, language: "bg" }) : subject;
}

/**
 * The operator's answer to a contact request, in the language the visitor used. Everything
 * the operator or the visitor typed is text: escaped in the HTML, and the subject (a header)
 * is kept to one line whatever reaches here.
 */
export function contactReply(d: ContactReplyData): RenderedMail {
  const w = WORDS[d.lang];
  const typed = oneLine(subjectIn(d.subject, d.lang));
  const subject = typed.includes(d.reference) ? typed : `${typed} [${d.reference}]`;
  const hello = GREETING.test(d.body) ? [] : [w.hello(d.name)];
  const receivedAt = mailTime(d.receivedAt, d.lang);
  const quoted = d.message
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
  return {
    subject,
    headers: { "Reply-To": oneLine(d.replyTo) },
    text: `${[...hello, d.body].join("\n\n")}\n\n${w.sign}\n\n${w.yours(receivedAt)}\n${quoted}\n\n${w.footer}`,
    html: layout({
      lang: d.lang,
      title: subject,
      bodyHtml: `${hello.map((h) => `<p>${esc(h)}</p>`).join("")}
<p style="white-space:pre-wrap">${esc(d.body)}</p>
<p>${esc(w.sign)}</p>
<p style="color:#78716c;font-size:13px">${esc(w.yours(receivedAt))}</p>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px;color:#57534e;font-size:13px">${esc(d.message)}</p>
<p style="font-size:13px;color:#57534e">${esc(w.footer)}</p>`,
    }),
  };
}
