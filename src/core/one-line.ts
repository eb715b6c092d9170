import { msg } from "./i18n/messages/message";
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and control characters are what is being found
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A one-line field (a name): line breaks and other control characters become one space, so a
 * name can never start a new mail header or fake a line in the operator's email.
 */
export const oneLine = (s: string) => s.replace(CONTROL, " ").replace(/ {2,}/g, " ").trim();
/** True when a text holds a line break or another control character. */
export const hasControl = (s: string) => new RegExp(CONTROL.source).test(s);

export const ONE_LINE_MESSAGES = {
  field: msg("oneLine.field"),
} as const;

/**
 * A field that reaches a calendar invite, a PDF or a mail header (a name, a phone, an address, a
 * purpose) refuses, rather than rewrites, a line break or another control character:
 * `.refine(isOneLine, ONE_LINE_MESSAGES.field)`. What the person typed is kept as typed, or not at all.
 */
export const isOneLine = (s: string) => !hasControl(s);
