import EmailReplyParser from "email-reply-parser";

/**
 * The new part of an emailed reply: what the person wrote above the quoted history and their
 * signature. email-reply-parser does the work (the "On … wrote:" attributions of ten languages,
 * "-----Original Message-----", Outlook's "From: name <address>" block, "Sent from my …",
 * "-- " and sign-off signatures). Cut here first are only the marks it does not know:
 */
const CUT_AT: RegExp[] = [
  // Bulgarian and forwarded separators ("-----Оригинално съобщение-----").
  /^-{2,}\s*(Оригинално съобщение|Препратено съобщение|Forwarded message)\s*-{2,}/i,
  // Outlook on the web's row of dashes (and an HTML <hr>, reply-text.ts), Outlook's underscore rule.
  /^-{20,}\s*$/,
  /^_{10,}\s*$/,
  // Bulgarian phone apps' "Sent from my …".
  /^Изпратено от моя \S/i,
];

/** Gmail's attribution in Bulgarian ("На … написа:"), which long addresses wrap over up to three lines. */
const ATTRIBUTION_START = /^(На)\s.+/;
const ATTRIBUTION_END = /написа:\s*$/i;

/** Outlook's quoted header block without an address in brackets, and in Bulgarian: From:/От: then Sent:/Изпратено: within three lines. */
const OUTLOOK_FROM = /^\*?(From|От):\*?\s/;
const OUTLOOK_SENT = /^\*?(Sent|Date|Изпратено|Дата):\*?\s/;

/**
 * The parser's patterns are backtracking regular expressions (quadratic in a line's length): it
 * is given at most this much, a quarter of a second at worst. More than this above the quote is
 * longer than any message may be (MAX_MESSAGE_LENGTH) and is refused as too long anyway.
 */
const PARSER_INPUT = 16 * 1024;

function cutIndex(lines: string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (CUT_AT.some((re) => re.test(line))) return i;
    if (ATTRIBUTION_START.test(line) && lines.slice(i, i + 3).some((l) => ATTRIBUTION_END.test(l.trim()))) return i;
    if (OUTLOOK_FROM.test(line) && lines.slice(i + 1, i + 4).some((l) => OUTLOOK_SENT.test(l.trim()))) return i;
  }
  return lines.length;
}

export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const own = lines.slice(0, cutIndex(lines)).join("\n").slice(0, PARSER_INPUT);
  const visible = new EmailReplyParser().read(own).getVisibleText();
  // Quoted lines ("> …") are not the sender's wherever they are (an answer written between them).
  return visible
    .split("\n")
    .filter((l) => !/^\s*>/.test(l))
    .join("\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
