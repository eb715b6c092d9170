import { toPlainText } from "@react-email/render";
import type { ParsedMail } from "mailparser";

/** A reply's text (or its HTML) longer than this is refused unread: its new part cannot be worth it. */
export const MAX_TEXT_CHARS = 2 * 1024 * 1024;

/**
 * Past this depth the HTML is not read (mailparser stops at the same depth): html-to-text walks
 * the tree recursively, and a few kilobytes of nested tags would exhaust the stack.
 */
const MAX_HTML_DEPTH = 1000;

/**
 * What a reply says, before its quoted history is cut: the text part, else the HTML read as text.
 * mailparser renders the HTML as text only when it is the whole mail or beside a text part; an
 * HTML part inside multipart/mixed next to an attachment (as several phone mail apps send) has
 * no text rendering, so it is rendered here — with the converter the mail templates' text parts
 * come from (@react-email/render's html-to-text), quotes (`<blockquote>`) as "> " lines for
 * stripQuotedReply. `null`: too long to read.
 */
export function replyBodyText(mail: ParsedMail): string | null {
  const text = (mail.text ?? "").replaceAll("\u0000", "");
  if (text.length > MAX_TEXT_CHARS) return null;
  if (text.trim() || typeof mail.html !== "string" || !mail.html) return text;
  if (mail.html.length > MAX_TEXT_CHARS) return null;
  try {
    return toPlainText(mail.html, { limits: { maxDepth: MAX_HTML_DEPTH } }).replaceAll("\u0000", "");
  } catch {
    // HTML the converter cannot read has no words we can post: the reply is empty, and its sender is told.
    return "";
  }
}
