import { msg } from "../../../core/i18n/messages/message";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { CLIENT_MESSAGES, CLIENT_STATUS, type ClientDetails, type ClientRow, PREFERRED_LANGUAGES, type PreferredLanguage } from "../../../core/clients";
import type { ClientOption } from "../../../core/documents";
import type { DbOrTx } from "../../db/client";
import { perDatabase } from "../../db/batched";
import { likePattern, usersMatching, usersRareWindow } from "../../db/search";
import { hoursBalances, invoices, payments, profiles, taskStatusCounts, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { clientPolicy } from "../../policies/client";
import { paymentRequestPolicy } from "../../policies/payment";
import { clientNameSql, givenName } from "../../db/client-name";
import { undeliverableAddress } from "../../mail/suppression";


/** Better Auth ids are not UUIDs: the keyset of this list carries (created_at text, id) itself. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
type Cursor = { at: string; id: string };
const encode = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString("base64url");
export function decodeTextCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && ID.test(id) && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // fall through
  }
  throw new HttpError(400, "invalid_cursor", msg("api.pageLinkInvalid"));
}

export const notFoundClient = () => notFound(CLIENT_MESSAGES.notFound);

// The stored balance, kept equal to the ledger's sum by postLedgerEntry; no row means 0.
const balanceSql = sql<string>`coalesce((select ${hoursBalances.prepaidHoursBalance} from ${hoursBalances} where ${hoursBalances.userId} = ${user.id}), 0)`;
const openTasksSql = sql<number>`(select coalesce(sum(${taskStatusCounts.n}), 0)::int from ${taskStatusCounts} where ${taskStatusCounts.userId} = ${user.id} and ${taskStatusCounts.status} <> 'completed')`;

const rowColumns = {
  id: user.id,
  email: user.email,
  name: clientNameSql,
  createdAt: user.createdAt,
  cursorAt: sql<string>`${user.createdAt}::text`,
  balance: balanceSql,
  openTasks: openTasksSql,
};

const toRow = (r: { id: string; email: string; name: string; createdAt: Date; balance: string; openTasks: number }): ClientRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  status: CLIENT_STATUS,
  joinedAt: r.createdAt.toISOString(),
  balance: Number(r.balance),
  openTasks: Number(r.openTasks),
});

/** The operator's client list, newest first, filtered by `where` (scope, search, cursor). */
const clientsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db.select(rowColumns).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where).orderBy(desc(user.createdAt), desc(user.id));

/**
 * The list's most asked-for shape — the operator's first page, no search — as a named prepared
 * statement built once per database: its SQL is not rebuilt on every request. The scope is the
 * same for every operator (clientPolicy.scope), so the operator asking first builds it.
 */
const firstPage = perDatabase((db: DbOrTx) => {
  let prepared: ReturnType<typeof prepareFirstPage> | undefined;
  const prepareFirstPage = (actor: Actor) =>
    clientsWhere(db, clientPolicy.scope(actor)).limit(sql.placeholder("limit")).prepare("clients_first_page");
  return (actor: Actor) => (prepared ??= prepareFirstPage(actor));
});

/** How many of the newest accounts a search reads in the list's order before it turns to the trigram candidates. */
const PROBE_ROWS = 2000;

/**
 * Clients whose own fields match `p`, among the newest PROBE_ROWS accounts where `where` holds:
 * an index walk in the list's order, each account tested by itself — its profile joined by key
 * (a test of every profile the word is in would be a set that grows with the clients: a surname
 * one client in twenty carries), the invoices' companies as the small set the trigram index
 * finds. Such a surname fills its page here; a rare one falls through to the candidates. The
 * page's few ids, not the window, are what the list then joins (by key).
 */
const nearest = (where: SQL | undefined, p: string, limit: number) =>
  sql`${user.id} in (select w.id from (select ${user.id} as id, ${user.createdAt} as at, (${user.email} ilike ${p} or ${user.name} ilike ${p} or ${profiles.fullName} ilike ${p}
    or ${user.id} in (select ${payments.userId} from ${invoices} join ${payments} on ${payments.id} = ${invoices.paymentId} where ${invoices.companyName} ilike ${p})) as hit
    from ${user} left join ${profiles} on ${profiles.userId} = ${user.id}
    where ${where ?? sql`true`} order by ${user.createdAt} desc, ${user.id} desc limit ${PROBE_ROWS}) as w
    where w.hit order by w.at desc, w.id desc limit ${limit})`;

export async function listClients(db: DbOrTx, actor: Actor, query: { q?: string; cursor?: string; limit: number }) {
  const cursor = decodeTextCursor(query.cursor);
  const p = query.q ? likePattern(query.q) : null;
  const where = and(clientPolicy.scope(actor), cursor ? sql`(${user.createdAt}, ${user.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined);
  const read = (extra?: SQL) => clientsWhere(db, and(where, extra)).limit(query.limit + 1);
  let rows: Awaited<ReturnType<typeof read>>;
  if (!p && !cursor && clientPolicy.canManage(actor)) rows = await firstPage(db)(actor).execute({ limit: query.limit + 1 });
  else if (!p) rows = await read();
  else {
    rows = await read(nearest(where, p, query.limit + 1));
    // The same condition as before, put as the trigram-indexed set of matching users; the
    // indexes are asked for the term's rare part ("t4242@", not "client4242@", db/rare-window.ts).
    if (rows.length <= query.limit) rows = await read(sql`${user.id} in ${usersMatching(p, await usersRareWindow(db, clientPolicy.scope(actor), query.q ?? ""))}`);
  }
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return { items: page.map(toRow), nextCursor: more && last ? encode({ at: last.cursorAt, id: last.id }) : null };
}

export async function clientDetails(db: DbOrTx, actor: Actor, id: string): Promise<ClientDetails | null> {
  if (!ID.test(id)) return null;
  const [r] = await db
    .select({
      ...rowColumns,
      fullName: profiles.fullName,
      phone: profiles.phone,
      lang: profiles.preferredLanguage,
      invitedAt: profiles.invitedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(clientPolicy.scope(actor), eq(user.id, id)));
  if (!r) return null;
  const undeliverable = await undeliverableAddress(db, r.email);
  const lang = (PREFERRED_LANGUAGES as readonly string[]).includes(r.lang ?? "") ? (r.lang as PreferredLanguage) : "en";
  return {
    ...toRow(r),
    fullName: givenName(r.fullName),
    phone: r.phone ? r.phone : null,
    preferredLanguage: lang,
    invitation: r.invitedAt ? { sentAt: r.invitedAt.toISOString() } : null,
    undeliverable,
    abilities: {
      canEdit: clientPolicy.canEdit(actor),
      canDeductHours: clientPolicy.canDeductHours(actor),
      canRequestPayment: paymentRequestPolicy.canManage(actor),
      canCancelPaymentRequests: paymentRequestPolicy.canManage(actor),
      canResendInvite: clientPolicy.canEdit(actor) && Boolean(r.invitedAt),
    },
  };
}

const CLIENT_SEARCH_LIMIT = 20;
/** The client pickers: up to 20 clients whose email, account name or full name contains q, newest first (the newest without q). */
export async function searchClients(db: DbOrTx, actor: Actor, q: string | undefined): Promise<ClientOption[]> {
  const window = q ? await usersRareWindow(db, clientPolicy.scope(actor), q) : null;
  return db
    .select({ id: user.id, email: user.email, name: clientNameSql })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    // The trigram-indexed set of matching users (db/search.ts), as the clients list searches.
    .where(and(clientPolicy.scope(actor), q ? sql`${user.id} in ${usersMatching(likePattern(q), window)}` : undefined))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(CLIENT_SEARCH_LIMIT);
}

/** Is `taskId` a task of this client (deductions and payment requests may name one)? */
export async function taskOfClient(db: DbOrTx, clientId: string, taskId: string) {
  const [t] = await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, clientId)));
  return t ?? null;
}
