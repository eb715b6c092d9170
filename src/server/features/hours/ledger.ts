import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { HOUR_PACKS } from "../../../core/catalogue";
import { LOW_BALANCE_HOURS } from "../../../core/clients";
import type { DbOrTx } from "../../db/client";
import { hoursBalances, hoursLedger, payments, profiles, user } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { pickLocale } from "../../../core/locale";

/**
 * The prepaid-hours ledger's write side. Every entry, credit or debit, goes
 * through postLedgerEntry: it locks the member's `user` row, so racing entries (deductions,
 * task hours, purchases) run one after the other, refuses a debit that would take the
 * balance below zero, inserts the entry and moves the stored balance (hours_balances) by the
 * same amount, all in the caller's transaction. So the stored balance is the ledger's sum.
 */
export type LedgerEntry = Omit<typeof hoursLedger.$inferInsert, "id">;

export class InsufficientHours extends Error {}

/** Locks the member's row and reads their stored balance; null when the member is gone. */
export async function lockedBalance(tx: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  if (!row) return null;
  return balanceOf(tx, userId);
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ balance: hoursBalances.prepaidHoursBalance }).from(hoursBalances).where(eq(hoursBalances.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Posts one ledger entry and returns the balance before and after it; null when the member
 * is gone (nothing written). A debit the balance does not cover throws `InsufficientHours`
 * (callers check first to answer with their own message; this is the guarantee).
 */
export async function postLedgerEntry(tx: DbOrTx, entry: LedgerEntry): Promise<{ before: number; after: number } | null> {
  const before = await lockedBalance(tx, entry.userId);
  if (before === null) return null;
  const after = before + entry.hours;
  if (after < 0) throw new InsufficientHours();
  await tx.insert(hoursLedger).values(entry);
  // Update, else insert (the row lock makes this safe): an upsert would check its proposed
  // row (a debit's negative hours) against the >= 0 constraint before finding the conflict.
  const moved = await tx
    .update(hoursBalances)
    .set({ prepaidHoursBalance: sql`${hoursBalances.prepaidHoursBalance} + ${entry.hours}` })
    .where(eq(hoursBalances.userId, entry.userId))
    .returning({ userId: hoursBalances.userId });
  if (!moved.length) await tx.insert(hoursBalances).values({ userId: entry.userId, prepaidHoursBalance: after });
  return { before, after };
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
  const pack = await packToOffer(tx, userId);
  await enqueueMail(
    tx,
    {
      template: "lowBalance",
      to: m.email,
      // The button opens the checkout with the pack in the cart: signed in, the order is the
      // member's; signed out, they give their email and the pack lands on this account (payments/pack-buyer.ts).
      data: { lang: pickLocale(m.lang), name: m.fullName || m.name, balance: after, pack, link: `${ctx.publicUrl}/checkout?pack=${pack}` },
    },
    ctx.now,
  );
}

/** The pack the member bought last (one click buys it again), else the smallest. */
async function packToOffer(tx: DbOrTx, userId: string): Promise<number> {
  const [last] = await tx
    .select({ hours: payments.hoursPurchased })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.hoursPurchased)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const hours = Number(last?.hours);
  return (HOUR_PACKS as readonly number[]).includes(hours) ? hours : HOUR_PACKS[0];
}
