/** The operator's canned replies; schemas in core/canned-replies.ts. */
export const cannedRepliesRoutes = {
  /** Every saved reply, by title. */
  list: { method: "GET", path: "/api/canned-replies", access: "admin" },
  /** Saves a reply (title, English and/or Bulgarian text); audited. */
  create: { method: "POST", path: "/api/canned-replies", access: "admin" },
  /** Deletes a reply (404 when unknown); audited. */
  remove: { method: "DELETE", path: "/api/canned-replies/:id", access: "admin" },
} as const;
