import { msg } from "../../../core/i18n/messages/message";
import type { Currency } from "../../../core/money";
import { and, eq } from "drizzle-orm";
import { CLIENT_MESSAGES, type DeductHoursInput } from "../../../core/clients";
import { recordAudit } from "../audit";
import type { Db } from "../../db/client";
import { payments, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { balanceOf, noticeLowBalance, postLedgerEntry } from "../hours";
import { clientPolicy } from "../../policies/client";
import { notFoundClient, taskOfClient } from "./store";

/**
 * Deduct Hours: under the client's row lock, never below zero; the product's
 * hours_deduction payment (amount 0) and the ledger debit tied to it, in one transaction.
 */
export async function deductHours(
  db: Db,
  actor: Actor,
  clientId: string,
  input: DeductHoursInput,
  ctx: { now: Date; currency: Currency; publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(clientPolicy.scope(actor), eq(user.id, clientId)))
      .for("update");
    if (!client) return notFoundClient();
    const balance = await balanceOf(tx, clientId);
    const task = input.taskId ? await taskOfClient(tx, clientId, input.taskId) : null;
    if (input.taskId && !task) throw new HttpError(404, "not_found", msg("api.taskNotFound"));
    if (balance < input.hours) throw new HttpError(409, "insufficient_hours", CLIENT_MESSAGES.insufficientHours);
    const description = input.description.trim();
    const [payment] = await tx
      .insert(payments)
      .values({ userId: clientId, amount: 0, currency: ctx.currency, description, lines: [{ kind: "note", text: description }], paymentType: "hours_deduction", hoursUsed: input.hours, createdAt: ctx.now })
      .returning({ id: payments.id });
    await postLedgerEntry(tx, {
      userId: clientId,
      hours: -input.hours,
      paymentId: payment!.id,
      taskId: task?.id ?? null,
      reason: "deduction",
      description,
      line: { kind: "note", text: description },
      createdAt: ctx.now,
    });
    const after = balance - input.hours;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "hours.deducted",
      entity: "client",
      entityId: clientId,
      clientId,
      before: { balance },
      after: { balance: after, hours: input.hours, description, taskId: task?.id ?? null, paymentId: payment!.id },
      at: ctx.now,
    });
    await noticeLowBalance(tx, clientId, balance, after, { now: ctx.now, publicUrl: ctx.publicUrl });
    return after;
  });
}
