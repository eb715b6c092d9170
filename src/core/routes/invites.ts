/** The client's side of an invitation; schemas in core/invites.ts. */
export const invitesRoutes = {
  /**
   * Whether an invitation link still works, and whose it is (the page greets them and signs them
   * in after the password is set). 404 when it was used, replaced by a newer one, altered or expired.
   */
  check: { method: "POST", path: "/api/invites/check", access: "public" },
} as const;
