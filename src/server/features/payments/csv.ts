import { lineText } from "../../../core/money-lines";
import { inEur } from "../../../core/money";
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from "../../../core/payments";
import { type CsvSeparator, csvLine, decimalCell, sofiaTimeCell } from "../../http/csv";
import type { PaymentExportRow } from "./store";
import type { Locale } from "../../../core/locale";

/**
 * "Amount" is what was paid, tip included; "of which tip" says so, so nobody adds the two.
 * "Amount in EUR" is the column to sum: a BGN payment from before the euro converted at
 * 1.95583, half up to the cent (docs/decisions/0033-euro.md); the amount and currency stay as paid.
 */
export const PAYMENT_CSV_HEADER = [
  "Transaction ID",
  "Date",
  "Date (Sofia time)",
  "Client",
  "Email",
  "Service",
  "Type",
  "Amount",
  "of which tip",
  "Currency",
  "Amount in EUR",
  "Status",
  "Provider ID",
  "Invoice number",
  "Hours",
];

const money = (minor: number, sep: CsvSeparator) => decimalCell(minor / 100, sep, 2);

/** One payment; its Service in `lang`, the exporting operator's language (old rows: their stored text). */
export function paymentCsvLine(p: PaymentExportRow, sep: CsvSeparator = ",", lang: Locale = "en"): string {
  const who = p.client ?? (p.customer ? { name: p.customer.name ?? "", email: p.customer.email ?? "" } : { name: "", email: "" });
  const hours = p.hoursPurchased ?? p.hoursUsed;
  return csvLine(
    [
      p.id,
      p.createdAt,
      sofiaTimeCell(p.createdAt),
      who.name,
      who.email,
      lineText(p.description, p.lines, lang),
      PAYMENT_TYPE_LABELS[p.type],
      money(p.amount, sep),
      // A payment without an order (recorded by hand) has no tip: 0, so the column sums.
      money(p.tip ?? 0, sep),
      p.currency,
      money(inEur(p.amount, p.currency), sep),
      PAYMENT_STATUS_LABELS[p.status],
      p.providerPaymentId ?? "",
      p.invoiceNumber ?? "",
      hours === null ? "" : decimalCell(hours, sep),
    ],
    sep,
  );
}
