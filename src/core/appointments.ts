import { messageText } from "./i18n/messages/message";
import { wireParamsSchema } from "./api-error-schema";
import { z } from "zod";
import { APPOINTMENT_MESSAGES as M } from "./appointment-messages";
import { siteLanguageSchema } from "./contact";
import { emailAddressSchema } from "./email-address";
import { isOneLine, ONE_LINE_MESSAGES } from "./one-line";
import { contract } from "./contract";
import { appointmentsRoutes } from "./routes/appointments";
import { availabilitySchema } from "./appointments/availability";
import { isTimeZone } from "./appointments/zone";
import { APPOINTMENT_PLACES, APPOINTMENT_SERVICES, isDurationOf } from "./appointments/services";

/** A phone number as the booking takes it: digits, + ( ) - . and spaces (not tabs or line breaks: it is printed in invites). */
export const appointmentPhoneSchema = z.string(messageText(M.phone)).trim().min(5, messageText(M.phone)).max(40, messageText(M.phone)).regex(/^[0-9+()\-. ]+$/, messageText(M.phone));

/**
 * The booking's texts reach the invite mailed to the customer and the operator, and the
 * operator's feed: each is one line, so none can start a line of its own there.
 */
export const appointmentNameSchema = z.string(messageText(M.name)).trim().min(1, messageText(M.name)).max(200, messageText(M.nameTooLong)).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field));
export const appointmentPurposeSchema = z.string(messageText(M.purpose)).trim().min(1, messageText(M.purpose)).max(1000, messageText(M.purposeTooLong)).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field));
export const appointmentAddressSchema = z.string().trim().max(500, messageText(M.addressTooLong)).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field));

/** What the browser sends to book: a service, a duration and a start — never a price. */
export const bookingRequestSchema = z
  .strictObject({
    service: z.enum(APPOINTMENT_SERVICES, messageText(M.service)),
    durationMinutes: z.number(messageText(M.duration)).int(messageText(M.duration)),
    start: z.iso.datetime({ offset: true, error: messageText(M.start) }),
    place: z.enum(APPOINTMENT_PLACES, messageText(M.place)),
    name: appointmentNameSchema,
    email: emailAddressSchema({ required: messageText(M.email), invalid: messageText(M.email) }),
    phone: appointmentPhoneSchema,
    purpose: appointmentPurposeSchema,
    /** Where we meet, for a service that happens at the customer's address. */
    address: appointmentAddressSchema.optional(),
    payWith: z.enum(["card", "prepaid"]),
    language: siteLanguageSchema,
    /** The visitor's own time zone (the browser's): their confirmation gives the time there beside Sofia's. */
    visitorZone: z.string(messageText(M.zone)).refine(isTimeZone, messageText(M.zone)).optional(),
  })
  .superRefine((b, ctx) => {
    if (!isDurationOf(b.service, b.durationMinutes)) ctx.addIssue({ code: "custom", path: ["durationMinutes"], message: messageText(M.duration) });
    if (b.place === "address" && !b.address) ctx.addIssue({ code: "custom", path: ["address"], message: messageText(M.address) });
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

const slotSchema = z.object({ start: z.string(), end: z.string() });
export type SlotDto = z.infer<typeof slotSchema>;

export const slotsQuerySchema = z.object({
  service: z.enum(APPOINTMENT_SERVICES, messageText(M.service)),
  durationMinutes: z.coerce.number(messageText(M.duration)).int(messageText(M.duration)),
}).refine((q) => isDurationOf(q.service, q.durationMinutes), { message: messageText(M.duration), path: ["durationMinutes"] });

/** How an appointment is paid: by card (its order), on prepaid hours, or not yet (made by hand by the operator). */
export const APPOINTMENT_PAID_WITH = ["card", "prepaid", "unpaid"] as const;

const APPOINTMENT_STATUSES = ["held", "confirmed", "released", "cancelled", "completed"] as const;
export type AppointmentPaidWith = (typeof APPOINTMENT_PAID_WITH)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const bookedSchema = z.object({
  appointment: z.object({
    id: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    service: z.enum(APPOINTMENT_SERVICES),
    durationMinutes: z.number(),
    start: z.string(),
    end: z.string(),
    paidWith: z.enum(APPOINTMENT_PAID_WITH),
  }),
  /**
   * While the slot is held (card): our pay link, which opens the provider's checkout when followed,
   * and until when the slot waits for the payment. Null when confirmed on prepaid hours.
   */
  pay: z.object({ url: z.string(), heldUntil: z.string() }).nullable(),
});
export type Booked = z.infer<typeof bookedSchema>;

/** The loser of a race for a slot: why, and the next free slots to choose from. */
const takenSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), key: z.string().optional(), params: wireParamsSchema.optional() }), nextSlots: z.array(slotSchema) });
export type SlotTaken = z.infer<typeof takenSchema>;

/** What a cancel link shows: no personal data beyond the service and the time. */
const cancelInfoSchema = z.object({
  service: z.enum(APPOINTMENT_SERVICES),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Confirmed and more than 24 hours away. */
  cancellable: z.boolean(),
});
export type CancelInfo = z.infer<typeof cancelInfoSchema>;
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * What a reschedule link (or a member's Reschedule) shows: the current time and the free times
 * for the same service and duration (its own time counts as free, the current start is left out).
 */
const rescheduleInfoSchema = cancelInfoSchema.omit({ cancellable: true }).extend({
  durationMinutes: z.number(),
  /** Confirmed and more than 24 hours away (the cancel rule). */
  reschedulable: z.boolean(),
  /** Empty when it cannot be moved. */
  slots: z.array(slotSchema),
});
export type RescheduleInfo = z.infer<typeof rescheduleInfoSchema>;
export const rescheduleSchema = z.strictObject({ start: z.iso.datetime({ offset: true, error: messageText(M.start) }) });
/** A reschedule refused: too late (no `nextSlots`), or the time was just taken (the next free ones). */
const rescheduleRefusedSchema = takenSchema.extend({ nextSlots: z.array(slotSchema).optional() });

/** Cancel and reschedule links work until this long before the start. */
export const CANCEL_BEFORE_MS = 24 * 3_600_000;

/** A member's own appointment on their dashboard. */
const myAppointmentSchema = z.object({
  id: z.string(),
  service: z.enum(APPOINTMENT_SERVICES),
  durationMinutes: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  place: z.enum(APPOINTMENT_PLACES),
  address: z.string().nullable(),
  paidWith: z.enum(APPOINTMENT_PAID_WITH),
  /** Prepaid hours reserved for it (drawn when the operator completes it). */
  reservedHours: z.number().nullable(),
  /** Unpaid when made, with a payment request that has since been paid. */
  requestPaid: z.boolean(),
  /** Confirmed and more than 24 hours away: the member may cancel or reschedule it here. */
  cancellable: z.boolean(),
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;
const idParams = z.object({ id: z.string().max(100) });
const myAppointmentsSchema = z.object({ upcoming: z.array(myAppointmentSchema), past: z.array(myAppointmentSchema) });
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;

export const appointmentsContract = contract(appointmentsRoutes, {
  getAvailability: { response: { 200: availabilitySchema } },
  saveAvailability: { body: availabilitySchema, response: { 200: availabilitySchema } },
  slots: { query: slotsQuerySchema, response: { 200: z.object({ timeZone: z.string(), slots: z.array(slotSchema) }) } },
  book: { body: bookingRequestSchema, response: { 200: bookedSchema, 409: takenSchema } },
  pay: { params: tokenParams, response: "file" },
  cancelInfo: { params: tokenParams, response: { 200: cancelInfoSchema } },
  cancel: { params: tokenParams, response: { 200: cancelInfoSchema } },
  mine: { response: { 200: myAppointmentsSchema } },
  cancelMine: { params: idParams, response: { 200: myAppointmentSchema } },
  rescheduleInfo: { params: tokenParams, response: { 200: rescheduleInfoSchema } },
  reschedule: { params: tokenParams, body: rescheduleSchema, response: { 200: rescheduleInfoSchema, 409: rescheduleRefusedSchema } },
  rescheduleMineInfo: { params: idParams, response: { 200: rescheduleInfoSchema } },
  rescheduleMine: { params: idParams, body: rescheduleSchema, response: { 200: rescheduleInfoSchema, 409: rescheduleRefusedSchema } },
});
