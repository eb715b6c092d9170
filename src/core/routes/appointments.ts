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
  /** A member's own appointments: upcoming (confirmed) and past (done, cancelled), for their dashboard (issue 27 item 6). */
  mine: { method: "GET", path: "/api/appointments/mine", access: "member" },
  /** A member cancels their own appointment, up to 24 hours before (as the link allows); another's is a 404. */
  cancelMine: { method: "POST", path: "/api/appointments/:id/cancel", access: "member" },
} as const;
