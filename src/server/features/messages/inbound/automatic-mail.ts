import type { ParsedMail } from "mailparser";

/**
 * Telling a person's reply from mail that a machine wrote: RFC 3834 auto-replies, list and bulk
 * mail, delivery reports (bounces), and the out-of-office replies that many clients send without
 * `Auto-Submitted` (Outlook and Exchange mark theirs with their own headers and a subject prefix
 * in the user's language). None of it is posted, and none of it is ever answered: an answer to
 * an autoresponder is how mail loops start.
 */

/** A header's value as text, whatever shape mailparser gave it. */
export const headerText = (mail: ParsedMail, name: string): string => {
  const v = mail.headers.get(name);
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v;
  if (typeof v === "object" && "value" in v && typeof v.value === "string") return v.value;
  if (typeof v === "object" && "text" in v && typeof v.text === "string") return v.text;
  return String(v);
};

/** Headers only vacation scripts (`X-Autoreply`, `X-Autorespond`) and mailing lists write. */
const AUTO_HEADERS = ["x-autoreply", "x-autorespond", "list-id"];

/**
 * `X-Auto-Response-Suppress` is Exchange's request not to be answered automatically, which its
 * out-of-office replies carry (All, or a list naming OOF or AutoReply). It is not proof on its own
 * (helpdesks that refused every mail with it lost some a person wrote): only those values count.
 */
const SUPPRESSES_AUTO_REPLIES = /(^|[\s,])(all|oof|autoreply)($|[\s,])/i;

/**
 * The subject prefixes out-of-office replies carry, as clients write them in English, German
 * and Bulgarian (a subject starting so; a person's "Re: Out of office hours?" is not one).
 */
const AUTO_SUBJECT =
  /^\s*(automatic reply|auto[ -]?reply|auto[ -]?response|out of (the )?office|abwesenheitsnotiz|automatische antwort|автоматичен отговор|извън офиса)(?=$|[\s:(\-–—])/i;

export function automated(mail: ParsedMail, from: string): "auto_reply" | "bounce" | null {
  const local = from.split("@")[0] ?? "";
  const returnPath = headerText(mail, "return-path");
  const contentType = headerText(mail, "content-type").toLowerCase();
  const nullSender = mail.headers.has("return-path") && /^\s*<?\s*>?\s*$/.test(returnPath);
  if (/^(mailer-daemon|postmaster)$/i.test(local) || nullSender || contentType.startsWith("multipart/report")) {
    return "bounce";
  }
  const autoSubmitted = headerText(mail, "auto-submitted").trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return "auto_reply";
  if (/^(bulk|junk|list|auto_reply)$/i.test(headerText(mail, "precedence").trim())) return "auto_reply";
  if (AUTO_HEADERS.some((h) => mail.headers.has(h))) return "auto_reply";
  if (SUPPRESSES_AUTO_REPLIES.test(headerText(mail, "x-auto-response-suppress"))) return "auto_reply";
  if (AUTO_SUBJECT.test(mail.subject ?? "")) return "auto_reply";
  return null;
}
