import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/* Columns many tables share, written once (the columns that point at a user are in auth.ts, beside it). */

/** Every moment is stored with its time zone. */
export function ts(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** A random uuid key. */
export function uuidId() {
  return uuid("id").primaryKey().defaultRandom();
}

/** When the row was written. */
export function createdAt() {
  return ts("created_at").notNull().defaultNow();
}

/** created_at and updated_at, both set on insert. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: ts("updated_at").notNull().defaultNow() };
}

/** The row this one hangs off (a reply's submission, a log entry's document): deleted with it. */
export function parentId(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: "cascade" });
}
