import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppInstance } from "../../http/types";
import { hoursLedger, payments, tasks } from "../../db/schema";
import { balanceOf } from "../../hours/ledger";
import { declareRoutes } from "../../http/route";

const Transaction = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  hours: z.number(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** purchase, deduction, adjustment or task (DESIGN §1.20: every row names its cause). */
  reason: z.string(),
  paymentType: z.string().nullable(),
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
});

/** GET /api/hours: the caller's own prepaid balance and ledger, never anyone else's. */
export async function hoursRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;

  const ledgerOf = (userId: string) =>
    db
      .select({
        id: hoursLedger.id,
        createdAt: hoursLedger.createdAt,
        description: hoursLedger.description,
        hours: hoursLedger.hours,
        amount: payments.amount,
        currency: payments.currency,
        reason: hoursLedger.reason,
        paymentType: payments.paymentType,
        taskId: tasks.id,
        taskTitle: tasks.title,
      })
      .from(hoursLedger)
      .leftJoin(payments, eq(payments.id, hoursLedger.paymentId))
      .leftJoin(tasks, eq(tasks.id, hoursLedger.taskId))
      .where(eq(hoursLedger.userId, userId))
      .orderBy(desc(hoursLedger.createdAt))
      .limit(200);

  app.accountData.register({ name: "prepaid_hours", export: (_db, owner) => ledgerOf(owner.userId) });

  route.get(
    "/api/hours",
    { access: "member", schema: { response: { 200: z.object({ balance: z.number(), transactions: z.array(Transaction) }) } } },
    async (req) => {
      const userId = req.actor.userId;
      const balance = await balanceOf(db, userId);
      const rows = await ledgerOf(userId);
      return {
        balance,
        transactions: rows.map((r) => ({
          id: r.id,
          date: r.createdAt.toISOString(),
          description: r.description,
          hours: r.hours,
          amount: r.amount,
          currency: r.currency,
          reason: r.reason,
          paymentType: r.paymentType,
          task: r.taskId ? { id: r.taskId, title: r.taskTitle ?? "" } : null,
        })),
      };
    },
  );
}
