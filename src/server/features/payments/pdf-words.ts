import { defineCatalogue } from "../../../core/i18n/catalogue";
import type { Locale } from "../../../core/locale";
import { VAT_RATE } from "./invoice-vat";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Every word the payment documents print (receipt, invoice, credit note), in every language. */
const pdfCatalogue = defineCatalogue("pdf", { en, bg });

type Document = keyof typeof en;

/** A document's words in `lang`, each by its name (the VAT rate said where a word names it). */
export function pdfWords<D extends Document>(document: D, lang: Locale): Record<keyof (typeof en)[D], string> {
  const t = pdfCatalogue.translate(lang) as (key: string, values?: Record<string, number>) => string;
  return Object.fromEntries(Object.keys(en[document]).map((name) => [name, t(`${document}.${name}`, { rate: VAT_RATE })])) as Record<keyof (typeof en)[D], string>;
}

/** "Bulgarian / English", or the Bulgarian alone when both are the same (a name typed by hand). */
export const both = (bg: string, en: string) => (bg === en ? bg : `${bg} / ${en}`);

/** A document's words for a buyer who is not Bulgarian: each in Bulgarian and in English (the no-VAT ground on two lines). */
export function bilingual<W extends Record<string, string>>(bg: W, en: W): W {
  return Object.fromEntries(Object.keys(bg).map((k) => [k, k === "noVat" ? `${bg[k]}\n${en[k]}` : both(bg[k]!, en[k]!)])) as W;
}
