import { and, asc, desc, eq, gt, inArray, lte, or } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract, type MyAppointment } from "../../../core/appointments";
import type { DbOrTx } from "../../db/client";
import { appointments, paymentRequests } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { isUuid } from "../../http/keyset";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { cancelOnline } from "./cancel";
import type { Actor } from "../../http/access";
import { appointmentPolicy } from "../../policies/appointment";

type Row = typeof appointments.$inferSelect;
const UPCOMING_LIMIT = 20;
const PAST_LIMIT = 10;

export const notFound = () => new HttpError(404, "not_found", M.notFound);

/** The ids of the payment requests made with these appointments that are paid. */
async function paidRequests(db: DbOrTx, rows: Row[]): Promise<Set<string>> {
  const ids = rows.flatMap((a) => (a.paymentRequestId ? [a.paymentRequestId] : []));
  if (!ids.length) return new Set();
  const paid = await db.select({ id: paymentRequests.id }).from(paymentRequests).where(and(inArray(paymentRequests.id, ids), eq(paymentRequests.status, "paid")));
  return new Set(paid.map((r) => r.id));
}

/** The caller's own appointment by id, through the policy's customer scope; call with a UUID. */
export const ownAppointment = (actor: Actor, id: string) => and(eq(appointments.id, id), appointmentPolicy.customerScope(actor))!;

/**
 * A member's own appointments on their dashboard: upcoming ones (confirmed,
 * not yet started) and the last past ones (done, cancelled, or confirmed and over). Holds of an
 * unfinished checkout are not appointments yet. Cancel works as the confirmation mail's link
 * does: until 24 hours before. Another member's appointment is an unknown id (404).
 */
export async function myAppointmentsRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const view = (a: Row, now: Date, paid: Set<string>): MyAppointment => ({
    id: a.id,
    service: a.service,
    durationMinutes: a.durationMinutes,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    status: a.status,
    place: a.place,
    address: a.address,
    paidWith: a.paidWith,
    reservedHours: a.reservedHours,
    requestPaid: a.paymentRequestId !== null && paid.has(a.paymentRequestId),
    cancellable: appointmentPolicy.canChangeOnline(a, now),
  });

  route.from(appointmentsContract.mine, {}, async (req) => {
    const now = clock.now();
    const mine = appointmentPolicy.customerScope(req.actor);
    const [upcoming, past] = await Promise.all([
      db
        .select()
        .from(appointments)
        .where(and(mine, eq(appointments.status, "confirmed"), gt(appointments.startsAt, now)))
        .orderBy(asc(appointments.startsAt))
        .limit(UPCOMING_LIMIT),
      db
        .select()
        .from(appointments)
        .where(and(mine, or(inArray(appointments.status, ["cancelled", "completed"]), and(eq(appointments.status, "confirmed"), lte(appointments.startsAt, now)))))
        .orderBy(desc(appointments.startsAt))
        .limit(PAST_LIMIT),
    ]);
    const paid = await paidRequests(db, [...upcoming, ...past]);
    return { upcoming: upcoming.map((a) => view(a, now, paid)), past: past.map((a) => view(a, now, paid)) };
  });

  route.from(appointmentsContract.cancelMine, {}, async (req) => {
    const now = clock.now();
    if (!isUuid(req.params.id)) throw notFound();
    const cancelled = await cancelOnline(db, ownAppointment(req.actor, req.params.id), notFound, { now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM });
    return view(cancelled, now, await paidRequests(db, [cancelled]));
  });
}
