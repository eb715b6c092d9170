import type { LedgerPage } from "../../../core/clients";
import type { DbOrTx } from "../../db/client";
import { ledgerRows } from "../hours";
import type { Actor } from "../../http/access";
import { decodeCursor, pageOf } from "../../http/keyset";
import { hoursLedgerPolicy } from "../../policies/hours-ledger";

/** One client's hours ledger, newest first, each row with its payment or task. */
export async function ledgerPage(db: DbOrTx, actor: Actor, client: { id: string; balance: number }, query: { cursor?: string; limit: number }): Promise<LedgerPage> {
  const rows = await ledgerRows(db, hoursLedgerPolicy.of(actor, client.id), { cursor: decodeCursor(query.cursor), limit: query.limit + 1 });
  const page = pageOf(rows, query.limit);
  return {
    balance: client.balance,
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      hours: Number(r.hours),
      reason: r.reason,
      description: r.description,
      line: r.line,
      payment: r.paymentId ? { id: r.paymentId, type: r.paymentType!, amount: r.amount!, currency: r.currency! } : null,
      task: r.taskId ? { id: r.taskId, title: r.taskTitle! } : null,
    })),
  };
}
