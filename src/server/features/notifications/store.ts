import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Notification, NotificationList } from "../../../core/notifications";
import type { Db, DbOrTx } from "../../db/client";
import { notifications } from "../../db/schema";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { signalUsers } from "../../notifications/notify";
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
 * The actor's rows from `since` (minus the late window; all when null), newest first, at most
 * STREAM_BATCH: the stream drops those it already sent.
 */
export async function recentNotifications(db: DbOrTx, actor: Actor, since: string | null) {
  return rowsOf(db, actor, since ? sql`${notifications.createdAt} >= ${since}::timestamptz - ${LATE_WINDOW}` : undefined).limit(STREAM_BATCH);
}
