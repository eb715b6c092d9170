import { invoiceAddressLines } from "../../core/invoices";
import { formatMoney } from "../../core/money";
import { a4Document, sofiaDay } from "./pdf-layout";
import { lineName, type ReceiptDocument, sellerLines } from "./receipt-pdf";

/** Bulgaria's standard VAT rate, in percent: prices are gross, the invoice shows the base and the tax. */
const VAT_RATE = 20;

/** What the payment's receipt says (paidAt is the taxable event), with the company as buyer. */
export type InvoiceDocument = Omit<ReceiptDocument, "buyer" | "reference"> & {
  issuedAt: Date;
  buyer: { companyName: string; address: string; eik: string; vatNumber: string | null };
  receiptNumber: string;
};

/**
 * The words of an invoice. The Bulgarian one carries what a фактура must (ЗДДС art. 114): the
 * word ФАКТУРА, its ten-digit number, the dates of issue and of the taxable event, both
 * parties with names, addresses, ЕИК and VAT numbers, each line with quantity, unit price and
 * amount, the tax base, the VAT rate and amount — or, for a seller not registered for VAT, the
 * legal ground for charging none — and the total.
 */
const WORDS = {
  en: {
    title: "INVOICE",
    original: "Original",
    number: "Invoice No.",
    issued: "Date of issue",
    taxEvent: "Date of the taxable supply",
    seller: "Supplier",
    buyer: "Recipient",
    eik: "UIC (EIK)",
    vat: "VAT No.",
    item: "Description",
    quantity: "Qty",
    unit: "Unit price",
    amount: "Amount",
    base: "Tax base",
    vatLine: (rate: number) => `VAT ${rate}%`,
    noVat: "VAT not charged: Art. 113(9) of the Bulgarian VAT Act (the supplier is not registered for VAT)",
    total: "Total",
    method: { card: "Payment: by card, received", recorded: "Payment: received" },
    receipt: (n: string) => `For receipt ${n}`,
    intl: "en-GB",
  },
  bg: {
    title: "ФАКТУРА",
    original: "Оригинал",
    number: "Номер",
    issued: "Дата на издаване",
    taxEvent: "Дата на данъчното събитие",
    seller: "Доставчик",
    buyer: "Получател",
    eik: "ЕИК",
    vat: "ДДС №",
    item: "Описание",
    quantity: "Кол.",
    unit: "Ед. цена",
    amount: "Стойност",
    base: "Данъчна основа",
    vatLine: (rate: number) => `ДДС ${rate}%`,
    noVat: "Основание за неначисляване на ДДС: чл. 113, ал. 9 от ЗДДС (доставчикът не е регистриран по ЗДДС)",
    total: "Сума за плащане",
    method: { card: "Начин на плащане: с карта, платено", recorded: "Начин на плащане: платено" },
    receipt: (n: string) => `Към бележка ${n}`,
    intl: "bg-BG",
  },
} as const;

/** The invoice as an A4 PDF. VAT is shown only when the seller has a VAT number. */
export function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const w = WORDS[doc.lang];
  const money = (minor: number) => formatMoney(minor, doc.currency, w.intl);
  const vatRegistered = Boolean(doc.seller.vat);
  const base = vatRegistered ? Math.round((doc.total * 100) / (100 + VAT_RATE)) : doc.total;
  return a4Document({ title: `${w.title} ${doc.number}`, author: doc.seller.name }, (page) => {
    page.title(`${w.title} — ${w.original}`);
    page.lines(`${w.number}: ${doc.number}`, `${w.issued}: ${sofiaDay(doc.issuedAt, w.intl)}`, `${w.taxEvent}: ${sofiaDay(doc.paidAt, w.intl)}`);
    page.gap();
    page.columns(
      { heading: w.seller, lines: sellerLines(doc.seller, w) },
      {
        heading: w.buyer,
        // The address as its validated lines, each printed on its own (pdf-layout.ts writes each entry as one line).
        lines: [doc.buyer.companyName, ...invoiceAddressLines(doc.buyer.address), `${w.eik}: ${doc.buyer.eik}`, ...(doc.buyer.vatNumber ? [`${w.vat}: ${doc.buyer.vatNumber}`] : [])],
      },
    );
    page.table([w.item, w.quantity, w.unit, w.amount], [0.1, 0.18, 0.2], [
      ...doc.lines.map((l) => ({ cells: [lineName(l, doc.lang), String(l.quantity), money(Math.round(l.amount / l.quantity)), money(l.amount)] })),
      { cells: [w.base, "", "", money(base)], bold: true },
      ...(vatRegistered ? [{ cells: [w.vatLine(VAT_RATE), "", "", money(doc.total - base)], bold: true }] : []),
      { cells: [w.total, "", "", money(doc.total)], bold: true },
    ]);
    page.gap();
    page.lines(w.method[doc.method], w.receipt(doc.receiptNumber));
    if (!vatRegistered) page.footnote(w.noVat);
  });
}
