import { and, eq, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { BatchJobOptions } from "../jobs/batch-job";
import { outbox } from "../db/schema";

const DAY_MS = 24 * 3600 * 1000;

export type OutboxPurgeOptions = BatchJobOptions & {
  /** OUTBOX_RETENTION_DAYS: how long a sent (or given-up) mail keeps its content. */
  retentionDays: number;
};

/**
 * A rendered email holds personal content: the recipient, names, messages, and links that
 * sign someone in or reset a password. The outbox needs it only until the mail is sent;
 * `retentionDays` later (a window to look into a complaint) the row keeps its template,
 * subject, status and dates, and loses recipient, body, headers and last error.
 */
export function createOutboxPurge(opts: OutboxPurgeOptions) {
  const batchSize = opts.batchSize ?? 500;

  async function runOnce(): Promise<number> {
    const cutoff = new Date(opts.clock.now().getTime() - opts.retentionDays * DAY_MS);
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            ne(outbox.to, ""),
            or(and(eq(outbox.status, "sent"), lte(outbox.sentAt, cutoff)), and(inArray(outbox.status, ["dead", "suppressed"]), lte(outbox.createdAt, cutoff))),
          ),
        )
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (!due.length) return 0;
      await tx
        .update(outbox)
        .set({ to: "", html: "", text: "", headers: sql`'{}'::jsonb`, lastError: null })
        .where(
          inArray(
            outbox.id,
            due.map((r) => r.id),
          ),
        );
      opts.log.info({ count: due.length }, "outbox: purged the content of old mail");
      return due.length;
    });
  }

  return { runOnce };
}
