import { eq } from "drizzle-orm";
import { PROVIDER_ANSWER_TTL_MS } from "../checkout";
import { describe, expect, it } from "vitest";
import { paymentEvents } from "../../db/schema";
import { testConfig, uniqueEmail } from "../../test/app";
import { createAdmin, signedInAs } from "../../test/factories";
import { appOnFakeStripe } from "../../test/stripe-app";
import { checkout, effectsOf, openCheckout, orderOf, sessionStatus } from "../../test/payments";

const SECRET_KEY = "sk_test_concierge123";
const WEBHOOK_SECRET = "whsec_concierge_test_secret";

const { fake, ctx, nowSeconds, sign, deliver, deliverSigned } = await appOnFakeStripe(SECRET_KEY, WEBHOOK_SECRET);

async function paidCheckout(body: object = { items: [{ kind: "hourly", quantity: 2 }] }) {
  const email = uniqueEmail("stripe");
  const sessionId = await openCheckout(ctx, { ...body, customer: { name: "Elena", email } });
  return { sessionId, email };
}

describe("Stripe Checkout", () => {
  it("opens a session with the server's prices, our return URLs and one Idempotency-Key per order", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/config" })).json()).toMatchObject({ currency: "EUR", gateway: "stripe", testModeBanner: false });
    const res = await checkout(ctx, { items: [{ kind: "hourly", quantity: 2 }, { kind: "custom", amount: 1234 }], tip: 100, customer: { email: uniqueEmail("stripe") } });
    const { sessionId, url } = res.json();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const order = await orderOf(ctx, sessionId);
    const sent = fake.requests.find((r) => r.method === "POST" && r.idempotencyKey === `order-${order!.id}`);
    expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.body).toMatchObject({
      mode: "payment",
      success_url: "http://concierge.localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://concierge.localhost/checkout",
      client_reference_id: order!.id,
      metadata: { orderId: order!.id },
      line_items: {
        0: { quantity: "2", price_data: { currency: "eur", unit_amount: "1023", product_data: { name: "Hourly help" } } },
        1: { quantity: "1", price_data: { unit_amount: "1234", product_data: { name: "Custom amount" } } },
        2: { quantity: "1", price_data: { unit_amount: "100", product_data: { name: "Tip" } } },
      },
    });
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(order!.total);
    // The local test checkout does not exist when Stripe is configured.
    expect((await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` })).statusCode).toBe(404);
  });

  it("answers 502 with the spec's message when Stripe refuses, and the order cannot be paid", async () => {
    const email = uniqueEmail("refused");
    fake.failNextCreates(1);
    const res = await checkout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: "payment_provider_error", message: "Failed to create checkout session", key: "checkout.sessionFailed" } });
  });

  it("fulfils once on a signed checkout.session.completed; a replay changes nothing", async () => {
    const { sessionId, email } = await paidCheckout();
    const event = fake.event("checkout.session.completed", fake.complete(sessionId));
    const first = await deliverSigned(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });

    const effects = await effectsOf(ctx, sessionId);
    expect(effects).toMatchObject({ payments: 1, order: { status: "paid" }, payment: { amount: 2046, paymentType: "other" } });
    expect(effects.payment!.providerPaymentId).toBe(fake.sessions.get(sessionId)!.payment_intent);
    expect(await ctx.mailTo(email)).toHaveLength(1);

    const replay = await deliverSigned(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1 });
    expect(await ctx.mailTo(email)).toHaveLength(1);
  });

  it("puts the paid order in the Orders inbox once, however often the provider reports it", async () => {
    const { sessionId } = await paidCheckout();
    const session = fake.complete(sessionId);
    // The same event replayed, and a second event for the same session (Stripe may send both).
    for (const event of [fake.event("checkout.session.completed", session), fake.event("checkout.session.async_payment_succeeded", session)]) {
      expect((await deliverSigned(event)).statusCode).toBe(200);
      expect((await deliverSigned(event)).statusCode).toBe(200);
    }
    const order = await orderOf(ctx, sessionId);
    const admin = await signedInAs(ctx, await createAdmin(ctx));
    const inbox = (await ctx.app.inject({ method: "GET", url: "/api/orders?limit=100", headers: admin })).json();
    expect(inbox.items.filter((o: { id: string }) => o.id === order!.id)).toEqual([expect.objectContaining({ status: "new", customerName: "Elena" })]);
  });

  it("refuses forged webhooks — no signature, wrong secret, mutated body, stale timestamp — with no side effect", async () => {
    const { sessionId, email } = await paidCheckout();
    const event = fake.event("checkout.session.completed", fake.complete(sessionId));
    const payload = JSON.stringify(event);
    const mutated = payload.replace('"amount_total":2046', '"amount_total":1');
    expect(mutated).not.toBe(payload);

    const forgeries = [
      deliver(payload, undefined),
      deliver(payload, sign(payload, { secret: "whsec_someone_else" })),
      deliver(mutated, sign(payload)),
      deliver(payload, sign(payload, { timestamp: nowSeconds() - 301 })),
      deliver(payload, "t=1,v1=deadbeef"),
      deliver("", sign("")),
    ];
    for (const res of await Promise.all(forgeries)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: "invalid_signature", message: "Invalid webhook signature", key: "api.invalidWebhookSignature" } });
    }
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
    expect(await ctx.mailTo(email)).toHaveLength(0);

    // The genuine delivery still works afterwards.
    expect((await deliver(payload, sign(payload, { timestamp: nowSeconds() - 299 }))).statusCode).toBe(200);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1 });
  });

  it("waits for a delayed payment method: completed-but-unpaid does nothing, async success fulfils", async () => {
    const { sessionId } = await paidCheckout();
    await deliverSigned(fake.event("checkout.session.completed", fake.complete(sessionId, { paid: false })));
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "pending", success: false });

    await deliverSigned(fake.event("checkout.session.async_payment_succeeded", fake.markPaid(sessionId)));
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, order: { status: "paid" } });
  });

  it("marks an order failed on async_payment_failed and expired on checkout.session.expired", async () => {
    const failed = await paidCheckout();
    await deliverSigned(fake.event("checkout.session.async_payment_failed", fake.complete(failed.sessionId, { paid: false })));
    expect(await effectsOf(ctx, failed.sessionId)).toMatchObject({ payments: 0, order: { status: "failed" } });
    expect((await sessionStatus(ctx, failed.sessionId)).json()).toMatchObject({ status: "failed", success: false });

    const expired = await paidCheckout();
    await deliverSigned(fake.event("checkout.session.expired", fake.expire(expired.sessionId)));
    expect(await effectsOf(ctx, expired.sessionId)).toMatchObject({ payments: 0, order: { status: "expired" } });
  });

  it("never takes a paid order back, and ignores events it does not handle", async () => {
    const { sessionId } = await paidCheckout();
    const session = fake.complete(sessionId);
    await deliverSigned(fake.event("checkout.session.completed", session));
    await deliverSigned(fake.event("checkout.session.expired", { ...session, status: "expired" }));
    await deliverSigned(fake.event("checkout.session.async_payment_failed", session));
    const other = await deliverSigned(fake.event("customer.created", session));
    expect(other.statusCode).toBe(200);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, order: { status: "paid" } });
  });

  it("does not fulfil when Stripe reports another amount or currency than the order's", async () => {
    const { sessionId } = await paidCheckout();
    const session = fake.complete(sessionId);
    await deliverSigned(fake.event("checkout.session.completed", { ...session, amount_total: 1 }));
    await deliverSigned(fake.event("checkout.session.completed", { ...session, currency: "bgn" }));
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
  });

  it("acknowledges a signed event for a session it does not know, and changes nothing", async () => {
    const stranger = fake.event("checkout.session.completed", { ...fake.complete((await paidCheckout()).sessionId), id: "cs_test_someone_elses" });
    expect((await deliverSigned(stranger)).statusCode).toBe(200);
  });

  it("lets the success page ask Stripe when the webhook is late, and still fulfils once", async () => {
    const { sessionId, email } = await paidCheckout();
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "pending" });
    const session = fake.complete(sessionId);
    // Stripe's answer about a session is reused for a few seconds; then it is asked again.
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "pending" });
    ctx.clock.advance(PROVIDER_ANSWER_TTL_MS);
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "paid", success: true });
    await deliverSigned(fake.event("checkout.session.completed", session));
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1 });
    expect(await ctx.mailTo(email)).toHaveLength(1);
  });

  it("fulfils exactly once under 20 concurrent duplicate deliveries racing the success page", async () => {
    const { sessionId, email } = await paidCheckout({ items: [{ kind: "daily", quantity: 3 }], tip: 250 });
    const session = fake.complete(sessionId);
    const same = fake.event("checkout.session.completed", session);
    const deliveries = [
      ...Array.from({ length: 10 }, () => deliverSigned(same)),
      ...Array.from({ length: 10 }, () => deliverSigned(fake.event("checkout.session.completed", session))),
      ...Array.from({ length: 5 }, () => sessionStatus(ctx, sessionId)),
    ];
    const results = await Promise.all(deliveries);
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, order: { status: "paid", total: 21724 } });
    expect(await ctx.mailTo(email)).toHaveLength(1);
  });

  it("answers 404 for a session id it never issued, without asking Stripe", async () => {
    const before = fake.requests.length;
    expect((await sessionStatus(ctx, "cs_test_a1b2c3d4e5f6g7h8")).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});

describe("Stripe configuration", () => {
  it("refuses a secret key without the webhook signing secret, naming the variable", () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => testConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(testConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
