import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract, type RescheduleInfo, type SlotTaken } from "../../../core/appointments";
import { moveAppointment } from "./move";
import type { DbOrTx, Tx } from "../../db/client";
import { appointments } from "../../db/schema";
import { errorBody, HttpError } from "../../http/errors";
import { isUuid } from "../../http/keyset";
import { limitByAddress } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { Actor } from "../../http/access";
import type { AppInstance } from "../../http/types";
import { appointmentPolicy } from "../../policies/appointment";
import { notFound, ownAppointment } from "./mine";
import { BOOKING_RATE } from "./rate";
import { freeSlotList, NEXT_SLOTS, SLOT_LIST_LIMIT } from "./store";

type Row = typeof appointments.$inferSelect;
type Find = (db: DbOrTx, lock: boolean) => Promise<Row | undefined>;
const linkInvalid = () => new HttpError(404, "not_found", M.rescheduleLinkInvalid);

/**
 * Another time for a booked appointment: by the single-purpose link of
 * the confirmation (or moved) mail without signing in, or by a member on their dashboard, until
 * 24 hours before the start (the cancel rule). The move itself is the operator's
 * (`moveAppointment`): checked as a booking, the exclusion constraint deciding races, SEQUENCE + 1
 * to both calendars, reminders re-armed, payment or reserved hours untouched. The mail of the move
 * carries fresh links, so the one used is used up. A taken time answers 409 with the next free ones.
 */
export async function rescheduleRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const limited = { onRequest: limitByAddress("appointments", BOOKING_RATE) };

  /** Free times for the same duration: its own time counts as free, its current start is no choice. */
  const choices = async (a: Row, now: Date, opts: { limit: number; from?: Date }) =>
    (await freeSlotList(db, a.durationMinutes, now, { ...opts, except: a.id })).filter((s) => s.start !== a.startsAt.toISOString());

  async function infoOf(a: Row, now: Date, withSlots: boolean): Promise<RescheduleInfo> {
    const reschedulable = appointmentPolicy.canChangeOnline(a, now);
    const slots = reschedulable && withSlots ? await choices(a, now, { limit: SLOT_LIST_LIMIT }) : [];
    return { service: a.service, durationMinutes: a.durationMinutes, start: a.startsAt.toISOString(), end: a.endsAt.toISOString(), status: a.status, reschedulable, slots };
  }

  async function show(find: Find, missing: () => HttpError) {
    const a = await find(db, false);
    if (!a) throw missing();
    return infoOf(a, clock.now(), true);
  }

  /** The moved appointment, or the 409's body when the time was just taken. */
  async function move(find: Find, missing: () => HttpError, start: Date): Promise<RescheduleInfo | SlotTaken> {
    const now = clock.now();
    let seen: Row | undefined;
    try {
      const moved = await moveAppointment(
        db,
        async (tx: Tx) => {
          const a = await find(tx, true);
          if (!a) throw missing();
          seen = a;
          if (a.status === "cancelled") throw new HttpError(409, "already_cancelled", M.alreadyCancelled);
          if (!appointmentPolicy.canChangeOnline(a, now)) throw new HttpError(409, "reschedule_closed", M.rescheduleClosed);
          return a;
        },
        start,
        { now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM, by: "client" },
      );
      return infoOf(moved, now, false);
    } catch (err) {
      if (!(err instanceof HttpError && err.code === "slot_taken" && seen)) throw err;
      return { ...errorBody(err.code, err.said), nextSlots: await choices(seen, now, { limit: NEXT_SLOTS, from: start }) };
    }
  }

  const byToken =
    (token: string): Find =>
    async (tx, lock) => {
      const q = tx.select().from(appointments).where(appointmentPolicy.linkScope(token));
      return (await (lock ? q.for("update") : q))[0];
    };
  const mine =
    (actor: Actor, id: string): Find =>
    async (tx, lock) => {
      if (!isUuid(id)) return undefined;
      const q = tx.select().from(appointments).where(ownAppointment(actor, id));
      return (await (lock ? q.for("update") : q))[0];
    };

  route.from(appointmentsContract.rescheduleInfo, limited, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return show(byToken(req.params.token), linkInvalid);
  });
  route.from(appointmentsContract.reschedule, limited, async (req, reply) => {
    const result = await move(byToken(req.params.token), linkInvalid, new Date(req.body.start));
    return "error" in result ? reply.status(409).send(result) : result;
  });
  route.from(appointmentsContract.rescheduleMineInfo, {}, async (req) => show(mine(req.actor, req.params.id), notFound));
  route.from(appointmentsContract.rescheduleMine, {}, async (req, reply) => {
    const result = await move(mine(req.actor, req.params.id), notFound, new Date(req.body.start));
    return "error" in result ? reply.status(409).send(result) : result;
  });
}
