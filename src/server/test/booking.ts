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
