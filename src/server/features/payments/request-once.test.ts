import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentRequests, payments } from "../../db/schema";
import { createAdmin, createMember } from "../../test/factories";
import { appOnFakeStripe } from "../../test/stripe-app";
import { apiAs } from "../../test/tasks";

/**
 * A payment request is paid once, through Stripe: the real SDK against the local
 * fake of its API, webhooks signed with the SDK's own test header.
 */
const SECRET_KEY = "sk_test_request_once";
const WEBHOOK_SECRET = "whsec_request_once_secret";
const { fake, ctx, deliverSigned: deliver } = await appOnFakeStripe(SECRET_KEY, WEBHOOK_SECRET);

async function billed(opts: { lang?: "bg" } = {}) {
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const member = await apiAs(ctx, await createMember(ctx));
  if (opts.lang) await admin.patch(`/api/clients/${member.user.id}`, { fullName: "Мария", phone: "", preferredLanguage: opts.lang });
  const request = (await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "35.00", description: "Notary fee" })).json();
  return { admin, member, request };
}
const sessionsOf = async (requestId: string) => (await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, requestId))).map((o) => o.providerSessionId!);
const creates = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").length;

describe("a payment request through Stripe", () => {
  it("opens one Stripe session for two tabs; once Stripe expires it, the next checkout opens a new one", async () => {
    const { member, request } = await billed();
    const before = creates();
    const [tab1, tab2] = [await member.post(`/api/payment-requests/${request.id}/checkout`, {}), await member.post(`/api/payment-requests/${request.id}/checkout`, {})];
    expect(tab2.json().url).toBe(tab1.json().url);
    expect(creates() - before).toBe(1);
    const [first] = await sessionsOf(request.id);
    fake.expire(first!);
    const again = await member.post(`/api/payment-requests/${request.id}/checkout`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().url).not.toBe(tab1.json().url);
    expect(creates() - before).toBe(2);
    const orderRows = await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, request.id));
    expect(orderRows.map((o) => o.status).sort()).toEqual(["expired", "pending"]);
  });

  it("cancelling expires the open session at Stripe (checkout.sessions.expire): it can no longer be paid", async () => {
    const { admin, member, request } = await billed();
    await member.post(`/api/payment-requests/${request.id}/checkout`, {});
    const [sessionId] = await sessionsOf(request.id);
    expect((await admin.post(`/api/payment-requests/${request.id}/cancel`, {})).json()).toMatchObject({ status: "cancelled" });
    expect(fake.requests.some((r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(fake.sessions.get(sessionId!)?.status).toBe("expired");
    expect(() => fake.complete(sessionId!)).toThrow(/expired/);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id))).toEqual([]);
  });

  it("money that arrives for a request no longer open is recorded as refund due, and the member is told in their language", async () => {
    const { admin, member, request } = await billed({ lang: "bg" });
    await member.post(`/api/payment-requests/${request.id}/checkout`, {});
    const [sessionId] = await sessionsOf(request.id);
    // The customer pays on the page opened before the cancel; the operator cancels; then the webhook comes.
    const paid = fake.complete(sessionId!);
    expect((await admin.post(`/api/payment-requests/${request.id}/cancel`, {})).json()).toMatchObject({ status: "cancelled" });
    expect((await deliver(fake.event("checkout.session.completed", paid))).statusCode).toBe(200);

    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ refundDue: true, amount: 3500 });
    const [req] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(req).toMatchObject({ status: "cancelled", paymentId: null });

    // The operator's payments screen marks it, with the text.
    const list = (await admin.get(`/api/payments?clientId=${member.user.id}`)).json();
    expect(list.items).toMatchObject([{ id: rows[0]!.id, status: "refund_due" }]);
    // The member sees it in their history, and got a mail in Bulgarian.
    expect((await member.get("/api/payments")).json().items).toMatchObject([{ status: "refund_due" }]);
    const mail = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentRefundDue");
    expect(mail?.subject).toMatch(/ще бъде възстановено$/);
    expect(mail?.text).toMatch(/35,00\s€/);
  });
});
