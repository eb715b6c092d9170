import { SITE_CURRENCY } from "../../../core/money";
import { REFUSAL_MESSAGES, refuseSlot } from "../../../core/appointments/slots";
import type { BookingRequest } from "../../../core/appointments";
import { sofiaLabel } from "../../../core/appointments/format";
import { chargedHours, SERVICE_NAMES } from "../../../core/appointments/services";
import type { PricedLine } from "../../../core/checkout";
import type { Business } from "../../business/settings";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { type appointments, orders } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { appointmentPolicy } from "../../policies/appointment";
import type { PaymentGateway } from "../payments";
import { boundLiveHolds, lockHolds } from "./hold-bounds";
import { HOLD_MS, releaseExpiredHolds } from "./holds";
import { newPayToken } from "./pay-link";
import { busyFrom, confirmOnPrepaid, insertAppointment, loadAvailability, timesAndPrice } from "./store";

/** The start was taken by another booking this one could see: the route answers 409 with the next free slots. */
export class SlotTaken extends Error {}

export type BookDeps = { db: Db; config: Pick<Config, "publicUrl" | "MAIL_FROM">; business: Business; gatewayKind: PaymentGateway["kind"] };

/**
 * One transaction: give back expired holds, check the start against the availability and the
 * bookings it can see, then insert — held with its order and pay link (card, within the bounds
 * on live holds, hold-bounds.ts) or confirmed with the hours reserved (prepaid, under the
 * member's row lock so two bookings cannot spend the same hours).
 */
export async function bookAppointment(deps: BookDeps, b: BookingRequest, actor: Actor | null, clientHash: string, now: Date): Promise<{ row: typeof appointments.$inferSelect; payToken: string | null }> {
  const { db, config, business, gatewayKind } = deps;
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
      ...timesAndPrice(start, b.durationMinutes, availability, SITE_CURRENCY, business.prices()),
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
      return { row: await confirmOnPrepaid(tx, { ...common, userId: actor.userId }, { now, publicUrl: config.publicUrl, operatorEmail: business.operatorEmail(), mailFrom: config.MAIL_FROM }), payToken: null };
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
        gateway: gatewayKind,
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
