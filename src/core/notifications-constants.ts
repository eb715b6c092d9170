/**
 * The bell's kinds, page sizes, timings and SSE event names: apart from core/notifications.ts's
 * zod schemas (which re-exports them), so the dashboard's header loads no zod.
 */

export const NOTIFICATION_KINDS = [
  "message_received",
  "task_status_changed",
  "payment_requested",
  "message_from_client",
  "task_submitted",
  "contact_received",
  "order_paid",
  "translation_requested",
  "item_overdue",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/*
 * `data` each kind is worded from (web/features/notifications/locales/*.json; missing keys degrade to a
 * shorter text, never an error), and its usual link:
 *   message_received       {messageId, preview}                 /dashboard/messages
 *   message_from_client    {messageId, client: name or email, preview}   /dashboard/messages
 *   task_status_changed    {title, status: TaskStatus}          /dashboard/tasks?task=<id>
 *   task_submitted         {title, client, urgency}             /dashboard/tasks?task=<id>
 *   payment_requested      {amount (minor units), currency, description}   /dashboard/payments
 *   contact_received       {name}                               the contact inbox
 *   order_paid             {orderRef, purpose, total (minor units), currency, customer}   /dashboard/payments
 *   translation_requested  {name, orderRef, total, currency}    /dashboard/translations
 *   item_overdue           {item: contact|message|translation, id, who, dueAt}   the item's screen
 */

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;
/** Realtime heartbeat 30 s; reconnect delays 1, 2, 5, 10 s. */
export const NOTIFICATION_HEARTBEAT_MS = 30_000;
export const NOTIFICATION_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** When the stream cannot be opened at all (blocked by a proxy), the bell polls the list this often. */
export const NOTIFICATION_POLL_MS = 30_000;

/** SSE event names. */
export const NOTIFICATION_EVENTS = { ready: "ready", update: "notifications" } as const;
