import { desc, eq, inArray } from "drizzle-orm";
import {
  SUBSCRIBER_NOT_FOUND,
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  subscriberListQuerySchema,
  type SubscriberPage,
  type SubscriberRow,
} from "../../../core/newsletter";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { countByStatus } from "../../db/status-counts";
import { newsletterSubscribers as N } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { decodeCursor, isUuid, keysetOrder, keysetPage } from "../../http/keyset";
import { undeliverableAddresses } from "../../mail/suppression";
import type { Undeliverable } from "../../../core/email-address";

/** The operator's list: pending and confirmed addresses (an unsubscribed one is no longer on the list). */
const onList = inArray(N.status, [...SUBSCRIBER_STATUSES]);
const byStatus = (status: "all" | SubscriberRow["status"]) => (status === "all" ? onList : eq(N.status, status));

function toRow(r: typeof N.$inferSelect, undeliverable: Map<string, Undeliverable>): SubscriberRow {
  return {
    id: r.id,
    email: r.email,
    status: r.status === "confirmed" ? "confirmed" : "pending",
    language: r.language,
    subscribedAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    undeliverable: undeliverable.get(r.email.toLowerCase()) ?? null,
  };
}

export async function listSubscribers(db: DbOrTx, rawQuery: SubscriberListQuery): Promise<SubscriberPage> {
  const q = subscriberListQuerySchema.parse(rawQuery);
  const cursor = decodeCursor(q.cursor);
  const filter = byStatus(q.status);
  const order = keysetOrder(N.createdAt, N.id, cursor, "desc");
  const page = await keysetPage((cursorAt) => db.select({ row: N, id: N.id, cursorAt }).from(N), order, filter, q.limit);
  const n = await countByStatus(db, N, N.status, onList);
  const bounced = await undeliverableAddresses(
    db,
    page.rows.map((r) => r.row.email),
  );
  return {
    items: page.rows.map((r) => toRow(r.row, bounced)),
    nextCursor: page.nextCursor,
    counts: { all: n.of("pending") + n.of("confirmed"), pending: n.of("pending"), confirmed: n.of("confirmed") },
  };
}

/** Every listed row for the CSV, newest first (a newsletter list stays small: one query). */
export async function allSubscribers(db: DbOrTx, status: "all" | SubscriberRow["status"]): Promise<SubscriberRow[]> {
  const rows = await db.select().from(N).where(byStatus(status)).orderBy(desc(N.createdAt), desc(N.id));
  const bounced = await undeliverableAddresses(
    db,
    rows.map((r) => r.email),
  );
  return rows.map((r) => toRow(r, bounced));
}

/** Deletes the address (pending, confirmed or unsubscribed) with its audit row, in one transaction. */
export async function removeSubscriber(db: DbOrTx, actorId: string, id: string, now: Date): Promise<void> {
  const notFound = () => new HttpError(404, "not_found", SUBSCRIBER_NOT_FOUND);
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(N).where(eq(N.id, id)).returning();
    if (!gone) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: "newsletter.subscriber_removed",
      entity: "newsletter_subscriber",
      entityId: gone.id,
      before: { email: gone.email, status: gone.status, language: gone.language },
      at: now,
    });
  });
}
