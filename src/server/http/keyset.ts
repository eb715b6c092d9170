import { msg } from "../../core/i18n/messages/message";
import { type AnyColumn, and, asc, desc, type SQL, sql } from "drizzle-orm";
import { HttpError } from "./errors";

/**
 * Keyset pagination, newest first, on (created_at, id): each page starts where the last
 * one ended, so page 500 costs what page 1 costs (no OFFSET scan). The cursor carries the
 * timestamp as PostgreSQL printed it, so no microseconds are lost on the way through JS.
 */
export type Keyset = { createdAt: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (k: Keyset) => Buffer.from(JSON.stringify([k.createdAt, k.id])).toString("base64url");

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof createdAt === "string" && typeof id === "string" && UUID.test(id) && !Number.isNaN(Date.parse(createdAt))) {
      return { createdAt, id };
    }
  } catch {
    // fall through
  }
  throw new HttpError(400, "invalid_cursor", msg("api.pageLinkInvalid"));
}

/** The exact text of a timestamp column, for the cursor. */
export const cursorText = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export const afterCursor = (createdAt: AnyColumn, id: AnyColumn, k: Keyset): SQL =>
  sql`(${createdAt}, ${id}) < (${k.createdAt}::timestamptz, ${k.id}::uuid)`;

/**
 * A list's keyset order on (key, id): newest first (`desc`, the usual) or soonest first (`asc`,
 * an inbox's "Due first"). Gives the cursor text to select, the condition for the rows after
 * the cursor (none on the first page), and the ORDER BY.
 */
export function keysetOrder(key: AnyColumn | SQL, id: AnyColumn, cursor: Keyset | null, direction: "asc" | "desc") {
  const start = sql`(${cursor?.createdAt}::timestamptz, ${cursor?.id}::uuid)`;
  return {
    cursorAt: sql<string>`${key}::text`,
    after: cursor ? (direction === "desc" ? sql`(${key}, ${id}) < ${start}` : sql`(${key}, ${id}) > ${start}`) : undefined,
    orderBy: direction === "desc" ? [desc(key), desc(id)] : [asc(key), asc(id)],
  };
}

/**
 * An inbox's "Due first" as one sortable key, so keyset pagination stays a single comparison:
 * the `open` rows by their due time (arrival without one), then the others newest first (a date
 * far in the future minus their age).
 */
export const dueFirstKey = (open: SQL, dueAt: AnyColumn, createdAt: AnyColumn): SQL =>
  sql`(case when ${open} then coalesce(${dueAt}, ${createdAt}) else timestamptz '9999-01-01' - (${createdAt} - timestamptz '2000-01-01') end)`;

/** A due inbox's order: "Due first" on `dueKey` (see dueFirstKey), or newest first. */
export const dueInboxOrder = (sort: "due" | "newest", dueKey: SQL, table: { id: AnyColumn; createdAt: AnyColumn }, cursor: Keyset | null) =>
  sort === "due" ? keysetOrder(dueKey, table.id, cursor, "asc") : keysetOrder(table.createdAt, table.id, cursor, "desc");

/** Takes limit + 1 rows: the extra one only says whether there is a next page. */
export function pageOf<T extends { cursorAt: string; id: string }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return { rows: page, nextCursor: more && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null };
}

/** A list's select…from, with the cursor text among its columns: what keysetPage filters, orders and limits. */
export type KeysetSelect<T> = { where(where: SQL | undefined): { orderBy(...by: SQL[]): { limit(n: number): PromiseLike<T[]> } } };

/**
 * One page of a list in keyset `order`: the rows `select` gives (it takes the cursor text to
 * select as `cursorAt`) that pass `filter`, after the cursor, in order, `limit` of them and
 * the next page's cursor.
 */
export async function keysetPage<T extends { cursorAt: string; id: string }>(
  select: (cursorAt: SQL<string>) => KeysetSelect<T>,
  order: ReturnType<typeof keysetOrder>,
  filter: SQL | undefined,
  limit: number,
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const rows = await select(order.cursorAt)
    .where(and(filter, order.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return pageOf(rows, limit);
}

export const isUuid = (s: string) => UUID.test(s);

/** A path id that is not a UUID names nothing: 404, like an unknown one (never a 500 from the database). */
export function uuidOr404(id: string): string {
  if (!UUID.test(id)) throw new HttpError(404, "not_found", msg("api.notFound"));
  return id;
}
