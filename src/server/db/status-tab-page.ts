import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type KeysetSelect, type keysetOrder, keysetPage } from "../http/keyset";
import type { DbOrTx } from "./client";
import { countByStatus } from "./status-counts";

/** An inbox: its table, its status column, and the rows the caller may see. */
type Inbox = { table: PgTable; status: PgColumn; scope: SQL | undefined };

/**
 * One page of an inbox's tab (`all`, or the rows of one status) in keyset `order`, and the
 * count of every tab over the caller's whole scope.
 */
export async function statusTabPage<T extends { cursorAt: string; id: string }>(
  db: DbOrTx,
  inbox: Inbox,
  tab: string,
  select: (cursorAt: SQL<string>) => KeysetSelect<T>,
  order: ReturnType<typeof keysetOrder>,
  limit: number,
) {
  const page = await keysetPage(select, order, and(inbox.scope, tab === "all" ? undefined : eq(inbox.status, tab)), limit);
  return { ...page, counts: await countByStatus(db, inbox.table, inbox.status, inbox.scope) };
}
