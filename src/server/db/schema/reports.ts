import { bigint, pgTable } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/**
 * The earned revenue of each Sofia day that has ended, summed once by the month report's own
 * queries (features/reports/earned-days.ts) so the dashboard's "this month" reads a few rows at
 * any size. Triggers on the rows it sums drop every kept day from the changed row's on.
 */
export const earnedDays = pgTable("earned_days", {
  dayStart: ts("day_start").primaryKey(),
  dayEnd: ts("day_end").notNull(),
  /** Work delivered less work refunded plus prepaid hours used, euro cents. */
  earned: bigint("earned", { mode: "number" }).notNull(),
  /** Of which came in or went out in BGN (stotinki), for the card's note. */
  bgn: bigint("bgn", { mode: "number" }).notNull(),
});
