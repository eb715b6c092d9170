import { z } from "zod";
import { messageText, msg } from "./i18n/messages/message";
import { isSearchable } from "./search-text";

/*
 * The pieces every paged list shares (inboxes, tasks, documents, payments…): its query string
 * (a tab or sort that falls back to its default, the cursor, the page size) and its page
 * (the rows and the cursor of the next page).
 */

/** A tab, filter or sort in the page URL: absent or unknown (a stale link) means `fallback`. */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback as never).default(fallback as never);
}


/**
 * An operator's search box: up to 200 characters, and — when not empty — three letters or
 * digits in a row, the least a trigram index can look up. Anything shorter ("a", "%", "_")
 * could only be answered by reading every row, so it is refused (400) instead.
 */
export const searchParam = () =>
  z
    .string()
    .trim()
    .max(200)
    .refine(isSearchable, messageText(msg("api.searchTooShort")))
    .optional();

/** The cursor (opaque) and the page size; a limit out of range falls back to `pageSize`. */
export function pageParams(pageSize: number, { cursorMax = 300, maxLimit = 100 } = {}) {
  return {
    cursor: z.string().max(cursorMax).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).catch(pageSize).default(pageSize),
  };
}

/** A tabbed list's query: its tab (`status`, "all" when absent or unknown), cursor and page size. */
export function tabbedPageParams<const T extends readonly ["all", ...string[]]>(tabs: T, pageSize: number, options?: Parameters<typeof pageParams>[1]) {
  return { status: choiceParam(tabs, "all"), ...pageParams(pageSize, options) };
}

/** One page of a list: its rows and the cursor of the next page (null on the last). */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return { items: z.array(row), nextCursor: z.string().nullable() };
}

/** How many rows each tab of a list holds, over the caller's whole scope. */
export function tabCounts<const K extends string>(tabs: readonly K[]) {
  return z.object(Object.fromEntries(tabs.map((tab) => [tab, z.number().int()])) as Record<K, z.ZodNumber>);
}
