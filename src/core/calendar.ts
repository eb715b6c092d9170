import { messageText } from "./i18n/messages/message";
import { z } from "zod";
import { APPOINTMENT_MESSAGES as M } from "./appointment-messages";
import { type AppointmentStatus, appointmentAddressSchema, appointmentPhoneSchema, appointmentPurposeSchema } from "./appointments";
import { APPOINTMENT_PLACES, APPOINTMENT_SERVICES, isDurationOf } from "./appointments/services";
import { contract } from "./contract";
import { hoursSchema } from "./tasks";
import { calendarRoutes } from "./routes/calendar";

import { CALENDAR_PAY_WITH } from "./calendar-constants";
export { CALENDAR_PAY_WITH, CALENDAR_VIEWS, type CalendarPayWith, type CalendarView } from "./calendar-constants";

/** How the appointment is paid, as the calendar says it: card paid, on prepaid hours, or not (yet) paid. */
const CALENDAR_PAYMENTS = ["paid", "prepaid", "unpaid"] as const;
export type CalendarPayment = (typeof CALENDAR_PAYMENTS)[number];

const STATUSES = ["held", "confirmed", "released", "cancelled", "completed"] as const satisfies readonly AppointmentStatus[];

const calendarQuerySchema = z.object({
  /** The first Sofia day, YYYY-MM-DD. */
  from: z.iso.date(messageText(M.day)),
  days: z.coerce.number().int().min(1).max(7).default(7),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

const calendarItemSchema = z.object({
  id: z.string(),
  status: z.enum(STATUSES),
  service: z.enum(APPOINTMENT_SERVICES),
  durationMinutes: z.number(),
  start: z.string(),
  end: z.string(),
  place: z.enum(APPOINTMENT_PLACES),
  address: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  purpose: z.string(),
  payment: z.enum(CALENDAR_PAYMENTS),
  reservedHours: z.number().nullable(),
  sequence: z.number(),
  /** The time actually spent, once done. */
  hoursSpent: z.number().nullable(),
  /** A cancelled card-paid appointment's payment, while money is still due back (its Refund opens there). */
  refundPaymentId: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const idParams = z.object({ id: z.uuid(messageText(M.notFound)) });
const moveSchema = z.strictObject({ start: z.iso.datetime({ offset: true, error: messageText(M.start) }) });

/** The move dialog: a Sofia day and wall-clock time (the page turns them into the instant it sends). */
export const calendarMoveFormSchema = z.object({
  day: z.iso.date(messageText(M.day)),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messageText(M.timeFormat)),
});

/**
 * Done: the time actually spent, in half-hour steps (the task rule draws at least one hour). An
 * appointment whose start is still ahead is marked done only with `confirmFuture` (else 409).
 */
export const calendarDoneSchema = z.strictObject({ hoursSpent: hoursSchema.refine((h) => h > 0, messageText(M.hoursSpent)), confirmFuture: z.boolean().optional() });


/** What the operator gives for an appointment made by hand; the name, email and language are the client's. */
const createFields = {
  clientId: z.string(messageText(M.client)).min(1, messageText(M.client)).max(100, messageText(M.client)),
  service: z.enum(APPOINTMENT_SERVICES, messageText(M.service)),
  durationMinutes: z.number(messageText(M.duration)).int(messageText(M.duration)),
  place: z.enum(APPOINTMENT_PLACES, messageText(M.place)),
  /** Where we meet, for a service at the client's address. */
  address: appointmentAddressSchema.optional(),
  /** The number to call; the client's profile phone when not given. */
  phone: z.union([z.literal(""), appointmentPhoneSchema]).optional(),
  purpose: appointmentPurposeSchema,
  payWith: z.enum(CALENDAR_PAY_WITH, messageText(M.payWith)),
};

type CreateFields = { service: (typeof APPOINTMENT_SERVICES)[number]; durationMinutes: number; place: (typeof APPOINTMENT_PLACES)[number]; address?: string | undefined };
/** The duration must be one of the service's, and an address place needs the address (as a booking's). */
function refineCreate(b: CreateFields, ctx: z.RefinementCtx) {
  if (!isDurationOf(b.service, b.durationMinutes)) ctx.addIssue({ code: "custom", path: ["durationMinutes"], message: messageText(M.duration) });
  if (b.place === "address" && !b.address) ctx.addIssue({ code: "custom", path: ["address"], message: messageText(M.address) });
}

/** POST /api/calendar: the start is an instant (the page turns the Sofia day and time into it). */
export const calendarCreateSchema = z.strictObject({ ...createFields, start: z.iso.datetime({ offset: true, error: messageText(M.start) }) }).superRefine(refineCreate);
export type CalendarCreate = z.input<typeof calendarCreateSchema>;

/** The New appointment dialog: a Sofia day and wall-clock time instead of the instant. */
export const calendarCreateFormSchema = z.object({ ...createFields, ...calendarMoveFormSchema.shape }).superRefine(refineCreate);

const feedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

/**
 * The admin home's "what is next": today's and tomorrow's appointments (Sofia days, by the
 * server's clock) and the next few after them; held, confirmed and done, never cancelled.
 */
const upcomingSchema = z.object({ timeZone: z.string(), today: z.string(), tomorrow: z.string(), items: z.array(calendarItemSchema) });
export type CalendarUpcoming = z.infer<typeof upcomingSchema>;

export const calendarContract = contract(calendarRoutes, {
  list: {
    query: calendarQuerySchema,
    // `next`: the start of the first held or confirmed appointment after the days asked (the page opens there when they have none ahead).
    response: { 200: z.object({ timeZone: z.string(), items: z.array(calendarItemSchema), next: z.string().nullable() }) },
  },
  upcoming: { response: { 200: upcomingSchema } },
  create: { body: calendarCreateSchema, response: { 201: calendarItemSchema } },
  move: { params: idParams, body: moveSchema, response: { 200: calendarItemSchema } },
  cancel: { params: idParams, response: { 200: calendarItemSchema } },
  done: { params: idParams, body: calendarDoneSchema, response: { 200: calendarItemSchema } },
  feedStatus: { response: { 200: feedStatusSchema } },
  newFeed: { response: { 200: feedStatusSchema.extend({ url: z.string() }) } },
  revokeFeed: { response: { 200: feedStatusSchema } },
});
