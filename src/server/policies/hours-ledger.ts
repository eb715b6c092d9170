import { and, eq, type SQL, sql } from "drizzle-orm";
import { hoursLedger } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may read a prepaid-hours ledger: a member their own, the operator any
 * client's. One query (hours/ledger-rows.ts) serves GET /api/hours and the client detail;
 * each passes the rows it wants through `of`, so neither writes its own `where user_id = …`.
 */
export const hoursLedgerPolicy = {
  scope: (actor: Who): SQL => (!actor ? sql`false` : isOperator(actor) ? sql`true` : eq(hoursLedger.userId, actor.userId)),
  /** One account's ledger, as far as the actor may read it (another member's is empty, not an error). */
  of: (actor: Who, userId: string): SQL => and(hoursLedgerPolicy.scope(actor), eq(hoursLedger.userId, userId)) as SQL,
  /** The account's own ledger, for its owner's data export (the registry hands each part its owner). */
  ownedBy: (userId: string): SQL => eq(hoursLedger.userId, userId),
  /** Deducting or adjusting hours is the operator's; a member's balance moves only by buying hours. */
  canAdjust: (actor: Who) => isOperator(actor),
};
