import { z } from "zod";
import { contract } from "./contract";
import { pageOf, pageParams } from "./list-query";
import { isoDayFilter } from "./dates";
import { auditRoutes } from "./routes/audit";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "./audit-constants";

/*
 * Audit log: every admin action, who did it, when, and the before/after of the changed
 * fields. Written in the same transaction as the action; no route edits or
 * deletes a row.
 */

export { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "./audit-constants";

/** Shared with every date filter: an impossible day is a 400 (core/dates.ts). */
const isoDate = isoDayFilter;

export const auditQuerySchema = z.object({
  actorId: z.string().max(100).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  clientId: z.string().max(100).optional(),
  from: isoDate,
  to: isoDate,
  ...pageParams(50),
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
export const auditPageSchema = z.object(pageOf(auditEntrySchema));
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditContract = contract(auditRoutes, {
  list: { query: auditQuerySchema, response: { 200: auditPageSchema } },
});
