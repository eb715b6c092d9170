import { lineText } from "../../../core/money-lines";
import { inEur } from "../../../core/money";
import type { PaymentStatus, PaymentType } from "../../../core/payments";
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

/** The export is in English, as its header: the spreadsheet's columns keep one set of names. */
const TYPE: Record<PaymentType, string> = { prepaid_hours: "Prepaid Hours", translation: "Translation", other: "Other", hours_purchase: "Hours Purchase", hours_deduction: "Hours Deduction" };
const STATUS: Record<PaymentStatus, string> = { completed: "Completed", manual: "Manual Entry", refund_due: "Refund due", partly_refunded: "Partly refunded", refunded: "Refunded" };

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
      TYPE[p.type],
      money(p.amount, sep),
      // A payment without an order (recorded by hand) has no tip: 0, so the column sums.
      money(p.tip ?? 0, sep),
      p.currency,
      money(inEur(p.amount, p.currency), sep),
      STATUS[p.status],
      p.providerPaymentId ?? "",
      p.invoiceNumber ?? "",
      hours === null ? "" : decimalCell(hours, sep),
    ],
    sep,
  );
}
