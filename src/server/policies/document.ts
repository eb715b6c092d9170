import { eq, type SQL, sql } from "drizzle-orm";
import { documents } from "../db/schema";
import type { Actor } from "../http/access";

/**
 * Who may see a document (DESIGN §1.9): its client and the operator. Every document query
 * goes through `scope`, so a foreign id answers the same 404 as an unknown one.
 */
export const documentPolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(documents.userId, actor.userId)),
  canDelete: (actor: Actor) => actor.role === "admin",
  canReadAccessLog: (actor: Actor) => actor.role === "admin",
};
