/**
 * The audit log's actions and the entities: apart from core/audit.ts's zod
 * schemas (which re-exports them), so the operator's screens load no zod to name an action.
 */

export const AUDIT_ACTIONS = [
  "client.created",
  "client.updated",
  "client.invite_resent",
  "client.undeliverable_cleared",
  "client.guest_history_linked",
  "hours.deducted",
  "payment.recorded",
  "payment_request.created",
  "payment_request.cancelled",
  "payment_request.reminded",
  // The euro: an open BGN request converted at the start after the upgrade (docs/decisions/0033-euro.md).
  "payment_request.redenominated",
  "task.updated",
  "document.uploaded",
  "document.deleted",
  "role.changed",
  // Every privileged action, Better Auth's admin endpoints and the inboxes' too.
  "user.created",
  "user.updated",
  "user.password_set",
  "user.banned",
  "user.unbanned",
  "user.sessions_revoked",
  "contact.replied",
  "contact.status_changed",
  "contact.converted_to_client",
  "contact.converted_to_task",
  "receipt.resent",
  "invoice.issued",
  "refund.created",
  "payments.exported",
  "message.sent",
  "conversation.handled",
  "translation.status_changed",
  "translation.summary_delivered",
  "translation.document_downloaded",
  "translation.summary_downloaded",
  "order.status_changed",
  "order.client_linked",
  "order.converted_to_task",
  "newsletter.exported",
  "newsletter.subscriber_removed",
  "newsletter.issue_saved",
  "newsletter.issue_test_sent",
  "newsletter.issue_send_started",
  "canned_reply.saved",
  "canned_reply.deleted",
  // The booking hours customers see.
  "availability.updated",
  "appointment.created",
  "appointment.moved",
  "appointment.cancelled",
  "appointment.completed",
  "calendar_feed.created",
  "calendar_feed.revoked",
  // The operator's business settings and price list (Settings → Business).
  "business.settings_updated",
  "business.price_set",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ENTITIES = ["client", "payment", "payment_request", "task", "document", "user", "contact_submission", "translation_request", "message", "export", "order", "newsletter_subscriber", "newsletter_issue", "canned_reply", "availability", "appointment", "calendar_feed", "business"] as const;
