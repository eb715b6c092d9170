import type { PaymentRow } from "../../../core/payments";
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from "../../../core/payments";
import { type CsvSeparator, csvLine, sofiaTimeCell } from "../../http/csv";

export const PAYMENT_CSV_HEADER = ["Transaction ID", "Date", "Date (Sofia time)", "Client", "Email", "Service", "Type", "Amount", "Currency", "Status", "Provider ID", "Hours"];

export function paymentCsvLine(p: PaymentRow, sep: CsvSeparator = ","): string {
  const who = p.client ?? (p.customer ? { name: p.customer.name ?? "", email: p.customer.email ?? "" } : { name: "", email: "" });
  return csvLine([
    p.id,
    p.createdAt,
    sofiaTimeCell(p.createdAt),
    who.name,
    who.email,
    p.description,
    PAYMENT_TYPE_LABELS[p.type],
    (p.amount / 100).toFixed(2),
    p.currency,
    PAYMENT_STATUS_LABELS[p.status],
    p.providerPaymentId ?? "",
    p.hoursPurchased ?? p.hoursUsed ?? "",
  ], sep);
}
