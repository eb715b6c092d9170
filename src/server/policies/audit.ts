import { type SQL, sql } from "drizzle-orm";
import { isOperator, type Who } from "./who";

/** The audit log is the operator's to read and nobody's to change: no update or delete exists. */
export const auditPolicy = {
  scope: (actor: Who): SQL => (isOperator(actor) ? sql`true` : sql`false`),
  canRead: (actor: Who) => isOperator(actor),
};
