import { createHash } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type AppointmentStatus, CANCEL_BEFORE_MS } from "../../core/appointments";
import { appointments } from "../db/schema";
import { isOperator, type Who } from "./who";

type Appointment = typeof appointments.$inferSelect;

/** What a customer calls their appointments: a hold of an unfinished checkout (or one given back) is not one yet. */
const CUSTOMER_STATUSES: AppointmentStatus[] = ["confirmed", "cancelled", "completed"];

/** Link tokens are 32 random bytes, base64url: anything else names no appointment. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of an appointment's cancel and reschedule links: only the SHA-256 of
 * "appointment-cancel:" + token is stored, so a database read yields no working link and a token
 * made for another purpose matches nothing. The prefix and the column keep their first name:
 * links already sent keep working.
 */
export const hashCancelToken = (token: string) => createHash("sha256").update(`appointment-cancel:${token}`).digest("hex");
/** A card hold's pay link token, stored the same way under its own prefix. */
export const hashPayToken = (token: string) => createHash("sha256").update(`appointment-pay:${token}`).digest("hex");

/**
 * Who may see or change an appointment (one policy per entity). Every appointment query of a
 * request goes through one of its scopes:
 * - `scope`: the operator sees every appointment (the calendar); a member only their own, so
 *   another member's id looks exactly like an unknown one (404); a visitor none.
 * - `customerScope`: the appointments the signed-in caller booked or was booked for (the
 *   dashboard's own list, cancel and reschedule), the operator included: their dashboard
 *   changes are a customer's, never another customer's.
 * - `linkScope`: whoever holds the cancel/reschedule link of the confirmation mail reaches that
 *   one appointment, signed in or not; `payLinkScope`: the pay link of a card hold, that hold.
 */
export const appointmentPolicy = {
  scope: (actor: Who): SQL =>
    !actor ? sql`false` : isOperator(actor) ? sql`true` : (and(eq(appointments.userId, actor.userId), inArray(appointments.status, CUSTOMER_STATUSES)) as SQL),
  customerScope: (actor: Who): SQL =>
    !actor ? sql`false` : (and(eq(appointments.userId, actor.userId), inArray(appointments.status, CUSTOMER_STATUSES)) as SQL),
  linkScope: (token: string): SQL => (TOKEN_SHAPE.test(token) ? eq(appointments.cancelTokenHash, hashCancelToken(token)) : sql`false`),
  payLinkScope: (token: string): SQL => (TOKEN_SHAPE.test(token) ? eq(appointments.payTokenHash, hashPayToken(token)) : sql`false`),
  /** The customer (by the link or on the dashboard) may still cancel or move it: confirmed, and more than 24 hours away. */
  canChangeOnline: (a: Pick<Appointment, "status" | "startsAt">, now: Date) => a.status === "confirmed" && now.getTime() < a.startsAt.getTime() - CANCEL_BEFORE_MS,
  /** The availability, the calendar's move, cancel and done, and appointments made by hand are the operator's. */
  canManage: (actor: Who) => isOperator(actor),
  /** Anyone may book by card; on prepaid hours only a signed-in member, whose hours they are. */
  canBookPrepaid: (actor: Who) => !!actor,
};
