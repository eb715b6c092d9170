import { eq, type SQL, sql } from "drizzle-orm";
import { user } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may see or change a client (a user with role member). Only the operator: the routes
 * are declared `admin`, and `scope` keeps an admin's id from being treated as a client's,
 * so GET /api/clients/<an admin's id> is 'Client not found' like an unknown id. A member's
 * scope is empty: their own account is the account policy's.
 */
export const clientPolicy = {
  scope: (actor: Who): SQL => (isOperator(actor) ? eq(user.role, "member") : sql`false`),
  canManage: (actor: Who) => isOperator(actor),
  /** Edit Client (full name, phone, language): the operator's; a member edits their own profile (account policy). */
  canEdit: (actor: Who) => isOperator(actor),
  /** Deduct Hours from a client's balance: the operator's (the balance never goes below zero: 409). */
  canDeductHours: (actor: Who) => isOperator(actor),
};
