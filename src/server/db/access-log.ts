import { desc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/** One row's access log (schema/access-log.ts; `parent`: the log's column naming the row), newest first, at most `limit` lines. */
export async function accessLogLines<T extends PgTable & { id: AnyPgColumn; at: AnyPgColumn }>(db: DbOrTx, log: T, parent: AnyPgColumn, id: string, limit: number) {
  const rows = await db
    .select()
    .from(log as PgTable)
    .where(eq(parent, id))
    .orderBy(desc(log.at), desc(log.id))
    .limit(limit);
  return rows as T["$inferSelect"][];
}
