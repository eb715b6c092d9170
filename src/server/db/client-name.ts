import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { profiles, user } from "./schema";

/*
 * A client's name, as every list, document and mail reads it. A client may have none (an hour
 * pack bought with an email only): lists then show the email, and receipts and greetings leave
 * the name out. No placeholder word stands in: a Bulgarian receipt or greeting would print it
 * as is (the Bulgarian word for buyer, then "Unknown").
 */

/**
 * The literal older versions showed for a missing name and some rows may hold: it was never
 * anyone's name, so it reads as none.
 */
const PLACEHOLDER = "Unknown";

const given = (column: AnyPgColumn | SQL) => sql`nullif(nullif(${column}, ''), ${PLACEHOLDER})`;

/** Profile's full name, else the account name; '' when neither is a name (for greetings and receipts). */
export const ownNameOf = (fullName: AnyPgColumn | SQL, accountName: AnyPgColumn | SQL) =>
  sql<string>`coalesce(${given(fullName)}, ${given(accountName)}, '')`;

/** Needs `user` and `profiles` joined. */
export const clientOwnNameSql = ownNameOf(profiles.fullName, user.name);

/** The name a client is shown by in a list: their own, else their email. Needs `user` and `profiles` joined. */
export const clientNameSql = sql<string>`coalesce(${given(profiles.fullName)}, ${given(user.name)}, ${user.email})`;

/** A stored name as a name: '' for none and for the old placeholder. */
export const givenName = (name: string | null | undefined) => (!name || name === PLACEHOLDER ? "" : name);
