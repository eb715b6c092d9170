/** Appointments: availability, free slots and booking. Schemas in core/appointments/contract.ts. */
export const appointmentsRoutes = {
  /** The operator's availability (Settings → Availability). */
  getAvailability: { method: "GET", path: "/api/appointments/availability", access: "admin" },
  saveAvailability: { method: "PUT", path: "/api/appointments/availability", access: "admin" },
  /** Free slots for a service and duration, from now to the booking horizon (UTC instants; the page shows them in the visitor's zone and Sofia's). */
  slots: { method: "GET", path: "/api/appointments/slots", access: "public" },
  /** Book a slot: held 10 minutes while paying by card, or confirmed at once on a member's prepaid hours. */
  book: { method: "POST", path: "/api/appointments", access: "public" },
  /**
   * A held booking's pay link (its single-purpose token from the booking's answer): opens the
   * provider's checkout and redirects there (303); a hold no longer waiting for payment redirects
   * to the booking page, which says so. 404 for an unknown or altered token.
   */
  pay: { method: "GET", path: "/api/appointments/pay/:token", access: "public" },
  /** The appointment a cancel link names (its single-purpose token from the confirmation mail); 404 for an unknown or altered token. */
  cancelInfo: { method: "GET", path: "/api/appointments/cancel/:token", access: "public" },
  /** Cancel without signing in, up to 24 hours before: the slot is freed and both calendars get METHOD:CANCEL. */
  cancel: { method: "POST", path: "/api/appointments/cancel/:token", access: "public" },
  /** A member's own appointments: upcoming (confirmed) and past (done, cancelled), for their dashboard. */
  mine: { method: "GET", path: "/api/appointments/mine", access: "member" },
  /** A member cancels their own appointment, up to 24 hours before (as the link allows); another's is a 404. */
  cancelMine: { method: "POST", path: "/api/appointments/:id/cancel", access: "member" },
  /** The appointment a reschedule link names (the same token as its cancel link) and the free times it may move to; 404 for an unknown, altered or used-up token. */
  rescheduleInfo: { method: "GET", path: "/api/appointments/reschedule/:token", access: "public" },
  /** Another time without signing in, up to 24 hours before: both calendars get the updated invite (same UID, SEQUENCE + 1); 409 with the next free times when taken. */
  reschedule: { method: "POST", path: "/api/appointments/reschedule/:token", access: "public" },
  /** A member's own appointment and the free times it may move to; another's is a 404. */
  rescheduleMineInfo: { method: "GET", path: "/api/appointments/:id/reschedule", access: "member" },
  /** A member moves their own appointment, up to 24 hours before (as the link allows); another's is a 404. */
  rescheduleMine: { method: "POST", path: "/api/appointments/:id/reschedule", access: "member" },
} as const;
