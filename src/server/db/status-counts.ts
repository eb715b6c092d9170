import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

export type StatusCounts = { all: number; of: (status: string) => number };

/** An inbox's tab counts: how many rows in scope carry each status (one grouped query), and all of them. */
export async function countByStatus(db: DbOrTx, table: PgTable, status: PgColumn, scope: SQL | undefined): Promise<StatusCounts> {
  const rows = await db.select({ status, n: count() }).from(table).where(scope).groupBy(status);
  return { all: rows.reduce((sum, r) => sum + r.n, 0), of: (s) => rows.find((r) => r.status === s)?.n ?? 0 };
}
