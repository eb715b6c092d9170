import { SEED_PRICES } from "../../../core/catalogue";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { CHECKOUT_RATE } from "./routes";
import { checkout, DECLINED_CARD, effectsOf, GOOD_CARD, openCheckout, orderOf, payTestSession, sessionStatus } from "../../test/payments";

const ctx = await setupTestApp();

const customer = (name = "Maria Petrova") => ({ name, email: uniqueEmail("buyer") });
const ordersFor = async (email: string) => (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, email)))[0]!.n;

describe("GET /api/config", () => {
  it("tells the web app the currency, which checkout it will meet, the prices in force and whether it offers invoices", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/config" });
    // This app's seller has no address or ЕИК (the environment set none): no company invoice.
    expect(res.json()).toEqual({ currency: "EUR", gateway: "test", testModeBanner: false, prices: SEED_PRICES, invoicesOffered: false });
  });
});

describe("POST /api/checkout", () => {
  it("prices the order on the server and opens a checkout session", async () => {
    const who = customer();
    const res = await checkout(ctx, { items: [{ kind: "hourly", quantity: 2 }, { kind: "custom", amount: 1550 }], tip: 300, customer: who });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(`http://concierge.localhost/test-checkout/${sessionId}`);

    const order = await orderOf(ctx, sessionId);
    expect(order).toMatchObject({ status: "pending", purpose: "services", subtotal: 3596, tip: 300, total: 3896, currency: "EUR", gateway: "test" });
    expect(order).toMatchObject({ customerName: "Maria Petrova", customerEmail: who.email, userId: null });
    expect(order!.items.map((l) => [l.name, l.quantity, l.unitAmount])).toEqual([
      ["Hourly help", 2, 1023],
      ["Custom amount", 1, 1550],
      ["Tip", 1, 300],
    ]);

    const page = await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` });
    expect(page.json()).toMatchObject({ amountTotal: 3896, currency: "EUR", status: "open", cancelUrl: "http://concierge.localhost/checkout" });
    expect(page.json().lineItems).toHaveLength(3);
  });

  it.each([
    ["a price on an item", { items: [{ kind: "hourly", quantity: 1, price: 1 }] }, "Unexpected field: price"],
    ["a unit price", { items: [{ kind: "daily", quantity: 1, unitAmount: 1 }] }, "Unexpected field: unitAmount"],
    ["a currency", { items: [{ kind: "hourly", quantity: 1 }], currency: "EUR" }, "Unexpected field: currency"],
    ["a total", { items: [{ kind: "hourly", quantity: 1 }], total: 100 }, "Unexpected field: total"],
    ["an invented kind", { items: [{ kind: "free_day", quantity: 1 }] }, "Unknown item in the cart"],
    ["a tip as an item", { items: [{ kind: "tip", amount: 100 }] }, "Unknown item in the cart"],
    ["a quantity on a pack-like item", { items: [{ kind: "custom", amount: 500, quantity: 10 }] }, "This item is sold one at a time"],
    ["a negative quantity", { items: [{ kind: "hourly", quantity: -3 }] }, "Quantity must be a whole number from 1 to 100"],
    ["a negative custom amount", { items: [{ kind: "custom", amount: -5000 }] }, "Please enter a valid amount"],
    ["a huge custom amount", { items: [{ kind: "custom", amount: 1_000_001 }] }, "The custom amount cannot be more than 10,000.00"],
    ["a negative tip", { items: [{ kind: "hourly", quantity: 1 }], tip: -2000 }, "Please enter a valid tip amount"],
    ["a huge tip", { items: [{ kind: "hourly", quantity: 1 }], tip: 5_000_000 }, "The tip cannot be more than 10,000.00"],
    ["an empty cart", { items: [] }, "Your cart is empty"],
    ["a custom amount of 0.00", { items: [{ kind: "custom", amount: 0 }], tip: 500 }, "The custom amount must be at least 1.00"],
    ["a custom amount of 0.50", { items: [{ kind: "custom", amount: 50 }], tip: 500 }, "The custom amount must be at least 1.00"],
  ])("refuses %s with a clear message and creates no order", async (_what, body, message) => {
    const who = customer();
    const res = await checkout(ctx, { ...body, customer: who });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation_failed", message });
    expect(await ordersFor(who.email)).toBe(0);
  });
});

describe("paying on the local TEST MODE checkout", () => {
  it("changes nothing when the success page is loaded without paying", async () => {
    const who = customer();
    const sessionId = await openCheckout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: who });
    for (let i = 0; i < 3; i++) {
      const res = await sessionStatus(ctx, sessionId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "pending", success: false, message: "Payment has not been completed yet" });
    }
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
    expect(await ctx.mailTo(who.email)).toHaveLength(0);
  });

  it("takes 4242 4242 4242 4242, redirects like Stripe, records one payment and queues one receipt", async () => {
    const who = customer("Ivan Ivanov");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 3 }], tip: 500, customer: who });
    const paid = await payTestSession(ctx, sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `http://concierge.localhost/checkout/success?session_id=${sessionId}` });

    const status = await sessionStatus(ctx, sessionId);
    expect(status.json()).toMatchObject({
      status: "paid",
      success: true,
      message: "Payment successful",
      order: { total: 3569, currency: "EUR", purpose: "services" },
    });
    expect(status.json().translationRequest).toBeUndefined();

    // Paying again (a double click) or reloading the success page changes nothing.
    expect((await payTestSession(ctx, sessionId)).json().redirectUrl).toContain(sessionId);
    await sessionStatus(ctx, sessionId);
    const effects = await effectsOf(ctx, sessionId);
    expect(effects).toMatchObject({ payments: 1, credits: 0, order: { status: "paid" } });
    expect(effects.payment).toMatchObject({ amount: 3569, currency: "EUR", paymentType: "other", description: "Hourly help × 3, Tip" });
    expect(effects.payment!.providerPaymentId).toMatch(/^pi_test_/);

    const mail = await ctx.mailTo(who.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Your Concierge receipt — order [0-9A-F]{8}$/);
    expect(mail[0]!.text).toContain("Hello Ivan Ivanov");
    expect(mail[0]!.text).toContain("Total paid: €35.69");
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and leaves the order failed", async () => {
    const who = customer();
    const sessionId = await openCheckout(ctx, { items: [{ kind: "daily", quantity: 2 }], customer: who });
    const res = await payTestSession(ctx, sessionId, DECLINED_CARD);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: { code: "card_declined", message: "Your card was declined. Please try a different card.", key: "api.cardDeclined" } });

    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "failed" } });
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "failed", success: false, message: "The payment was declined" });
    expect(await ctx.mailTo(who.email)).toHaveLength(0);

    // As on Stripe's page, another card may still pay the same session.
    expect((await payTestSession(ctx, sessionId, GOOD_CARD)).statusCode).toBe(200);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 1, order: { status: "paid" } });
  });

  it.each([
    [{ cardNumber: "1234 5678 9012 3456" }, "incorrect_number", "Your card number is incorrect."],
    [{ cardNumber: "4242" }, "incorrect_number", "Your card number is incorrect."],
    [{ expiry: "13/30" }, "incomplete_expiry", "Your card's expiration date is incomplete."],
    [{ expiry: "01/20" }, "invalid_expiry", "Your card's expiration date is in the past."],
    [{ cvc: "1" }, "incomplete_cvc", "Your card's security code is incomplete."],
  ])("refuses card details %j without charging", async (change, code, message) => {
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
    const res = await payTestSession(ctx, sessionId, { ...GOOD_CARD, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code, message, key: expect.stringMatching(/^api\.card/) });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
  });

  it("cancels back to the cart, leaving the order unpaid", async () => {
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
    const res = await ctx.app.inject({ method: "POST", url: `/api/test-gateway/sessions/${sessionId}/cancel` });
    expect(res.json()).toEqual({ redirectUrl: "http://concierge.localhost/checkout" });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
  });

  it("answers 404 for session ids it never issued", async () => {
    for (const id of ["cs_test_000000000000000000000000", "nope", "../../etc/passwd", "x".repeat(90)]) {
      expect((await sessionStatus(ctx, id)).statusCode).toBe(404);
    }
    const unknown = "cs_test_ffffffffffffffffffffffffffffffffffffffffffffffff";
    expect((await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${unknown}` })).statusCode).toBe(404);
    expect((await payTestSession(ctx, unknown)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: `/api/test-gateway/sessions/${unknown}/cancel` })).statusCode).toBe(404);
  });

  it("expires a session after 24 hours: it can no longer be paid", async () => {
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
    ctx.clock.advance(24 * 3600 * 1000 + 1);
    const res = await payTestSession(ctx, sessionId);
    expect(res.statusCode).toBe(410);
    expect((await sessionStatus(ctx, sessionId)).json()).toMatchObject({ status: "expired", success: false });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ payments: 0, order: { status: "expired" } });
  });
});

describe("the site currency, EUR", () => {
  it("prices a request in euro, each price the exact conversion of the BGN one", async () => {
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }, { kind: "daily", quantity: 1 }], customer: customer() });
    expect(await orderOf(ctx, sessionId)).toMatchObject({ currency: "EUR", total: 2 * 1023 + 7158 });
    expect((await ctx.app.inject({ method: "GET", url: "/api/config" })).json().currency).toBe("EUR");
    const tooSmall = await checkout(ctx, { items: [{ kind: "custom", amount: 99 }], customer: customer() });
    expect(tooSmall.json().error.message).toBe("The custom amount must be at least 1.00");
  });
});

describe("abuse", () => {
  it("bounds how many checkouts one address may open per minute", async () => {
    const limited = await setupTestApp();
    const attempt = () => checkout(limited, { items: [] });
    for (let i = 0; i < CHECKOUT_RATE.max; i++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    limited.clock.advance(CHECKOUT_RATE.windowMs);
    expect((await attempt()).statusCode).toBe(400);
  });
});
