/** The audit log: read-only by design, the log has no other route. Schemas in core/audit.ts. */
export const auditRoutes = {
  /** One keyset page of operator actions, newest first (on a client's detail: filtered by clientId). */
  list: { method: "GET", path: "/api/audit", access: "admin" },
} as const;
