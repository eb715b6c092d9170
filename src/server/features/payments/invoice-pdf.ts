import { invoiceAddressLines } from "../../../core/invoices";
import { formatMoney } from "../../../core/money";
import { vatBreakdown } from "./invoice-vat";
import { a4Document, sofiaDay } from "./pdf-layout";
import { bilingual, both, pdfWords } from "./pdf-words";
import { lineName, type ReceiptDocument, type ReceiptLine, sellerLines } from "./receipt-pdf";

/** What the payment's receipt says (paidAt is the taxable event), with the company as buyer. */
export type InvoiceDocument = Omit<ReceiptDocument, "buyer" | "reference"> & {
  issuedAt: Date;
  buyer: { companyName: string; address: string; eik: string; vatNumber: string | null };
  receiptNumber: string;
};

/**
 * The words of an invoice (locales/*.json). A Bulgarian invoice carries what the VAT Act's
 * art. 114 asks for: the word for invoice, its ten-digit number, the dates of issue and of the
 * taxable event, both parties with names, addresses, UIC (EIK) and VAT numbers, each line with
 * quantity, unit price and value without VAT, the
 * tax base and the VAT per rate — or, for a seller not registered for VAT, the legal ground for
 * charging none — and the total. A Bulgarian buyer's is in Bulgarian; any other buyer's says
 * each word in Bulgarian and in English, since the document is kept by Bulgarian accounts too.
 */
const BG = pdfWords("invoice", "bg");
const BILINGUAL = bilingual(BG, pdfWords("invoice", "en"));

const STYLES = {
  bg: { w: BG, intl: "bg-BG", lineName: (l: ReceiptLine) => lineName(l, "bg") },
  en: { w: BILINGUAL, intl: "en-GB", lineName: (l: ReceiptLine) => both(lineName(l, "bg"), lineName(l, "en")) },
} as const;

/**
 * The invoice as an A4 PDF. For a seller with a VAT number the lines show prices without VAT
 * and the VAT follows per rate (invoice-vat.ts); otherwise the prices as paid and the ground
 * for charging no VAT.
 */
export function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { w, intl, lineName: name } = STYLES[doc.lang];
  const money = (minor: number) => formatMoney(minor, doc.currency, intl);
  // A unit price may hold a fraction of a cent (30.00 for three is 8.3333 each without VAT).
  const unitPrice = (minor: number) => formatMoney(minor, doc.currency, intl, 4);
  const vat = doc.seller.vat ? vatBreakdown(doc.lines, doc.total) : null;
  return a4Document({ title: `${w.title} ${doc.number}`, author: doc.seller.name }, (page) => {
    page.title(`${w.title} — ${w.original}`);
    page.lines(`${w.number}: ${doc.number}`, `${w.issued}: ${sofiaDay(doc.issuedAt, intl)}`, `${w.taxEvent}: ${sofiaDay(doc.paidAt, intl)}`);
    page.gap();
    page.columns(
      { heading: w.seller, lines: sellerLines(doc.seller, w) },
      {
        heading: w.buyer,
        // The address as its validated lines, each printed on its own (pdf-layout.ts writes each entry as one line).
        lines: [doc.buyer.companyName, ...invoiceAddressLines(doc.buyer.address), `${w.eik}: ${doc.buyer.eik}`, ...(doc.buyer.vatNumber ? [`${w.vat}: ${doc.buyer.vatNumber}`] : [])],
      },
    );
    const lines = doc.lines.map((l, i) => {
      const value = vat ? (vat.lines[i]?.net ?? 0) : l.amount;
      return { cells: [name(l), String(l.quantity), unitPrice(value / l.quantity), money(value)] };
    });
    const totals = vat
      ? [
          { cells: [w.base, "", "", money(vat.base)], bold: true },
          { cells: [w.vatLine, "", "", money(vat.vat)], bold: true },
        ]
      : [];
    page.table(vat ? [w.item, w.quantity, w.netUnit, w.netAmount] : [w.item, w.quantity, w.unit, w.amount], [0.08, 0.26, 0.26], [
      ...lines,
      ...totals,
      { cells: [w.total, "", "", money(doc.total)], bold: true },
    ]);
    page.gap();
    page.lines(w[doc.method], `${w.receipt} ${doc.receiptNumber}`);
    if (!vat) page.footnote(w.noVat);
  });
}
