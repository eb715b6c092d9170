import { messageGroup, msg } from "./i18n/messages/message";
/**
 * Appointments' texts, apart from the schemas so the booking page's messages load
 * without zod. Top-level in core so the Bulgarian catalogue test finds them.
 */
export const APPOINTMENT_MESSAGES = {
  ...messageGroup("appointment", [
    "timeFormat", "endAfterStart", "tooManyExceptions", "duplicateException", "buffer", "horizon", "notice", "service", "duration", "place", "start", "name",
  ]),
  nameTooLong: msg("length.name", { max: 200 }),
  ...messageGroup("appointment", [
    "email", "phone", "purpose", "purposeTooLong", "address", "addressTooLong", "zone", "inPast", "tooSoon", "tooFar", "outsideHours", "taken",
    "notEnoughHours", "prepaidNeedsSignIn", "availabilitySaved", "cancelLinkInvalid", "rescheduleLinkInvalid", "rescheduleClosed", "cancelClosed",
    "alreadyCancelled", "day", "notFound", "notMovable", "hoursSpent", "doneAhead", "cancelled", "client", "payWith", "overlaps", "clientNotEnoughHours",
    "tooManyHolds", "holdsFull", "holdExpired", "payLinkInvalid",
  ]),
} as const;
