/**
 * The operator's inbox: everything waiting for a person in one list (member messages and email
 * replies, contact requests, orders, translation requests), with the client beside it. Schemas in
 * core/inbox.ts. Admin only: members get 403, visitors 401; an unknown client id answers 404.
 */
export const inboxRoutes = {
  /**
   * One keyset page, longest waiting first, filtered by kind, state and waiting time; each item
   * carries its due time and its client's balance and money owed. A cursor made for other
   * filters (or by another list) answers 400.
   */
  list: { method: "GET", path: "/api/inbox", access: "admin" },
  /** The client panel: name, email, language, balance, open tasks, money owed, recent payments, next appointment. */
  context: { method: "GET", path: "/api/inbox/context/:clientId", access: "admin" },
  /** A conversation handled without a reply (the operator answered another way): its waiting messages count as answered. */
  conversationHandled: { method: "POST", path: "/api/inbox/conversations/:clientId/handled", access: "admin" },
} as const;
