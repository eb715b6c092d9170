import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract } from "../../../core/appointments";
import { hashHoldClient } from "./hold-bounds";
import { isOverlap } from "./holds";
import { payLinkUrl } from "./pay-link";
import { errorBody, HttpError } from "../../http/errors";
import { clientKey } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { formLanguageFromRequest } from "../../mail/language";
import { appointmentPolicy } from "../../policies/appointment";
import { bookAppointment, SlotTaken } from "./book";
import { cancelRoutes } from "./cancel-routes";
import { myAppointmentsRoutes } from "./mine";
import { payRoutes } from "./pay";
import { rescheduleRoutes } from "./reschedule";
import { BOOKING_RATE } from "./rate";
import { freeSlotList, loadAvailability, NEXT_SLOTS, saveAvailability, SLOT_LIST_LIMIT } from "./store";


/**
 * Appointments: the operator's availability, free slots, and booking.
 * No two held or confirmed appointments overlap: the database's exclusion constraint decides
 * races (any number of instances); the check before it only gives the clearer message.
 */
export async function appointmentRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  await cancelRoutes(app);
  await myAppointmentsRoutes(app);
  await rescheduleRoutes(app);
  await payRoutes(app);

  route.from(appointmentsContract.getAvailability, {}, async () => loadAvailability(db));

  route.from(appointmentsContract.saveAvailability, {}, async (req) => {
    await saveAvailability(db, req.body, req.actor.userId, clock.now());
    return loadAvailability(db);
  });

  route.from(appointmentsContract.slots, {}, async (req) => {
    const now = clock.now();
    return { timeZone: "Europe/Sofia", slots: await freeSlotList(db, req.query.durationMinutes, now, { limit: SLOT_LIST_LIMIT }) };
  });

  route.from(
    appointmentsContract.book,
    { onRequest: async (req) => await app.rateLimiter.hit("appointments", clientKey(req), BOOKING_RATE), preValidation: formLanguageFromRequest },
    async (req, reply) => {
      const b = req.body;
      const actor = req.actor;
      const now = clock.now();
      if (b.payWith === "prepaid" && !appointmentPolicy.canBookPrepaid(actor)) throw new HttpError(401, "unauthenticated", M.prepaidNeedsSignIn);
      let booked: Awaited<ReturnType<typeof bookAppointment>>;
      try {
        booked = await bookAppointment({ db, config, business: app.business, gatewayKind: app.payments.kind }, b, actor, hashHoldClient(clientKey(req)), now);
      } catch (err) {
        if (err instanceof SlotTaken || isOverlap(err)) {
          return reply.status(409).send({ ...errorBody("slot_taken", M.taken), nextSlots: await freeSlotList(db, b.durationMinutes, now, { limit: NEXT_SLOTS, from: new Date(b.start) }) });
        }
        throw err;
      }
      const { row, payToken } = booked;
      const appointment = {
        id: row.id,
        status: row.status,
        service: row.service,
        durationMinutes: row.durationMinutes,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        paidWith: row.paidWith,
      };
      // The checkout opens only when the visitor follows the pay link (pay.ts), not with the booking.
      const pay = payToken && row.heldUntil ? { url: payLinkUrl(config.publicUrl, payToken), heldUntil: row.heldUntil.toISOString() } : null;
      return { appointment, pay };
    },
  );
}

