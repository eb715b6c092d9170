/**
 * What other features may use of appointments: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { cancelConfirmed } from "./cancel";
export { enqueueConfirmation } from "./confirmation";
export { confirmPaidAppointment, isOverlap, releaseExpiredHolds, releaseHoldOfSession } from "./holds";
export { moveAppointment } from "./move";
export { BOOKING_RATE } from "./rate";
export { confirmOnPrepaid, insertAppointment, loadAvailability, reservedHoursOf, timesAndPrice } from "./store";
