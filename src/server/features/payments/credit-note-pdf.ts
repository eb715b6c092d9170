import { invoiceAddressLines } from "../../../core/invoices";
import { type Currency, formatMoney } from "../../../core/money";
import { vatBreakdown } from "./invoice-vat";
import { bilingual, pdfWords } from "./pdf-words";
import { a4Document, sofiaDay } from "./pdf-layout";
import { sellerLines } from "./receipt-pdf";
import { INTL_LOCALE, type Locale } from "../../../core/locale";

/** What a credit note says: the refund against the invoice it corrects, with that invoice's parties. */
export type CreditNoteDocument = {
  number: string;
  lang: Locale;
  issuedAt: Date;
  invoice: { number: string; issuedAt: Date };
  seller: { name: string; address?: string; eik?: string; vat?: string };
  buyer: { companyName: string; address: string; eik: string; vatNumber: string | null };
  reason: string;
  /** Minor units refunded (VAT included, as paid). */
  amount: number;
  currency: Currency;
};

/**
 * The words of a credit note (locales/*.json; the VAT Act's art. 115): the word itself, its number in
 * the invoice series, its date, the invoice it corrects (number and date), both parties, the
 * reason, and the amount it reduces — for a VAT-registered seller as tax base and VAT, otherwise
 * with the same Art. 113(9) ground as the invoice. A Bulgarian buyer's is in Bulgarian; any other
 * buyer's says each word in Bulgarian and in English, as the invoice does.
 */
const BG = pdfWords("creditNote", "bg");
const BILINGUAL = bilingual(BG, pdfWords("creditNote", "en"));

/** The credit note as an A4 PDF, laid out like the invoice it corrects (invoice-pdf.ts). */
export function creditNotePdf(doc: CreditNoteDocument): Promise<Buffer> {
  const w = doc.lang === "bg" ? BG : BILINGUAL;
  const intl = INTL_LOCALE[doc.lang];
  const money = (minor: number) => formatMoney(minor, doc.currency, intl);
  // The refunded part is split as the invoice splits its total: tax base and VAT, rounded the same way.
  const vat = doc.seller.vat ? vatBreakdown([{ amount: doc.amount, quantity: 1 }], doc.amount) : null;
  return a4Document({ title: `${w.title} ${doc.number}`, author: doc.seller.name }, (page) => {
    page.title(`${w.title} — ${w.original}`);
    page.lines(
      `${w.number}: ${doc.number}`,
      `${w.issued}: ${sofiaDay(doc.issuedAt, intl)}`,
      `${w.toInvoice} ${doc.invoice.number} ${w.of} ${sofiaDay(doc.invoice.issuedAt, intl)}`,
    );
    page.gap();
    page.columns(
      { heading: w.seller, lines: sellerLines(doc.seller, w) },
      {
        heading: w.buyer,
        lines: [doc.buyer.companyName, ...invoiceAddressLines(doc.buyer.address), `${w.eik}: ${doc.buyer.eik}`, ...(doc.buyer.vatNumber ? [`${w.vat}: ${doc.buyer.vatNumber}`] : [])],
      },
    );
    page.lines(`${w.reason}: ${doc.reason}`);
    page.gap();
    const rows = vat
      ? [
          { cells: [w.line, money(vat.base)] },
          { cells: [w.base, money(vat.base)], bold: true },
          { cells: [w.vatLine, money(vat.vat)], bold: true },
        ]
      : [{ cells: [w.line, money(doc.amount)] }];
    page.table([w.item, vat ? w.netAmount : w.amount], [0.3], [...rows, { cells: [w.total, money(doc.amount)], bold: true }]);
    page.gap();
    page.lines(w.card);
    if (!vat) page.footnote(w.noVat);
  });
}
