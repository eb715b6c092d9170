/**
 * The notification bell (header); schemas in core/notifications.ts.
 * Every signed-in user has their own bell: only their own rows, ever. A foreign, unknown or
 * non-UUID id answers 404.
 */
export const notificationsRoutes = {
  /** A page of the caller's notifications (limit ≤ 50), newest first, with the unread count over all of them. */
  list: { method: "GET", path: "/api/notifications", access: "member" },
  /** Marks every one read: the unread count (0) and how many were marked now. */
  markAllRead: { method: "POST", path: "/api/notifications/read-all", access: "member" },
  /** Marks one read (idempotent): the unread count after. */
  markRead: { method: "POST", path: "/api/notifications/:id/read", access: "member" },
  /**
   * Server-Sent Events, one per signed-in tab: `retry: 1000`, then `event: ready` (data
   * NotificationStreamReady) right after connecting, `event: notifications` (data
   * NotificationStreamUpdate, with an id) whenever the bell changes — new rows newest first,
   * possibly none when only the unread count moved; the client merges them by id, as a reconnect
   * may repeat one — and a `: ping` comment every 30 s. A reconnect sends
   * `Last-Event-ID` (the browser does) or `?since=<last event id>`, and the stream starts with
   * what arrived meanwhile. 429 beyond 20 open streams of one user on one instance; 503 (with
   * Retry-After) when the server's streams are full, and the bell polls the list meanwhile.
   */
  stream: { method: "GET", path: "/api/notifications/stream", access: "member" },
} as const;
