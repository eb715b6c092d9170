import { type SQL, sql } from "drizzle-orm";
import { COUNT_BOUND } from "../../core/bounded-count";
import type { DbOrTx } from "./client";

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * How many rows `rows` (a select) yields, counted up to COUNT_BOUND + 1: the scan stops there,
 * so a badge over a million matches costs what one over a thousand does.
 */
export async function boundedCount(db: DbOrTx, rows: SQL): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from (${rows} limit ${COUNT_BOUND + 1}) as bounded`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}
