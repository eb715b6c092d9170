import { z } from "zod";
import { APPOINTMENT_MESSAGES as M } from "./appointment-messages";
import type { AppointmentStatus } from "./appointments";
import { APPOINTMENT_PLACES, APPOINTMENT_SERVICES } from "./appointments/services";
import { contract } from "./contract";
import { hoursSchema } from "./tasks";
import { calendarRoutes } from "./routes/calendar";

/** The calendar shows one day or a week (Monday first). */
export const CALENDAR_VIEWS = ["week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How the appointment is paid, as the calendar says it: card paid, on prepaid hours, or not (yet) paid. */
const CALENDAR_PAYMENTS = ["paid", "prepaid", "unpaid"] as const;
export type CalendarPayment = (typeof CALENDAR_PAYMENTS)[number];

const STATUSES = ["held", "confirmed", "released", "cancelled", "completed"] as const satisfies readonly AppointmentStatus[];

const calendarQuerySchema = z.object({
  /** The first Sofia day, YYYY-MM-DD. */
  from: z.iso.date(M.day),
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
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const idParams = z.object({ id: z.uuid(M.notFound) });
const moveSchema = z.strictObject({ start: z.iso.datetime({ offset: true, error: M.start }) });

/** The move dialog: a Sofia day and wall-clock time (the page turns them into the instant it sends). */
export const calendarMoveFormSchema = z.object({
  day: z.iso.date(M.day),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeFormat),
});

/** Done: the time actually spent, in half-hour steps (the task rule draws at least one hour). */
export const calendarDoneSchema = z.strictObject({ hoursSpent: hoursSchema.refine((h) => h > 0, M.hoursSpent) });

const feedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

export const calendarContract = contract(calendarRoutes, {
  list: { query: calendarQuerySchema, response: { 200: z.object({ timeZone: z.string(), items: z.array(calendarItemSchema) }) } },
  move: { params: idParams, body: moveSchema, response: { 200: calendarItemSchema } },
  cancel: { params: idParams, response: { 200: calendarItemSchema } },
  done: { params: idParams, body: calendarDoneSchema, response: { 200: calendarItemSchema } },
  feedStatus: { response: { 200: feedStatusSchema } },
  newFeed: { response: { 200: feedStatusSchema.extend({ url: z.string() }) } },
  revokeFeed: { response: { 200: feedStatusSchema } },
});
