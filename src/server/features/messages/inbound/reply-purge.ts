import { inArray, lt, sql } from "drizzle-orm";
import type { BatchJobOptions } from "../../../jobs/batch-job";
import { inboundEmails, replyTokens } from "../../../db/schema";

/**
 * Reply by email keeps two kinds of rows that only matter for a while: reply tokens past their
 * expiry (a reply to them is dropped anyway, by the same check whether the row is there or not —
 * it is then "unknown" rather than "expired"), and the record of each inbound email, which is
 * what makes a refetch a no-op: an IMAP mailbox hands a message over again only until it is
 * marked seen, minutes at most, so INBOUND_KEEP_DAYS is a wide margin. Both hold addresses.
 */
export const INBOUND_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

export function createReplyPurge(opts: BatchJobOptions) {
  const batchSize = opts.batchSize ?? 500;
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const tokens = await opts.db
      .delete(replyTokens)
      .where(inArray(replyTokens.id, opts.db.select({ id: replyTokens.id }).from(replyTokens).where(lt(replyTokens.expiresAt, now)).limit(batchSize)))
      .returning({ id: replyTokens.id });
    const cutoff = new Date(now.getTime() - INBOUND_KEEP_DAYS * DAY_MS);
    const inbound = await opts.db
      .delete(inboundEmails)
      .where(inArray(inboundEmails.id, opts.db.select({ id: inboundEmails.id }).from(inboundEmails).where(sql`${inboundEmails.receivedAt} < ${cutoff.toISOString()}::timestamptz`).limit(batchSize)))
      .returning({ id: inboundEmails.id });
    const n = tokens.length + inbound.length;
    if (n) opts.log.info({ tokens: tokens.length, inbound: inbound.length }, "reply by email: purged expired records");
    return n;
  }
  return { runOnce };
}
