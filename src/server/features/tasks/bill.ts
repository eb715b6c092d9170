import { and, eq } from "drizzle-orm";
import { unbilledHours } from "../../../core/hours-rule";
import type { SITE_CURRENCY } from "../../../core/money";
import { TASK_MESSAGES } from "../../../core/tasks";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { createPaymentRequest } from "../payments";
import { taskPolicy } from "../../policies/task";

/**
 * Bill unpaid time: one payment request for the task's unpaid hours not billed yet, made by the
 * one creation path, and those hours marked billed in the same transaction. The task row is
 * locked first, so two clicks (or two operators) bill them once: the second finds none (409).
 */
export async function billUnpaidTime(
  db: Db,
  actor: Actor,
  id: string,
  body: { amount: number; description: string },
  ctx: { now: Date; currency: typeof SITE_CURRENCY; publicUrl: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(and(eq(tasks.id, id), taskPolicy.scope(actor))).for("update");
    if (!task) return notFound();
    const hours = unbilledHours({ hoursUsed: Number(task.hoursUsed), unpaidHours: Number(task.unpaidHours), billedHours: Number(task.billedHours) });
    if (hours <= 0) throw new HttpError(409, "nothing_to_bill", TASK_MESSAGES.nothingToBill);
    // Billed up to what the task is charged (the rule may bill a legacy half hour as the minimum hour).
    await tx.update(tasks).set({ billedHours: Number(task.billedHours) + hours }).where(eq(tasks.id, id));
    return createPaymentRequest(tx, actor, task.userId, { ...body, taskId: task.id }, ctx);
  });
}
