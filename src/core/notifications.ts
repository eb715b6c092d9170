/*
 * The notification bell (spec §2 header, DESIGN §1.5, §1.22). The full contract (list,
 * mark read, the SSE stream) is written by the notifications feature; this file starts
 * with the kinds, which the server's notifyUsers()/notifyAdmins() take.
 *
 * Members hear of: a new message from the operator, a task status change, a payment request.
 * The operator hears of: a client's message, a new task, a contact submission, a paid order,
 * a paid translation request, and an item that became overdue (SLA).
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
