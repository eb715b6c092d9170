import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../core/checkout";
import { profiles, user } from "../../db/schema";
import { balanceOf } from "../hours";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { browser } from "../../test/browser";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from "../../test/factories";
import { checkout, effectsOf, openCheckout, payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";
import type { Locale } from "../../../core/locale";

const ctx = await setupTestApp();
const NEW_PASSWORD = "Vitosha-Morning-Trail-42";

/** A visitor (no session) buys a pack for `email` and pays on the TEST MODE checkout. */
async function visitorBuysPack(email: string, hours: 1 | 3 | 5 | 10, language: Locale = "en") {
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours }], customer: { name: "Ivan Petrov", email }, language });
  const paid = await payTestSession(ctx, sessionId);
  expect(paid.statusCode).toBe(200);
  return { sessionId, redirectUrl: paid.json().redirectUrl as string };
}

const signIn = (email: string, password: string) => browser(ctx).post("/api/auth/sign-in/email", { email, password });
const accountOf = async (email: string) => (await ctx.db.select().from(user).where(eq(user.email, email)))[0];

describe("an hour pack bought by a visitor from the storefront", () => {
  it("is priced by the server and returns to the storefront's success page", async () => {
    const email = uniqueEmail("visitor");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], customer: { email }, language: "en" });
    const page = await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` });
    expect(page.json()).toMatchObject({ amountTotal: 7158, cancelUrl: "http://concierge.localhost/checkout" });
    expect((await payTestSession(ctx, sessionId)).json().redirectUrl).toBe(`http://concierge.localhost/checkout/success?session_id=${sessionId}`);
  });

  it.each([
    ["a price on the pack", { kind: "hours_pack", hours: 3, price: 100 }, "Unexpected field: price"],
    ["an hours count not in the catalogue", { kind: "hours_pack", hours: 40 }, english(CHECKOUT_MESSAGES.hourPack)],
  ])("refuses %s and creates no account", async (_what, item, message) => {
    const email = uniqueEmail("tamper");
    const res = await checkout(ctx, { items: [item], customer: { email }, language: "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await accountOf(email)).toBeUndefined();
  });

  it("is bought on its own, also by a visitor", async () => {
    const res = await checkout(ctx, { items: [{ kind: "hours_pack", hours: 1 }, { kind: "hourly", quantity: 1 }], customer: { email: uniqueEmail() }, language: "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(english(CHECKOUT_MESSAGES.packAlone));
  });

  it("credits the confirmed account with that email, which gets the receipt and no other mail", async () => {
    const member = await createMember(ctx);
    const { sessionId } = await visitorBuysPack(member.email, 5);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ order: { userId: member.id }, payments: 1, credits: 1, payment: { userId: member.id, hoursPurchased: 5 } });
    const hours = await ctx.app.inject({ method: "GET", url: "/api/hours", headers: await signedInAs(ctx, member) });
    expect(hours.json()).toMatchObject({ balance: 5, transactions: [{ hours: 5, description: "Purchased 5 hours" }] });
    expect((await ctx.mailTo(member.email)).map((m) => m.template)).toEqual(["paymentReceipt"]);
    // The member's password still works; nothing about the account changed.
    expect((await signIn(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("for a new email: an unconfirmed account holds the hours until the emailed link sets a password", async () => {
    const email = uniqueEmail("newbuyer");
    const { sessionId } = await visitorBuysPack(email, 3, "bg");
    const account = await accountOf(email);
    expect(account).toMatchObject({ emailVerified: false, name: "Ivan Petrov", role: "member" });
    expect(await balanceOf(ctx.db, account!.id)).toBe(3);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ order: { userId: account!.id }, payment: { userId: account!.id } });

    // Nobody signs in on the strength of the typed email: the account's password is random, unknown.
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);

    const mails = await ctx.mailTo(email);
    expect(mails.map((m) => m.template).sort()).toEqual(["packAccountReady", "paymentReceipt"]);
    const ready = mails.find((m) => m.template === "packAccountReady")!;
    expect(ready.subject).toBe("Часовете ви чакат: изберете парола");
    expect(ready.text).toContain(`Записахме 3 предплатени часа към профила за ${email}.`);
    const token = new URL(linkFrom(ready.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!;

    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await accountOf(email))!.emailVerified).toBe(true);
    const b = browser(ctx);
    expect((await b.post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await b.get("/api/hours")).json()).toMatchObject({ balance: 3 });
    // The link works once.
    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: "Another-Long-Passphrase-9" })).statusCode).toBe(400);
  });

  it("for an address someone registered but never confirmed: the hours wait there, and only the mailed link unlocks them", async () => {
    // Whoever registered the address chose the password but cannot read its mail.
    const squatter = await createMember(ctx, { verified: false });
    await visitorBuysPack(squatter.email, 1);
    expect(await balanceOf(ctx.db, squatter.id)).toBe(1);
    expect((await signIn(squatter.email, TEST_PASSWORD)).statusCode).toBe(403);

    const ready = (await ctx.mailTo(squatter.email)).find((m) => m.template === "packAccountReady")!;
    const token = new URL(linkFrom(ready.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!;
    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(squatter.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(squatter.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("two packs paid for one new address make one account with both", async () => {
    const email = uniqueEmail("twice");
    const a = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 1 }], customer: { email }, language: "en" });
    const b = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], customer: { email }, language: "en" });
    await Promise.all([payTestSession(ctx, a), payTestSession(ctx, b)]);
    const rows = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(ctx.db, rows[0]!.id)).toBe(4);
  });
});

describe("a pack buyer who gave no name", () => {
  it("is listed to the operator by their email, never as 'Unknown', also where an old row stored the word", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const email = uniqueEmail("nameless");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], customer: { email }, language: "bg" });
    await payTestSession(ctx, sessionId);
    const account = await accountOf(email);
    // Nothing stands in for the missing name in the database.
    expect(account?.name).toBe("");

    const shown = async () => {
      const list = (await admin.get(`/api/clients?q=${encodeURIComponent(email)}`)).json();
      const detail = (await admin.get(`/api/clients/${account!.id}`)).json();
      const paid = (await admin.get(`/api/payments?clientId=${account!.id}`)).json();
      return [list.items.map((c: { name: string }) => c.name), detail.name, paid.items.map((p: { client: { name: string } }) => p.client.name)];
    };
    expect(await shown()).toEqual([[email], email, [email]]);
    await ctx.db.update(user).set({ name: "Unknown" }).where(eq(user.id, account!.id));
    await ctx.db.update(profiles).set({ fullName: "Unknown" }).where(eq(profiles.userId, account!.id));
    expect(await shown()).toEqual([[email], email, [email]]);
  });
});

describe("an hour pack bought by a signed-in member", () => {
  it("goes on their own account whatever email the body names", async () => {
    const buyer = await createMember(ctx);
    const other = await createMember(ctx);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], customer: { email: other.email }, language: "en" }, await signedInAs(ctx, buyer));
    await payTestSession(ctx, sessionId);
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ order: { userId: buyer.id, customerEmail: buyer.email } });
    expect(await balanceOf(ctx.db, buyer.id)).toBe(3);
    expect(await balanceOf(ctx.db, other.id)).toBe(0);
    expect(await ctx.mailTo(other.email)).toHaveLength(0);
  });
});

describe("the low-balance email", () => {
  it("links to the checkout with the pack the member bought last, in their language", async () => {
    const member = await createMember(ctx);
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, member.id));
    await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], language: "en" }, await signedInAs(ctx, member)));
    const admin = await signedInAs(ctx, await createAdmin(ctx));
    const deduct = await ctx.app.inject({ method: "POST", url: `/api/clients/${member.id}/deduct-hours`, headers: admin, payload: { hours: 2, description: "Calls" } });
    expect(deduct.statusCode).toBe(200);
    const [low] = (await ctx.mailTo(member.email)).filter((m) => m.template === "lowBalance");
    expect(low?.text).toContain("Бутонът отваря плащането с пакет от 3 часа");
    expect(low?.text).toContain("http://concierge.localhost/checkout?pack=3&lang=bg");
  });
});
