import { sql } from "drizzle-orm";
import { type Conversation, type ConversationFilter, type ConversationListPage, type ConversationRow, messagePreview } from "../../../core/messages";
import type { DbOrTx } from "../../db/client";
import { ownNameOf } from "../../db/client-name";
import type { Actor } from "../../http/access";
import { decodeCursor, encodeCursor } from "../../http/keyset";
import { messagePolicy } from "../../policies/message";
import { clientOf, markConversationOpened, messagesOfConversation } from "./store";

type Raw = {
  user_id: string;
  id: string;
  created_at: Date | string;
  cursor_at: string;
  sender: "client" | "admin";
  content: string;
  attachments: number | string;
  unread: number | string;
  waiting_since: Date | string | null;
  due_at: Date | string | null;
  name: string;
  email: string;
};

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Per client: their last message, unread client messages, the oldest unanswered one and its due time. */
const conversationsSql = sql`
  with last as (
    select distinct on (m.user_id) m.user_id, m.id, m.created_at, m.sender, m.content
    from messages m
    order by m.user_id, m.created_at desc, m.id desc
  ), agg as (
    select user_id,
      count(*) filter (where sender = 'client' and not is_read) as unread,
      min(created_at) filter (where sender = 'client' and answered_at is null) as waiting_since,
      min(due_at) filter (where sender = 'client' and answered_at is null) as due_at
    from messages group by user_id
  )
  select last.user_id, last.id, last.created_at, last.created_at::text as cursor_at, last.sender, last.content,
    (select count(*) from documents d where d.message_id = last.id) as attachments,
    agg.unread, agg.waiting_since, agg.due_at,
    coalesce(nullif(${ownNameOf(sql`p.full_name`, sql`u.name`)}, ''), u.email) as name, u.email
  from last
  join agg on agg.user_id = last.user_id
  join "user" u on u.id = last.user_id
  left join profiles p on p.user_id = last.user_id`;

const FILTER = {
  all: sql`true`,
  unread: sql`agg.unread > 0`,
  waiting: sql`agg.waiting_since is not null`,
} satisfies Record<ConversationFilter, unknown>;

function toRow(r: Raw): ConversationRow {
  return {
    id: r.user_id,
    client: { id: r.user_id, name: r.name, email: r.email },
    last: { id: r.id, sender: r.sender, preview: messagePreview(r.content), createdAt: iso(r.created_at)!, attachments: Number(r.attachments) },
    unread: Number(r.unread),
    waitingSince: iso(r.waiting_since),
    dueAt: iso(r.due_at),
  };
}

/**
 * The operator's Messages: one row per client's conversation, the newest
 * activity first, keyset-paged on the last message; counts for the status buttons.
 */
export async function listConversations(db: DbOrTx, actor: Actor, query: { status: ConversationFilter; cursor?: string; limit: number }): Promise<ConversationListPage> {
  const cursor = decodeCursor(query.cursor);
  const after = cursor ? sql`(last.created_at, last.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql`true`;
  const [rows, counts] = await Promise.all([
    db.execute(sql`${conversationsSql} where ${FILTER[query.status]} and ${after} order by last.created_at desc, last.id desc limit ${query.limit + 1}`),
    db.execute(sql`
      select count(*) as all, count(*) filter (where unread > 0) as unread, count(*) filter (where waiting_since is not null) as waiting
      from (select user_id, count(*) filter (where sender = 'client' and not is_read) as unread,
              min(created_at) filter (where sender = 'client' and answered_at is null) as waiting_since
            from messages group by user_id) c`),
  ]);
  const raw = rowsOf<Raw>(rows);
  const more = raw.length > query.limit;
  const page = more ? raw.slice(0, query.limit) : raw;
  const last = page[page.length - 1];
  const [c] = rowsOf<{ all: number | string; unread: number | string; waiting: number | string }>(counts);
  return {
    items: page.map(toRow),
    nextCursor: more && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
    counts: { all: Number(c?.all ?? 0), unread: Number(c?.unread ?? 0), waiting: Number(c?.waiting ?? 0) },
    abilities: { canCompose: messagePolicy.canCompose(actor) },
  };
}

/** How many messages a thread shows at most (the newest); a conversation longer than this is rare. */
export const THREAD_LIMIT = 500;

/** One client's whole conversation, oldest first; opening it marks the client's messages read. Null for an unknown client. */
export async function openConversation(db: DbOrTx, actor: Actor, clientId: string, now: Date): Promise<Conversation | null> {
  const client = await clientOf(db, clientId);
  if (!client) return null;
  await markConversationOpened(db, actor, clientId, now);
  const items = await messagesOfConversation(db, actor, clientId, THREAD_LIMIT);
  return {
    // Shown by the same name as in the list: the email when the client has none.
    client: { id: client.id, name: client.name || client.email, email: client.email },
    items,
    // A reply answers one of the conversation's messages: with none yet, Compose New writes first.
    abilities: { canReply: items.length > 0 && messagePolicy.canReply(actor, { userId: clientId }) },
  };
}
