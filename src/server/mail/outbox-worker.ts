import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, suppressedAddresses } from "../db/schema";
import type { Clock } from "../clock";
import type { MailAttachmentRef } from "../db/schema";
import type { MailFile, MailTransport } from "./transport";
import { periodic } from "../jobs/periodic";
import { bounceAddress, outgoingMessageId } from "./bounces";

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row stays hidden from other workers (a crashed worker's rows come back). */
  claimMs?: number;
  /** The reply mailbox's domain: a mail's envelope sender is bounce+<mail id>@ it, so its bounces come back there (mail/bounces.ts). */
  replyDomain?: string | null;
  /** Makes a mail's attachments when it is sent (features/payments/attachments.ts); without it, a mail that has some fails. */
  attach?: (refs: MailAttachmentRef[]) => Promise<MailFile[]>;
};

/**
 * Every mail the outbox sends is written by the site, not by a person at a keyboard: RFC 3834's
 * Auto-Submitted keeps autoresponders (out-of-office, vacation) from answering it, and Exchange and
 * Outlook honour X-Auto-Response-Suppress. A template's own value wins (a reply notice is
 * `auto-replied`).
 */
const AUTOMATIC = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

/** The start of an outbox row's `last_error` when it was not sent to a suppressed address; the bounce's reason follows. */
export const SUPPRESSED_PREFIX = "Not sent: the address is undeliverable: ";

/**
 * Mail the address's owner has just asked for on the site goes even to a suppressed address: the
 * newsletter's confirmation link is how a mailbox that works again is confirmed (and cleared).
 * If it bounces again, the address stays marked.
 */
const ASKED_FOR = new Set(["newsletterConfirm"]);

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease,
 * so any number of server instances can run this without sending a mail twice, and a
 * mail outage only delays mail: failed rows are retried with backoff until maxAttempts.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const batchSize = opts.batchSize ?? 10;
  const maxAttempts = opts.maxAttempts ?? 10;
  const claimMs = opts.claimMs ?? 120_000;
  async function claim() {
    const now = opts.clock.now();
    const due = opts.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.seq))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return opts.db
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + claimMs) })
      .where(inArray(outbox.id, due))
      .returning();
  }

  function attachmentsOf(refs: MailAttachmentRef[]): Promise<MailFile[]> {
    if (!opts.attach) throw new Error("this worker cannot make the mail's attachments");
    return opts.attach(refs);
  }

  /** Why `to` gets no more mail (a hard bounce), or null. */
  async function suppressedReason(to: string): Promise<string | null> {
    const [hit] = await opts.db.select({ reason: suppressedAddresses.reason }).from(suppressedAddresses).where(eq(suppressedAddresses.address, to.trim().toLowerCase()));
    return hit?.reason ?? null;
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      const attempts = row.attempts + 1;
      const undeliverable = ASKED_FOR.has(row.template) ? null : await suppressedReason(row.to);
      if (undeliverable !== null) {
        // Never sent and never retried: the address bounced hard; the row says why.
        await opts.db
          .update(outbox)
          .set({ status: "suppressed", lockedUntil: null, lastError: `${SUPPRESSED_PREFIX}${undeliverable}`.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
        opts.log.warn({ mailId: row.id }, "mail not sent: the address is undeliverable");
        continue;
      }
      try {
        // An appointment's invite travels as the mail's calendar part (the transport also attaches it as invite.ics).
        const invite = row.attachments.find((r) => r.kind === "invite");
        const files = row.attachments.filter((r) => r.kind !== "invite");
        const attachments = files.length ? await attachmentsOf(files) : undefined;
        await opts.transport.send({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: { ...AUTOMATIC, "Message-ID": outgoingMessageId(row.id, opts.from), ...row.headers },
          envelopeFrom: opts.replyDomain ? bounceAddress(row.id, opts.replyDomain) : undefined,
          attachments,
          ...(invite ? { calendar: { method: invite.method, ics: invite.ics } } : {}),
        });
        await opts.db
          .update(outbox)
          .set({ status: "sent", attempts, sentAt: opts.clock.now(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        const dead = attempts >= maxAttempts;
        const message = err instanceof Error ? err.message : String(err);
        await opts.db
          .update(outbox)
          .set({
            status: dead ? "dead" : "pending",
            attempts,
            lastError: message.slice(0, 1000),
            lockedUntil: null,
            nextAttemptAt: new Date(opts.clock.now().getTime() + backoffMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
        // Called as methods: a real logger (pino) reads its own state through `this`.
        if (dead) opts.log.error({ mailId: row.id, attempts, err: message }, "mail given up");
        else opts.log.warn({ mailId: row.id, attempts, err: message }, "mail send failed, will retry");
      }
    }
    return rows.length;
  }

  const loop = periodic("outbox worker", runOnce, opts.log, (sent) => sent >= batchSize);
  return {
    runOnce,
    /** Polls every `intervalMs`; a full batch is followed at once by the next. */
    start: (intervalMs: number) => loop.start(intervalMs, 0),
    stop: loop.stop,
  };
}
