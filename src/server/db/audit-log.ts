import type { AuditAction, AuditEntity } from "../../core/audit";
import type { DbOrTx } from "./client";
import { auditLog } from "./schema";

type Fields = Record<string, unknown>;

/** Only the fields whose value changed, as {before, after}; null when nothing changed. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

type AuditEntry = {
  actorId: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  clientId?: string | null;
  before?: Fields | null;
  after?: Fields | null;
  at: Date;
};

/** One admin action, written in the caller's transaction (it commits with the action or not at all). */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    clientId: entry.clientId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}

/** A change no signed-in person made (the CLI, a start-up step): the row says what changed, not by whom. */
export const recordSystemChange = (tx: DbOrTx, entry: Omit<AuditEntry, "actorId">) => recordAudit(tx, { actorId: null, ...entry });
