import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { APPOINTMENT_PAID_WITH, type AppointmentStatus } from "../../../core/appointments";
import type { Availability } from "../../../core/appointments/availability";
import type { AppointmentPlace, AppointmentService } from "../../../core/appointments/services";
import type { Currency } from "../../../core/money";
import { userRef } from "./auth";
import { orders } from "./orders";
import { paymentRequests } from "./payments";
import { tasks } from "./tasks";
import { createdAt, timestamps, ts, uuidId } from "./columns";
import type { Locale } from "../../../core/locale";

/** A PostgreSQL tstzrange, read as its text ("[…,…)"); only the database writes it (generated). */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * Booked time. Times are UTC instants; `during` is the time the appointment blocks
 * — its own plus the buffer after it (`blocked_until`) — and an exclusion constraint (hand SQL
 * in the migration) lets no two held or confirmed rows overlap it, on any number of instances.
 *
 * held (10 minutes while the card is paid) → confirmed (paid, or on prepaid hours) → completed
 * | cancelled; held → released (payment failed, expired or abandoned).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuidId(),
    status: text("status").$type<AppointmentStatus>().notNull(),
    service: text("service").$type<AppointmentService>().notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    blockedUntil: ts("blocked_until").notNull(),
    during: tstzrange("during").generatedAlwaysAs(sql`tstzrange(starts_at, blocked_until, '[)')`),
    /** Until when a card hold keeps the slot. */
    heldUntil: ts("held_until"),
    place: text("place").$type<AppointmentPlace>().notNull(),
    address: text("address"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    language: text("language").$type<Locale>().notNull().default("en"),
    /** The booker's own time zone (IANA, from their browser): their confirmation names the time there beside Sofia's. Null: Sofia only. */
    visitorZone: text("visitor_zone"),
    userId: userRef("user_id"),
    /** card: its order; prepaid: reserved hours; unpaid: made by hand by the operator, settled another way. */
    paidWith: text("paid_with", { enum: APPOINTMENT_PAID_WITH }).notNull(),
    /** The card checkout paying for it. */
    orderId: uuid("order_id").unique().references(() => orders.id),
    /** Unpaid, made by hand with a payment request: that request; once it is paid, so is the appointment. */
    paymentRequestId: uuid("payment_request_id").unique().references(() => paymentRequests.id, { onDelete: "set null" }),
    /** Prepaid hours reserved for it: drawn from the balance when the operator completes it. */
    reservedHours: numeric("reserved_hours", { precision: 6, scale: 1, mode: "number" }),
    price: integer("price").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    ...timestamps(),
    confirmedAt: ts("confirmed_at"),
    /** The reminders, each sent once (features/appointments/appointment-reminders.ts): 24 hours and 1 hour before. */
    reminded24hAt: ts("reminded_24h_at"),
    reminded1hAt: ts("reminded_1h_at"),
    /** The invite's SEQUENCE: 0 when confirmed, one more with each change sent (a cancellation). */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the single-purpose cancel link's token (the confirmation mail carries the token). */
    cancelTokenHash: text("cancel_token_hash").unique(),
    cancelledAt: ts("cancelled_at"),
    /** Done (the operator's calendar): when, and the time actually spent. */
    completedAt: ts("completed_at"),
    hoursSpent: numeric("hours_spent", { precision: 6, scale: 1, mode: "number" }),
    /** A prepaid appointment done: the completed task that carries its hours (ledger, completion email). */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    /**
     * A card hold's client address (the rate limits' key), as SHA-256: live holds are counted per
     * address (features/appointments/hold-bounds.ts), and the raw address is not kept with the booking.
     */
    holdClientHash: text("hold_client_hash"),
    /** SHA-256 of the hold's pay link token (the booking's answer carries the token): following it opens the checkout. */
    payTokenHash: text("pay_token_hash").unique(),
  },
  (t) => [
    index("appointments_starts_idx").on(t.startsAt),
    index("appointments_user_idx").on(t.userId, t.startsAt),
    // The reports' bookings by the day they were confirmed.
    index("appointments_confirmed_idx").on(t.confirmedAt).where(sql`confirmed_at is not null`),
    index("appointments_held_idx").on(t.heldUntil).where(sql`status = 'held'`),
    // The reminder job's scan: confirmed appointments still to remind, by start.
    index("appointments_remind_idx").on(t.startsAt).where(sql`status = 'confirmed' and (reminded_24h_at is null or reminded_1h_at is null)`),
    check("appointments_order", sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
  ],
);

/** The operator's availability (Settings → Availability): one row; absent means the defaults. */
export const appointmentSettings = pgTable(
  "appointment_settings",
  {
    id: integer("id").primaryKey().default(1),
    availability: jsonb("availability").$type<Availability>().notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [check("appointment_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * The operator's daily agenda (8:00 Sofia time): one row per Sofia day it was sent, inserted in
 * the transaction that queues the mail, so it goes once whatever the number of instances.
 */
export const appointmentAgendas = pgTable("appointment_agendas", {
  day: date("day").primaryKey(),
  sentAt: ts("sent_at").notNull(),
});

/**
 * The operator's private calendar feed (/calendar/<token>.ics): one row while a feed link exists.
 * Only SHA-256 of "calendar-feed:" + token is stored; a new link replaces the row, revoking deletes it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey().default(1),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check("calendar_feeds_one_row", sql`${t.id} = 1`)],
);
