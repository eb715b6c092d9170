import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, payments, testCheckoutSessions } from "../db/schema";
import { SESSION_STATUS_RATE } from "../features/checkout/routes";
import { PROVIDER_ANSWER_TTL_MS } from "../features/checkout/session-status";
import { isLocalGateway } from "../features/payments/local-gateway";
import { setupTestApp, uniqueEmail } from "../test/app";
import { createAdmin, createMember } from "../test/factories";
import { apiAs } from "../test/tasks";
import { appOnFakeStripe } from "../test/stripe-app";
import { DECLINED_CARD, effectsOf, GOOD_CARD, openCheckout, orderOf, payTestSession, sessionStatus } from "../test/payments";
import { figures } from "./report";

/**
 * Money under attack: forged webhooks, duplicate deliveries, the success URL
 * without paying, tampered prices in the checkout request, and a declined card racing a
 * paid one. Stripe is the real SDK against a local fake (test/fake-stripe.ts); webhooks
 * are signed with the SDK's own generateTestHeaderString.
 */
const SECRET_KEY = "sk_test_security_suite";
const WEBHOOK_SECRET = "whsec_security_suite_secret";
const { fake, ctx: stripe, nowSeconds, sign, deliver, deliverSigned } = await appOnFakeStripe(SECRET_KEY, WEBHOOK_SECRET);
const local = await setupTestApp();

const f = figures("Security: payments");
afterAll(f.print);

const customer = () => ({ name: "Elena", email: uniqueEmail("pay") });
/** An hour of help in a fresh local checkout session: its id. */
const hourOnLocalCheckout = () => openCheckout(local, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
/** The good card and three declined ones, rotated by `race`, so the good one is sometimes first, sometimes last. */
const cardsOfRace = (race: number) => [GOOD_CARD, DECLINED_CARD, DECLINED_CARD, DECLINED_CARD].map((_, k, cards) => cards[(k + race) % cards.length]!);
const countRows = async (ctx: typeof stripe, table: typeof payments | typeof orders, email?: string) =>
  email
    ? (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, email)))[0]!.n
    : (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe("webhooks", () => {
  it("refuses every forged webhook, with no side effect", async () => {
    const sessionId = await openCheckout(stripe, { items: [{ kind: "hourly", quantity: 2 }], customer: customer() });
    const event = fake.event("checkout.session.completed", fake.complete(sessionId));
    const payload = JSON.stringify(event);
    const other = JSON.stringify(fake.event("checkout.session.completed", fake.complete(await openCheckout(stripe, { items: [{ kind: "daily", quantity: 1 }], customer: customer() }))));
    const ts = nowSeconds();
    const hmac = (body: string, t = ts, secret = WEBHOOK_SECRET) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    const captured = sign(payload, { timestamp: ts - 600 }); // a genuine delivery ten minutes ago, replayed now

    const forgeries: [string, () => ReturnType<typeof deliver>][] = [
      ["no Stripe-Signature header", () => deliver(payload, undefined)],
      ["empty Stripe-Signature header", () => deliver(payload, "")],
      ["signed with another secret", () => deliver(payload, sign(payload, { secret: "whsec_someone_else" }))],
      ["signed with the API secret key", () => deliver(payload, sign(payload, { secret: SECRET_KEY }))],
      ["body changed after signing (amount)", () => deliver(payload.replace('"amount_total":2046', '"amount_total":1'), sign(payload))],
      ["body changed after signing (session id)", () => deliver(payload.replace(sessionId, `${sessionId}x`), sign(payload))],
      ["trailing whitespace added to a signed body", () => deliver(`${payload} `, sign(payload))],
      ["timestamp 301 s old", () => deliver(payload, sign(payload, { timestamp: ts - 301 }))],
      ["captured signature replayed 10 min later", () => deliver(payload, captured)],
      ["signature of another payload", () => deliver(payload, sign(other))],
      ["timestamp changed, signature kept", () => deliver(payload, `t=${ts + 1},v1=${hmac(payload)}`)],
      ["v0 scheme only (right HMAC)", () => deliver(payload, `t=${ts},v0=${hmac(payload)}`)],
      ["several bogus v1 signatures", () => deliver(payload, `t=${ts},v1=${"0".repeat(64)},v1=${"f".repeat(64)}`)],
      ["v1 without timestamp", () => deliver(payload, `v1=${hmac(payload)}`)],
      ["empty body, signature of the event", () => deliver("", sign(payload))],
      ["empty body, signed empty", () => deliver("", sign(""))],
      ["form-encoded body, no signature", () => deliver("type=checkout.session.completed&data[object][id]=x", undefined, "application/x-www-form-urlencoded")],
      ["text/plain body, forged signature", () => deliver(payload, "t=1,v1=deadbeef", "text/plain")],
    ];
    const results = await Promise.all(forgeries.map(async ([name, send]) => [name, await send()] as const));
    const refused = results.filter(([, r]) => r.statusCode === 400 && r.json().error?.code === "invalid_signature");
    const effects = await effectsOf(stripe, sessionId);
    const events = await stripe.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    f.add({ check: "forged webhook variants refused (400 invalid_signature)", figure: `${refused.length}/${forgeries.length}`, target: `${forgeries.length}/${forgeries.length} (≥ 7)`, ok: refused.length === forgeries.length && forgeries.length >= 7 });
    const noEffect = effects.payments === 0 && effects.order.status === "pending" && events.length === 0;
    f.add({ check: "side effects of the forgeries (payments, order, events)", figure: `${effects.payments}, ${effects.order.status}, ${events.length}`, target: "0, pending, 0", ok: noEffect });

    expect(results.filter(([, r]) => r.statusCode !== 400).map(([name, r]) => `${name}: ${r.statusCode}`)).toEqual([]);
    expect(refused).toHaveLength(forgeries.length);
    expect(noEffect).toBe(true);
    // The genuine delivery is still accepted: the refusals were about the forgeries.
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect((await effectsOf(stripe, sessionId)).payments).toBe(1);
  });

  it("fulfils once under 20 concurrent duplicate deliveries of one signed event", async () => {
    const who = customer();
    const sessionId = await openCheckout(stripe, { items: [{ kind: "daily", quantity: 2 }], tip: 150, customer: who });
    const payload = JSON.stringify(fake.event("checkout.session.completed", fake.complete(sessionId)));
    const signature = sign(payload);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(payload, signature)));
    const effects = await effectsOf(stripe, sessionId);
    const receipts = (await stripe.mailTo(who.email)).filter((m) => m.template === "paymentReceipt").length;
    const ok = effects.payments === 1 && receipts === 1 && effects.order.status === "paid";
    f.add({ check: "20 concurrent duplicate deliveries → payments / receipts", figure: `${effects.payments} / ${receipts}`, target: "1 / 1", ok });
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(effects).toMatchObject({ payments: 1, order: { status: "paid", total: 14466 } });
    expect(receipts).toBe(1);
  });
});

describe("the success URL without paying", () => {
  it("fulfils nothing, however often it is loaded, on either gateway", async () => {
    const paymentsBefore = { stripe: await countRows(stripe, payments), local: await countRows(local, payments) };
    const stripeOpen = await openCheckout(stripe, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
    const stripeUnpaid = await openCheckout(stripe, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
    fake.complete(stripeUnpaid, { paid: false }); // a bank debit still on its way
    const localOpen = await hourOnLocalCheckout();
    const loads = await Promise.all([
      ...Array.from({ length: 5 }, () => sessionStatus(stripe, stripeOpen)),
      ...Array.from({ length: 5 }, () => sessionStatus(stripe, stripeUnpaid)),
      ...Array.from({ length: 5 }, () => sessionStatus(local, localOpen)),
    ]);
    const fulfilled = (await countRows(stripe, payments)) - paymentsBefore.stripe + (await countRows(local, payments)) - paymentsBefore.local;
    const statuses = [await orderOf(stripe, stripeOpen), await orderOf(stripe, stripeUnpaid), await orderOf(local, localOpen)].map((o) => o!.status);
    f.add({ check: "success URL loaded 15× without paying → fulfilments", figure: fulfilled, target: "0", ok: fulfilled === 0 });
    expect(loads.every((r) => r.statusCode === 200 && r.json().success === false)).toBe(true);
    expect(fulfilled).toBe(0);
    expect(statuses).toEqual(["pending", "pending", "pending"]);
  });
});

describe("tampering with the checkout request", () => {
  /** Accepted variants must be charged exactly this (the catalogue's price); everything else must be refused. */
  const HOURLY = 1023;
  const variants: [string, Record<string, unknown>, number | null][] = [
    ["price on an item", { items: [{ kind: "hourly", quantity: 1, price: 1 }] }, null],
    ["unitAmount on an item", { items: [{ kind: "hourly", quantity: 1, unitAmount: 1 }] }, null],
    ["amount on an hourly item", { items: [{ kind: "hourly", quantity: 1, amount: 1 }] }, null],
    ["currency on an item", { items: [{ kind: "hourly", quantity: 1, currency: "BGN" }] }, null],
    ["currency on the request", { items: [{ kind: "hourly", quantity: 1 }], currency: "BGN" }, null],
    ["total on the request", { items: [{ kind: "hourly", quantity: 1 }], total: 1 }, null],
    ["amount on the request", { items: [{ kind: "hourly", quantity: 1 }], amount: 1 }, null],
    ["subtotal on the request", { items: [{ kind: "hourly", quantity: 1 }], subtotal: 1 }, null],
    ["quantity −3", { items: [{ kind: "hourly", quantity: -3 }] }, null],
    ["quantity 0", { items: [{ kind: "hourly", quantity: 0 }] }, null],
    ["quantity 0.5", { items: [{ kind: "hourly", quantity: 0.5 }] }, null],
    ["quantity 1.5", { items: [{ kind: "daily", quantity: 1.5 }] }, null],
    ["quantity 1e9", { items: [{ kind: "hourly", quantity: 1e9 }] }, null],
    ["quantity 101", { items: [{ kind: "hourly", quantity: 101 }] }, null],
    ["quantity as a string", { items: [{ kind: "hourly", quantity: "2" }] }, null],
    ["quantity 10 on a custom amount", { items: [{ kind: "custom", amount: 500, quantity: 10 }] }, null],
    ["quantity 5 on an hour pack", { items: [{ kind: "hours_pack", hours: 3, quantity: 5 }] }, null],
    ["hour pack of 2 hours (not sold)", { items: [{ kind: "hours_pack", hours: 2 }] }, null],
    ["unknown item kind", { items: [{ kind: "free_day", quantity: 1 }] }, null],
    ["unknown item id", { items: [{ id: "00000000-0000-0000-0000-000000000000", quantity: 1 }] }, null],
    ["tip as an item", { items: [{ kind: "tip", amount: 100 }] }, null],
    ["custom amount −5000", { items: [{ kind: "custom", amount: -5000 }] }, null],
    ["custom amount 0", { items: [{ kind: "custom", amount: 0 }], tip: 500 }, null],
    ["custom amount 10.5", { items: [{ kind: "custom", amount: 1000.5 }] }, null],
    ["custom amount above 10,000.00", { items: [{ kind: "custom", amount: 1_000_001 }] }, null],
    ["tip −2000", { items: [{ kind: "hourly", quantity: 1 }], tip: -2000 }, null],
    ["tip 0.5", { items: [{ kind: "hourly", quantity: 1 }], tip: 0.5 }, null],
    ["tip above 10,000.00", { items: [{ kind: "hourly", quantity: 1 }], tip: 5_000_000 }, null],
    ["51 items", { items: Array.from({ length: 51 }, () => ({ kind: "hourly", quantity: 1 })) }, null],
    ["items as an object", { items: { 0: { kind: "hourly", quantity: 1 } } }, null],
    ["paymentRequestId on the request", { items: [{ kind: "hourly", quantity: 1 }], paymentRequestId: "00000000-0000-0000-0000-000000000000" }, null],
    ["userId on the request", { items: [{ kind: "hourly", quantity: 1 }], userId: "someone-else" }, null],
    ["translation details without a translation item", { items: [{ kind: "hourly", quantity: 1 }], translation: { uploadId: "x", name: "A", email: uniqueEmail("t") } }, null],
    // Accepted, and charged the catalogue's price whatever else the request tried.
    ["hourly × 3 (control)", { items: [{ kind: "hourly", quantity: 3 }] }, 3 * HOURLY],
    ["hourly × 1 with ?currency=BGN&price=1 in the query", { items: [{ kind: "hourly", quantity: 1 }], query: "?currency=BGN&price=1&amount=1" }, HOURLY],
    ["the same item twice", { items: [{ kind: "hourly", quantity: 1 }, { kind: "hourly", quantity: 1 }] }, 2 * HOURLY],
  ];

  it("refuses every tampered request, and charges the catalogue's price for every accepted one", async () => {
    let accepted = 0;
    let wrongAmount = 0;
    let refused = 0;
    let refusedExpected = 0;
    const problems: string[] = [];
    for (const [name, raw, expected] of variants) {
      const { query = "", ...body } = raw as Record<string, unknown> & { query?: string };
      const who = customer();
      const res = await stripe.app.inject({ method: "POST", url: `/api/checkout${query}`, payload: { ...body, customer: who } });
      const orderCount = await countRows(stripe, orders, who.email);
      if (expected === null) refusedExpected += 1;
      if (res.statusCode === 200) {
        accepted += 1;
        const { sessionId } = res.json();
        const order = await orderOf(stripe, sessionId);
        const charged = fake.sessions.get(sessionId)!;
        const right = expected !== null && order?.total === expected && charged.amount_total === expected && charged.currency === "eur" && order.currency === "EUR";
        if (!right) {
          wrongAmount += 1;
          problems.push(`${name}: accepted, order ${order?.total} ${order?.currency}, charged ${charged.amount_total} ${charged.currency}`);
        }
      } else {
        if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode}`);
        if (expected !== null) problems.push(`${name}: refused ${res.statusCode} ${res.body}`);
        else if (orderCount !== 0) problems.push(`${name}: refused but left ${orderCount} order(s)`);
        else refused += 1;
      }
    }
    // The same checks on the JSON that is not an object a parser would keep.
    for (const raw of ['{"items":[{"kind":"hourly","quantity":1}],"__proto__":{"price":1}}', '{"items":[{"kind":"hourly","quantity":1,"constructor":{"prototype":{"price":1}}}]}']) {
      const res = await stripe.app.inject({ method: "POST", url: "/api/checkout", payload: raw, headers: { "content-type": "application/json" } });
      refusedExpected += 1;
      if (res.statusCode === 400) refused += 1;
      else problems.push(`${raw}: ${res.statusCode}`);
    }
    f.add({ check: `tampered checkout requests refused (price, currency, quantity, cart keys)`, figure: `${refused}/${refusedExpected}`, target: `${refusedExpected}/${refusedExpected}`, ok: refused === refusedExpected });
    f.add({ check: "requests accepted with a wrong amount or currency", figure: `${wrongAmount} of ${accepted} accepted`, target: "0", ok: wrongAmount === 0 });
    expect(problems).toEqual([]);
    expect(wrongAmount).toBe(0);
  });
});

describe("a declined card racing a paid one", () => {
  it("never changes a paid order from paid (local checkout, 10 races)", async () => {
    const RACES = 10;
    let stayedPaid = 0;
    const problems: string[] = [];
    for (let i = 0; i < RACES; i++) {
      const sessionId = await hourOnLocalCheckout();
      await Promise.all(cardsOfRace(i).map((card) => payTestSession(local, sessionId, card)));
      // Declined after paid, too: a second tab that still shows the card form.
      await payTestSession(local, sessionId, DECLINED_CARD);
      await sessionStatus(local, sessionId);
      const effects = await effectsOf(local, sessionId);
      const [provider] = await local.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
      if (effects.order.status === "paid" && effects.payments === 1 && provider?.paymentStatus === "paid") stayedPaid += 1;
      else problems.push(`race ${i}: order ${effects.order.status}, payments ${effects.payments}, session ${provider?.paymentStatus}`);
    }
    f.add({ check: "declined card racing a paid one (local checkout): order stays paid", figure: `${stayedPaid}/${RACES}`, target: `${RACES}/${RACES}`, ok: stayedPaid === RACES });
    expect(problems).toEqual([]);
  });

  it("never turns a paid local checkout session back to failed (the gateway called concurrently, 10 races)", async () => {
    // HTTP requests reach the gateway in turns on an embedded database; called directly, the
    // declined card's read and write straddle the paid one's, as they can on PostgreSQL.
    const gateway = local.app.payments;
    if (!isLocalGateway(gateway)) throw new Error("the default app should use the local test gateway");
    const RACES = 10;
    const statuses: string[] = [];
    for (let i = 0; i < RACES; i++) {
      const sessionId = await hourOnLocalCheckout();
      await Promise.all(cardsOfRace(i).map((card) => gateway.attemptPayment(sessionId, card)));
      const [row] = await local.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
      statuses.push(row!.paymentStatus);
    }
    const paid = statuses.filter((s) => s === "paid").length;
    f.add({ check: "declined card racing a paid one (gateway direct): session stays paid", figure: `${paid}/${RACES}`, target: `${RACES}/${RACES}`, ok: paid === RACES });
    expect(statuses).toEqual(Array(RACES).fill("paid"));
  });

  it("never changes a paid order from paid (Stripe events racing, 10 races)", async () => {
    const RACES = 10;
    let stayedPaid = 0;
    const problems: string[] = [];
    for (let i = 0; i < RACES; i++) {
      const sessionId = await openCheckout(stripe, { items: [{ kind: "hourly", quantity: 1 }], customer: customer() });
      const paid = fake.complete(sessionId);
      const events = [
        fake.event("checkout.session.completed", paid),
        fake.event("checkout.session.async_payment_failed", { ...paid, payment_status: "unpaid" }),
        fake.event("checkout.session.expired", { ...paid, status: "expired", payment_status: "unpaid" }),
      ];
      const rotated = events.map((_, k) => events[(k + i) % events.length]!);
      await Promise.all([...rotated.map(deliverSigned), sessionStatus(stripe, sessionId)]);
      // And once more after the fact: a late failure report for a paid order.
      await deliverSigned(fake.event("checkout.session.async_payment_failed", { ...paid, payment_status: "unpaid" }));
      const effects = await effectsOf(stripe, sessionId);
      if (effects.order.status === "paid" && effects.payments === 1) stayedPaid += 1;
      else problems.push(`race ${i}: order ${effects.order.status}, payments ${effects.payments}`);
    }
    f.add({ check: "failed/expired events racing a paid one (Stripe): order stays paid", figure: `${stayedPaid}/${RACES}`, target: `${RACES}/${RACES}`, ok: stayedPaid === RACES });
    expect(problems).toEqual([]);
  });
});

describe("anonymous status polling", () => {
  const poll = (sessionId: string, remoteAddress: string) =>
    stripe.app.inject({ method: "GET", url: `/api/checkout/sessions/${encodeURIComponent(sessionId)}`, remoteAddress });
  const providerCalls = (sessionId: string) => fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`).length;

  it("cannot spend the merchant's provider quota: a per-address limit and a per-session cache", async () => {
    const who = customer();
    const sessionId = await openCheckout(stripe, { items: [{ kind: "hourly", quantity: 1 }], customer: { ...who, notes: "my landlord's number is 0888 123 456" } });
    const before = providerCalls(sessionId);

    const fromOne: number[] = [];
    for (let i = 0; i < 300; i++) fromOne.push((await poll(sessionId, "203.0.113.7")).statusCode);
    const answered = fromOne.filter((s) => s === 200).length;
    const limited = fromOne.filter((s) => s === 429).length;
    const callsOne = providerCalls(sessionId) - before;

    // 300 addresses (a botnet), each under its limit, within the cache's few seconds.
    const fromMany = await Promise.all(Array.from({ length: 300 }, (_, i) => poll(sessionId, `198.51.100.${i % 250}`).then((r) => r.statusCode)));
    const callsMany = providerCalls(sessionId) - before - callsOne;
    // Once the cached answer is older than its few seconds, the next poll asks again: a late webhook still settles through the page.
    stripe.clock.advance(PROVIDER_ANSWER_TTL_MS);
    fake.complete(sessionId);
    const afterTtl = (await poll(sessionId, "192.0.2.1")).json();
    const callsAfter = providerCalls(sessionId) - before - callsOne - callsMany;
    const body = JSON.stringify(afterTtl);
    const leaks = [who.name, who.email, "0888 123 456"].filter((s) => body.includes(s));

    f.add({ check: "300 status polls from one address: answered / refused 429", figure: `${answered} / ${limited}`, target: `${SESSION_STATUS_RATE.max} / ${300 - SESSION_STATUS_RATE.max}`, ok: answered === SESSION_STATUS_RATE.max && limited === 300 - SESSION_STATUS_RATE.max });
    f.add({ check: "provider calls for 300 polls from one address", figure: callsOne, target: "≤ 1", ok: callsOne <= 1 });
    f.add({ check: "provider calls for 300 polls from 250 addresses (same 5 s)", figure: callsMany, target: "0 (cached)", ok: callsMany === 0 });
    f.add({ check: "provider calls per status poll (600 polls)", figure: `${callsOne + callsMany}/600`, target: "≤ 1/600", ok: callsOne + callsMany <= 1 });
    f.add({ check: "personal data in a session's status answer (name, email, notes)", figure: leaks.length, target: "0", ok: leaks.length === 0 });

    expect(answered).toBe(SESSION_STATUS_RATE.max);
    expect(limited).toBe(300 - SESSION_STATUS_RATE.max);
    expect(callsOne).toBeLessThanOrEqual(1);
    expect(fromMany.every((s) => s === 200)).toBe(true);
    expect(callsMany).toBe(0);
    expect(callsAfter).toBe(1);
    expect(afterTtl).toMatchObject({ status: "paid", success: true });
    expect(leaks).toEqual([]);
  });
});

describe("a payment request is paid once", () => {
  it("two tabs, each paying what it was given, charge the request once on either gateway", async () => {
    const results: string[] = [];
    let doubles = 0;
    for (const [name, ctx] of [["local", local], ["stripe", stripe]] as const) {
      for (let i = 0; i < 5; i++) {
        const admin = await apiAs(ctx, await createAdmin(ctx));
        const member = await apiAs(ctx, await createMember(ctx));
        const request = (await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "20.00", description: "Notary" })).json();
        // Two tabs at once, then a third a moment later.
        const tabs = [...(await Promise.all([0, 1].map(() => member.post(`/api/payment-requests/${request.id}/checkout`, {})))), await member.post(`/api/payment-requests/${request.id}/checkout`, {})];
        const sessionIds = (await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, request.id))).map((o) => o.providerSessionId!);
        for (const tab of tabs.filter((t) => t.statusCode === 200)) {
          const sessionId = sessionIds.find((id) => String(tab.json().url).endsWith(id))!;
          if (name === "local") await payTestSession(ctx, sessionId);
          else if (fake.sessions.get(sessionId)?.status === "open") await deliverSigned(fake.event("checkout.session.completed", fake.complete(sessionId)));
        }
        const charged = (await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id))).length;
        if (charged > 1) doubles += 1;
        results.push(`${name}: ${sessionIds.length} session(s), ${charged} charge(s), tabs ${tabs.map((t) => t.statusCode).join("/")}`);
        expect(charged, results.at(-1)).toBe(1);
        expect(sessionIds, results.at(-1)).toHaveLength(1);
      }
    }
    f.add({ check: "request double-pay: 2+1 tabs each paying, 5 requests per gateway", figure: doubles, target: "0", ok: doubles === 0 });
    expect(doubles).toBe(0);
  });
});
