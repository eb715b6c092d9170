/**
 * The new part of an emailed reply: what the person wrote above the quoted history and their
 * signature. Mail clients mark these differently; the common marks are cut at (Gmail's
 * "On … wrote:" in English and Bulgarian, Outlook's "-----Original Message-----", its
 * underscore rule and From:/Sent: header block, Apple's "Sent from my …", the "-- " signature
 * delimiter), and quoted lines ("> …") are left out wherever they are.
 */
const CUT_AT: RegExp[] = [
  /^-{2,}\s*(Original Message|Оригинално съобщение|Forwarded message|Препратено съобщение)\s*-{2,}/i,
  /^_{10,}\s*$/,
  /^-- ?$/,
  /^Sent from my \S/i,
  /^Изпратено от моя \S/i,
];

/** Gmail's attribution, which long addresses wrap over up to three lines. */
const ATTRIBUTION_START = /^(On|На|Am|Le|El)\s.+/;
const ATTRIBUTION_END = /(wrote|написа|schrieb|a écrit|escribió):\s*$/i;

/** Outlook's quoted header block: From: …, then Sent:/Date: within a couple of lines. */
const OUTLOOK_FROM = /^\*?(From|От):\*?\s/;
const OUTLOOK_SENT = /^\*?(Sent|Date|Изпратено|Дата):\*?\s/;

function cutIndex(lines: string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (CUT_AT.some((re) => re.test(line))) return i;
    if (ATTRIBUTION_START.test(line)) {
      const joined = lines.slice(i, i + 3).map((l) => l.trim());
      for (let j = 0; j < joined.length; j += 1) if (ATTRIBUTION_END.test(joined[j]!)) return i;
    }
    if (OUTLOOK_FROM.test(line) && lines.slice(i + 1, i + 4).some((l) => OUTLOOK_SENT.test(l.trim()))) return i;
  }
  return lines.length;
}

export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept = lines.slice(0, cutIndex(lines)).filter((l) => !/^\s*>/.test(l));
  return kept
    .join("\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
