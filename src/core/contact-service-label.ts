import { SERVICE_OPTIONS, type ServiceOption } from "./contact-services";
import type { Locale } from "./locale";
import { wordTable } from "./words";

// Apart from the contact form's schema (./contact.ts), so the screens that only validate carry no
// catalogue of words: the labels are for the operator's mail and a visitor's reply subject.
const SERVICE_LABELS = wordTable("contactServices");

/** A kind of help in a language (the operator's mail, a visitor's reply subject); an unknown one as it is. */
export function serviceLabel(value: string, lang: Locale = "en"): string {
  return (SERVICE_OPTIONS.some((o) => o.value === value) && SERVICE_LABELS[lang][value as ServiceOption]) || value;
}
