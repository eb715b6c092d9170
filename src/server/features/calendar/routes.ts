import { and, eq, gte, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { SITE_CURRENCY } from "../../../core/money";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { type CalendarItem, calendarContract } from "../../../core/calendar";
import { sofiaLabel } from "../../../core/appointments/format";
import { SERVICE_NAMES } from "../../../core/appointments/services";
import { SOFIA, wallClock, zonedInstant } from "../../../core/appointments/zone";
import { cancelConfirmed } from "../appointments";
import { recordAudit } from "../audit";
import { moveAppointment } from "../appointments";
import type { DbOrTx } from "../../db/client";
import { appointments, orders, paymentRequests, payments, refunds, tasks } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import type { Actor } from "../../http/access";
import type { AppInstance } from "../../http/types";
import { appointmentPolicy } from "../../policies/appointment";
import { updateTask } from "../tasks";

type Row = typeof appointments.$inferSelect;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const notFound = () => new HttpError(404, "not_found", M.notFound);
/** How many appointments after tomorrow the admin home lists. */
const UPCOMING_LATER = 3;

/** Paid: its card checkout, or the payment request made with it (by hand), is paid. */
export function itemOf(a: Row, paid: boolean, refundPaymentId: string | null = null): CalendarItem {
  return {
    id: a.id,
    status: a.status,
    service: a.service,
    durationMinutes: a.durationMinutes,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    place: a.place,
    address: a.address,
    name: a.name,
    email: a.email,
    phone: a.phone,
    purpose: a.purpose,
    payment: a.paidWith === "prepaid" ? "prepaid" : paid ? "paid" : "unpaid",
    reservedHours: a.reservedHours,
    sequence: a.sequence,
    hoursSpent: a.hoursSpent,
    refundPaymentId,
  };
}

/** Whether the appointment's card order or its payment request is paid (the calendar's and the member's "paid"). */
const paidSql = sql<boolean>`coalesce(${orders.status} = 'paid' or ${paymentRequests.status} = 'paid', false)`;

async function isPaid(db: DbOrTx, a: Row): Promise<boolean> {
  const [r] = await db
    .select({ paid: paidSql })
    .from(appointments)
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .leftJoin(paymentRequests, eq(paymentRequests.id, appointments.paymentRequestId))
    .where(eq(appointments.id, a.id));
  return r?.paid ?? false;
}

/** A confirmed appointment in the actor's scope, locked for the change; anything else is not the operator's to move or cancel here. */
async function lockConfirmed(tx: DbOrTx, actor: Actor, id: string): Promise<Row> {
  const [a] = await tx.select().from(appointments).where(and(eq(appointments.id, id), appointmentPolicy.scope(actor))).for("update");
  if (!a) throw notFound();
  if (a.status !== "confirmed") throw new HttpError(409, "not_movable", M.notMovable);
  return a;
}

/**
 * The operator's calendar: the appointments of a Sofia day or week, and the
 * operator's own move and cancel. A move is checked as a booking is (availability, notice,
 * horizon), and the database's exclusion constraint has the last word on overlaps (409).
 */
export async function calendarRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const mailCtx = (now: Date) => ({ now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM });

  /** The calendar's rows the actor may see matching `where`, in start order, with whether each is paid and any refund due. */
  const listed = async (actor: Actor, where: SQL | undefined, limit = 500) => {
    const rows = await db
      .select({
        a: appointments,
        paid: paidSql,
        // Marked for a refund (cancelled after a card payment) and not yet refunded in full.
        refundPaymentId: sql<string | null>`case when ${payments.refundDue} and ${payments.amount} > (select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed') then ${payments.id} end`,
      })
      .from(appointments)
      .leftJoin(orders, eq(orders.id, appointments.orderId))
      .leftJoin(paymentRequests, eq(paymentRequests.id, appointments.paymentRequestId))
      .leftJoin(payments, eq(payments.orderId, appointments.orderId))
      .where(and(appointmentPolicy.scope(actor), where))
      .orderBy(appointments.startsAt)
      .limit(limit);
    return rows.map((r) => itemOf(r.a, r.paid, r.refundPaymentId));
  };

  route.from(calendarContract.list, {}, async (req) => {
    const { from, days } = req.query;
    const end = zonedInstant(addDays(from, days), 0);
    const items = await listed(req.actor, and(gte(appointments.startsAt, zonedInstant(from, 0)), lt(appointments.startsAt, end), ne(appointments.status, "released")));
    // The first one still to come after these days: where the page opens when they have nothing ahead.
    const now = clock.now();
    const [next] = await db
      .select({ start: appointments.startsAt })
      .from(appointments)
      .where(and(appointmentPolicy.scope(req.actor), gte(appointments.startsAt, end > now ? end : now), inArray(appointments.status, ["held", "confirmed"])))
      .orderBy(appointments.startsAt)
      .limit(1);
    return { timeZone: SOFIA, items, next: next ? next.start.toISOString() : null };
  });

  route.from(calendarContract.upcoming, {}, async (req) => {
    const today = wallClock(clock.now()).day;
    const tomorrow = addDays(today, 1);
    const live = inArray(appointments.status, ["held", "confirmed", "completed"]);
    const afterTomorrow = zonedInstant(addDays(today, 2), 0);
    // Every one of today and tomorrow, then the next few, so a quiet Sunday still shows Monday's and Tuesday's.
    const [soon, later] = await Promise.all([
      listed(req.actor, and(gte(appointments.startsAt, zonedInstant(today, 0)), lt(appointments.startsAt, afterTomorrow), live), 50),
      listed(req.actor, and(gte(appointments.startsAt, afterTomorrow), inArray(appointments.status, ["held", "confirmed"])), UPCOMING_LATER),
    ]);
    return { timeZone: SOFIA, today, tomorrow, items: [...soon, ...later] };
  });

  route.from(calendarContract.move, {}, async (req) => {
    const now = clock.now();
    const audit = { actorId: req.actor.userId, action: "appointment.moved", entity: "appointment", at: now } as const;
    const moved = await moveAppointment(db, (tx) => lockConfirmed(tx, req.actor, req.params.id), new Date(req.body.start), { ...mailCtx(now), by: "operator" }, async (tx, before, row) => {
      await recordAudit(tx, { ...audit, entityId: row.id, clientId: row.userId, before: { start: before.startsAt.toISOString() }, after: { start: row.startsAt.toISOString() } });
    });
    return itemOf(moved, await isPaid(db, moved));
  });

  route.from(calendarContract.cancel, {}, async (req) => {
    const now = clock.now();
    const cancelled = await db.transaction(async (tx) => {
      const row = await cancelConfirmed(tx, await lockConfirmed(tx, req.actor, req.params.id), mailCtx(now), "operator");
      await recordAudit(tx, { actorId: req.actor.userId, action: "appointment.cancelled", entity: "appointment", entityId: row.id, clientId: row.userId, before: { status: "confirmed" }, after: { status: "cancelled" }, at: now });
      return row;
    });
    return itemOf(cancelled, await isPaid(db, cancelled));
  });
}

/**
 * Done, with the time actually spent. A prepaid appointment becomes a task of
 * the member's, completed through the tasks' own update (updateTask): the hours are drawn from
 * the ledger by the charging rule (one hour at least, then half hours), the low-balance notice
 * and the completion email go as for any task. The appointment stops reserving its hours in
 * the same step (only confirmed rows reserve). If the balance no longer covers the time, it is
 * recorded as unpaid time on the task (Bill unpaid then charges it). An unpaid one (made by
 * hand) becomes such a task too, its time all unpaid, so the client's page offers to bill it —
 * unless a payment request made with it is open or paid: that request already bills the time.
 * A card appointment was paid in advance: it is only marked done.
 */
export async function calendarDoneRoute(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  route.from(calendarContract.done, {}, async (req) => {
    const now = clock.now();
    const { hoursSpent, confirmFuture } = req.body;
    const done = await db.transaction(async (tx) => {
      const a = await lockConfirmed(tx, req.actor, req.params.id);
      // A slip of the finger on next week's card must not draw hours or mail the client: ahead needs saying so.
      if (a.startsAt > now && !confirmFuture) throw new HttpError(409, "done_ahead", M.doneAhead);
      let taskId: string | null = null;
      const request = a.paymentRequestId ? (await tx.select({ status: paymentRequests.status }).from(paymentRequests).where(eq(paymentRequests.id, a.paymentRequestId)))[0] : undefined;
      const unpaidTime = a.paidWith === "unpaid" && (!request || request.status === "cancelled");
      if ((a.paidWith === "prepaid" || unpaidTime) && a.userId) {
        const title = `Appointment: ${SERVICE_NAMES.en[a.service]}, ${sofiaLabel(a.startsAt)}`;
        const [task] = await tx.insert(tasks).values({ userId: a.userId, title, description: a.purpose, status: "pending", createdAt: now, updatedAt: now }).returning({ id: tasks.id });
        taskId = task!.id;
      }
      const [row] = await tx.update(appointments).set({ status: "completed", completedAt: now, hoursSpent, taskId, updatedAt: now }).where(eq(appointments.id, a.id)).returning();
      const after = { status: "completed", hoursSpent, ...(taskId ? { taskId } : {}), ...(a.startsAt > now ? { markedAhead: true } : {}) };
      await recordAudit(tx, { actorId: req.actor.userId, action: "appointment.completed", entity: "appointment", entityId: a.id, clientId: a.userId, before: { status: "confirmed" }, after, at: now });
      return row!;
    });
    if (done.taskId) {
      const ctx = { now, currency: SITE_CURRENCY, hourlyRate: app.business.prices().hourly, link: `${config.publicUrl}/dashboard/tasks`, publicUrl: config.publicUrl };
      const complete = (drawFromBalance: boolean) => updateTask(db, req.actor, done.taskId!, { status: "completed", adminNotes: "", hoursSpent, drawFromBalance }, ctx);
      if (done.paidWith === "prepaid") {
        try {
          await complete(true);
        } catch (err) {
          if (!(err instanceof HttpError && err.code === "insufficient_hours")) throw err;
          await complete(false);
        }
      } else {
        await complete(false);
      }
    }
    return itemOf(done, await isPaid(db, done));
  });
}
