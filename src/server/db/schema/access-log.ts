import { type AnyPgColumn, index, pgTable, text } from "drizzle-orm/pg-core";
import { userRef } from "./auth";
import { parentId, ts, uuidId } from "./columns";

/** An access log's who, what, from where and when; the email stays readable after the account is gone. */
function accessLogColumns<const A extends readonly [string, ...string[]]>(actions: A) {
  return {
    actorId: userRef("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action", { enum: actions }).notNull(),
    ip: text("ip").notNull(),
    at: ts("at").notNull().defaultNow(),
  };
}

/**
 * A table logging who touched one parent row: its id, `parent.key` (column `parent.column`, deleted
 * with the row it names), the access log's columns, and an index to read one row's log by time.
 */
export function accessLogTable<N extends string, K extends string, const A extends readonly [string, ...string[]]>(
  name: N,
  parent: { key: K; column: string; references: () => AnyPgColumn; index: string },
  actions: A,
) {
  type Columns = { id: ReturnType<typeof uuidId> } & Record<K, ReturnType<typeof parentId>> & ReturnType<typeof accessLogColumns<A>>;
  const columns = { id: uuidId(), [parent.key]: parentId(parent.column, parent.references), ...accessLogColumns(actions) } as Columns;
  return pgTable(name, columns, (t) => [index(parent.index).on(t[parent.key], t.at)]);
}
