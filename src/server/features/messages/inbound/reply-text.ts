import { convert, type SelectorDefinition } from "html-to-text";
import type { ParsedMail } from "mailparser";

/** A reply's text (or its HTML) longer than this is refused unread: its new part cannot be worth it. */
export const MAX_TEXT_CHARS = 2 * 1024 * 1024;

/**
 * Past this depth the HTML is not read (mailparser stops at the same depth): html-to-text walks
 * the tree recursively, and a few kilobytes of nested tags would exhaust the stack.
 */
const MAX_HTML_DEPTH = 1000;

/**
 * Where mail apps put the quoted original in their HTML, skipped whole: Gmail (web and mobile)
 * `div.gmail_quote`, Apple Mail and Thunderbird `blockquote type=cite` (Thunderbird's
 * attribution line is `div.moz-cite-prefix`), Yahoo `div.yahoo_quoted`, and any other
 * `blockquote`. Outlook (web, desktop, mobile) quotes without a blockquote: an `<hr>` (or
 * `#appendonsend`) and then `#divRplyFwdMsg` with the From:/Sent: block; the `<hr>` becomes a
 * line of dashes that strip-quotes.ts cuts at, with everything below it.
 */
const QUOTE_SELECTORS = ["div.gmail_quote", "div.gmail_quote_container", "div.yahoo_quoted", "div.moz-cite-prefix", "blockquote"];

/** A line no person types: an `<hr>` in the HTML, the start of Outlook's quoted original. */
export const HTML_RULE = "-".repeat(80);

const SELECTORS: SelectorDefinition[] = [
  ...QUOTE_SELECTORS.map((selector) => ({ selector, format: "skip" })),
  { selector: "hr", format: "blockString", options: { string: HTML_RULE } },
  // The words of a link, not its address; pictures (signature logos, tracking pixels) are not words.
  { selector: "a", options: { ignoreHref: true } },
  { selector: "img", format: "skip" },
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: "table", format: "block" },
  { selector: "tr", format: "block" },
  { selector: "td", format: "inline" },
];

/**
 * Some apps quote the original as a whole HTML document inside the reply's (a second `<html>` or
 * `<!doctype>`). A parser folds the two documents' bodies into one, and the quoted one — our own
 * notification — would be read as the reply; html-to-text has no notion of it, so the reply's
 * HTML is read only up to where a second document starts.
 */
function firstDocument(html: string): string {
  const starts = [...html.matchAll(/<(?:!doctype\b|html[\s>])/gi)].map((m) => m.index);
  const bodyAt = html.search(/<body[\s>]/i);
  const second = starts.find((i) => i > Math.max(bodyAt, starts[0] === undefined ? -1 : starts[0]));
  return second === undefined ? html : html.slice(0, second);
}

/** A reply's HTML as the text a person wrote in it: quotes left out, no line wrapping, no link addresses. */
export function htmlReplyText(html: string): string {
  return convert(firstDocument(html), { wordwrap: false, selectors: SELECTORS, limits: { maxDepth: MAX_HTML_DEPTH } });
}

/**
 * What a reply says, before its quoted history and signature are cut: its HTML read as text
 * (where the quote is marked up, so it is left out exactly), else its text part. `null`: too
 * long to read. HTML the converter cannot read has no words: the text part is taken, if any.
 */
export function replyBodyText(mail: ParsedMail): string | null {
  const text = (mail.text ?? "").replaceAll("\u0000", "");
  const html = typeof mail.html === "string" ? mail.html : "";
  if (text.length > MAX_TEXT_CHARS || html.length > MAX_TEXT_CHARS) return null;
  if (html.trim()) {
    try {
      const fromHtml = htmlReplyText(html).replaceAll("\u0000", "");
      if (fromHtml.trim()) return fromHtml;
    } catch {
      // Unreadable HTML: the text part below, if the mail has one.
    }
  }
  return text;
}
