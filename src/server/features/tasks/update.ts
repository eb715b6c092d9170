import { and, eq, sql } from "drizzle-orm";
import { type Currency, formatMoney } from "../../../core/money";
import { TASK_MESSAGES, type TaskUpdate } from "../../../core/tasks";
import type { Db } from "../../db/client";
import { documents, taskAudit, tasks } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { changedFields, recordAudit } from "../audit";
import { balanceOf, lockedBalance, noticeLowBalance, postLedgerEntry } from "../hours";
import { hoursToRecord, unbilledHours } from "../../../core/hours-rule";
import { enqueueMail } from "../../mail/outbox";
import { notifyUsers } from "../notifications";
import { wantsEmail } from "../../mail/preferences";
import { taskPolicy } from "../../policies/task";
import { memberOf } from "./store";

/**
 * The operator's Update: status, notes and hours in one transaction.
 *
 * The task row is locked first, so racing updates of one task run one after the other and
 * each leaves its audit row (before → after); the last to commit sets the status. Hours drawn
 * from the prepaid balance lock the client's user row before reading the balance, so debits
 * on different tasks of one client cannot both see the same hours: the balance never goes
 * below zero ('Insufficient hours balance', nothing written). Undrawn hours are unpaid time.
 */
export async function updateTask(db: Db, actor: Actor, id: string, input: TaskUpdate, ctx: { now: Date; currency: Currency; hourlyRate: number; link: string; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(and(eq(tasks.id, id), taskPolicy.scope(actor))).for("update");
    if (!task) return notFound();
    // The charging rule (core/hours-rule.ts): the first half hour on a task records the one-hour minimum.
    const hours = hoursToRecord(Number(task.hoursUsed), input.hoursSpent);
    const drawn = hours > 0 && input.drawFromBalance;
    if (drawn) {
      const balance = (await lockedBalance(tx, task.userId)) ?? 0;
      if (balance < hours) throw new HttpError(409, "insufficient_hours", TASK_MESSAGES.insufficientHours);
      await postLedgerEntry(tx, {
        userId: task.userId,
        hours: -hours,
        taskId: task.id,
        reason: "task",
        description: `Task: ${task.title}`.slice(0, 300),
        line: { kind: "task", title: task.title },
        createdAt: ctx.now,
      });
      await noticeLowBalance(tx, task.userId, balance, balance - hours, { now: ctx.now, publicUrl: ctx.publicUrl });
    }
    const notes = input.adminNotes || null;
    const [after] = await tx
      .update(tasks)
      .set({
        status: input.status,
        adminNotes: notes,
        hoursUsed: sql`${tasks.hoursUsed} + ${hours}`,
        unpaidHours: drawn ? tasks.unpaidHours : sql`${tasks.unpaidHours} + ${hours}`,
        updatedAt: ctx.now,
      })
      .where(eq(tasks.id, id))
      .returning();
    await tx.insert(taskAudit).values({
      taskId: id,
      actorId: actor.userId,
      at: ctx.now,
      statusBefore: task.status,
      statusAfter: input.status,
      notesBefore: task.adminNotes,
      notesAfter: notes,
      hoursAdded: hours,
      drawnFromBalance: drawn,
    });
    const change = changedFields(
      { status: task.status, adminNotes: task.adminNotes, hoursUsed: Number(task.hoursUsed) },
      { status: input.status, adminNotes: notes, hoursUsed: Number(after!.hoursUsed) },
    );
    if (change) {
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "task.updated",
        entity: "task",
        entityId: id,
        clientId: task.userId,
        before: change.before,
        after: drawn ? { ...change.after, drawnFromBalance: hours } : change.after,
        at: ctx.now,
      });
    }

    // The member's bell rings for every status change (email preferences govern only the email).
    if (task.status !== input.status) {
      await notifyUsers(
        tx,
        [task.userId],
        { kind: "task_status_changed", data: { title: task.title, status: input.status }, link: `/dashboard/tasks?task=${id}` },
        ctx.now,
      );
    }
    if (task.status === input.status || !(await wantsEmail(tx, task.userId, "taskUpdates"))) return;
    const member = await memberOf(tx, task.userId);
    if (!member) return;
    if (input.status === "completed") {
      const docs = await tx.select({ fileName: documents.fileName }).from(documents).where(eq(documents.taskId, id));
      const hoursUsed = Number(after!.hoursUsed);
      const unpaid = Number(after!.unpaidHours);
      // Unpaid time by the rule; prepaid time goes as hours and the balance left, never as money.
      const unpaidCharged = unbilledHours({ hoursUsed, unpaidHours: unpaid, billedHours: 0 });
      await enqueueMail(
        tx,
        {
          template: "taskCompleted",
          to: member.email,
          data: {
            lang: member.lang,
            name: member.name,
            title: task.title,
            adminNotes: notes ?? "",
            hoursUsed,
            prepaid: hoursUsed - unpaid > 0 ? { hours: hoursUsed - unpaid, balance: await balanceOf(tx, task.userId) } : null,
            unpaid: unpaidCharged > 0 ? { hours: unpaidCharged, cost: formatMoney(Math.round(unpaidCharged * ctx.hourlyRate), ctx.currency, member.lang === "bg" ? "bg-BG" : "en-GB") } : null,
            documents: docs.map((d) => d.fileName),
            link: ctx.link,
          },
        },
        ctx.now,
      );
    } else {
      await enqueueMail(
        tx,
        { template: "taskStatusChanged", to: member.email, data: { lang: member.lang, name: member.name, title: task.title, status: input.status, link: ctx.link } },
        ctx.now,
      );
    }
  });
}
