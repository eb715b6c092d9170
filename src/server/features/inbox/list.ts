import { msg } from "../../../core/i18n/messages/message";
import { type SQL, sql } from "drizzle-orm";
import type { InboxClient, InboxItem, InboxPage, InboxQuery } from "../../../core/inbox";
import { inboxQuerySchema } from "../../../core/inbox";
import { type InboxKind, type InboxKindFilter, WAITING_MS } from "../../../core/inbox-constants";
import { REPLY_DUE_MS, TRANSLATION_DUE_MS } from "../../../core/sla";
import type { DbOrTx } from "../../db/client";
import { ownNameOf } from "../../db/client-name";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { inboxPolicy } from "../../policies/inbox";
import { type Locale, pickLocale } from "../../../core/locale";

/*
 * The operator inbox's list (docs/decisions/0043-operator-inbox.md): one statement, a UNION ALL of
 * one query per source, each walking its own partial index in waiting order and LIMITed, merged
 * and cut to the page. No source is scanned past what the page needs, so 100 000 rows cost what
 * 1 000 do. The keyset is (since, source, id); `since` is computed from the indexed column by a
 * fixed offset (a reply is due 24 h after the wait began, a translation 48 h), so the cursor's
 * condition is a range on that index.
 */

const SOURCES = ["contact", "message", "order", "translation"] as const;
type Source = (typeof SOURCES)[number];

/** The kinds each source can hold: a conversation or a contact request can be waiting on an email reply. */
const SOURCE_KINDS: Record<Source, readonly InboxKind[]> = {
  contact: ["contact", "email"],
  message: ["message", "email"],
  order: ["order"],
  translation: ["translation"],
};

type Cursor = { since: string; source: Source; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalidCursor = (): never => {
  throw new HttpError(400, "invalid_cursor", msg("api.pageLinkInvalid"));
};

/** The filters a cursor was made for: a cursor only continues the list it came from. */
const filtersOf = (q: { kind: string; state: string; waiting: string }) => `${q.kind}/${q.state}/${q.waiting}`;

const encodeCursor = (c: Cursor, filters: string) => Buffer.from(JSON.stringify(["inbox", filters, c.since, c.source, c.id])).toString("base64url");

function decodeCursor(cursor: string | undefined, filters: string): Cursor | null {
  if (!cursor) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return invalidCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 5) return invalidCursor();
  const [tag, f, since, source, id] = parts as unknown[];
  const ok =
    tag === "inbox" &&
    f === filters &&
    typeof since === "string" &&
    !Number.isNaN(Date.parse(since)) &&
    (SOURCES as readonly unknown[]).includes(source) &&
    typeof id === "string" &&
    UUID.test(id);
  return ok ? { since, source: source as Source, id } : invalidCursor();
}

/**
 * Rows of `source` after the cursor, on its indexed `key` (= since + offset). Sources tie-break
 * in SOURCES order, so a later source may start at the cursor's instant, an earlier one after it.
 */
function afterCursor(source: Source, key: SQL, id: SQL, offsetMs: number, c: Cursor | null): SQL {
  if (!c) return sql`true`;
  const start = sql`(${c.since}::timestamptz + ${`${offsetMs} milliseconds`}::interval)`;
  const mine = SOURCES.indexOf(source);
  const theirs = SOURCES.indexOf(c.source);
  if (mine > theirs) return sql`${key} >= ${start}`;
  if (mine < theirs) return sql`${key} > ${start}`;
  return sql`(${key}, ${id}) > (${start}, ${c.id}::uuid)`;
}

type Filters = { kind: InboxKindFilter; state: "all" | "new" | "in_progress" | "overdue"; waiting: keyof typeof WAITING_MS };

/** Waited at least `waiting` (the key is since + offset) and, for "overdue", past due. */
function timeFilters(key: SQL, offsetMs: number, dueKey: SQL, f: Filters, now: Date): SQL {
  const parts: SQL[] = [];
  const w = WAITING_MS[f.waiting];
  if (w > 0) parts.push(sql`${key} <= ${new Date(now.getTime() - w + offsetMs).toISOString()}::timestamptz`);
  if (f.state === "overdue") parts.push(sql`${dueKey} < ${now.toISOString()}::timestamptz`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** new/in_progress: `isNew` says which the row is; other states do not narrow it. */
const stateFilter = (isNew: SQL, f: Filters) => (f.state === "new" ? isNew : f.state === "in_progress" ? sql`not (${isNew})` : sql`true`);

/** A source's email/plain split: `viaEmail` says whether the row waits on an email reply. */
function kindFilter(source: Source, viaEmail: SQL | null, f: Filters): SQL | null {
  if (f.kind === "all") return sql`true`;
  if (!SOURCE_KINDS[source].includes(f.kind)) return null;
  if (!viaEmail) return sql`true`;
  return f.kind === "email" ? viaEmail : sql`not (${viaEmail})`;
}

const H24 = REPLY_DUE_MS;
const H48 = TRANSLATION_DUE_MS;

function sourceQueries(f: Filters, c: Cursor | null, now: Date, limit: number): SQL[] {
  const out: SQL[] = [];
  const n = limit + 1;

  // A client's conversation: its oldest message still waiting for the operator.
  const mEmail = sql`exists (select 1 from inbound_emails ie where ie.message_id = m.id)`;
  const mKind = kindFilter("message", mEmail, f);
  if (mKind) {
    out.push(sql`(select 'message' as source, case when ${mEmail} then 'email' else 'message' end as kind, m.id,
        (m.due_at - interval '24 hours') as since, m.due_at as due_at, not m.is_read as is_new,
        m.user_id as client_id, null::text as who, null::text as email, null::text as language, m.content as preview
      from messages m
      where m.sender = 'client' and m.answered_at is null
        and ${afterCursor("message", sql`m.due_at`, sql`m.id`, H24, c)}
        and ${timeFilters(sql`m.due_at`, H24, sql`m.due_at`, f, now)}
        and ${stateFilter(sql`not m.is_read`, f)} and ${mKind}
        and not exists (select 1 from messages o where o.user_id = m.user_id and o.sender = 'client' and o.answered_at is null and (o.due_at, o.id) < (m.due_at, m.id))
      order by m.due_at, m.id limit ${n})`);
  }

  // A contact request still New; a visitor's email reply reopens it.
  const cEmail = sql`coalesce((select r.from_visitor from contact_replies r where r.submission_id = s.id order by r.created_at desc limit 1), false)`;
  const cKind = kindFilter("contact", cEmail, f);
  if (cKind && f.state !== "in_progress") {
    out.push(sql`(select 'contact' as source, case when ${cEmail} then 'email' else 'contact' end as kind, s.id,
        (s.due_at - interval '24 hours') as since, s.due_at as due_at, true as is_new,
        s.client_id, s.name as who, s.email, s.language, s.message as preview
      from contact_submissions s
      where s.status = 'new'
        and ${afterCursor("contact", sql`s.due_at`, sql`s.id`, H24, c)}
        and ${timeFilters(sql`s.due_at`, H24, sql`s.due_at`, f, now)} and ${cKind}
      order by s.due_at, s.id limit ${n})`);
  }

  // A paid storefront order not yet Done (a translation order's work is its translation request).
  if (kindFilter("order", null, f)) {
    out.push(sql`(select 'order' as source, 'order' as kind, o.id,
        o.paid_at as since, (o.paid_at + interval '24 hours') as due_at, o.inbox_status = 'new' as is_new,
        o.user_id as client_id, coalesce(nullif(o.customer_name, ''), o.customer_email) as who, o.customer_email as email, o.language,
        coalesce(nullif(o.notes, ''), (select string_agg(i->>'name', ', ') from jsonb_array_elements(o.items) i)) as preview
      from orders o
      where o.status = 'paid' and o.purpose not in ('payment_request', 'translation') and o.inbox_status <> 'done'
        and ${afterCursor("order", sql`o.paid_at`, sql`o.id`, 0, c)}
        and ${timeFilters(sql`o.paid_at`, 0, sql`(o.paid_at + interval '24 hours')`, f, now)}
        and ${stateFilter(sql`o.inbox_status = 'new'`, f)}
      order by o.paid_at, o.id limit ${n})`);
  }

  // A paid translation request not yet delivered.
  if (kindFilter("translation", null, f)) {
    out.push(sql`(select 'translation' as source, 'translation' as kind, t.id,
        (t.due_at - interval '48 hours') as since, t.due_at as due_at, t.status = 'new' as is_new,
        (select ord.user_id from orders ord where ord.id = t.order_id) as client_id, t.name as who, t.email, t.language, t.notes as preview
      from translation_requests t
      where t.status <> 'delivered'
        and ${afterCursor("translation", sql`t.due_at`, sql`t.id`, H48, c)}
        and ${timeFilters(sql`t.due_at`, H48, sql`t.due_at`, f, now)}
        and ${stateFilter(sql`t.status = 'new'`, f)}
      order by t.due_at, t.id limit ${n})`);
  }
  return out;
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

type Raw = {
  source: Source;
  kind: InboxKind;
  id: string;
  since: Date | string;
  since_text: string;
  due_at: Date | string;
  is_new: boolean;
  client_id: string | null;
  who: string | null;
  email: string | null;
  language: string | null;
  preview: string | null;
};

/** The statement the list runs (the bench prints its plan). */
export function inboxListSql(rawQuery: InboxQuery, now: Date): { statement: SQL; limit: number; filters: string } | null {
  const q = inboxQuerySchema.parse(rawQuery);
  const filters = filtersOf(q);
  const cursor = decodeCursor(q.cursor, filters);
  const parts = sourceQueries(q, cursor, now, q.limit);
  if (!parts.length) return null;
  const statement = sql`select u.*, u.since::text as since_text from (${sql.join(parts, sql` union all `)}) u
    order by u.since, array_position(array['contact','message','order','translation'], u.source), u.id limit ${q.limit + 1}`;
  return { statement, limit: q.limit, filters };
}

/** Name, balance and money owed of each client on the page: one query for the page. */
export async function clientFigures(db: DbOrTx, ids: string[]): Promise<Map<string, InboxClient & { email: string; language: string }>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: string; name: string; email: string; language: string; balance: string | null; owed: { amount: number; currency: string }[] | null }>(
    await db.execute(sql`
      select u.id, coalesce(nullif(${ownNameOf(sql`p.full_name`, sql`u.name`)}, ''), u.email) as name, u.email, coalesce(p.preferred_language, 'en') as language,
        (select b.prepaid_hours_balance from hours_balances b where b.user_id = u.id) as balance,
        (select json_agg(json_build_object('amount', x.amount, 'currency', x.currency) order by x.currency)
           from (select sum(r.amount)::int as amount, r.currency from payment_requests r where r.user_id = u.id and r.status = 'open' group by r.currency) x) as owed
      from "user" u left join profiles p on p.user_id = u.id
      where u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, email: r.email, language: r.language, balance: Number(r.balance ?? 0), owed: r.owed ?? [] }]));
}

/** One line for the list: a composed message's bold subject markers dropped, whitespace collapsed, 140 characters. */
const previewOf = (text: string) => {
  const flat = text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 140)}…` : flat;
};

const siteLanguage = (l: string | null | undefined): Locale => (pickLocale(l));
const iso = (v: Date | string) => new Date(v).toISOString();

export async function listInbox(db: DbOrTx, actor: Actor, rawQuery: InboxQuery, now: Date): Promise<InboxPage> {
  const built = inboxListSql(rawQuery, now);
  if (!built || !inboxPolicy.canSee(actor)) return { items: [], nextCursor: null };
  const rows = rowsOf<Raw>(await db.execute(built.statement));
  const more = rows.length > built.limit;
  const page = more ? rows.slice(0, built.limit) : rows;
  const clients = await clientFigures(db, [...new Set(page.flatMap((r) => (r.client_id ? [r.client_id] : [])))]);
  const items: InboxItem[] = page.map((r) => {
    const c = r.client_id ? clients.get(r.client_id) : undefined;
    return {
      kind: r.kind,
      id: r.id,
      since: iso(r.since),
      dueAt: iso(r.due_at),
      state: r.is_new ? "new" : "in_progress",
      from: r.who || c?.name || r.email || "",
      email: r.email ?? c?.email ?? null,
      language: siteLanguage(r.language ?? c?.language),
      preview: previewOf(r.preview ?? ""),
      client: c ? { id: c.id, name: c.name, balance: c.balance, owed: c.owed } : null,
    };
  });
  const last = page[page.length - 1];
  return { items, nextCursor: more && last ? encodeCursor({ since: last.since_text, source: last.source, id: last.id }, built.filters) : null };
}
