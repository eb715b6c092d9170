import { and, asc, eq, sql } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "../../../core/payments";
import { SITE_CURRENCY } from "../../../core/money";
import { euroSumSql } from "./euro";
import { type OpenRequest, RECEIVABLE_MESSAGES, REMIND_GAP_MS, receivablesContract } from "../../../core/receivables";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { paymentRequests, profiles, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, said } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { sendReminder } from "./reminders";
import { paymentRequestPolicy } from "../../policies/payment";
import { clientNameSql } from "../../db/client-name";
import { notOpen } from "./request-checkout";

const DAY_MS = 86_400_000;

function openRows(db: DbOrTx, actor: Actor, id?: string) {
  return db
    .select({
      request: paymentRequests,
      taskTitle: tasks.title,
      clientName: clientNameSql,
      clientEmail: user.email,
    })
    .from(paymentRequests)
    .innerJoin(user, eq(user.id, paymentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentRequests.userId))
    .leftJoin(tasks, eq(tasks.id, paymentRequests.taskId))
    .where(and(paymentRequestPolicy.scope(actor), eq(paymentRequests.status, "open"), id ? eq(paymentRequests.id, id) : undefined))
    .orderBy(asc(paymentRequests.dueAt), asc(paymentRequests.id));
}

const toOpenRequest = (r: Awaited<ReturnType<typeof openRows>>[number], now: Date): OpenRequest => ({
  id: r.request.id,
  clientId: r.request.userId,
  client: { id: r.request.userId, name: r.clientName, email: r.clientEmail },
  amount: r.request.amount,
  currency: r.request.currency,
  description: r.request.description,
  task: r.request.taskId ? { id: r.request.taskId, title: r.taskTitle ?? "" } : null,
  status: r.request.status,
  createdAt: r.request.createdAt.toISOString(),
  dueAt: r.request.dueAt.toISOString(),
  paidAt: null,
  paymentId: null,
  ageDays: Math.max(0, Math.floor((now.getTime() - r.request.createdAt.getTime()) / DAY_MS)),
  overdue: now >= r.request.dueAt,
  remindersSent: r.request.remindersSent,
  lastRemindedAt: r.request.lastRemindedAt?.toISOString() ?? null,
});

/** Receivables: the operator's open requests, their totals, and Remind. */
export async function receivablesRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  route.from(receivablesContract.openRequests, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const now = clock.now();
    const rows = await openRows(db, req.actor);
    // One sum in euro, any request still in BGN converted by the rule (docs/decisions/0033-euro.md).
    const open = euroSumSql(paymentRequests.amount, paymentRequests.currency);
    const [t] = await db
      .select({ eur: open.eur, bgn: open.bgn, count: sql<number>`count(*)::int` })
      .from(paymentRequests)
      .where(and(paymentRequestPolicy.scope(req.actor), eq(paymentRequests.status, "open")));
    const totals = t?.count ? [{ currency: SITE_CURRENCY, amount: Number(t.eur), count: t.count, bgnIncluded: Number(t.bgn) }] : [];
    return { items: rows.map((r) => toOpenRequest(r, now)), totals };
  });

  route.from(receivablesContract.remind, {}, async (req) => {
    const actor = req.actor;
    const id = uuidOr404(req.params.id);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // The row lock orders this with the reminders job: never two reminders within 24 hours.
      const [row] = await tx.select().from(paymentRequests).where(and(paymentRequestPolicy.scope(actor), eq(paymentRequests.id, id))).for("update");
      if (!row) throw new HttpError(404, "not_found", PAYMENT_MESSAGES.requestNotFound);
      if (row.status !== "open") throw notOpen();
      if (row.lastRemindedAt && now.getTime() - row.lastRemindedAt.getTime() < REMIND_GAP_MS) {
        throw new HttpError(409, "remind_too_soon", RECEIVABLE_MESSAGES.remindTooSoon);
      }
      await sendReminder(tx, { publicUrl: config.publicUrl, requests: [{ id: row.id, kind: "manual" }], now });
      await recordAudit(tx, { actorId: actor.userId, action: "payment_request.reminded", entity: "payment_request", entityId: row.id, clientId: row.userId, at: now });
    });
    // Paid a moment after the reminder: the mail went out, the request is no longer open.
    const [row] = await openRows(db, actor, id);
    if (!row) throw notOpen();
    return { ...said(RECEIVABLE_MESSAGES.reminderSent), request: toOpenRequest(row, now) };
  });
}
