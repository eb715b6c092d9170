import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ts, uuidId } from "./columns";
import { outbox } from "./outbox";

/**
 * Addresses mail cannot reach (docs/decisions/0036-mail-delivery-and-bounces.md): a hard bounce that
 * names an address AND a mail we sent it puts the address here; the outbox worker then sends it
 * nothing more (the mail is marked `suppressed` with this reason). Keyed by the lower-cased
 * address, so a member's new address is not concerned; a new double opt-in or the operator clears it.
 */
export const suppressedAddresses = pgTable("suppressed_addresses", {
  id: uuidId(),
  /** Lower-cased. */
  address: text("address").notNull().unique(),
  /** What the receiving server said: the status code and its diagnostic, at most 500 characters. */
  reason: text("reason").notNull(),
  /** The mail that bounced (null once the outbox has purged it). */
  outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
  /** The bounce's Message-ID (or hash): one bounce counts once. */
  bounceKey: text("bounce_key").notNull(),
  createdAt: ts("created_at").notNull(),
});
