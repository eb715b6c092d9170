import { mailCatalogue, mailWords } from "./catalogue";
import { greet, paragraphMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

/**
 * Emails about messages: the other side hears of a new
 * message, with a link to the conversation. The text is the user's own, escaped in HTML;
 * attachments are named, never included. Subjects are one line whatever the data says,
 * so no value can add a mail header.
 */

/** One line, at most 150 characters: safe in a Subject header. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029\u0085]+/g, " ").trim().slice(0, 150);

function render(
  lang: Locale,
  opts: { subject: string; lines: string[]; content: string; attachments: string[]; link: string; linkLabel: string; replyTo?: string; headers?: Record<string, string> },
) {
  const t = mailCatalogue.translate(lang);
  const blocks = [
    ...opts.lines,
    <Words key="content">{opts.content}</Words>,
    ...(opts.attachments.length ? [t("messages.attachments", { files: opts.attachments.join(", ") })] : []),
    ...(opts.replyTo ? [t("messages.replyHint")] : []),
  ];
  return paragraphMail(lang, oneLine(opts.subject), t("messages.title"), blocks, { href: opts.link, label: opts.linkLabel }, opts.headers);
}

export type MessageToOperatorData = {
  /** The operator's language (English unless the account with the operator's address prefers Bulgarian). */
  lang?: Locale;
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

/** Auto-Submitted (RFC 3834): well-behaved autoresponders do not answer the reply address, so no loop starts. */
const AUTO = { "Auto-Submitted": "auto-generated" };

/** To the operator (always): a client wrote. Reply-To is the conversation's reply address, else the client. */
export function messageToOperator(d: MessageToOperatorData) {
  const { lang, t } = mailWords(d.lang);
  return render(lang, {
    subject: t("messages.toOperator.subject", { name: d.clientName }),
    lines: [t("messages.toOperator.wrote", { name: d.clientName, email: d.clientEmail, at: mailTime(d.sentAt, lang) })],
    content: d.content,
    attachments: d.attachments,
    link: d.link,
    linkLabel: t("messages.toOperator.button"),
    replyTo: d.replyTo,
    headers: { "Reply-To": oneLine(d.replyTo ?? d.clientEmail), ...(d.replyTo ? AUTO : {}) },
  });
}

export type MessageToMemberData = {
  lang: Locale;
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
export function messageToMember(d: MessageToMemberData) {
  const { lang, t } = mailWords(d.lang);
  return render(lang, {
    subject: d.subject ? t("messages.toMember.subject", { subject: d.subject }) : t("messages.toMember.subjectReply"),
    lines: [greet(t, d.name), d.subject ? t("messages.toMember.youHave", { subject: oneLine(d.subject) }) : t("messages.toMember.youHaveReply")],
    content: d.content,
    attachments: d.attachments,
    link: d.link,
    linkLabel: t("messages.toMember.button"),
    replyTo: d.replyTo,
    headers: d.replyTo ? { "Reply-To": oneLine(d.replyTo), ...AUTO } : undefined,
  });
}
