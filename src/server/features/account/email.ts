import { and, eq, ne } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

/**
 * An administrator's own sign-in address, changed after their password was checked: refused when
 * it is already theirs or another account's; audited like the operator's other changes to a user.
 */
export async function changeOwnEmail(db: Db, userId: string, newEmail: string, now: Date): Promise<"changed" | "same" | "taken" | "gone"> {
  const email = newEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!me) return "gone";
    if (me.email.toLowerCase() === email) return "same";
    const [taken] = await tx.select({ id: user.id }).from(user).where(and(eq(user.email, email), ne(user.id, userId)));
    if (taken) return "taken";
    await tx.update(user).set({ email, updatedAt: now }).where(eq(user.id, userId));
    await recordAudit(tx, { actorId: userId, action: "user.updated", entity: "user", entityId: userId, before: { email: me.email }, after: { email }, at: now });
    return "changed";
  });
}
