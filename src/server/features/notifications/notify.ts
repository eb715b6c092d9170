import { and, eq, or, sql } from "drizzle-orm";
import type { NotificationKind } from "../../../core/notifications";
import type { DbOrTx } from "../../db/client";
import { notifyChannel } from "../../db/notify";
import { notifications, user } from "../../db/schema";

export type NewNotification = {
  kind: NotificationKind;
  /** Small plain values the web needs to word it (task title, status, amount…). Never private document content. */
  data?: Record<string, string | number | null>;
  /** A path inside the app, e.g. /dashboard/messages. */
  link: string;
};

/**
 * Rings the bell of `userIds` inside the caller's transaction: the rows and the
 * `pg_notify` commit together (NOTIFY is delivered on commit, never for a rolled-back write),
 * so every instance's open SSE streams hear of it.
 */
export async function notifyUsers(tx: DbOrTx, userIds: string[], n: NewNotification, now: Date): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.insert(notifications).values(ids.map((userId) => ({ userId, kind: n.kind, data: n.data ?? {}, link: n.link, createdAt: now })));
  await notifyChannel(tx, ids);
}

/** Rings every administrator's bell (the operator's events: new tasks, messages, contact, paid orders…). */
export async function notifyAdmins(tx: DbOrTx, n: NewNotification, now: Date): Promise<void> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), or(eq(user.banned, false), sql`${user.banned} is null`)));
  await notifyUsers(
    tx,
    admins.map((a) => a.id),
    n,
    now,
  );
}

/**
 * Wakes the open streams of `userIds` without a new row (e.g. read in another tab: the
 * unread count changed). Delivered on commit, like notifyUsers.
 */
export async function signalUsers(tx: DbOrTx, userIds: string[]): Promise<void> {
  await notifyChannel(tx, userIds);
}
