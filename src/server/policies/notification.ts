import { eq, type SQL, sql } from "drizzle-orm";
import { notifications } from "../db/schema";
import type { Who } from "./who";

/**
 * Whose bell a notification rings (one policy per entity). Everyone — the operator
 * included — sees and marks only their own: another user's id answers 404 like an unknown one.
 */
export const notificationPolicy = {
  scope: (actor: Who): SQL => (actor ? eq(notifications.userId, actor.userId) : sql`false`),
};
