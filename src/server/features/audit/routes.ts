import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { auditContract } from "../../../core/audit";
import type { AppInstance } from "../../http/types";
import { auditLog, user } from "../../db/schema";
import { afterCursor, decodeCursor, pageOf } from "../../http/keyset";
import { auditPolicy } from "../../policies/audit";
import { declareRoutes } from "../../http/route";

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);

/** The audit log (core/routes/audit.ts). Read-only by design: the log has no other route. */
export async function auditRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;
  route.from(auditContract.list, {}, async (req) => {
    const actor = req.actor;
    const q = req.query;
    const cursor = decodeCursor(q.cursor);
    const rows = await db
      .select({
        id: auditLog.id,
        cursorAt: sql<string>`${auditLog.at}::text`,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorEmail: user.email,
        actorName: user.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        clientId: auditLog.clientId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(
        and(
          auditPolicy.scope(actor),
          q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
          q.action ? eq(auditLog.action, q.action) : undefined,
          q.clientId ? eq(auditLog.clientId, q.clientId) : undefined,
          q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
          q.to ? lt(auditLog.at, dayAfter(q.to)) : undefined,
          cursor ? afterCursor(auditLog.at, auditLog.id, cursor) : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.limit + 1);
    const page = pageOf(rows, q.limit);
    return {
      nextCursor: page.nextCursor,
      items: page.rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actorId ? { id: r.actorId, email: r.actorEmail ?? "", name: r.actorName ?? "" } : null,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        clientId: r.clientId,
        before: r.before,
        after: r.after,
      })),
    };
  });
}
