import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { documentNumbers } from "../db/schema";

/** The business's own calendar: a receipt of 31 December 23:30 in Sofia belongs to that year. */
const sofiaYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", year: "numeric" });

export const receiptNumberOf = (year: number, n: number) => `R-${year}-${String(n).padStart(6, "0")}`;

/**
 * The next receipt number of the payment's year (issue 25 item 4), taken inside the payment's
 * transaction: the series' row is locked until it commits, so concurrent payments number one
 * after the other, and a transaction that rolls back returns its number (no gap, none reused).
 */
export async function allocateReceiptNumber(tx: DbOrTx, at: Date): Promise<string> {
  const year = Number(sofiaYear.format(at));
  const [row] = await tx
    .insert(documentNumbers)
    .values({ series: "receipt", period: year, last: 1 })
    .onConflictDoUpdate({ target: [documentNumbers.series, documentNumbers.period], set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  if (!row) throw new Error("no receipt number was allocated");
  return receiptNumberOf(year, row.last);
}
