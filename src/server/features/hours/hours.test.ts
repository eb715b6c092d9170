import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { hoursBalances, hoursLedger } from "../../db/schema";
import { postLedgerEntry } from "./ledger";
import { setupTestApp } from "../../test/app";
import { createMember, signedInAs, TEST_PASSWORD } from "../../test/factories";
import { DECLINED_CARD, effectsOf, openCheckout, orderOf, payTestSession, sessionStatus } from "../../test/payments";

const ctx = await setupTestApp();

const hoursOf = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/hours", headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; transactions: { id: string; date: string; description: string; hours: number; amount: number | null; currency: string | null }[] };
};

describe("prepaid hour packs", () => {
  it("are for signed-in members only", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/hours" })).statusCode).toBe(401);
  });

  it("credit the hours only once the payment is made, linked to the payment", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }] }, browser);
    expect(await orderOf(ctx, sessionId)).toMatchObject({ purpose: "hours", userId: member.id, customerEmail: member.email, total: 7158, hours: 3 });

    // Coming back to the hours page without paying credits nothing.
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "pending" });
    expect(await hoursOf(browser)).toEqual({ balance: 0, transactions: [] });

    const paid = await payTestSession(ctx, sessionId);
    expect(paid.json().redirectUrl).toBe(`http://concierge.localhost/dashboard/hours?session_id=${sessionId}`);
    const { balance, transactions } = await hoursOf(browser);
    expect(balance).toBe(3);
    expect(transactions).toEqual([
      { id: expect.any(String), date: ctx.clock.now().toISOString(), description: "Purchased 3 hours", line: { kind: "purchase", hours: 3 }, hours: 3, amount: 7158, currency: "EUR", reason: "purchase", paymentType: "hours_purchase", task: null },
    ]);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, credits: 1, payment: { paymentType: "hours_purchase", hoursPurchased: 3, userId: member.id } });
    const [receipt] = await ctx.mailTo(member.email);
    expect(receipt?.text).toContain("3 prepaid hours have been added to your balance.");
  });

  it("show a member only their own balance and history", async () => {
    const buyer = await createMember(ctx);
    const other = await createMember(ctx);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 5 }] }, await signedInAs(ctx, buyer));
    await payTestSession(ctx, sessionId);
    expect((await hoursOf(await signedInAs(ctx, buyer))).balance).toBe(5);
    expect(await hoursOf(await signedInAs(ctx, other))).toEqual({ balance: 0, transactions: [] });
  });

  it("credit once when the payment is reported many times at once", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 10 }] }, browser);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => payTestSession(ctx, sessionId)),
      ...Array.from({ length: 10 }, () => sessionStatus(ctx, sessionId)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await hoursOf(browser)).toMatchObject({ balance: 10, transactions: [{ hours: 10 }] });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, credits: 1 });
    expect(await ctx.mailTo(member.email)).toHaveLength(1);
  });

  it("credit nothing when the card is declined", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 1 }] }, browser);
    expect((await payTestSession(ctx, sessionId, DECLINED_CARD)).statusCode).toBe(402);
    expect(await hoursOf(browser)).toEqual({ balance: 0, transactions: [] });
  });

  it("keep half hours exact in the balance", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 1 }] }, browser));
    // A deduction as the admin screens will record it (0.5 steps).
    await ctx.db.transaction((tx) =>
      postLedgerEntry(tx, { userId: member.id, hours: -0.5, reason: "deduction", description: "Phone call to the municipality", createdAt: ctx.clock.now() }),
    );
    const { balance, transactions } = await hoursOf(browser);
    expect(balance).toBe(0.5);
    // Exactly these two rows (the purchase at €25.56 and the deduction), whichever is listed first.
    expect(transactions.map((t) => [t.hours, t.amount]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [-0.5, null],
      [1, 2556],
    ]);
    await expect(
      ctx.db.insert(hoursLedger).values({ userId: member.id, hours: 0.3, reason: "adjustment", description: "not a half hour" }),
    ).rejects.toThrow();
  });
});

describe("the stored balance", () => {
  it("is backfilled by migration 0006 from ledgers written before it existed", async () => {
    const member = await createMember(ctx);
    // Entries as the ledger held them before the stored balance: written directly.
    await ctx.db.insert(hoursLedger).values([
      { userId: member.id, hours: 5, reason: "purchase", description: "before 0006" },
      { userId: member.id, hours: -1.5, reason: "deduction", description: "before 0006" },
    ]);
    const migration = fs.readFileSync(new URL("../../db/migrations/0006_prepaid_balance.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    const rollback = new Error("rollback");
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.delete(hoursBalances);
        await tx.execute(sql.raw(backfill));
        const [mine] = await tx.select().from(hoursBalances).where(eq(hoursBalances.userId, member.id));
        expect(Number(mine?.prepaidHoursBalance)).toBe(3.5);
        // Every member's stored balance is their ledger's sum.
        const sums = await tx
          .select({ userId: hoursLedger.userId, sum: sql<string>`sum(${hoursLedger.hours})` })
          .from(hoursLedger)
          .groupBy(hoursLedger.userId);
        const stored = await tx.select().from(hoursBalances);
        expect(new Map(stored.map((r) => [r.userId, Number(r.prepaidHoursBalance)]))).toEqual(new Map(sums.map((r) => [r.userId, Number(r.sum)])));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});

describe("deleting an account", () => {
  it("keeps the payment for the books without the person, and removes the hours", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }] }, browser);
    await payTestSession(ctx, sessionId);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { confirmation: "DELETE", password: TEST_PASSWORD },
      headers: browser,
    });
    expect(res.statusCode).toBe(200);
    const effects = await effectsOf(ctx, sessionId);
    expect(effects).toMatchObject({ payments: 1, credits: 0, payment: { userId: null, amount: 7158 } });
    expect(effects.order).toMatchObject({ userId: null, customerEmail: null, customerName: null, status: "paid" });
    // The stored balance goes with the ledger: nothing is left to disagree.
    expect(await ctx.db.select().from(hoursBalances).where(eq(hoursBalances.userId, member.id))).toEqual([]);
    expect(await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.userId, member.id))).toEqual([]);
  });
});

describe("the data export", () => {
  it("holds every ledger row, past the hours page's 200 (one insert: all share one timestamp)", async () => {
    const member = await createMember(ctx);
    const rows = Array.from({ length: 450 }, (_, i) => ({ userId: member.id, hours: 0.5, reason: "adjustment" as const, description: `Row ${i}` }));
    await ctx.db.insert(hoursLedger).values(rows);
    const res = await ctx.app.inject({ method: "GET", url: "/api/account/export", headers: await signedInAs(ctx, member) });
    expect(res.statusCode).toBe(200);
    const exported = res.json().prepaid_hours as { id: string; description: string }[];
    expect(exported).toHaveLength(450);
    expect(new Set(exported.map((r) => r.id)).size).toBe(450);
    expect(new Set(exported.map((r) => r.description))).toEqual(new Set(rows.map((r) => r.description)));
  });
});
