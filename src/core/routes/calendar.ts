/** The operator's calendar: appointments by Sofia day, moved or cancelled by hand. Schemas in core/calendar.ts. */
export const calendarRoutes = {
  /** Appointments whose start falls on `days` Sofia days from `from` (held, confirmed, completed and cancelled). */
  list: { method: "GET", path: "/api/calendar", access: "admin" },
  /** The admin home's panel: today's, tomorrow's and the next few appointments, by the server's clock. */
  upcoming: { method: "GET", path: "/api/calendar/upcoming", access: "admin" },
  /**
   * An appointment made by hand for a client: on their prepaid hours (reserved), or unpaid (with a
   * payment request if asked). Outside the availability rules if need be, never over another one (409).
   */
  create: { method: "POST", path: "/api/calendar", access: "admin" },
  /** A new start, checked as a booking is; the customer and the operator get the updated invite (the next SEQUENCE). */
  move: { method: "POST", path: "/api/calendar/:id/move", access: "admin" },
  /** Cancel as the operator: the slot is freed, reserved prepaid hours go back, a card payment is marked refund due. */
  cancel: { method: "POST", path: "/api/calendar/:id/cancel", access: "admin" },
  /**
   * Done, with the time spent (one still ahead only with `confirmFuture`, else 409): a prepaid one becomes a completed task whose hours are drawn by the
   * charging rule; an unpaid one (no paid or open payment request) a completed task of unpaid time, to be billed.
   */
  done: { method: "POST", path: "/api/calendar/:id/done", access: "admin" },
  /** Whether the private calendar feed is on (never its link: only its hash is kept). */
  feedStatus: { method: "GET", path: "/api/calendar/feed", access: "admin" },
  /** A new feed link, shown once; any earlier link stops working. */
  newFeed: { method: "POST", path: "/api/calendar/feed", access: "admin" },
  /** Turns the feed off: the link stops working. */
  revokeFeed: { method: "DELETE", path: "/api/calendar/feed", access: "admin" },
} as const;
