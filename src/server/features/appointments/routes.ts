import { SITE_CURRENCY } from "../../../core/money";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract, type BookingRequest } from "../../../core/appointments";
import { sofiaLabel } from "../../../core/appointments/format";
import { chargedHours, SERVICE_NAMES } from "../../../core/appointments/services";
import { REFUSAL_MESSAGES, refuseSlot } from "../../../core/appointments/slots";
import type { PricedLine } from "../../../core/checkout";
import { boundLiveHolds, hashHoldClient, lockHolds } from "./hold-bounds";
import { HOLD_MS, isOverlap, releaseExpiredHolds } from "./holds";
import { newPayToken, payLinkUrl } from "./pay-link";
import type { Actor } from "../../http/access";
import { type appointments, orders } from "../../db/schema";
import { errorBody, HttpError } from "../../http/errors";
import { clientKey } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { formLanguageFromRequest } from "../../mail/language";
import { appointmentPolicy } from "../../policies/appointment";
import { cancelRoutes } from "./cancel-routes";
import { myAppointmentsRoutes } from "./mine";
import { payRoutes } from "./pay";
import { rescheduleRoutes } from "./reschedule";
import { BOOKING_RATE } from "./rate";
import { busyFrom, confirmOnPrepaid, freeSlotList, insertAppointment, loadAvailability, NEXT_SLOTS, saveAvailability, SLOT_LIST_LIMIT, timesAndPrice } from "./store";


class SlotTaken extends Error {}

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
      let booked: Awaited<ReturnType<typeof book>>;
      try {
        booked = await book(b, actor, hashHoldClient(clientKey(req)), now);
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

  /**
   * One transaction: give back expired holds, check the start against the availability and the
   * bookings it can see, then insert — held with its order and pay link (card, within the bounds
   * on live holds, hold-bounds.ts) or confirmed with the hours reserved (prepaid, under the
   * member's row lock so two bookings cannot spend the same hours).
   */
  async function book(b: BookingRequest, actor: Actor | null, clientHash: string, now: Date): Promise<{ row: typeof appointments.$inferSelect; payToken: string | null }> {
    const availability = await loadAvailability(db);
    const start = new Date(b.start);
    const hours = chargedHours(b.durationMinutes);
    const byCard = !(b.payWith === "prepaid" && appointmentPolicy.canBookPrepaid(actor));
    return db.transaction(async (tx) => {
      // Card bookings take turns from here to their commit: the bounds count what the others committed.
      if (byCard) await lockHolds(tx);
      await releaseExpiredHolds(tx, now);
      const refusal = refuseSlot({ availability, durationMinutes: b.durationMinutes, now, busy: await busyFrom(tx, now) }, start);
      if (refusal === "taken") throw new SlotTaken();
      if (refusal) throw new HttpError(400, "validation_failed", REFUSAL_MESSAGES[refusal], { start: REFUSAL_MESSAGES[refusal] });
      const common = {
        service: b.service,
        durationMinutes: b.durationMinutes,
        ...timesAndPrice(start, b.durationMinutes, availability, SITE_CURRENCY, app.business.prices()),
        place: b.place,
        address: b.place === "address" ? (b.address ?? null) : null,
        name: b.name,
        email: b.email,
        phone: b.phone,
        purpose: b.purpose,
        language: b.language,
        visitorZone: b.visitorZone ?? null,
        userId: actor?.userId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      if (!byCard && actor) {
        return { row: await confirmOnPrepaid(tx, { ...common, userId: actor.userId }, { now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM }), payToken: null };
      }
      const blockMinutes = (common.blockedUntil.getTime() - common.startsAt.getTime()) / 60_000;
      await boundLiveHolds(tx, { clientHash, emails: actor ? [b.email, actor.email] : [b.email], userId: actor?.userId ?? null }, blockMinutes, availability, now);
      const price = common.price;
      const line: PricedLine = {
        kind: "appointment",
        name: `Appointment: ${SERVICE_NAMES.en[b.service]}, ${sofiaLabel(start)}`,
        description: `${b.durationMinutes} minutes, charged as ${hours} ${hours === 1 ? "hour" : "hours"}`,
        quantity: 1,
        unitAmount: price,
        amount: price,
        line: { kind: "appointment", service: b.service, startsAt: start.toISOString() },
      };
      const [order] = await tx
        .insert(orders)
        .values({
          purpose: "appointment",
          items: [line],
          subtotal: price,
          tip: 0,
          total: price,
          currency: SITE_CURRENCY,
          customerName: b.name,
          // A member's order is theirs (the account's address); a visitor's goes to the address given.
          customerEmail: actor?.email ?? b.email,
          notes: b.purpose,
          language: b.language,
          userId: actor?.userId ?? null,
          gateway: app.payments.kind,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const pay = newPayToken();
      const row = await insertAppointment(tx, {
        ...common,
        status: "held",
        paidWith: "card",
        heldUntil: new Date(now.getTime() + HOLD_MS),
        orderId: order!.id,
        holdClientHash: clientHash,
        payTokenHash: pay.hash,
      });
      return { row, payToken: pay.token };
    });
  }
}

