import { SERVICE_OPTIONS, type ServiceOption } from "./contact-services";
import type { Locale } from "./locale";
import { wordsIn, wordTable } from "./words";

// Apart from the contact form's schema (./contact.ts), so the screens that only validate carry no
// catalogue of words: the labels are for the operator's mail and a visitor's reply subject.
const SERVICE_LABELS = wordTable("contactServices");

/** A kind of help in a language (the operator's mail, a visitor's reply subject); an unknown one as it is. */
export function serviceLabel(value: string, lang: Locale = "en"): string {
  return (SERVICE_OPTIONS.some((o) => o.value === value) && SERVICE_LABELS[lang][value as ServiceOption]) || value;
}

/** The reply's default subject, in the visitor's language: "Re: Paperwork setup", and its Bulgarian. */
export const replySubjectFor = (s: { service: string; language?: Locale }) =>
  wordsIn(s.language ?? "en")("contactReply.subject", { service: serviceLabel(s.service, s.language) });
