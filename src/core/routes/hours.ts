/** The prepaid hours routes; schemas in core/hours.ts. */
export const hoursRoutes = {
  /** The caller's own balance and newest ledger rows. */
  get: { method: "GET", path: "/api/hours", access: "member" },
} as const;
