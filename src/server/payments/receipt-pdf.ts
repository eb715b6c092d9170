import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { itemName } from "../../core/catalogue";
import { type Currency, formatMoney } from "../../core/money";

/** DejaVu Sans: Latin and Cyrillic, shipped as an npm package, so a receipt reads the same on any machine. */
const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export type ReceiptLine = { name: string; quantity: number; amount: number; kind?: string; hours?: number };

/** What a receipt says (issue 25 item 4): everything is decided by the caller, this only draws it. */
export type ReceiptDocument = {
  number: string;
  lang: "en" | "bg";
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

const WORDS = {
  en: {
    title: "Receipt",
    number: "Receipt No.",
    date: "Date",
    reference: "Order",
    seller: "Seller",
    buyer: "Buyer",
    eik: "UIC (EIK)",
    vat: "VAT No.",
    item: "Description",
    quantity: "Qty",
    amount: "Amount",
    total: "Total paid",
    method: { card: "Paid by card", recorded: "Payment recorded by Concierge" },
    footer: "This receipt confirms a payment received. It is not a tax invoice.",
    zone: "Sofia time",
    intl: "en-GB",
  },
  bg: {
    title: "Бележка за плащане",
    number: "Бележка №",
    date: "Дата",
    reference: "Поръчка",
    seller: "Продавач",
    buyer: "Купувач",
    eik: "ЕИК",
    vat: "ДДС №",
    item: "Описание",
    quantity: "Кол.",
    amount: "Сума",
    total: "Общо платено",
    method: { card: "Платено с карта", recorded: "Плащане, записано от Concierge" },
    footer: "Тази бележка потвърждава получено плащане. Тя не е данъчна фактура.",
    zone: "софийско време",
    intl: "bg-BG",
  },
} as const;

/** A catalogue line's name in the receipt's language; a line with a name of its own keeps it. */
const lineName = (l: ReceiptLine, lang: "en" | "bg") =>
  l.kind && l.name === itemName({ kind: l.kind, hours: l.hours }, "en") ? itemName({ kind: l.kind, hours: l.hours }, lang) : l.name;

/** "25 November 2026, 14:05 (Sofia time)" / "25 ноември 2026 г., 14:05 (софийско време)". */
function sofiaDate(d: Date, lang: "en" | "bg"): string {
  const w = WORDS[lang];
  const day = new Intl.DateTimeFormat(w.intl, { timeZone: "Europe/Sofia", day: "numeric", month: "long", year: "numeric" }).format(d);
  const time = new Intl.DateTimeFormat(w.intl, { timeZone: "Europe/Sofia", hour: "2-digit", minute: "2-digit", hour12: false }).format(d);
  return `${day}, ${time} (${w.zone})`;
}

/** The receipt as a one-page A4 PDF in the buyer's language. */
export function receiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const w = WORDS[doc.lang];
  const money = (minor: number) => formatMoney(minor, doc.currency, w.intl);
  const pdf = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${w.title} ${doc.number}`, Author: doc.seller.name } });
  pdf.registerFont("regular", FONT);
  pdf.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  pdf.font("bold").fontSize(20).text(w.title);
  pdf.moveDown(0.3).font("regular").fontSize(10);
  pdf.text(`${w.number} ${doc.number}`);
  pdf.text(`${w.date}: ${sofiaDate(doc.paidAt, doc.lang)}`);
  pdf.text(`${w.reference}: ${doc.reference}`);
  pdf.moveDown();

  // Seller and buyer side by side.
  const top = pdf.y;
  const half = width / 2 - 8;
  const seller = [doc.seller.name, doc.seller.address, doc.seller.eik && `${w.eik}: ${doc.seller.eik}`, doc.seller.vat && `${w.vat}: ${doc.seller.vat}`].filter(Boolean).join("\n");
  const buyer = [doc.buyer.name, doc.buyer.email].filter(Boolean).join("\n") || "—";
  pdf.font("bold").text(w.seller, left, top, { width: half });
  pdf.font("regular").text(seller, { width: half });
  const sellerBottom = pdf.y;
  pdf.font("bold").text(w.buyer, left + width / 2 + 8, top, { width: half });
  pdf.font("regular").text(buyer, { width: half });
  pdf.x = left;
  pdf.y = Math.max(sellerBottom, pdf.y) + 18;

  // The lines.
  const qtyX = left + width * 0.62;
  const amountX = left + width * 0.74;
  const row = (a: string, b: string, c: string, font: "regular" | "bold") => {
    const y = pdf.y;
    pdf.font(font).text(a, left, y, { width: width * 0.6 });
    const after = pdf.y;
    pdf.text(b, qtyX, y, { width: width * 0.1, align: "right" });
    pdf.text(c, amountX, y, { width: width * 0.26, align: "right" });
    pdf.x = left;
    pdf.y = after + 4;
  };
  row(w.item, w.quantity, w.amount, "bold");
  pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).strokeColor("#a8a29e").stroke();
  pdf.y += 6;
  for (const l of doc.lines) row(lineName(l, doc.lang), String(l.quantity), money(l.amount), "regular");
  pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).stroke();
  pdf.y += 6;
  row(w.total, "", money(doc.total), "bold");
  pdf.moveDown();
  pdf.font("regular").text(w.method[doc.method], left);
  pdf.moveDown(2).fontSize(8).fillColor("#57534e").text(w.footer, left, pdf.y, { width });
  pdf.end();
  return done;
}
