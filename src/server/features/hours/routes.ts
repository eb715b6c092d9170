import type { SQL } from "drizzle-orm";
import { hoursContract } from "../../../core/hours";
import type { DbOrTx } from "../../db/client";
import type { AppInstance } from "../../http/types";
import { balanceOf } from "./ledger";
import { ledgerRows } from "./ledger-rows";
import type { Keyset } from "../../http/keyset";
import { declareRoutes } from "../../http/route";
import { hoursLedgerPolicy } from "../../policies/hours-ledger";

/** The newest entries the hours page shows (it has no pager). */
const HOURS_PAGE_ROWS = 200;

type LedgerRow = Awaited<ReturnType<typeof ledgerRows>>[number];

/** Every row `scope` allows, newest first, a page at a time: the data export leaves none out. */
async function allLedgerRows(db: DbOrTx, scope: SQL) {
  const rows: LedgerRow[] = [];
  for (let cursor: Keyset | null = null; ; ) {
    const page = await ledgerRows(db, scope, { cursor, limit: HOURS_PAGE_ROWS });
    rows.push(...page);
    const last = page.at(-1);
    if (!last || page.length < HOURS_PAGE_ROWS) return rows;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}

/** What an entry says, the same in the hours page and the data export. */
const entryFields = (r: LedgerRow) => ({
  description: r.description,
  hours: r.hours,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason,
  paymentType: r.paymentType,
});

/** GET /api/hours: the caller's own prepaid balance and ledger, never anyone else's. */
export async function hoursRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;

  app.accountData.register({
    name: "prepaid_hours",
    export: async (exportDb, owner) =>
      (await allLedgerRows(exportDb, hoursLedgerPolicy.ownedBy(owner.userId))).map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        ...entryFields(r),
        taskId: r.taskId,
        taskTitle: r.taskTitle,
      })),
  });

  route.from(hoursContract.get, {}, async (req) => {
      const actor = req.actor;
      // The caller's own rows: a member's ledger, and for the operator their own (empty) one.
      const [balance, rows] = await Promise.all([balanceOf(db, actor.userId), ledgerRows(db, hoursLedgerPolicy.of(actor, actor.userId), { limit: HOURS_PAGE_ROWS })]);
      return {
        balance,
        transactions: rows.map((r) => ({
          id: r.id,
          date: r.createdAt.toISOString(),
          ...entryFields(r),
          line: r.line,
          task: r.taskId ? { id: r.taskId, title: r.taskTitle ?? "" } : null,
        })),
      };
  });
}
