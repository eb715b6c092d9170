import { serviceLabel } from "../../../core/contact";
import { esc, layout, mailTime, type RenderedMail } from "./layout";

export type ContactNotificationData = {
  lang?: "en" | "bg";
  reference: string;
  name: string;
  email: string;
  service: string;
  message: string;
  submittedAt: string;
  /** The visitor answered the operator's reply by email: the same request, their new words. */
  followUp?: boolean;
};

const WORDS = {
  en: {
    subject: (service: string, name: string) => `New contact request: ${service} — ${name}`,
    title: "New contact request",
    followSubject: (reference: string, name: string) => `Reply on contact request ${reference} — ${name}`,
    followTitle: "The visitor answered by email",
    reference: "Reference",
    name: "Name",
    email: "Email",
    help: "Help needed",
    received: "Received",
    reply: (name: string) => `Reply to this email to answer ${name} directly. We promise a reply within 24 hours.`,
  },
  bg: {
    subject: (service: string, name: string) => `Ново запитване: ${service} — ${name}`,
    title: "Ново запитване",
    followSubject: (reference: string, name: string) => `Отговор по запитване ${reference} — ${name}`,
    followTitle: "Посетителят отговори по имейл",
    reference: "Номер",
    name: "Име",
    email: "Имейл",
    help: "Вид помощ",
    received: "Получено",
    reply: (name: string) => `Отговорете на този имейл, за да пишете направо на ${name}. Обещаваме отговор до 24 часа.`,
  },
};

/** To the operator: a new contact request. Reply-To is the visitor, so "Reply" just works. */
export function contactNotification(d: ContactNotificationData): RenderedMail {
  const lang = d.lang === "bg" ? "bg" : "en";
  const w = WORDS[lang];
  const service = serviceLabel(d.service, lang);
  const title = d.followUp ? w.followTitle : w.title;
  return {
    subject: d.followUp ? w.followSubject(d.reference, d.name) : w.subject(service, d.name),
    headers: { "Reply-To": d.email },
    text: `${title}\n\n${w.reference}: ${d.reference}\n${w.name}: ${d.name}\n${w.email}: ${d.email}\n${w.help}: ${service}\n${w.received}: ${mailTime(d.submittedAt, lang)}\n\n${d.message}\n\n${w.reply(d.name)}`,
    html: layout({
      lang,
      title,
      bodyHtml: `<p><strong>${esc(title)}</strong></p>
<table role="presentation" cellpadding="4">
<tr><td style="color:#78716c">${esc(w.reference)}</td><td>${esc(d.reference)}</td></tr>
<tr><td style="color:#78716c">${esc(w.name)}</td><td>${esc(d.name)}</td></tr>
<tr><td style="color:#78716c">${esc(w.email)}</td><td><a href="mailto:${esc(d.email)}">${esc(d.email)}</a></td></tr>
<tr><td style="color:#78716c">${esc(w.help)}</td><td>${esc(service)}</td></tr>
<tr><td style="color:#78716c">${esc(w.received)}</td><td>${esc(mailTime(d.submittedAt, lang))}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(d.message)}</p>
<p>${esc(w.reply(d.name))}</p>`,
    }),
  };
}
