import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";

export type TranslationDeliveredData = {
  lang: "en" | "bg";
  name: string;
  /** The customer's original file name, to say which document this summary is for. */
  documentName: string;
  /** The one-time-issued download link (a token; valid 7 days). */
  link: string;
  /** When the link stops working (ISO); the mail writes it in Sofia time. */
  expiresAt: string;
};

const WORDS = {
  en: {
    subject: "Your English summary is ready",
    hello: (n: string) => (n ? `Hello ${n},` : "Hello,"),
    ready: (doc: string) => `The English summary of your document "${doc}" is ready.`,
    expires: (at: string) => `Download it with the link below. The link works until ${at} (7 days) and needs no account.`,
    button: "Download the summary",
    help: "If the link has expired, reply to this email and we will send a new one.",
  },
  bg: {
    subject: "Вашето резюме на английски е готово",
    hello: (n: string) => (n ? `Здравейте, ${n},` : "Здравейте,"),
    ready: (doc: string) => `Резюмето на английски на вашия документ „${doc}“ е готово.`,
    expires: (at: string) => `Изтеглете го от връзката по-долу. Тя работи до ${at} (7 дни) и не изисква профил.`,
    button: "Изтеглете резюмето",
    help: "Ако връзката е изтекла, отговорете на този имейл и ще ви изпратим нова.",
  },
};

/** To the customer: their summary is delivered, with the expiring download link. */
export function translationDelivered(d: TranslationDeliveredData): RenderedMail {
  const w = WORDS[d.lang];
  const lines = [w.hello(d.name), w.ready(d.documentName), w.expires(mailTime(d.expiresAt, d.lang))];
  const link = mailLink(d.link, d.lang);
  return {
    subject: w.subject,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${w.help}`,
    html: layout({
      lang: d.lang,
      title: w.subject,
      bodyHtml: `${lines.map((l) => `<p>${esc(l)}</p>`).join("")}${button(link, w.button, d.lang)}<p style="font-size:13px;color:#57534e">${esc(w.help)}</p>`,
    }),
  };
}
