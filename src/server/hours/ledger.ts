import { eq, sql } from "drizzle-orm";
import { LOW_BALANCE_HOURS } from "../../core/clients";
import type { DbOrTx } from "../db/client";
import { hoursLedger, profiles, user } from "../db/schema";
import { enqueueMail } from "../mail/outbox";

/**
 * The prepaid-hours ledger's write side (DESIGN §1.20). Every debit locks the client's
 * `user` row before summing, so racing debits (deductions, task hours) run one after the
 * other and the balance never goes below zero.
 */
export async function lockedBalance(tx: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  if (!row) return null;
  return balanceOf(tx, userId);
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [sum] = await db
    .select({ balance: sql<string>`coalesce(sum(${hoursLedger.hours}), 0)` })
    .from(hoursLedger)
    .where(eq(hoursLedger.userId, userId));
  return Number(sum?.balance ?? 0);
}

/**
 * After a debit took the balance from `before` to `after`: one low-balance email when it
 * crossed below the threshold (a later debit that stays below sends nothing; a purchase
 * that lifts it above arms it again). Call inside the debit's transaction.
 */
export async function noticeLowBalance(tx: DbOrTx, userId: string, before: number, after: number, ctx: { now: Date; publicUrl: string }) {
  if (!(before >= LOW_BALANCE_HOURS && after < LOW_BALANCE_HOURS)) return;
  const [m] = await tx
    .select({ email: user.email, name: user.name, fullName: profiles.fullName, lang: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!m) return;
  await enqueueMail(
    tx,
    {
      template: "lowBalance",
      to: m.email,
      data: { lang: m.lang === "bg" ? "bg" : "en", name: m.fullName || m.name, balance: after, link: `${ctx.publicUrl}/dashboard/hours` },
    },
    ctx.now,
  );
}
