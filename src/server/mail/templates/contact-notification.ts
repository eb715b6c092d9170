import { serviceLabel } from "../../../core/contact";
import { esc, layout, mailTime, type RenderedMail } from "./layout";

export type ContactNotificationData = { lang?: "en" | "bg"; reference: string; name: string; email: string; service: string; message: string; submittedAt: string };

const WORDS = {
  en: {
    subject: (service: string, name: string) => `New contact request: ${service} — ${name}`,
    title: "New contact request",
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
  return {
    subject: w.subject(service, d.name),
    headers: { "Reply-To": d.email },
    text: `${w.title}\n\n${w.reference}: ${d.reference}\n${w.name}: ${d.name}\n${w.email}: ${d.email}\n${w.help}: ${service}\n${w.received}: ${mailTime(d.submittedAt, lang)}\n\n${d.message}\n\n${w.reply(d.name)}`,
    html: layout({
      lang,
      title: w.title,
      bodyHtml: `<p><strong>${esc(w.title)}</strong></p>
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
