import type { Message } from "../../../core/i18n/messages/message";
import { and, eq, gt, gte, ne, or, sql } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { type Availability, availabilitySchema, DEFAULT_AVAILABILITY } from "../../../core/appointments/availability";
import type { SlotDto } from "../../../core/appointments";
import { appointmentPrice, chargedHours } from "../../../core/appointments/services";
import { type Busy, freeSlots } from "../../../core/appointments/slots";
import type { Currency } from "../../../core/money";
import type { PriceList } from "../../../core/catalogue";
import { enqueueConfirmation, type MailCtx } from "./confirmation";
import { changedFields, recordAudit } from "../audit";
import type { Db, DbOrTx } from "../../db/client";
import { appointmentSettings, appointments } from "../../db/schema";
import { lockedBalance } from "../hours";
import { HttpError } from "../../http/errors";

/** The operator's availability; the defaults until they save it. A stored value the schema no longer accepts falls back too. */
export async function loadAvailability(db: DbOrTx): Promise<Availability> {
  const [row] = await db.select({ availability: appointmentSettings.availability }).from(appointmentSettings).where(eq(appointmentSettings.id, 1));
  const parsed = row ? availabilitySchema.safeParse(row.availability) : null;
  return parsed?.success ? parsed.data : DEFAULT_AVAILABILITY;
}

/** Saves the availability and its audit row (what changed, who) in one transaction. */
export async function saveAvailability(db: Db, availability: Availability, actorId: string, now: Date) {
  await db.transaction(async (tx) => {
    const before = await loadAvailability(tx);
    await tx
      .insert(appointmentSettings)
      .values({ id: 1, availability, updatedAt: now })
      .onConflictDoUpdate({ target: appointmentSettings.id, set: { availability, updatedAt: now } });
    const changed = changedFields(before, availability);
    await recordAudit(tx, { actorId, action: "availability.updated", entity: "availability", entityId: "appointments", before: changed?.before ?? null, after: changed?.after ?? null, at: now });
  });
}

/**
 * Time blocked from `now` on: confirmed appointments and live holds, with their buffers. A hold
 * past its time no longer blocks (the next booking or the sweep marks it released). `except`
 * leaves out the appointment being moved.
 */
export async function busyFrom(db: DbOrTx, now: Date, except?: string): Promise<Busy[]> {
  return db
    .select({ start: appointments.startsAt, end: appointments.blockedUntil })
    .from(appointments)
    .where(
      and(
        gt(appointments.blockedUntil, now),
        except ? ne(appointments.id, except) : undefined,
        or(eq(appointments.status, "confirmed"), and(eq(appointments.status, "held"), gte(appointments.heldUntil, now))),
      ),
    );
}

/** The booking page lists this many free slots (the horizon's worth for the longest services). */
export const SLOT_LIST_LIMIT = 400;
/** The loser of a race is offered the next few. */
export const NEXT_SLOTS = 5;

/**
 * Free slots for a duration as the API answers them (UTC instants): the booking page's list, the
 * "next free" offer of a 409, a reschedule's choices (`except`: the appointment being moved, whose
 * own time counts as free).
 */
export async function freeSlotList(db: DbOrTx, durationMinutes: number, now: Date, opts: { limit: number; from?: Date; except?: string }): Promise<SlotDto[]> {
  const slots = freeSlots({ availability: await loadAvailability(db), durationMinutes, now, busy: await busyFrom(db, now, opts.except), limit: opts.limit, from: opts.from });
  return slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
}

/** Prepaid hours already promised to a member's confirmed appointments (not drawn yet). */
export async function reservedHoursOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ hours: sql<string | null>`sum(${appointments.reservedHours})` })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.paidWith, "prepaid"), eq(appointments.status, "confirmed")));
  return Number(row?.hours ?? 0);
}

export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(db: DbOrTx, values: NewAppointment) {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
}

const MINUTE = 60_000;

/** A booking's times and price: the end from the duration, the buffer in force now after it, the catalogue's price. */
export function timesAndPrice(start: Date, durationMinutes: number, availability: Availability, currency: Currency, prices: PriceList) {
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  return {
    startsAt: start,
    endsAt: end,
    blockedUntil: new Date(end.getTime() + availability.bufferMinutes * MINUTE),
    price: appointmentPrice(durationMinutes, prices),
    currency,
  };
}

type Confirmable = Omit<NewAppointment, "status" | "paidWith" | "reservedHours" | "confirmedAt" | "userId"> & { userId: string };
type ConfirmCtx = MailCtx;

/**
 * Confirms an appointment on a member's prepaid hours, in the caller's transaction: under the
 * member's row lock (so two bookings cannot spend the same hours), the balance minus the hours
 * already reserved must cover the charged hours (402 with `short` otherwise); the hours are
 * reserved on the row and the confirmation with its invite is queued. The member's own booking
 * and the operator's appointment made by hand both come here.
 */
export async function confirmOnPrepaid(tx: DbOrTx, values: Confirmable, ctx: ConfirmCtx, short: Message = M.notEnoughHours) {
  const hours = chargedHours(values.durationMinutes);
  const balance = (await lockedBalance(tx, values.userId)) ?? 0;
  const reserved = await reservedHoursOf(tx, values.userId);
  if (balance - reserved < hours) throw new HttpError(402, "not_enough_hours", short);
  const confirmed = await insertAppointment(tx, { ...values, status: "confirmed", paidWith: "prepaid", reservedHours: hours, confirmedAt: ctx.now });
  await enqueueConfirmation(tx, confirmed.id, ctx);
  return confirmed;
}
