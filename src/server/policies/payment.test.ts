import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentRequests, payments } from "../db/schema";
import { setupTestApp } from "../test/app";
import { paymentPolicy, paymentRequestPolicy } from "./payment";
import { cast, each, expectOperatorOnly, OPERATOR_ONLY, visible } from "./policy-test-kit";

const ctx = await setupTestApp();
const c = await cast(ctx);
const [payment] = await ctx.db
  .insert(payments)
  .values({ userId: c.owner.userId, amount: 5000, currency: "BGN", description: "Two hours", paymentType: "other" })
  .returning();
const [request] = await ctx.db.insert(paymentRequests).values({ userId: c.owner.userId, amount: 3000, currency: "BGN", description: "Translation", dueAt: new Date() }).returning();

describe("paymentPolicy", () => {
  it("scope: the owner and the operator see the payment; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, payments, paymentPolicy.scope(who), eq(payments.id, payment!.id)))).toEqual({ owner: 1, other: 0, admin: 1, anonymous: 0 });
  });

  it("canManage, filters: the operator's", async () => {
    await expectOperatorOnly(c, [paymentPolicy.canManage, paymentPolicy.filters]);
  });
});

describe("paymentRequestPolicy", () => {
  it("scope: the owner and the operator see the request; another member and nobody do not", async () => {
    expect(await each(c, (who) => visible(ctx, paymentRequests, paymentRequestPolicy.scope(who), eq(paymentRequests.id, request!.id)))).toEqual({
      owner: 1,
      other: 0,
      admin: 1,
      anonymous: 0,
    });
  });

  it("canPay: only the member it is addressed to (not even the operator)", async () => {
    expect(await each(c, (who) => paymentRequestPolicy.canPay(who, request!))).toEqual({ owner: true, other: false, admin: false, anonymous: false });
  });

  it("owesBills: members; canManage: the operator", async () => {
    expect(await each(c, paymentRequestPolicy.owesBills)).toEqual({ owner: true, other: true, admin: false, anonymous: false });
    expect(await each(c, paymentRequestPolicy.canManage)).toEqual(OPERATOR_ONLY);
  });
});
