import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFUND_MESSAGES } from "../../../core/refunds";
import { auditLog, orders, payments, refunds } from "../../db/schema";
import { uniqueEmail } from "../../test/app";
import { setPriceNow } from "../../test/business";
import { createAdmin } from "../../test/factories";
import { openCheckout } from "../../test/payments";
import { appOnFakeStripe } from "../../test/stripe-app";
import { apiAs } from "../../test/tasks";

const { fake, ctx, deliverSigned } = await appOnFakeStripe("sk_test_refunds123", "whsec_refunds_test_secret");
// The figures below are worked out at €20.00 an hour.
await setPriceNow(ctx, "hourly", 2000);
const admin = await apiAs(ctx, await createAdmin(ctx));
let keys = 0;
const refund = (paymentId: string, body: object) => admin.post(`/api/payments/${paymentId}/refunds`, { reason: "Cancelled", requestKey: `stripe-key-${++keys}`, ...body });
const refundRows = (paymentId: string) => ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** A visitor pays €40.00 through Stripe Checkout (the fake), settled by its webhook. */
async function paidByStripe() {
  const email = uniqueEmail("stripe-refund");
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer: { name: "Elena", email } });
  expect((await deliverSigned(fake.event("checkout.session.completed", fake.complete(sessionId)))).statusCode).toBe(200);
  const [o] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const [p] = await ctx.db.select().from(payments).where(eq(payments.orderId, o!.id));
  return { payment: p!, email };
}

describe("refunds through Stripe", () => {
  it("asks Stripe's Refunds API once per refund, and settles on the signed webhook once, however often it comes", async () => {
    const { payment, email } = await paidByStripe();
    const res = await refund(payment.id, { amount: "15.00", reason: "Half a visit" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: english(REFUND_MESSAGES.created), refund: { status: "pending", amount: 1500 } });
    const sent = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(sent.at(-1)!.body).toMatchObject({ payment_intent: payment.providerPaymentId, amount: "1500", metadata: { refund_id: res.json().refund.id, reason: "Half a visit" } });
    expect(sent.at(-1)!.idempotencyKey).toBe(`refund-${res.json().refund.id}`);
    // Pending: not yet counted as refunded, but not refundable twice either.
    expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "completed", refundedAmount: 0 });
    expect((await admin.get(`/api/payments/${payment.id}/refunds`)).json().refundable.left).toBe(2500);

    const [row] = await refundRows(payment.id);
    const settled = fake.settleRefund(row!.providerRefundId!);
    const event = fake.event("refund.updated", settled);
    expect((await deliverSigned(event)).json()).toEqual({ received: true });
    expect((await deliverSigned(event)).json()).toEqual({ received: true, duplicate: true });
    // Another event about the same refund (Stripe sends several) changes nothing either.
    expect((await deliverSigned(fake.event("refund.created", settled))).json()).toEqual({ received: true });

    expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "partly_refunded", refundedAmount: 1500 });
    expect((await ctx.mailTo(email)).filter((m) => m.template === "paymentRefunded")).toHaveLength(1);
    expect(await refundRows(payment.id)).toMatchObject([{ status: "succeeded" }]);
  });

  it("a failed refund at Stripe frees the amount again", async () => {
    const { payment } = await paidByStripe();
    const res = await refund(payment.id, { amount: 40 });
    const [row] = await refundRows(payment.id);
    await deliverSigned(fake.event("refund.failed", fake.settleRefund(row!.providerRefundId!, "failed")));
    expect((await admin.get(`/api/payments/${payment.id}/refunds`)).json()).toMatchObject({ refundable: { left: 4000 }, items: [{ id: res.json().refund.id, status: "failed" }] });
    expect((await admin.get(`/api/payments/${payment.id}`)).json().status).toBe("completed");
  });

  it("a refund Stripe answers as succeeded is settled at once; the same press twice asks Stripe once", async () => {
    const { payment } = await paidByStripe();
    fake.refundsAnswer("succeeded");
    try {
      const before = fake.requests.filter((r) => r.path === "/v1/refunds").length;
      const body = { amount: 40, requestKey: "stripe-same-press" };
      const [a, b] = await Promise.all([admin.post(`/api/payments/${payment.id}/refunds`, { reason: "x", ...body }), admin.post(`/api/payments/${payment.id}/refunds`, { reason: "x", ...body })]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(fake.requests.filter((r) => r.path === "/v1/refunds").length - before).toBe(1);
      expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "refunded", refundedAmount: 4000 });
    } finally {
      fake.refundsAnswer("pending");
    }
  });

  it.each([
    ["a server error", "server_error"],
    ["a card error", "card_error"],
  ] as const)("%s at Stripe leaves the payment as it was and says so", async (_, mode) => {
    const { payment, email } = await paidByStripe();
    fake.refundsAnswer(mode);
    try {
      const res = await refund(payment.id, { amount: 40 });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({ code: "refund_failed", message: english(REFUND_MESSAGES.providerFailed), key: "refund.providerFailed" });
    } finally {
      fake.refundsAnswer("pending");
    }
    expect(await refundRows(payment.id)).toHaveLength(0);
    expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "completed", refundedAmount: 0 });
    expect((await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id))).filter((a) => a.action === "refund.created")).toHaveLength(0);
    expect((await ctx.mailTo(email)).filter((m) => m.template === "paymentRefunded")).toHaveLength(0);
  });
});
