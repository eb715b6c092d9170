/**
 * Messages: one conversation per client with the operator;
 * schemas in core/messages.ts. Ids that are not UUIDs, unknown ids and ids of another member's
 * conversation all answer 404. Attachments are uploaded first (documentsRoutes.upload), their
 * ids sent as documentIds.
 */
export const messagesRoutes = {
  /**
   * Newest first, a page at a time: a member's own conversation, the admin's every message
   * (`clientId`: one conversation). status=unread: those still unread by the caller's side.
   * Listing never marks anything read.
   */
  list: { method: "GET", path: "/api/messages", access: "member" },
  /**
   * The operator's Messages: one row per client's conversation, the newest activity first (last
   * message, unread count, waiting since / due by). status=unread: with unread client messages;
   * waiting: with a client message not yet answered.
   */
  conversations: { method: "GET", path: "/api/messages/conversations", access: "admin" },
  /** One client's whole conversation, oldest first, with attachments; opening it marks the client's messages read. */
  conversation: { method: "GET", path: "/api/messages/conversations/:clientId", access: "admin" },
  /** A member's message to the operator (due for an answer in 24 h); 403 for an administrator. */
  send: { method: "POST", path: "/api/messages", access: "member" },
  /** The operator's Compose New, stored as `**subject**\n\nbody`; an unknown client answers 404. */
  compose: { method: "POST", path: "/api/messages/compose", access: "admin" },
  /** Marks the operator's messages of the member's conversation read (on opening it); 403 for an administrator. */
  markRead: { method: "POST", path: "/api/messages/read", access: "member" },
  /** Message Details; opening marks it read when the caller is its recipient. */
  get: { method: "GET", path: "/api/messages/:id", access: "member" },
  /** A reply in that message's conversation (a member: only their own). */
  reply: { method: "POST", path: "/api/messages/:id/reply", access: "member" },
} as const;
