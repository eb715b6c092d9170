import { eq, type SQL } from "drizzle-orm";
import { user } from "../db/schema";
import type { Actor } from "../http/access";

/**
 * Who may see or change a client (a user with role member). Only the operator: the routes
 * are declared `admin`, and `scope` keeps an admin's id from being treated as a client's,
 * so GET /api/clients/<an admin's id> is 'Client not found' like an unknown id.
 */
export const clientPolicy = {
  scope: (_actor: Actor): SQL => eq(user.role, "member"),
  canManage: (actor: Actor) => actor.role === "admin",
};
