import { oneLine } from "../../../core/contact";
import { esc, layout, type RenderedMail } from "./layout";

export type ContactReplyData = {
  lang: "en" | "bg";
  name: string;
  subject: string;
  body: string;
  /** The visitor's own message, quoted under the answer. */
  message: string;
  /** When the visitor wrote, as shown ("2026-11-21 10:00 UTC"). */
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

/**
 * The operator's answer to a contact request, in the language the visitor used. Everything
 * the operator or the visitor typed is text: escaped in the HTML, and the subject (a header)
 * is kept to one line whatever reaches here.
 */
export function contactReply(d: ContactReplyData): RenderedMail {
  const w = WORDS[d.lang];
  const quoted = d.message
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
  return {
    subject: oneLine(d.subject),
    headers: { "Reply-To": oneLine(d.replyTo) },
    text: `${w.hello(d.name)}\n\n${d.body}\n\n${w.sign}\n\n${w.yours(d.receivedAt)}\n${quoted}\n\n${w.footer}`,
    html: layout({
      lang: d.lang,
      title: oneLine(d.subject),
      bodyHtml: `<p>${esc(w.hello(d.name))}</p>
<p style="white-space:pre-wrap">${esc(d.body)}</p>
<p>${esc(w.sign)}</p>
<p style="color:#78716c;font-size:13px">${esc(w.yours(d.receivedAt))}</p>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px;color:#57534e;font-size:13px">${esc(d.message)}</p>
<p style="font-size:13px;color:#57534e">${esc(w.footer)}</p>`,
    }),
  };
}
