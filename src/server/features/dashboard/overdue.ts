import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { DUE_LINKS, type DueKind } from "../../../core/dashboard";
import type { BatchJobOptions } from "../../jobs/batch-job";
import type { DbOrTx } from "../../db/client";
import { contactSubmissions, messages, profiles, translationRequests, user } from "../../db/schema";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { notifyAdmins } from "../notifications";
import { contactDue, messageDue, openContact, openMessage, openTranslation, translationDue } from "../../sla/promises";
import { clientNameSql } from "../../db/client-name";

export type OverdueOptions = BatchJobOptions & {
  /** Where the operator's notifications go (Settings → Business), read at each run. */
  operatorEmail: () => string;
  publicUrl: string;
};

type Claimed = { id: string; who: string; dueAt: Date };

/** The due time has passed. */
const pastDue = (due: SQL, now: Date) => sql`${due} < ${now.toISOString()}::timestamptz`;

/** Keys of the transaction-level advisory lock each kind's pass holds (two ints: this job, the kind). */
const LOCK_KEY = 0x0d0e;
const KIND_KEY: Record<DueKind, number> = { contact: 1, message: 2, translation: 3 };

/**
 * One instance at a time per kind: the others skip this pass (the next minute's will do).
 * Row locks alone would let two instances claim two messages of one conversation and both
 * write; the lock makes "told once" independent of how rows are grouped.
 */
async function claimKind(tx: DbOrTx, kind: DueKind): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, ${KIND_KEY[kind]}) as ok`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { ok: boolean }[] }).rows) as { ok: boolean }[];
  return rows[0]?.ok === true;
}

/** The two kinds whose rows are promises one by one: their table, due time and "still open". */
const REQUEST_KINDS = {
  contact: { table: contactSubmissions, due: contactDue, open: openContact },
  translation: { table: translationRequests, due: translationDue, open: openTranslation },
};

/**
 * When a promise passes its due time, the operator gets exactly one email
 * and a bell notification. Each kind's pass holds a transaction advisory lock (one instance
 * at a time), claims rows with FOR UPDATE SKIP LOCKED and marks overdue_notified_at in the
 * same transaction as the mail and the bell rows, so two instances (or two runs) never
 * notify twice, and a failed run notifies nobody.
 */
export function createOverdueJob(opts: OverdueOptions) {
  const batchSize = opts.batchSize ?? 100;

  async function notify(tx: DbOrTx, kind: DueKind, items: Claimed[], now: Date) {
    if (items.length === 0) return;
    const operatorEmail = opts.operatorEmail();
    const lang = await operatorMailLang(tx, operatorEmail);
    const link = DUE_LINKS[kind];
    for (const item of items) {
      await enqueueMail(tx, { template: "itemOverdue", to: operatorEmail, data: { lang, kind, who: item.who, dueAt: item.dueAt.toISOString(), link: `${opts.publicUrl}${link}` } }, now);
      await notifyAdmins(tx, { kind: "item_overdue", data: { item: kind, id: item.id, who: item.who, dueAt: item.dueAt.toISOString() }, link }, now);
    }
    opts.log.info({ kind, count: items.length }, "overdue: operator notified");
  }

  /**
   * A contact submission or a translation request is its own promise: each overdue row tells
   * the operator once, by the sender's name.
   */
  async function requestsOnce(kind: "contact" | "translation", now: Date): Promise<number> {
    const { table, due: dueAt, open } = REQUEST_KINDS[kind];
    return opts.db.transaction(async (tx) => {
      if (!(await claimKind(tx, kind))) return 0;
      const due = await tx
        .select({ id: table.id, who: table.name, dueAt })
        .from(table)
        .where(and(open, isNull(table.overdueNotifiedAt), pastDue(dueAt, now)))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length) await tx.update(table).set({ overdueNotifiedAt: now }).where(inArray(table.id, due.map((d) => d.id)));
      await notify(tx, kind, due, now);
      return due.length;
    });
  }

  /**
   * A conversation is one promise: the first overdue message of a client tells the operator
   * once, and marks every unanswered message of that conversation as told, so a burst of
   * messages sends one email, not one each.
   */
  async function messagesOnce(now: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      if (!(await claimKind(tx, "message"))) return 0;
      const due = await tx
        .select({ id: messages.id, userId: messages.userId, dueAt: messageDue })
        .from(messages)
        .where(and(openMessage, isNull(messages.overdueNotifiedAt), pastDue(messageDue, now)))
        .orderBy(messageDue)
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      const clientIds = [...new Set(due.map((d) => d.userId))];
      await tx
        .update(messages)
        .set({ overdueNotifiedAt: now })
        .where(and(openMessage, isNull(messages.overdueNotifiedAt), inArray(messages.userId, clientIds)));
      const names = await tx
        .select({ id: user.id, name: clientNameSql, email: user.email })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(inArray(user.id, clientIds));
      const nameOf = (id: string) => {
        const n = names.find((r) => r.id === id);
        return n?.name ?? "";
      };
      // The oldest overdue message (first in due order) stands for its conversation.
      const items = clientIds.map((id) => ({ id, who: nameOf(id), dueAt: due.find((d) => d.userId === id)!.dueAt }));
      await notify(tx, "message", items, now);
      return due.length;
    });
  }

  /** One pass over the three kinds; answers how many items became overdue (a full batch: run again). */
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    return (await requestsOnce("contact", now)) + (await messagesOnce(now)) + (await requestsOnce("translation", now));
  }

  return { runOnce };
}
