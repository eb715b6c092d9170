import { z } from "zod";
import { contract } from "./contract";
import { pageOf, pageParams } from "./list-query";
import { notificationsRoutes } from "./routes/notifications";
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_MAX_PAGE_SIZE } from "./notifications-constants";

/*
 * The notification bell (header). Every signed-in user (member or
 * admin) has their own bell: only their own rows, ever.
 *
 * Members hear of: a new message from the operator, a task status change, a payment request.
 * The operator hears of: a client's message, a new task, a contact submission, a paid order,
 * a paid translation request, and an item that became overdue (SLA).
 *
 * Routes: core/routes/notifications.ts.
 */
export { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_MAX_PAGE_SIZE, NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_RECONNECT_DELAYS_MS, NOTIFICATION_POLL_MS, NOTIFICATION_EVENTS, type NotificationKind } from "./notifications-constants";

export const notificationListQuerySchema = z.object(pageParams(NOTIFICATION_PAGE_SIZE, { cursorMax: 200, maxLimit: NOTIFICATION_MAX_PAGE_SIZE }));
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** Small plain values the text needs (a task title, a status, an amount…); the web words it per kind. */
export const notificationDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  /** A path inside the app (e.g. /dashboard/tasks?task=…). */
  link: z.string(),
  /** ISO time; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  ...pageOf(notificationSchema),
  /** Over all of the user's notifications, not just this page. */
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadResultSchema = z.object({
  unreadCount: z.number().int(),
  /** read-all: how many were marked now. */
  marked: z.number().int().optional(),
});
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

/** SSE `ready`: the stream is live (the LISTEN is in place) — what arrives from now on is pushed. */
export const notificationStreamReadySchema = z.object({ unreadCount: z.number().int() });
export type NotificationStreamReady = z.infer<typeof notificationStreamReadySchema>;

/** SSE `notifications`: new rows (newest first, maybe none) and the unread count after them. */
export const notificationStreamUpdateSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationStreamUpdate = z.infer<typeof notificationStreamUpdateSchema>;

export const notificationParamsSchema = z.object({ id: z.string().max(100) });

/** A reconnect's last event id, where the browser cannot send `Last-Event-ID`. */
export const notificationStreamQuerySchema = z.object({ since: z.string().max(100).optional() });

export const notificationsContract = contract(notificationsRoutes, {
  list: { query: notificationListQuerySchema, response: { 200: notificationListSchema } },
  markAllRead: { response: { 200: notificationReadResultSchema } },
  markRead: { params: notificationParamsSchema, response: { 200: notificationReadResultSchema } },
  /** text/event-stream, not JSON. */
  stream: { query: notificationStreamQuerySchema, response: "file" },
});
