import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminDashboard } from "../../../core/dashboard";
import { earnedDays, payments } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";

// The clock starts on 21 November 2026, 12:00 in Sofia: days 1–20 of the month have ended.
const ctx = await setupTestApp();
const DAY = 24 * 3600 * 1000;
const admin = await apiAs(ctx, await createAdmin(ctx));
const client = await createMember(ctx, { name: "Vera Earned" });

/** Records a cash payment of `euros` as the operator, `daysAgo` days before the clock's day. */
async function cashPayment(euros: number, daysAgo: number): Promise<string> {
  ctx.clock.advance(-daysAgo * DAY);
  const res = await admin.post("/api/payments", { clientId: client.id, amount: euros, description: "Cash", paymentType: "other" });
  ctx.clock.advance(daysAgo * DAY);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payment.id;
}

/** The home card's figure and the Reports' month figure (summed live over the month) side by side. */
async function cardAndReport() {
  const dash = await admin.get("/api/dashboard");
  expect(dash.statusCode, dash.body).toBe(200);
  const card = (dash.json() as AdminDashboard).cards.revenueMonth.amount;
  const report = (await admin.get("/api/reports/overview")).json().thisMonth.earned;
  return { card, report };
}

const keptDays = async () => (await ctx.db.select().from(earnedDays).orderBy(asc(earnedDays.dayStart))).map((d) => ({ day: d.dayStart.toISOString(), earned: d.earned }));

describe("the home's earned-this-month card, from kept days", () => {
  it("keeps each ended day of the month once and sums today live, agreeing with the month report", async () => {
    await cashPayment(10, 2);
    await cashPayment(20, 1);
    await cashPayment(5, 0);
    expect(await cardAndReport()).toEqual({ card: 3500, report: 3500 });
    const kept = await keptDays();
    // 1–20 November, Sofia midnights (22:00 UTC the evening before); today (the 21st) is not kept.
    expect(kept.map((d) => d.day)).toEqual(Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2026, 9, 31 + i, 22)).toISOString()));
    expect(kept.filter((d) => d.earned !== 0)).toEqual([
      { day: "2026-11-18T22:00:00.000Z", earned: 1000 },
      { day: "2026-11-19T22:00:00.000Z", earned: 2000 },
    ]);
    // Today's payments keep counting; the kept days are not summed again.
    await cashPayment(1, 0);
    expect(await cardAndReport()).toEqual({ card: 3600, report: 3600 });
  });

  it("drops the kept days from a late write's day on, and sums them again", async () => {
    // A payment recorded with an ended day's date (a late entry): that day and the later ones are dropped.
    const late = await cashPayment(7, 5);
    expect((await keptDays()).map((d) => d.day).at(-1)).toBe("2026-11-14T22:00:00.000Z");
    expect(await cardAndReport()).toEqual({ card: 4300, report: 4300 });
    expect((await keptDays()).length).toBe(20);
    // A corrected amount, then the row deleted: each drops the days from the payment's on.
    await ctx.db.update(payments).set({ amount: 900 }).where(eq(payments.id, late));
    expect(await cardAndReport()).toEqual({ card: 4500, report: 4500 });
    await ctx.db.delete(payments).where(eq(payments.id, late));
    expect(await cardAndReport()).toEqual({ card: 3600, report: 3600 });
  });

  it("counts only the clock's month, and starts the next month from nothing kept", async () => {
    ctx.clock.advance(15 * DAY);
    expect(await cardAndReport()).toEqual({ card: 0, report: 0 });
    ctx.clock.advance(-15 * DAY);
    expect(await cardAndReport()).toEqual({ card: 3600, report: 3600 });
  });

  it("answers with nothing kept after the tables it sums are emptied", async () => {
    await ctx.db.execute(sql`truncate payments cascade`);
    expect(await keptDays()).toEqual([]);
    expect(await cardAndReport()).toEqual({ card: 0, report: 0 });
  });
});
