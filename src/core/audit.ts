import { z } from "zod";
import { contract } from "./contract";
import { isoDayFilter } from "./dates";
import { auditRoutes } from "./routes/audit";

/*
 * Audit log: every admin action, who did it, when, and the before/after of the changed
 * fields (issue 9). Written in the same transaction as the action; no route edits or
 * deletes a row.
 */

export const AUDIT_ACTIONS = [
  "client.created",
  "client.updated",
  "hours.deducted",
  "payment.recorded",
  "payment_request.created",
  "payment_request.cancelled",
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
  "payments.exported": "Payments exported",
  "message.sent": "Message sent",
  "translation.status_changed": "Translation status changed",
  "translation.summary_delivered": "Translation summary delivered",
};
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ENTITIES = ["client", "payment", "payment_request", "task", "document", "user", "contact_submission", "translation_request", "message", "export"] as const;

/** Shared with every date filter: an impossible day is a 400 (core/dates.ts). */
const isoDate = isoDayFilter;

export const auditQuerySchema = z.object({
  actorId: z.string().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  clientId: z.string().max(100).optional(),
  from: isoDate,
  to: isoDate,
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const changes = z.record(z.string(), z.unknown()).nullable();
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** The client the action concerns, when there is one. */
  clientId: z.string().nullable(),
  /** Only the fields that changed. */
  before: changes,
  after: changes,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditContract = contract(auditRoutes, {
  list: { query: auditQuerySchema, response: { 200: auditPageSchema } },
});
