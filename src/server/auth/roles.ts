import { msg } from "../../core/i18n/messages/message";
import { count, eq } from "drizzle-orm";
import type { Role } from "../../core/auth";
import type { DbOrTx } from "../db/client";
import { user } from "../db/schema";

export const LAST_ADMIN_DEMOTE_MESSAGE = msg("api.lastAdministrator");

/** Better Auth's admin plugin may store several roles comma-separated; we only ever write one. */
export function toRole(stored: string | null | undefined): Role {
  return (stored ?? "").split(",").map((r) => r.trim()).includes("admin") ? "admin" : "member";
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, "admin"));
  return row?.n ?? 0;
}
