import type { Rule } from "../../http/rate-limit";

/** Booking may open a provider session, cancelling sends mail: bounded per client address, like checkout. */
export const BOOKING_RATE: Rule = { max: 30, windowMs: 60_000 };
