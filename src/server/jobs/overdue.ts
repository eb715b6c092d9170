import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { DUE_LINKS, type DueKind } from "../../core/dashboard";
import type { Clock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import { contactSubmissions, messages, profiles, translationRequests, user } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { notifyAdmins } from "../notifications/notify";
import { contactDue, messageDue, openContact, openMessage, openTranslation, translationDue } from "../sla/promises";
import { clientNameSql } from "../storage/document-records";

export type OverdueOptions = {
  db: Db;
  clock: Clock;
  operatorEmail: string;
  publicUrl: string;
  log: { info(o: object, m: string): void };
  batchSize?: number;
};

type Claimed = { id: string; who: string; dueAt: Date };

/** The due time has passed. */
const pastDue = (due: SQL, now: Date) => sql`${due} < ${now.toISOString()}::timestamptz`;

/** "2026-11-22 10:00 UTC", as the operator's other emails write times. */
const utc = (d: Date) => `${d.toISOString().replace("T", " ").slice(0, 16)} UTC`;

/**
 * When a promise passes its due time (DESIGN §1.21), the operator gets exactly one email
 * and a bell notification. Rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * overdue_notified_at in the same transaction as the mail and the bell rows, so two
 * instances (or two runs) never notify twice, and a failed run notifies nobody.
 */
export function createOverdueJob(opts: OverdueOptions) {
  const batchSize = opts.batchSize ?? 100;

  /** The operator's language: their account's preferred language when OPERATOR_EMAIL is an account, else English. */
  async function operatorLang(tx: DbOrTx): Promise<"en" | "bg"> {
    const [r] = await tx
      .select({ lang: profiles.preferredLanguage })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.email, opts.operatorEmail.toLowerCase()));
    return r?.lang === "bg" ? "bg" : "en";
  }

  async function notify(tx: DbOrTx, kind: DueKind, items: Claimed[], now: Date) {
    if (items.length === 0) return;
    const lang = await operatorLang(tx);
    const link = DUE_LINKS[kind];
    for (const item of items) {
      await enqueueMail(tx, { template: "itemOverdue", to: opts.operatorEmail, data: { lang, kind, who: item.who, dueAt: utc(item.dueAt), link: `${opts.publicUrl}${link}` } }, now);
      await notifyAdmins(tx, { kind: "item_overdue", data: { item: kind, id: item.id, who: item.who, dueAt: item.dueAt.toISOString() }, link }, now);
    }
    opts.log.info({ kind, count: items.length }, "overdue: operator notified");
  }

  async function contactOnce(now: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: contactSubmissions.id, who: contactSubmissions.name, dueAt: contactDue })
        .from(contactSubmissions)
        .where(and(openContact, isNull(contactSubmissions.overdueNotifiedAt), pastDue(contactDue, now)))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length) await tx.update(contactSubmissions).set({ overdueNotifiedAt: now }).where(inArray(contactSubmissions.id, due.map((d) => d.id)));
      await notify(tx, "contact", due, now);
      return due.length;
    });
  }

  async function messagesOnce(now: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: messages.id, userId: messages.userId, dueAt: messageDue })
        .from(messages)
        .where(and(openMessage, isNull(messages.overdueNotifiedAt), pastDue(messageDue, now)))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      await tx.update(messages).set({ overdueNotifiedAt: now }).where(inArray(messages.id, due.map((d) => d.id)));
      const names = await tx
        .select({ id: user.id, name: clientNameSql, email: user.email })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(inArray(user.id, [...new Set(due.map((d) => d.userId))]));
      const nameOf = (id: string) => {
        const n = names.find((r) => r.id === id);
        return n ? (n.name === "Unknown" ? n.email : n.name) : "";
      };
      await notify(tx, "message", due.map((d) => ({ id: d.id, who: nameOf(d.userId), dueAt: d.dueAt })), now);
      return due.length;
    });
  }

  async function translationsOnce(now: Date): Promise<number> {
    return opts.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: translationRequests.id, who: translationRequests.name, dueAt: translationDue })
        .from(translationRequests)
        .where(and(openTranslation, isNull(translationRequests.overdueNotifiedAt), pastDue(translationDue, now)))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length) await tx.update(translationRequests).set({ overdueNotifiedAt: now }).where(inArray(translationRequests.id, due.map((d) => d.id)));
      await notify(tx, "translation", due, now);
      return due.length;
    });
  }

  /** One pass over the three kinds; answers how many items became overdue (a full batch: run again). */
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    return (await contactOnce(now)) + (await messagesOnce(now)) + (await translationsOnce(now));
  }

  return { runOnce };
}
