/**
 * Appointments' texts (issue 27), apart from the schemas so the booking page's messages load
 * without zod. Top-level in core so the Bulgarian catalogue test finds them.
 */
export const APPOINTMENT_MESSAGES = {
  timeFormat: "Use a time like 09:30",
  endAfterStart: "The end must be after the start",
  tooManyExceptions: "Too many exceptions (200 at most)",
  duplicateException: "This date already has an exception",
  buffer: "The buffer must be a whole number of minutes from 0 to 240",
  horizon: "Booking ahead must be a whole number of days from 1 to 365",
  notice: "The notice must be a whole number of hours from 0 to 720",
  service: "Please choose a service",
  duration: "Please choose one of the service's durations",
  place: "Please choose where the appointment happens",
  start: "Please choose a time",
  name: "Please enter your name",
  nameTooLong: "Name is too long (200 characters at most)",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  purpose: "Please say what the appointment is for",
  purposeTooLong: "The description is too long (1000 characters at most)",
  address: "Please enter the address where we meet",
  addressTooLong: "The address is too long (500 characters at most)",
  inPast: "This time is in the past. Please choose another time.",
  tooSoon: "This time is too soon to book. Please choose a later time.",
  tooFar: "This time is too far ahead to book. Please choose an earlier time.",
  outsideHours: "This time is outside our opening hours. Please choose one of the free times.",
  taken: "This time was just taken. Please choose another time.",
  notEnoughHours: "You do not have enough prepaid hours for this appointment. Please pay by card instead.",
  prepaidNeedsSignIn: "Sign in to pay with prepaid hours",
  availabilitySaved: "Availability saved",
} as const;
