import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sofiaDay } from "../../../core/receivables";
import { auditLog, paymentRequests, payments, testCheckoutSessions } from "../../db/schema";
import { createPaymentRemindersJob } from "./payment-reminders";
import { linkFrom, setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";
import { redenominateOpenRequests } from "./euro";
import { ChargeCurrencyError } from "./gateway";
import { mintPayLink } from "./pay-links";
import { createStripeGateway } from "./stripe-gateway";

/**
 * The euro (docs/decisions/0033-euro.md): history in BGN is kept; open BGN requests become EUR once
 * at start, with an audit row; every total counts BGN converted at 1.95583, per row, and says
 * how much; no new charge is made in BGN.
 */
const ctx = await setupTestApp();
const HOUR = 3_600_000;
const admin = await apiAs(ctx, await createAdmin(ctx));
const member = await apiAs(ctx, await createMember(ctx, { name: "Petar Petrov" }));
const clientId = member.user.id;
const now = ctx.clock.now();

// History from before the switch: two BGN payments (one by card), one in EUR, an open BGN
// request (due an hour ago) with its pay link, and a paid BGN request.
const [cardBgn] = await ctx.db
  .insert(payments)
  .values({ userId: clientId, amount: 260450, currency: "BGN", description: "Old card payment", paymentType: "other", providerPaymentId: "pi_old_bgn", createdAt: now })
  .returning();
await ctx.db.insert(payments).values({ userId: clientId, amount: 2000, currency: "BGN", description: "Old cash payment", paymentType: "other", createdAt: now });
await ctx.db.insert(payments).values({ userId: clientId, amount: 1000, currency: "EUR", description: "Euro card payment", paymentType: "other", providerPaymentId: "pi_eur", createdAt: now });
const [openBgn] = await ctx.db
  .insert(paymentRequests)
  .values({ userId: clientId, amount: 14000, currency: "BGN", description: "Notary visit", dueAt: new Date(now.getTime() - HOUR), createdAt: new Date(now.getTime() - 48 * HOUR) })
  .returning();
const [paidBgn] = await ctx.db
  .insert(paymentRequests)
  .values({ userId: clientId, amount: 5000, currency: "BGN", description: "Courier", status: "paid", paidAt: now, dueAt: now, createdAt: now })
  .returning();
const token = await mintPayLink(ctx.db, openBgn!.id, now);

const requestRow = async (id: string) => (await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!;
const audits = () => ctx.db.select().from(auditLog).where(eq(auditLog.action, "payment_request.redenominated"));
// 2604.50 BGN → 1331.66 €, 20.00 BGN → 10.23 €, plus 10.00 €.
const REVENUE = 133166 + 1023 + 1000;

describe("totals before the switch's start step", () => {
  it("count the open BGN request in euro and say how much BGN they count", async () => {
    const due = (await member.get("/api/dashboard")).json().cards.paymentDue;
    expect(due).toEqual({ amount: 7158, currency: "EUR", bgnIncluded: 14000 });
    const open = (await admin.get("/api/payment-requests")).json().totals;
    expect(open).toEqual([{ currency: "EUR", amount: 7158, count: 1, bgnIncluded: 14000 }]);
    expect((await admin.get("/api/dashboard")).json().cards.openRequests).toEqual({ count: 1, totals: [{ amount: 7158, currency: "EUR", bgnIncluded: 14000 }] });
  });
});

describe("re-denomination at start", () => {
  it("converts each open BGN request to EUR once, with an audit row, and keeps every other record as it was", async () => {
    expect(await redenominateOpenRequests(ctx.db, now)).toBe(1);
    expect(await redenominateOpenRequests(ctx.db, now)).toBe(0);
    expect(await requestRow(openBgn!.id)).toMatchObject({ amount: 7158, currency: "EUR", status: "open" });
    // A paid request and the payments are history: never rewritten.
    expect(await requestRow(paidBgn!.id)).toMatchObject({ amount: 5000, currency: "BGN", status: "paid" });
    const kept = await ctx.db.select({ amount: payments.amount, currency: payments.currency }).from(payments).where(eq(payments.userId, clientId));
    expect(kept.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: 1000, currency: "EUR" },
      { amount: 2000, currency: "BGN" },
      { amount: 260450, currency: "BGN" },
    ]);
    expect(await audits()).toMatchObject([
      { actorId: null, entity: "payment_request", entityId: openBgn!.id, clientId, before: { amount: 14000, currency: "BGN" }, after: { amount: 7158, currency: "EUR" } },
    ]);
    // The operator's audit log shows it, done by no one (the system).
    const logged = (await admin.get("/api/audit?action=payment_request.redenominated")).json().items;
    expect(logged).toMatchObject([{ actor: null, entityId: openBgn!.id, before: { amount: 14000, currency: "BGN" }, after: { amount: 7158, currency: "EUR" } }]);
  });

  it("its pay link shows the euro amount, its next reminder too, and its checkout charges euro", async () => {
    const bill = await ctx.app.inject({ method: "GET", url: `/api/pay/${token}` });
    expect(bill.json()).toMatchObject({ status: "open", amount: 7158, currency: "EUR", description: "Notary visit" });

    await createPaymentRemindersJob({ db: ctx.db, clock: ctx.clock, publicUrl: ctx.config.publicUrl, log: ctx.app.log }).runOnce();
    const [reminder] = (await ctx.mailTo(member.user.email)).filter((m) => m.template === "paymentReminder");
    expect(reminder?.subject).toContain("€71.58");
    expect(reminder?.text).toContain("€71.58");
    expect(reminder?.text).not.toContain("BGN");

    const link = linkFrom(reminder!.text, `${ctx.config.publicUrl}/pay/`);
    const opened = await ctx.app.inject({ method: "POST", url: `${new URL(link).pathname.replace("/pay/", "/api/pay/")}/checkout`, headers: { origin: ctx.config.publicUrl } });
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionId = opened.json().url.split("/").pop();
    const [session] = await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    expect(session).toMatchObject({ amountTotal: 7158, currency: "EUR" });
    expect((await payTestSession(ctx, sessionId)).statusCode).toBeLessThan(400);
    expect(await requestRow(openBgn!.id)).toMatchObject({ status: "paid", amount: 7158, currency: "EUR" });
    const [paid] = await ctx.db.select().from(payments).where(and(eq(payments.userId, clientId), eq(payments.amount, 7158)));
    expect(paid).toMatchObject({ currency: "EUR" });
  });
});

describe("totals over history", () => {
  it("revenue counts every BGN payment converted on its own, whether summed from the kept totals or filtered", async () => {
    const revenue = REVENUE + 7158;
    const all = (await admin.get(`/api/payments?clientId=${clientId}`)).json().summary;
    expect(all).toMatchObject({ totalRevenue: revenue, currency: "EUR", bgnIncluded: 262450 });
    const today = sofiaDay(now);
    const filtered = (await admin.get(`/api/payments?clientId=${clientId}&from=${today}&to=${today}`)).json().summary;
    expect(filtered).toMatchObject({ totalRevenue: revenue, currency: "EUR", bgnIncluded: 262450 });
    // The month's earned revenue: every payment here paid for work, each BGN one converted on its own.
    expect((await admin.get("/api/dashboard")).json().cards.revenueMonth).toEqual({ amount: 133166 + 1023 + 1000 + 7158, currency: "EUR", bgnIncluded: 262450 });
    // Nothing open any more.
    expect((await member.get("/api/dashboard")).json().cards.paymentDue).toEqual({ amount: 0, currency: "EUR", bgnIncluded: 0 });
    expect((await admin.get("/api/payment-requests")).json().totals).toEqual([]);
  });

  it("the kept totals follow a BGN payment's change and removal, per row", async () => {
    await ctx.db.update(payments).set({ amount: 14000 }).where(eq(payments.id, cardBgn!.id));
    const changed = (await admin.get(`/api/payments?clientId=${clientId}`)).json().summary;
    expect(changed).toMatchObject({ totalRevenue: 7158 + 1023 + 1000 + 7158, bgnIncluded: 16000 });
    await ctx.db.delete(payments).where(eq(payments.id, cardBgn!.id));
    const removed = (await admin.get(`/api/payments?clientId=${clientId}`)).json().summary;
    expect(removed).toMatchObject({ totalRevenue: 1023 + 1000 + 7158, bgnIncluded: 2000 });
  });

  it("the CSV keeps each row as paid and adds its amount in euro, BGN converted", async () => {
    const csv = (await admin.get(`/api/payments/export.csv?clientId=${clientId}`)).body;
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toContain("Amount,of which tip,Currency,Amount in EUR,Status");
    const cash = lines.find((l) => l.includes("Old cash payment"))!;
    expect(cash).toContain(",20.00,0.00,BGN,10.23,");
    expect(lines.find((l) => l.includes("Euro card payment"))).toContain(",10.00,0.00,EUR,10.00,");
  });
});

describe("no new charge in BGN", () => {
  const charge = { orderId: crypto.randomUUID(), lineItems: [{ name: "Help", unitAmount: 2000, quantity: 1 }], currency: "BGN" as const, successUrl: "http://x/ok", cancelUrl: "http://x/no", idempotencyKey: "bgn-charge" };

  it("the test checkout refuses a currency other than EUR for a new charge, and records nothing", async () => {
    const before = (await ctx.db.select({ n: count() }).from(testCheckoutSessions))[0]!.n;
    await expect(ctx.app.payments.createCheckoutSession(charge)).rejects.toThrow(ChargeCurrencyError);
    await expect(ctx.app.payments.createCheckoutSession(charge)).rejects.toThrow("every new charge is in EUR");
    expect((await ctx.db.select({ n: count() }).from(testCheckoutSessions))[0]!.n).toBe(before);
  });

  it("Stripe's gateway refuses it before asking Stripe (nothing listens at its address)", async () => {
    const stripe = createStripeGateway({ secretKey: "sk_test_euro", webhookSecret: "whsec_euro", apiBase: "http://127.0.0.1:9", clock: ctx.clock });
    await expect(stripe.createCheckoutSession(charge)).rejects.toThrow(ChargeCurrencyError);
  });
});
