/** Appointments (issue 27): availability, free slots and booking. Schemas in core/appointments/contract.ts. */
export const appointmentsRoutes = {
  /** The operator's availability (Settings → Availability). */
  getAvailability: { method: "GET", path: "/api/appointments/availability", access: "admin" },
  saveAvailability: { method: "PUT", path: "/api/appointments/availability", access: "admin" },
  /** Free slots for a service and duration, from now to the booking horizon (UTC instants; the page shows them in the visitor's zone and Sofia's). */
  slots: { method: "GET", path: "/api/appointments/slots", access: "public" },
  /** Book a slot: held 10 minutes while paying by card, or confirmed at once on a member's prepaid hours. */
  book: { method: "POST", path: "/api/appointments", access: "public" },
} as const;
