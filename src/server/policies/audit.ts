import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../http/access";

/** The audit log is the operator's to read and nobody's to change: no update or delete exists. */
export const auditPolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : sql`false`),
  canRead: (actor: Actor) => actor.role === "admin",
};
