/**
 * The audit log's actions, their labels and the entities: apart from core/audit.ts's zod
 * schemas (which re-exports them), so the operator's screens load no zod to name an action.
 */

export const AUDIT_ACTIONS = [
  "client.created",
  "client.updated",
  "hours.deducted",
  "payment.recorded",
  "payment_request.created",
  "payment_request.cancelled",
  "payment_request.reminded",
  "task.updated",
  "document.uploaded",
  "document.deleted",
  "role.changed",
  // Issue 23: every privileged action, Better Auth's admin endpoints and the inboxes' too.
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
  "payments.exported",
  "message.sent",
  "translation.status_changed",
  "translation.summary_delivered",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "client.created": "Client created",
  "client.updated": "Client edited",
  "hours.deducted": "Hours deducted",
  "payment.recorded": "Payment recorded",
  "payment_request.created": "Payment requested",
  "payment_request.cancelled": "Payment request cancelled",
  "payment_request.reminded": "Payment reminder sent",
  "task.updated": "Task updated",
  "document.uploaded": "Document uploaded",
  "document.deleted": "Document deleted",
  "role.changed": "Role changed",
  "user.created": "User created",
  "user.updated": "User edited",
  "user.password_set": "Password set",
  "user.banned": "User banned",
  "user.unbanned": "User unbanned",
  "user.sessions_revoked": "Sessions revoked",
  "contact.replied": "Contact request answered",
  "contact.status_changed": "Contact request status changed",
  "contact.converted_to_client": "Contact request made a client",
  "contact.converted_to_task": "Contact request made a task",
  "receipt.resent": "Receipt resent",
  "invoice.issued": "Invoice issued",
  "payments.exported": "Payments exported",
  "message.sent": "Message sent",
  "translation.status_changed": "Translation status changed",
  "translation.summary_delivered": "Translation summary delivered",
};
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ENTITIES = ["client", "payment", "payment_request", "task", "document", "user", "contact_submission", "translation_request", "message", "export"] as const;
