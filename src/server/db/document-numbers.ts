import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { documentNumbers } from "./schema";
import { dateFormatter } from "../../core/date-format";

/** The business's own calendar: a receipt of 31 December 23:30 in Sofia belongs to that year. */
const sofiaYearFormat = dateFormatter("en-GB", { timeZone: "Europe/Sofia", year: "numeric" });
export const sofiaYear = (at: Date) => Number(sofiaYearFormat.format(at));

/**
 * The next number of a series (receipts, invoices, contact requests), taken inside the caller's
 * transaction: the series' row is locked until it commits, so concurrent callers number one
 * after the other, and a transaction that rolls back returns its number (no gap, none reused).
 */
export async function nextInSeries(tx: DbOrTx, series: string, period: number): Promise<number> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ series, period, last: 1 })
    .onConflictDoUpdate({ target: [documentNumbers.series, documentNumbers.period], set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  if (!row) throw new Error(`no ${series} number was allocated`);
  return row.last;
}
