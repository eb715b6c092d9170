import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { openCheckout, payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";
import { allocateReceiptNumber } from "./receipt-numbers";

const ctx = await setupTestApp();

/** R-2026-000042 → [2026, 42] */
const parts = (receipt: string | null | undefined) => {
  const m = /^R-(\d{4})-(\d{6})$/.exec(receipt ?? "");
  if (!m) throw new Error(`not a receipt number: ${receipt}`);
  return [Number(m[1]), Number(m[2])] as const;
};

describe("receipt numbers", () => {
  it("every payment with money gets the next number of its year; an hours deduction none; a member sees their own", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const alice = await apiAs(ctx, await createMember(ctx));
    const recorded = await admin.post("/api/payments", { clientId: alice.user.id, amount: "40.00", description: "2 hours, cash", paymentType: "prepaid_hours", hours: 2 });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const [year, first] = parts(recorded.json().payment.receiptNumber);
    expect(year).toBe(Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Sofia", year: "numeric" }).format(ctx.clock.now())));

    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: "vera@example.test", name: "Vera" } });
    await payTestSession(ctx, sessionId);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(parts(paid!.receiptNumber)).toEqual([year, first + 1]);
    expect((await admin.get(`/api/payments/${paid!.id}`)).json().receiptNumber).toBe(paid!.receiptNumber);

    const deducted = await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "Phone calls" });
    expect(deducted.statusCode, deducted.body).toBe(200);
    const [deduction] = await ctx.db.select().from(payments).where(and(eq(payments.userId, alice.user.id), eq(payments.paymentType, "hours_deduction")));
    expect(deduction).toMatchObject({ receiptNumber: null });
    // An hours deduction is hours, not money: it stays out of Payment History.
    const own = (await alice.get("/api/payments")).json().items as { type: string; receiptNumber: string | null }[];
    expect(own.map((p) => p.type)).not.toContain("hours_deduction");
    expect(own.find((p) => p.type === "prepaid_hours")?.receiptNumber).toBe(recorded.json().payment.receiptNumber);
  });

  it("payments made at once get consecutive numbers, none twice", async () => {
    const sessions = await Promise.all(
      Array.from({ length: 8 }, (_, i) => openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: `buyer${i}@example.test`, name: `Buyer ${i}` } })),
    );
    await Promise.all(sessions.map((s) => payTestSession(ctx, s)));
    const paidOrders = await ctx.db.select({ id: orders.id }).from(orders).where(inArray(orders.providerSessionId, sessions));
    const rows = await ctx.db.select({ receipt: payments.receiptNumber }).from(payments).where(inArray(payments.orderId, paidOrders.map((o) => o.id)));
    const numbers = rows.map((r) => parts(r.receipt)[1]).sort((a, b) => a - b);
    expect(numbers).toHaveLength(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });

  it("a payment whose transaction rolls back gives its number back: no gap", async () => {
    const at = new Date("2031-06-01T10:00:00Z");
    expect(await ctx.db.transaction((tx) => allocateReceiptNumber(tx, at))).toBe("R-2031-000001");
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await allocateReceiptNumber(tx, at)).toBe("R-2031-000002");
        throw new Error("the payment failed after its number was taken");
      }),
    ).rejects.toThrow("the payment failed");
    expect(await ctx.db.transaction((tx) => allocateReceiptNumber(tx, at))).toBe("R-2031-000002");
  });

  it("numbers by the year in Sofia: 31 December 23:30 UTC is already next year there", async () => {
    expect(await ctx.db.transaction((tx) => allocateReceiptNumber(tx, new Date("2032-12-31T21:59:00Z")))).toBe("R-2032-000001");
    expect(await ctx.db.transaction((tx) => allocateReceiptNumber(tx, new Date("2032-12-31T22:30:00Z")))).toBe("R-2033-000001");
  });
});
