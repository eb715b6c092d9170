import { sql } from "drizzle-orm";
import { type Conversation, type ConversationFilter, type ConversationListPage, type ConversationRow, messagePreview } from "../../../core/messages";
import type { DbOrTx } from "../../db/client";
import { ownNameOf } from "../../db/client-name";
import type { Actor } from "../../http/access";
import { decodeCursor, encodeCursor } from "../../http/keyset";
import { boundedCount } from "../../db/bounded-count";
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

/**
 * Per client: their last message, unread client messages, the oldest unanswered one and its
 * due time — one trigger-kept conversation_summaries row each; the page joins its own rows'
 * last message, client and attachments.
 */
const conversationsSql = sql`
  select s.user_id, m.id, m.created_at, s.last_at::text as cursor_at, m.sender, m.content,
    (select count(*) from documents d where d.message_id = m.id) as attachments,
    s.unread, s.waiting_since, s.due_at,
    coalesce(nullif(${ownNameOf(sql`p.full_name`, sql`u.name`)}, ''), u.email) as name, u.email
  from conversation_summaries s
  join messages m on m.id = s.last_message_id
  join "user" u on u.id = s.user_id
  left join profiles p on p.user_id = s.user_id`;

/** Each filter matches one of the summaries' indexes (a partial one for Unread and Waiting). */
const FILTER = {
  all: sql`true`,
  unread: sql`s.unread > 0`,
  waiting: sql`s.waiting_since is not null`,
} satisfies Record<ConversationFilter, unknown>;

/** The status buttons' counts: conversations, up to the bound (the summaries' indexes stop there). */
const countOf = (db: DbOrTx, filter: ConversationFilter) => boundedCount(db, sql`select 1 from conversation_summaries s where ${FILTER[filter]}`);

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
  const after = cursor ? sql`(s.last_at, s.last_message_id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql`true`;
  const [rows, all, unread, waiting] = await Promise.all([
    db.execute(sql`${conversationsSql} where ${FILTER[query.status]} and ${after} order by s.last_at desc, s.last_message_id desc limit ${query.limit + 1}`),
    countOf(db, "all"),
    countOf(db, "unread"),
    countOf(db, "waiting"),
  ]);
  const raw = rowsOf<Raw>(rows);
  const more = raw.length > query.limit;
  const page = more ? raw.slice(0, query.limit) : raw;
  const last = page[page.length - 1];
  return {
    items: page.map(toRow),
    nextCursor: more && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
    counts: { all, unread, waiting },
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
