import { invoiceAddressLines } from "../../../core/invoices";
import { formatMoney } from "../../../core/money";
import { VAT_RATE, vatBreakdown } from "./invoice-vat";
import { a4Document, type PageWriter, sofiaDay } from "./pdf-layout";
import { lineName, type ReceiptDocument, type ReceiptLine, sellerLines } from "./receipt-pdf";

/** What the payment's receipt says (paidAt is the taxable event), with the company as buyer. */
export type InvoiceDocument = Omit<ReceiptDocument, "buyer" | "reference"> & {
  issuedAt: Date;
  buyer: { companyName: string; address: string; eik: string; vatNumber: string | null };
  receiptNumber: string;
};

/** The words an invoice and its credit note (credit-note-pdf.ts) say alike, in Bulgarian and in English. */
export const SHARED_BG = {
  original: "Оригинал",
  issued: "Дата на издаване",
  seller: "Доставчик",
  buyer: "Получател",
  eik: "ЕИК",
  vat: "ДДС №",
  item: "Описание",
  amount: "Стойност",
  netAmount: "Стойност без ДДС",
  base: `Данъчна основа (ДДС ${VAT_RATE}%)`,
  vatLine: `ДДС ${VAT_RATE}%`,
  noVat: "Основание за неначисляване на ДДС: чл. 113, ал. 9 от ЗДДС (доставчикът не е регистриран по ЗДДС)",
};
export const SHARED_EN: Record<keyof typeof SHARED_BG, string> = {
  original: "Original",
  issued: "Date of issue",
  seller: "Supplier",
  buyer: "Buyer",
  eik: "UIC",
  vat: "VAT No.",
  item: "Description",
  amount: "Amount",
  netAmount: "Value excl. VAT",
  base: `Tax base (VAT ${VAT_RATE}%)`,
  vatLine: `VAT ${VAT_RATE}%`,
  noVat: "VAT not charged: Art. 113(9) of the Bulgarian VAT Act (the supplier is not registered for VAT)",
};

/** "Bulgarian / English", or the Bulgarian alone when both are the same (a name typed by hand). */
const both = (bg: string, en: string) => (bg === en ? bg : `${bg} / ${en}`);

/** Each word in Bulgarian and in English, for a buyer outside Bulgaria; the VAT ground as two lines. */
export function bilingual<W extends Record<string, string>>(bg: W, en: W): W {
  return Object.fromEntries(Object.keys(bg).map((k) => [k, k === "noVat" ? `${bg[k]}\n${en[k]}` : both(bg[k]!, en[k]!)])) as W;
}

type PartyWords = Pick<typeof SHARED_BG, "seller" | "buyer" | "eik" | "vat">;

/** Supplier and buyer side by side, as both the invoice and its credit note show them. */
export function parties(page: PageWriter, doc: Pick<InvoiceDocument, "seller" | "buyer">, w: PartyWords) {
  page.columns(
    { heading: w.seller, lines: sellerLines(doc.seller, w) },
    {
      heading: w.buyer,
      // The address as its validated lines, each printed on its own (pdf-layout.ts writes each entry as one line).
      lines: [doc.buyer.companyName, ...invoiceAddressLines(doc.buyer.address), `${w.eik}: ${doc.buyer.eik}`, ...(doc.buyer.vatNumber ? [`${w.vat}: ${doc.buyer.vatNumber}`] : [])],
    },
  );
}

/**
 * The words of an invoice. A фактура carries what ЗДДС art. 114 asks for: the word "Фактура",
 * its ten-digit number, the dates of issue and of the taxable event, both parties with names,
 * addresses, ЕИК and VAT numbers, each line with quantity, unit price and value without VAT, the
 * tax base and the VAT per rate — or, for a seller not registered for VAT, the legal ground for
 * charging none — and the total. A Bulgarian buyer's is in Bulgarian; any other buyer's says
 * each word in Bulgarian and in English, since the document is kept by Bulgarian accounts too.
 */
const BG = {
  ...SHARED_BG,
  title: "Фактура",
  number: "Номер",
  taxEvent: "Дата на данъчното събитие",
  quantity: "Кол.",
  unit: "Ед. цена",
  netUnit: "Ед. цена без ДДС",
  total: "Сума за плащане",
  card: "Начин на плащане: с карта, платено",
  recorded: "Начин на плащане: платено",
  receipt: "Към бележка",
};
type Words = Record<keyof typeof BG, string>;
const EN: Words = {
  ...SHARED_EN,
  title: "Invoice",
  number: "Invoice No.",
  taxEvent: "Date of the taxable supply",
  quantity: "Qty",
  unit: "Unit price",
  netUnit: "Unit price excl. VAT",
  total: "Total to pay",
  card: "Payment: by card, received",
  recorded: "Payment: received",
  receipt: "For receipt",
};

const BILINGUAL = bilingual(BG, EN);

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
    parties(page, doc, w);
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
