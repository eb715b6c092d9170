import { and, asc, gte, lt, sql } from "drizzle-orm";
import { nextDay, wallClock, zonedInstant } from "../../../core/appointments/zone";
import type { DbOrTx } from "../../db/client";
import { earnedDays } from "../../db/schema";
import { type Earned, earnedIn, type Month } from "./store";

/*
 * The home's "earned this month" card at any size. A Sofia day that has ended is summed once by
 * the month report's own reads (earnedIn) and kept in earned_days; the day in progress is summed
 * live. So the card reads at most a month of small rows plus one day's payments, however many
 * months of payments lie behind it. Triggers on payments, refunds, hours drawn, orders' tips and
 * lines and prices drop every kept day from a changed row's on (migration 0047_earned-days.sql).
 */

/** Same key as the triggers' lock: writers hold it shared, a summing transaction exclusively. */
const LOCK = sql`pg_advisory_xact_lock(hashtextextended('earned_days', 0))`;

const dayOf = (day: string): Month => ({ key: day, start: zonedInstant(day, 0), end: zonedInstant(nextDay(day), 0) });

/** The Sofia days from `first` up to, not including, `last`. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d < last; d = nextDay(d)) days.push(d);
  return days;
}

/** Earned revenue this Sofia month (`now`'s), with the BGN counted in it. */
export async function earnedThisMonth(db: DbOrTx, now: Date): Promise<Earned> {
  const today = wallClock(now).day;
  const closed = daysBetween(`${today.slice(0, 7)}-01`, today).map(dayOf);
  const todayRange = dayOf(today);
  const kept = closed.length
    ? await db
        .select()
        .from(earnedDays)
        .where(and(gte(earnedDays.dayStart, closed[0]!.start), lt(earnedDays.dayStart, todayRange.start)))
        .orderBy(asc(earnedDays.dayStart))
    : [];
  const keptAt = new Set(kept.map((k) => k.dayStart.getTime()));
  // From the first day not kept to yesterday, summed afresh (and kept); the days before it as kept.
  const from = closed.findIndex((d) => !keptAt.has(d.start.getTime()));
  const [live, summed] = await Promise.all([earnedIn(db, [todayRange]), from === -1 ? [] : keep(db, closed.slice(from))]);
  const before = from === -1 ? kept : kept.filter((k) => k.dayStart.getTime() < closed[from]!.start.getTime());
  return [...before.map((k) => ({ amount: k.earned, bgnIncluded: k.bgn })), ...summed, live.get(today)!].reduce<Earned>(
    (sum, d) => ({ amount: sum.amount + d.amount, bgnIncluded: sum.bgnIncluded + d.bgnIncluded }),
    { amount: 0, bgnIncluded: 0 },
  );
}

/**
 * Sums `days` (contiguous, all ended) and keeps them, under the exclusive lock: a write in flight
 * commits before the sums are read, and one that starts after waits for them to be kept, then
 * drops what it changed.
 */
async function keep(db: DbOrTx, days: Month[]): Promise<Earned[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${LOCK}`);
    const sums = await earnedIn(tx, days, true);
    const rows = days.map((d) => ({ dayStart: d.start, dayEnd: d.end, earned: sums.get(d.key)!.amount, bgn: sums.get(d.key)!.bgnIncluded }));
    await tx.insert(earnedDays).values(rows).onConflictDoUpdate({ target: earnedDays.dayStart, set: { earned: sql`excluded.earned`, bgn: sql`excluded.bgn`, dayEnd: sql`excluded.day_end` } });
    return rows.map((r) => ({ amount: r.earned, bgnIncluded: r.bgn }));
  });
}
