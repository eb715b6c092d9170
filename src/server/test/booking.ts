import { zonedInstant } from "../../core/appointments/zone";
import { uniqueEmail } from "./app";

/** A visitor's card booking of a 30-minute phone call at `start`, as the booking page sends it; `over` changes any field. */
export const bookingBody = (start: string | Date, over: Record<string, unknown> = {}) => ({
  service: "phone_call",
  durationMinutes: 30,
  start: typeof start === "string" ? start : start.toISOString(),
  place: "phone",
  name: "Maria Petrova",
  email: uniqueEmail("booker"),
  phone: "+359 88 123 4567",
  purpose: "A call to the municipality about my address registration",
  payWith: "card",
  language: "en",
  ...over,
});

/** The instant of `hhmm` ("09:30") on `day` ("2026-12-07") in Sofia, as the calendar's tests name their times. */
export const sofiaAt = (day: string, hhmm: string) => zonedInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

/** The operator's appointment for a client: a 30-minute phone call at `start`, drawn from prepaid hours; `over` changes any field. */
export const calendarBody = (clientId: string, start: Date, over: Record<string, unknown> = {}) => ({
  clientId,
  service: "phone_call",
  durationMinutes: 30,
  start: start.toISOString(),
  place: "phone",
  phone: "+359 88 765 4321",
  purpose: "Call the tax office about the declaration",
  payWith: "prepaid",
  ...over,
});
