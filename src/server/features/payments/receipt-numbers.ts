import type { DbOrTx } from "../../db/client";
import { nextInSeries, sofiaYear } from "../../db/document-numbers";

export const receiptNumberOf = (year: number, n: number) => `R-${year}-${String(n).padStart(6, "0")}`;

/**
 * The next receipt number of the payment's year, taken inside the payment's
 * transaction (db/document-numbers.ts): no gap, none reused, also when a payment rolls back.
 */
export async function allocateReceiptNumber(tx: DbOrTx, at: Date): Promise<string> {
  const year = sofiaYear(at);
  return receiptNumberOf(year, await nextInSeries(tx, "receipt", year));
}

/** The next invoice number: one series for ever, ten digits (a Bulgarian invoice's number), taken as a receipt's is. */
export async function allocateInvoiceNumber(tx: DbOrTx): Promise<string> {
  return String(await nextInSeries(tx, "invoice", 0)).padStart(10, "0");
}
