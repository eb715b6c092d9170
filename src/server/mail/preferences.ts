import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, type NotificationKind } from "../../core/settings";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";

const COLUMN = {
  email: "notifyEmail",
  taskUpdates: "notifyTaskUpdates",
  documentUpdates: "notifyDocumentUpdates",
  paymentReceipts: "notifyPaymentReceipts",
  promotions: "notifyPromotions",
} as const satisfies Record<NotificationKind, keyof typeof profiles.$inferSelect>;

/**
 * Whether a member wants a non-essential email of this kind (Settings → Notification
 * Preferences). "email" is the master switch: off means no optional mail at all.
 * Security mail (verification, password reset) never asks: it always goes.
 *
 *   if (await wantsEmail(tx, userId, "taskUpdates")) await enqueueMail(tx, { … }, now);
 */
export async function wantsEmail(db: DbOrTx, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) return DEFAULT_SETTINGS.notifications.email && DEFAULT_SETTINGS.notifications[kind];
  return row.notifyEmail && row[COLUMN[kind]];
}
