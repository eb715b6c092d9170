import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";

/**
 * Emails about messages (spec §2 Messages, DESIGN §1.4): the other side hears of a new
 * message, with a link to the conversation. The text is the user's own, escaped in HTML;
 * attachments are named, never included. Subjects are one line whatever the data says,
 * so no value can add a mail header.
 */
export type Lang = "en" | "bg";

/** One line, at most 150 characters: safe in a Subject header. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029\u0085]+/g, " ").trim().slice(0, 150);

const hello = (name: string, lang: Lang) => (lang === "bg" ? (name ? `Здравейте, ${name},` : "Здравейте,") : name ? `Hello ${name},` : "Hello,");

const REPLY_HINT = {
  en: "You can answer by replying to this email: your reply is added to the conversation.",
  bg: "Можете да отговорите направо на този имейл: отговорът ви се добавя в разговора.",
} as const;

function render(opts: {
  lang: Lang;
  subject: string;
  title: string;
  lines: string[];
  content: string;
  files: string | null;
  link: string;
  linkLabel: string;
  replyTo?: string;
}): RenderedMail {
  const link = mailLink(opts.link, opts.lang);
  const filesLine = [...(opts.files ? [opts.files] : []), ...(opts.replyTo ? [REPLY_HINT[opts.lang]] : [])];
  return {
    subject: oneLine(opts.subject),
    text: `${[...opts.lines, opts.content, ...filesLine].join("\n\n")}\n\n${link}`,
    html: layout({
      title: opts.title,
      lang: opts.lang,
      bodyHtml: `${opts.lines.map((l) => `<p>${esc(l)}</p>`).join("")}<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(
        opts.content,
      )}</p>${filesLine.map((l) => `<p>${esc(l)}</p>`).join("")}${button(link, opts.linkLabel, opts.lang)}`,
    }),
    // Auto-Submitted (RFC 3834): well-behaved autoresponders do not answer the reply address, so no loop starts.
    ...(opts.replyTo ? { headers: { "Reply-To": oneLine(opts.replyTo), "Auto-Submitted": "auto-generated" } } : {}),
  };
}

export type MessageToOperatorData = {
  /** The operator's language (English unless the account with the operator's address prefers Bulgarian). */
  lang?: Lang;
  clientName: string;
  clientEmail: string;
  /** The message as written (plain text). */
  content: string;
  /** File names of the attachments. */
  attachments: string[];
  sentAt: string;
  link: string;
  /** The conversation's reply address (reply by email); without one, Reply-To is the client. */
  replyTo?: string;
};

/** To the operator (always): a client wrote. Reply-To is the conversation's reply address, else the client. */
export function messageToOperator(d: MessageToOperatorData): RenderedMail {
  const mail =
    d.lang === "bg"
      ? render({
          lang: "bg",
          subject: `Ново съобщение от ${d.clientName}`,
          title: "Ново съобщение",
          lines: [`${d.clientName} <${d.clientEmail}> написа на ${mailTime(d.sentAt, "bg")}:`],
          content: d.content,
          files: d.attachments.length ? `Прикачени файлове: ${d.attachments.join(", ")}` : null,
          link: d.link,
          linkLabel: "Към съобщенията",
          replyTo: d.replyTo,
        })
      : render({
          lang: "en",
          subject: `New message from ${d.clientName}`,
          title: "New message",
          lines: [`${d.clientName} <${d.clientEmail}> wrote on ${mailTime(d.sentAt)}:`],
          content: d.content,
          files: d.attachments.length ? `Attachments: ${d.attachments.join(", ")}` : null,
          link: d.link,
          linkLabel: "Open Messages",
          replyTo: d.replyTo,
        });
  return { ...mail, headers: { ...mail.headers, "Reply-To": oneLine(d.replyTo ?? d.clientEmail) } };
}

export type MessageToMemberData = {
  lang: Lang;
  name: string;
  /** A composed message's subject; null for a reply. */
  subject: string | null;
  /** The body (without the subject line). */
  content: string;
  attachments: string[];
  link: string;
  /** The conversation's reply address (reply by email): the email's Reply-To. */
  replyTo?: string;
};

/** To the member (if their Email notifications switch is on), in their preferred language. */
export function messageToMember(d: MessageToMemberData): RenderedMail {
  if (d.lang === "bg") {
    return render({
      lang: "bg",
      subject: d.subject ? `Ново съобщение: ${d.subject}` : "Ново съобщение от Concierge",
      title: "Ново съобщение",
      lines: [hello(d.name, "bg"), d.subject ? `Имате ново съобщение от нас: „${oneLine(d.subject)}“.` : "Имате ново съобщение от нас:"],
      content: d.content,
      files: d.attachments.length ? `Прикачени файлове: ${d.attachments.join(", ")}` : null,
      link: d.link,
      linkLabel: "Към съобщенията",
      replyTo: d.replyTo,
    });
  }
  return render({
    lang: "en",
    subject: d.subject ? `New message: ${d.subject}` : "New message from Concierge",
    title: "New message",
    lines: [hello(d.name, "en"), d.subject ? `You have a new message from us: "${oneLine(d.subject)}".` : "You have a new message from us:"],
    content: d.content,
    files: d.attachments.length ? `Attachments: ${d.attachments.join(", ")}` : null,
    link: d.link,
    linkLabel: "Open my messages",
    replyTo: d.replyTo,
  });
}
