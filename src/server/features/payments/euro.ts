import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import { bgnToEur, SITE_CURRENCY } from "../../../core/money";
import { recordSystemChange } from "../audit";
import type { DbOrTx } from "../../db/client";
import { paymentRequests } from "../../db/schema";

/*
 * The euro in the database (docs/decisions/0033-euro.md): records keep the currency they were made
 * in; sums count each BGN amount in euro, converted on its own by core's bgnToEur rule.
 */

/**
 * A row's amount in euro cents, in SQL: BGN divided by 1.95583 and rounded half up (numeric's
 * round() rounds half away from zero, as bgnToEur does; no whole number of stotinki lands on a
 * half cent exactly, so the numeric division's precision decides nothing). The trigger on
 * payments (migration 0032) uses the same expression.
 */
export function eurSql(amount: AnyColumn | SQL, currency: AnyColumn | SQL): SQL<number> {
  return sql<number>`case when ${currency} = 'BGN' then round(${amount}::numeric * 100000 / 195583)::bigint else ${amount} end`;
}

/** A sum in euro cents over the rows, and how many stotinki of BGN it counts (converted): both as SQL for one select. */
export function euroSumSql(amount: AnyColumn, currency: AnyColumn) {
  return {
    eur: sql<string>`coalesce(sum(${eurSql(amount, currency)}), 0)`,
    bgn: sql<string>`coalesce(sum(${amount}) filter (where ${currency} = 'BGN'), 0)`,
  };
}

/**
 * Run once per start, after the migrations: every open payment request still in BGN is
 * re-denominated to EUR by the conversion rule, in one transaction, each with an audit row
 * (actor: the system; before and after, amount and currency). Its pay link and its next
 * reminder read the row, so they show the euro amount; no card is charged in BGN. Runs again
 * without effect: there is nothing left in BGN. A second instance starting at the same time
 * waits on the rows' locks and then finds them in EUR. Answers how many it converted.
 */
export async function redenominateOpenRequests(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: paymentRequests.id, userId: paymentRequests.userId, amount: paymentRequests.amount, currency: paymentRequests.currency })
      .from(paymentRequests)
      .where(and(eq(paymentRequests.status, "open"), eq(paymentRequests.currency, "BGN")))
      .for("update");
    for (const r of open) {
      const amount = bgnToEur(r.amount);
      await tx.update(paymentRequests).set({ amount, currency: SITE_CURRENCY }).where(eq(paymentRequests.id, r.id));
      await recordSystemChange(tx, {
        action: "payment_request.redenominated",
        entity: "payment_request",
        entityId: r.id,
        clientId: r.userId,
        before: { amount: r.amount, currency: r.currency },
        after: { amount, currency: SITE_CURRENCY },
        at: now,
      });
    }
    return open.length;
  });
}
