import { z } from "zod";

/**
 * Every address we store is one we can mail as it is: an RFC 5321 mailbox, nothing more. No
 * display name ("Name <a@x.test>"), no comment ("a(c)@x.test"), no quoted local part
 * ('"a b"@x.test'): mail libraries read those as something else than what was typed and mail
 * another address (nodemailer reads `=HYPERLINK("http://x")@example.test` as
 * `=hyperlink@example.test`). The local part is a dot-atom of ASCII characters — non-ASCII local
 * parts are refused, since few servers accept them (SMTPUTF8) and a Cyrillic "a" that looks like
 * a Latin one would be a second address for the same eyes. The domain has at least two labels,
 * each of letters, digits and inner hyphens (an IDN in its xn-- form), ≤ 63 characters; the whole
 * address is at most 254 (docs/decisions/0036-mail-delivery-and-bounces.md).
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATEXT}(\\.${ATEXT})*$`);
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** Anything that would end up in a mail header as a line break or a control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const MAX_EMAIL_LENGTH = 254;

export function isMailbox(address: string): boolean {
  if (address.length > MAX_EMAIL_LENGTH || CONTROL.test(address)) return false;
  const at = address.lastIndexOf("@");
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  // The top-level label is never all digits (that would be an IP address written as a name).
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]!);
}

/**
 * The one schema for an email address at every entry (sign-up, newsletter, checkout, contact,
 * booking, translation, the operator's new client): `required` when empty, `invalid` otherwise.
 * Surrounding spaces are trimmed (a pasted address often has one); a line break or control
 * character anywhere, before or after, is refused rather than trimmed — it is a header injection,
 * not a typing slip.
 */
export const emailAddressSchema = (messages: { required: string; invalid: string }) =>
  z
    .string(messages.required)
    .refine((s) => !CONTROL.test(s), { message: messages.invalid, abort: true })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .refine(isMailbox, messages.invalid);

/** An address mail cannot reach: the receiving server's answer to the mail that bounced, and when it came back. */
export const undeliverableSchema = z.object({ reason: z.string(), since: z.string() });
export type Undeliverable = z.infer<typeof undeliverableSchema>;
