import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AUDIT_ENTITIES, type AuditAction } from "../../../core/audit";
import { uuidId } from "./columns";

/**
 * Admin actions: who, when, what, and the before/after of the changed fields.
 * Rows are only ever inserted, in the transaction of the action they record. The actor and
 * client are plain ids (no foreign key): the trail outlives an erased account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidId(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    action: text("action").$type<AuditAction>().notNull(),
    entity: text("entity", { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text("entity_id").notNull(),
    clientId: text("client_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id), index("audit_log_client_idx").on(t.clientId, t.at), index("audit_log_actor_idx").on(t.actorId, t.at)],
);
