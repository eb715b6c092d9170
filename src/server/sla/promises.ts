import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { DUE_LINKS, type DueItem, type DueKind } from "../../core/dashboard";
import type { DbOrTx } from "../db/client";
import { contactSubmissions, conversationSummaries, messages, profiles, translationRequests, user } from "../db/schema";
import { clientNameSql } from "../db/client-name";

/*
 * The operator's open promises, one definition for the admin dashboard's
 * "Due" panel and the overdue job:
 *   contact      a contact submission still New, due 24 h after it arrived
 *   message      a client's conversation with messages the operator has not answered yet
 *                (answered_at null): one promise per conversation, due when its oldest is
 *   translation  a paid translation request not delivered yet, due 48 h after payment
 * A message written before due times existed (due_at null) falls due 24 h after it arrived
 * (a contact submission's were filled in: migration 0048_contact-due-required.sql).
 */

const day = sql`interval '24 hours'`;
export const contactDue = sql<Date>`${contactSubmissions.dueAt}`.mapWith(contactSubmissions.createdAt);
export const messageDue = sql<Date>`coalesce(${messages.dueAt}, ${messages.createdAt} + ${day})`.mapWith(messages.createdAt);
export const translationDue = sql<Date>`${translationRequests.dueAt}`.mapWith(translationRequests.createdAt);

export const openContact: SQL = eq(contactSubmissions.status, "new");
export const openMessage: SQL = and(eq(messages.sender, "client"), isNull(messages.answeredAt))!;
export const openTranslation: SQL = and(ne(translationRequests.status, "delivered"), isNotNull(translationRequests.dueAt))!;

/** A conversation is due when its oldest unanswered message is (kept so in its summary). */
const openConversation: SQL = isNotNull(conversationSummaries.waitingSince);
const summaryDue = sql<Date>`${conversationSummaries.dueAt}`.mapWith(conversationSummaries.lastAt);

type Raw = { id: string; who: string; dueAt: Date | string; count?: number };
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

const tally = sql<number>`count(*)::int`;
const overdueOf = (due: SQL, now: Date) => sql<number>`(count(*) filter (where ${due} < ${now.toISOString()}::timestamptz))::int`;

/** Up to `limit` open promises by due time (overdue first), with the totals. */
export async function dueItems(db: DbOrTx, now: Date, limit: number): Promise<{ items: DueItem[]; total: number; overdue: number }> {
  const [contact, message, translation, cTotals, mTotals, tTotals] = await Promise.all([
    db
      .select({ id: contactSubmissions.id, who: contactSubmissions.name, dueAt: contactDue })
      .from(contactSubmissions)
      .where(openContact)
      .orderBy(asc(contactDue), asc(contactSubmissions.id))
      .limit(limit),
    // One trigger-kept summary per conversation (its due time and unanswered count): the page
    // reads the first rows of the due index and names only those clients.
    db
      .select({ id: conversationSummaries.userId, who: clientNameSql, dueAt: summaryDue, count: conversationSummaries.unanswered })
      .from(conversationSummaries)
      .innerJoin(user, eq(user.id, conversationSummaries.userId))
      .leftJoin(profiles, eq(profiles.userId, conversationSummaries.userId))
      .where(openConversation)
      .orderBy(asc(conversationSummaries.dueAt), asc(conversationSummaries.userId))
      .limit(limit),
    db
      .select({ id: translationRequests.id, who: translationRequests.name, dueAt: translationDue })
      .from(translationRequests)
      .where(openTranslation)
      .orderBy(asc(translationDue), asc(translationRequests.id))
      .limit(limit),
    db.select({ total: tally, overdue: overdueOf(contactDue, now) }).from(contactSubmissions).where(openContact),
    db.select({ total: tally, overdue: overdueOf(summaryDue, now) }).from(conversationSummaries).where(openConversation),
    db.select({ total: tally, overdue: overdueOf(translationDue, now) }).from(translationRequests).where(openTranslation),
  ]);
  const as = (kind: DueKind) => (r: Raw): DueItem => {
    const dueAt = toDate(r.dueAt);
    return { kind, id: r.id, who: r.who, link: DUE_LINKS[kind], dueAt: dueAt.toISOString(), overdue: dueAt.getTime() < now.getTime(), count: Number(r.count ?? 1) };
  };
  const items = [...contact.map(as("contact")), ...message.map(as("message")), ...translation.map(as("translation"))]
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    .slice(0, limit);
  const sum = (rows: { total: number; overdue: number }[], k: "total" | "overdue") => Number(rows[0]?.[k] ?? 0);
  return {
    items,
    total: sum(cTotals, "total") + sum(mTotals, "total") + sum(tTotals, "total"),
    overdue: sum(cTotals, "overdue") + sum(mTotals, "overdue") + sum(tTotals, "overdue"),
  };
}
