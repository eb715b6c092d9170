import { serviceLabel } from "../../../core/contact";
import { esc, layout, mailTime, type RenderedMail } from "./layout";

export type ContactAcknowledgementData = {
  lang: "en" | "bg";
  name: string;
  reference: string;
  service: string;
  message: string;
  /** When the reply is due (ISO): 24 h after the message arrived. */
  dueAt: string;
  /** Where an answer to this email goes (the operator). */
  replyTo: string;
};

const WORDS = {
  en: {
    subject: (ref: string) => `We have your message — ${ref}`,
    hello: (n: string) => `Hello ${n},`,
    thanks: "Thank you for writing to Concierge. Your message has reached us.",
    reference: (ref: string) => `Your reference: ${ref}`,
    promise: (due: string) => `We reply within 24 hours, by ${due}.`,
    yours: (service: string) => `Your message (${service}):`,
    more: "Reply to this email if you want to add something; keep the reference in the subject.",
    notYou: "If you did not write to us, ignore this email.",
    sign: "The Concierge team",
  },
  bg: {
    subject: (ref: string) => `Получихме съобщението ви — ${ref}`,
    hello: (n: string) => `Здравейте, ${n},`,
    thanks: "Благодарим ви, че писахте на Concierge. Съобщението ви е получено.",
    reference: (ref: string) => `Вашият номер: ${ref}`,
    promise: (due: string) => `Ще ви отговорим до 24 часа — до ${due}.`,
    yours: (service: string) => `Вашето съобщение (${service}):`,
    more: "Отговорете на този имейл, ако искате да добавите нещо; запазете номера в темата.",
    notYou: "Ако не сте ни писали, не обръщайте внимание на този имейл.",
    sign: "Екипът на Concierge",
  },
};

/**
 * To the visitor who wrote (issue 26 item 3): we have it, its reference, and when the answer
 * is due — in the language they wrote in. What they typed is text: escaped in the HTML.
 */
export function contactAcknowledgement(d: ContactAcknowledgementData): RenderedMail {
  const w = WORDS[d.lang];
  const due = mailTime(d.dueAt, d.lang);
  const service = serviceLabel(d.service, d.lang);
  return {
    subject: w.subject(d.reference),
    headers: { "Reply-To": d.replyTo },
    text: [w.hello(d.name), w.thanks, w.reference(d.reference), w.promise(due), `${w.yours(service)}\n${d.message}`, w.more, w.notYou, w.sign].join("\n\n"),
    html: layout({
      lang: d.lang,
      title: w.subject(d.reference),
      bodyHtml: `<p>${esc(w.hello(d.name))}</p>
<p>${esc(w.thanks)}</p>
<p style="font-size:18px;font-weight:600">${esc(w.reference(d.reference))}</p>
<p>${esc(w.promise(due))}</p>
<p style="color:#78716c;font-size:13px">${esc(w.yours(service))}</p>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px;color:#57534e;font-size:13px">${esc(d.message)}</p>
<p style="font-size:13px;color:#57534e">${esc(w.more)}</p>
<p style="font-size:13px;color:#78716c">${esc(w.notYou)}</p>
<p>${esc(w.sign)}</p>`,
    }),
  };
}
