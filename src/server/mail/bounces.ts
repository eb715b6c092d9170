import type { ParsedMail } from "mailparser";

/**
 * Knowing which of our mails a bounce is about, and which address failed
 * (docs/decisions/0036-mail-delivery-and-bounces.md). Every mail the outbox sends carries two handles,
 * both made from its outbox row's id: its Message-ID `<mail.<id>@<MAIL_FROM's domain>>`, which
 * a delivery report quotes in its returned headers (or its text), and, with a reply domain, the
 * envelope sender `bounce+<id>@<reply domain>`, where the reporting server sends the report (VERP).
 * A bounce counts only when it names a mail we sent and that mail's own recipient failed
 * permanently: a forged report for an address we never mailed changes nothing.
 */

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/i;
const MESSAGE_ID = new RegExp(`<mail\\.(${UUID.source})@`, "gi");
const VERP = new RegExp(`^bounce\\+(${UUID.source})@`, "i");

const domainOf = (from: string) => (/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost").toLowerCase();

/** The Message-ID the outbox gives the mail of row `id` (the same on every attempt). */
export const outgoingMessageId = (id: string, from: string) => `<mail.${id}@${domainOf(from)}>`;

/** The envelope sender (Return-Path) of the mail of row `id`: its bounces come to the reply mailbox. */
export const bounceAddress = (id: string, replyDomain: string) => `bounce+${id.replaceAll("-", "")}@${replyDomain}`;

const dashed = (hex: string) => {
  const h = hex.replaceAll("-", "").toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** One recipient a report says failed for good (RFC 3464: Action: failed, Status: 5.x.x). */
export type FailedRecipient = { address: string; reason: string };

export type BounceReport = {
  /** The outbox rows the report may be about: the VERP address first, then Message-IDs it quotes. */
  mailIds: string[];
  /** Recipients the delivery-status part says failed permanently (empty for a report in prose). */
  failed: FailedRecipient[];
  /** The report's readable text, for a bounce written in prose ("550 … user unknown"). */
  text: string;
};

const attachmentText = (mail: ParsedMail, types: RegExp) =>
  mail.attachments
    .filter((a) => types.test(a.contentType))
    .map((a) => a.content.toString("utf8"))
    .join("\n");

/** The per-recipient field blocks of a message/delivery-status part (the first block is the reporting server's). */
function failedRecipients(status: string): FailedRecipient[] {
  const out: FailedRecipient[] = [];
  const unfolded = status.replace(/\r\n?/g, "\n").replace(/\n[ \t]+/g, " ");
  for (const block of unfolded.split(/\n\s*\n/)) {
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(block)?.[1]?.trim() ?? "";
    const recipient = field("Final-Recipient") || field("Original-Recipient");
    if (!recipient) continue;
    const address = recipient.replace(/^[^;]*;\s*/, "").replace(/^<|>$/g, "").trim().toLowerCase();
    const code = field("Status");
    if (!/^failed$/i.test(field("Action")) || !/^5\.\d{1,3}\.\d{1,3}$/.test(code)) continue;
    const diagnostic = field("Diagnostic-Code").replace(/^[^;]*;\s*/, "");
    // "550 5.1.1 User unknown" names its status already; a bare diagnostic gets it in front.
    out.push({ address, reason: (diagnostic.includes(code) ? diagnostic : `${code} ${diagnostic}`).trim().slice(0, 500) });
  }
  return out;
}

/** What a bounce says: which of our mails (by its handles) and which recipients failed for good. */
export function readBounce(mail: ParsedMail, delivered: string[]): BounceReport {
  const ids = new Set<string>();
  for (const to of delivered) {
    const m = VERP.exec(to);
    if (m) ids.add(dashed(m[1]!));
  }
  const returned = attachmentText(mail, /^(text\/rfc822-headers|message\/rfc822|message\/global|message\/global-headers)$/i);
  const text = `${mail.text ?? ""}\n${returned}`;
  for (const m of `${returned}\n${mail.text ?? ""}\n${mail.inReplyTo ?? ""}\n${headerish(mail)}`.matchAll(MESSAGE_ID)) ids.add(dashed(m[1]!));
  const failed = failedRecipients(attachmentText(mail, /^message\/(global-)?delivery-status$/i));
  return { mailIds: [...ids], failed, text };
}

/** Original-Message-ID and References, which some reports carry as headers of their own. */
function headerish(mail: ParsedMail): string {
  const refs = mail.references;
  return [mail.headers.get("original-message-id"), ...(Array.isArray(refs) ? refs : [refs])].filter((v) => typeof v === "string").join("\n");
}

/**
 * Whether a report in prose (a "Mail Delivery Subsystem" message without a delivery-status part)
 * says `address` was refused for good: it names the address and quotes a permanent SMTP reply
 * (5xx). A temporary one (4xx, "will retry") is not a hard bounce.
 */
export function proseHardBounce(text: string, address: string): string | null {
  if (!address || !text.toLowerCase().includes(address.toLowerCase())) return null;
  const line = /(^|\s)(5\d\d)([ -]\d\.\d{1,3}\.\d{1,3})?[ -][^\n]*/m.exec(text);
  return line ? line[0].trim().slice(0, 500) : null;
}
