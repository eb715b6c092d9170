/** Appointments (issue 27): availability, free slots and booking. Schemas in core/appointments/contract.ts. */
export const appointmentsRoutes = {
  /** The operator's availability (Settings → Availability). */
  getAvailability: { method: "GET", path: "/api/appointments/availability", access: "admin" },
  saveAvailability: { method: "PUT", path: "/api/appointments/availability", access: "admin" },
  /** Free slots for a service and duration, from now to the booking horizon (UTC instants; the page shows them in the visitor's zone and Sofia's). */
  slots: { method: "GET", path: "/api/appointments/slots", access: "public" },
  /** Book a slot: held 10 minutes while paying by card, or confirmed at once on a member's prepaid hours. */
  book: { method: "POST", path: "/api/appointments", access: "public" },
  /** The appointment a cancel link names (its single-purpose token from the confirmation mail); 404 for an unknown or altered token. */
  cancelInfo: { method: "GET", path: "/api/appointments/cancel/:token", access: "public" },
  /** Cancel without signing in, up to 24 hours before: the slot is freed and both calendars get METHOD:CANCEL. */
  cancel: { method: "POST", path: "/api/appointments/cancel/:token", access: "public" },
} as const;
