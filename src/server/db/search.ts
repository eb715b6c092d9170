import { desc, eq, type SQL, type SQLWrapper, type Subquery, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { MIN_TRIGRAMS, rareWindow, trigramsOf } from "./rare-window";
import { invoices, payments, profiles, user } from "./schema";

/** `%q%` for ILIKE, with q's own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/** The most trigrams of a term whose commonness is sampled (each one more filter over the sample's rows). */
const MAX_SAMPLED_TRIGRAMS = 32;

/**
 * How common each of `term`'s trigrams is among `sample`'s rows (the newest of a list, as one
 * text `doc` each), and so the part of the term a trigram scan reads cheaply (rare-window.ts).
 */
export async function sampledRareWindow(db: DbOrTx, sample: Subquery & { doc: SQLWrapper }, term: string): Promise<string | null> {
  const grams = trigramsOf(term);
  // Each distinct trigram counted once; a long term of many distinct ones is rare enough as it is.
  const distinct = [...new Set(grams)];
  if (grams.length <= MIN_TRIGRAMS || distinct.length > MAX_SAMPLED_TRIGRAMS) return null;
  const counts = distinct.map((g) => sql`(count(*) filter (where ${sample.doc} ilike ${likePattern(g)}))::int`);
  const [row] = await db
    .select({ sampled: sql<number>`count(*)::int`, hits: sql<number[]>`array[${sql.join(counts, sql`, `)}]` })
    .from(sample);
  if (!row) return null;
  const hits = new Map(distinct.map((g, i) => [g, Number(row.hits[i])]));
  return rareWindow(term, grams.map((g) => hits.get(g) ?? 0), Number(row.sampled));
}

/**
 * `column` contains `pattern`; with a `window` (the term's rare part, as a likePattern), the
 * trigram index is asked for the window and the whole pattern checked on what it returns,
 * written so that no index takes it (rare-window.ts).
 */
export const containsVia = (column: SQLWrapper, pattern: string, window?: string | null): SQL =>
  window ? sql`(${column} ilike ${window} and (${column} || '') ilike ${pattern})` : sql`${column} ilike ${pattern}`;

/**
 * The ids of users whose email, name, profile name or the company on one of their invoices
 * contains `pattern` (a `likePattern`), found through the trigram indexes instead of a scan:
 * the operator's searches put this first, and keep their exact condition beside it. An
 * invoice's company is the buyer as printed (a client often knows the firm, not the person).
 * `window`: the term's rare part (`usersRareWindow`), which each index is asked for instead.
 */
export const usersMatching = (pattern: string, window?: string | null): SQL => {
  const has = (column: SQLWrapper) => containsVia(column, pattern, window);
  return sql`(select ${user.id} from ${user} where ${has(user.email)} or ${has(user.name)} union select ${profiles.userId} from ${profiles} where ${has(profiles.fullName)} union select ${payments.userId} from ${invoices} join ${payments} on ${payments.id} = ${invoices.paymentId} where ${has(invoices.companyName)} and ${payments.userId} is not null)`;
};

/** How many of the newest accounts tell which of a term's trigrams are common. */
const USER_SAMPLE_ROWS = 2000;

/**
 * The part of a client search `term` that the users' trigram indexes read cheaply, as a
 * likePattern (null: the whole term). Common is judged on the newest accounts in `scope` (the
 * list's own, so an index walk reads them), their email and names together: "client" in every
 * address is common, whichever field the index reads.
 */
export async function usersRareWindow(db: DbOrTx, scope: SQL | undefined, term: string): Promise<string | null> {
  const sample = db
    .select({ doc: sql<string>`${user.email} || ' ' || ${user.name} || ' ' || coalesce(${profiles.fullName}, '')`.as("doc") })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(scope)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(USER_SAMPLE_ROWS)
    .as("s");
  const window = await sampledRareWindow(db, sample, term);
  return window ? likePattern(window) : null;
}
