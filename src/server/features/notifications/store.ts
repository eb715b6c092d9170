import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Notification, NotificationList } from "../../../core/notifications";
import { batched, perDatabase } from "../../db/batched";
import type { Db, DbOrTx } from "../../db/client";
import { notifications } from "../../db/schema";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { signalUsers } from "./notify";
import { notificationPolicy } from "../../policies/notification";

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  data: notifications.data,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  cursorAt: cursorText(notifications.createdAt),
};

type Row = { id: string; kind: Notification["kind"]; data: Notification["data"]; link: string; readAt: Date | null; createdAt: Date; cursorAt: string };

export const toNotification = (r: Row): Notification => ({
  id: r.id,
  kind: r.kind,
  data: r.data ?? {},
  link: r.link,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const rowsOf = (db: DbOrTx, actor: Actor, where?: SQL) =>
  db
    .select(columns)
    .from(notifications)
    .where(and(notificationPolicy.scope(actor), where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));

/** The bell's unread count: an index-only count on the partial index notifications_unread_idx. */
export async function unreadCount(db: DbOrTx, actor: Actor): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(notificationPolicy.scope(actor), isNull(notifications.readAt)));
  return Number(r?.n ?? 0);
}

/** One page, newest first (keyset on created_at, id: page 50 costs what page 1 costs). */
export async function listNotifications(db: DbOrTx, actor: Actor, query: { cursor?: string; limit: number }): Promise<NotificationList> {
  const cursor = decodeCursor(query.cursor);
  const [rows, unread] = await Promise.all([
    rowsOf(db, actor, cursor ? afterCursor(notifications.createdAt, notifications.id, cursor) : undefined).limit(query.limit + 1),
    unreadCount(db, actor),
  ]);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(toNotification), nextCursor: page.nextCursor, unreadCount: unread };
}

/**
 * Marks one of the actor's notifications read (again: no change). Null when it is not the
 * actor's (or does not exist). The actor's other tabs hear of the new count.
 */
export async function markRead(db: Db, actor: Actor, id: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ readAt: notifications.readAt }).from(notifications).where(and(notificationPolicy.scope(actor), eq(notifications.id, id)));
    if (!found) return null;
    if (!found.readAt) {
      await tx.update(notifications).set({ readAt: now }).where(and(notificationPolicy.scope(actor), eq(notifications.id, id), isNull(notifications.readAt)));
      await signalUsers(tx, [actor.userId]);
    }
    return unreadCount(tx, actor);
  });
}

export async function markAllRead(db: Db, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(notificationPolicy.scope(actor), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length) await signalUsers(tx, [actor.userId]);
    return marked.length;
  });
}

/** What a stream sends on a wake-up: how far back it looks for rows committed late (app clocks differ, commits lag). */
const LATE_WINDOW = sql`interval '1 minute'`;
const STREAM_BATCH = 50;

/**
 * A stream's rows: its actor's from `since` (minus the late window; all when null), newest
 * first, at most STREAM_BATCH; the stream drops those it already sent.
 */
/** The same rows for every stream woken in one turn, each from its own `since` (one query for all, then their rows). */
const recentForStreams = perDatabase((db: DbOrTx) =>
  batched(async (keys: { userId: string; since: string | null }[]) => {
    const list = <T>(values: T[], type: SQL) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${type}`;
    // Each stream's newest STREAM_BATCH ids since its own `since` (its user's rows only: the
    // policy's scope, applied by the join on user_id), ranked within the stream.
    const ranked = await db.execute(sql`
      select k::int as k, id::text as id, rn::int as rn from (
        select w.k, n.id, row_number() over (partition by w.k order by n.created_at desc, n.id desc) as rn
        from unnest(${list(keys.map((k) => k.userId), sql`text[]`)}, ${list(keys.map((k) => k.since), sql`text[]`)}) with ordinality as w(user_id, since, k)
        join ${notifications} n on n.user_id = w.user_id and (w.since is null or n.created_at >= w.since::timestamptz - ${LATE_WINDOW})
      ) ranked where rn <= ${STREAM_BATCH}`);
    const hits = (ranked as unknown as { rows: { k: number; id: string; rn: number }[] }).rows;
    const ids = [...new Set(hits.map((h) => h.id))];
    const rows = ids.length ? await db.select(columns).from(notifications).where(inArray(notifications.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Grouped in one pass: filtering every hit once per stream cost 1,000 × 6,000 comparisons
    // (≈50 ms of a blocked event loop) in a fan-out to 1,000 streams (bench/stream-fanout.ts).
    const byStream = new Map<number, typeof hits>();
    for (const h of hits) {
      const k = Number(h.k);
      const list = byStream.get(k);
      if (list) list.push(h);
      else byStream.set(k, [h]);
    }
    return keys.map((_, i) =>
      (byStream.get(i + 1) ?? [])
        .sort((a, b) => a.rn - b.rn)
        .flatMap((h) => byId.get(h.id) ?? []),
    );
  }),
);

/** The unread counts of every stream woken in one turn, in one grouped count. */
const unreadForStreams = perDatabase((db: DbOrTx) =>
  batched(async (userIds: string[]) => {
    const users = [...new Set(userIds)];
    const rows = await db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, users), isNull(notifications.readAt)))
      .groupBy(notifications.userId);
    const by = new Map(rows.map((r) => [r.userId, Number(r.n)]));
    return userIds.map((u) => by.get(u) ?? 0);
  }),
);

/**
 * What a live stream reads on a wake-up: the actor's rows since `since` (as
 * recentNotifications) and their unread count (as unreadCount). Streams woken in the same turn
 * read together (db/batched.ts): a notice to a thousand open streams costs three queries.
 */
export const streamRead = (db: DbOrTx, actor: Actor, since: string | null) =>
  Promise.all([recentForStreams(db)({ userId: actor.userId, since }), unreadForStreams(db)(actor.userId)]);
