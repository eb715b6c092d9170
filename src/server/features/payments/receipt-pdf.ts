import { type MoneyLine, orderItemName } from "../../../core/money-lines";
import { type Currency, formatMoney } from "../../../core/money";
import { a4Document, sofiaDay, sofiaTime } from "./pdf-layout";
import { INTL_LOCALE, type Locale } from "../../../core/locale";
import { pdfWords } from "./pdf-words";

export type ReceiptLine = { name: string; quantity: number; amount: number; kind?: string; hours?: number; line?: MoneyLine | null };

/** What a receipt says: everything is decided by the caller, this only draws it. */
export type ReceiptDocument = {
  number: string;
  lang: Locale;
  paidAt: Date;
  seller: { name: string; address?: string; eik?: string; vat?: string };
  buyer: { name: string | null; email: string | null };
  /** The order's reference (or the payment's, for one recorded by hand). */
  reference: string;
  lines: ReceiptLine[];
  total: number;
  currency: Currency;
  /** Paid through the card provider, or recorded by the operator (cash, bank transfer). */
  method: "card" | "recorded";
};

/** The receipt's words and number format in a language. */
const wordsOf = (lang: Locale) => ({ ...pdfWords("receipt", lang), intl: INTL_LOCALE[lang] });

/** A catalogue line's name in the document's language; a line with a name of its own keeps it. */
export const lineName = (l: ReceiptLine, lang: Locale) => orderItemName(l, lang);

/** "25 November 2026, 14:05 (Sofia time)", in the receipt's language. */
const sofiaDate = (d: Date, w: ReturnType<typeof wordsOf>) => `${sofiaDay(d, w.intl)}, ${sofiaTime(d, w.intl)} (${w.zone})`;

/** The receipt as a one-page A4 PDF in the buyer's language. */
export function receiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const w = wordsOf(doc.lang);
  const money = (minor: number) => formatMoney(minor, doc.currency, w.intl);
  return a4Document({ title: `${w.title} ${doc.number}`, author: doc.seller.name }, (page) => {
    page.title(w.title);
    page.lines(`${w.number} ${doc.number}`, `${w.date}: ${sofiaDate(doc.paidAt, w)}`, `${w.reference}: ${doc.reference}`);
    page.gap();
    page.columns(
      { heading: w.seller, lines: sellerLines(doc.seller, w) },
      { heading: w.buyer, lines: [doc.buyer.name, doc.buyer.email].filter((l): l is string => Boolean(l)) },
    );
    page.table([w.item, w.quantity, w.amount], [0.12, 0.26], [
      ...doc.lines.map((l) => ({ cells: [lineName(l, doc.lang), String(l.quantity), money(l.amount)] })),
      { cells: [w.total, "", money(doc.total)], bold: true },
    ]);
    page.gap();
    page.lines(w[doc.method]);
    page.footnote(w.footer);
  });
}

/** The seller's block: name, address (a configured address may span lines) and registration numbers as configured. */
export function sellerLines(seller: ReceiptDocument["seller"], w: { eik: string; vat: string }): string[] {
  return [seller.name, ...(seller.address ?? "").split(/\r?\n/), seller.eik && `${w.eik}: ${seller.eik}`, seller.vat && `${w.vat}: ${seller.vat}`].filter((l): l is string => Boolean(l));
}
