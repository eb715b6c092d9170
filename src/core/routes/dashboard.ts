/** Dashboard home (home); schemas in core/dashboard.ts. */
export const dashboardRoutes = {
  /**
   * Every figure and panel of /dashboard in one request, by `role`: the member's (cards,
   * upcoming tasks, recent messages and documents) or the operator's (cards, tasks needing
   * attention, recent messages and documents, and `due`: open promises by due time, overdue
   * first). Not cached (no-store); the web refetches it on every notification.
   */
  get: { method: "GET", path: "/api/dashboard", access: "member" },
} as const;
