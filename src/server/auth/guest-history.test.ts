import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { zonedInstant } from "../../core/appointments/zone";
import { appointments, auditLog, orders, payments, user } from "../db/schema";
import { postLedgerEntry } from "../features/hours";
import { linkFrom, setupTestApp, uniqueEmail } from "../test/app";
import { browser, uniqueIp } from "../test/browser";
import { createAdmin, createMember } from "../test/factories";
import { followPayLink, openCheckout, orderOf, paidTranslation, payTestSession } from "../test/payments";
import { apiAs } from "../test/tasks";

/*
 * What a visitor paid for and booked under an address becomes their account's once that
 * account proves the address (docs/decisions/0005-accounts-and-sessions.md): by the sign-up's
 * verification link, by the "choose a password" link of a pack bought for it, or by the
 * operator adding them as a client.
 */
const ctx = await setupTestApp();
const PASSWORD = "Lozenets-Garden-Evening-7";
const BASE = "http://concierge.localhost";

/** A mixed-case address as a visitor might type it; the account later stores it lower-case. */
const typedEmail = (prefix: string) => uniqueEmail(prefix).replace(/^(\w)/, (c) => c.toUpperCase()).replace("@example.com", "@Example.COM");

let nextSlot = 0;
/** A slot of its own, on the weekdays after the test clock's now (Saturday 21 November 2026), so bookings never clash. */
function ownSlot(): string {
  const n = nextSlot++;
  const weekdays: string[] = [];
  for (let d = new Date(Date.UTC(2026, 10, 23)); weekdays.length <= n / 6; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(d.toISOString().slice(0, 10));
  }
  return zonedInstant(weekdays[Math.floor(n / 6)]!, (10 + (n % 6)) * 60).toISOString();
}

const booking = (email: string, payWith: "card" | "prepaid") => ({
  service: "phone_call",
  durationMinutes: 30,
  start: ownSlot(),
  place: "phone",
  name: "Maria Guest",
  email,
  phone: "+359 88 123 4567",
  purpose: "A call to the landlord about the deposit",
  payWith,
  language: "en",
});

/** A visitor's storefront order, paid on the TEST MODE checkout: its payment row. */
async function guestPays(email: string) {
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { name: "Maria Guest", email } });
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  const order = (await orderOf(ctx, sessionId))!;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, payment: payment! };
}

/** A visitor books a phone call and pays for it by card: the appointment's id. */
async function guestBooks(email: string) {
  const res = await ctx.app.inject({ method: "POST", url: "/api/appointments", payload: booking(email, "card"), remoteAddress: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  expect((await payTestSession(ctx, await followPayLink(ctx, res.json()))).statusCode).toBe(200);
  return res.json().appointment.id as string;
}

async function signUp(email: string) {
  const res = await browser(ctx).post("/api/auth/sign-up/email", { name: "Maria Guest", email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
}

async function verify(email: string) {
  const [mail] = (await ctx.mailTo(email.toLowerCase())).filter((m) => m.template === "accountVerifyEmail");
  const res = await browser(ctx).get(linkFrom(mail!.text, `${BASE}/api/auth/verify-email?token=`).replace(BASE, ""));
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe("/member-login?verified=1");
}

/** Signed in as the account with that address (a browser holding its session). */
async function signedIn(email: string) {
  const b = browser(ctx);
  const res = await b.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

const ownerOf = {
  order: async (id: string) => (await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]!.userId,
  payment: async (id: string) => (await ctx.db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, id)))[0]!.userId,
  appointment: async (id: string) => (await ctx.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, id)))[0]!.userId,
};
const accountOf = async (email: string) => (await ctx.db.select().from(user).where(eq(user.email, email.toLowerCase())))[0]!;
const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

describe("a visitor's history follows them into the account they verify", () => {
  it("shows their paid orders, receipts and appointments once the address is verified, and to nobody else", async () => {
    const typed = typedEmail("guest");
    const bought = await guestPays(typed);
    const appointmentId = await guestBooks(typed.toLowerCase());
    const translationOrder = (await orderOf(ctx, await paidTranslation(ctx, { email: typed })))!;
    const [translationPayment] = await ctx.db.select().from(payments).where(eq(payments.orderId, translationOrder.id));
    const appointmentOrder = (await ctx.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!.orderId!;
    const [appointmentPayment] = await ctx.db.select().from(payments).where(eq(payments.orderId, appointmentOrder));
    const paymentIds = [bought.payment.id, appointmentPayment!.id, translationPayment!.id].sort();

    // Signed up in yet another case, not verified yet: nothing is theirs, and they cannot sign in to look.
    const signUpEmail = typed.toUpperCase();
    await signUp(signUpEmail);
    const early = await browser(ctx).post("/api/auth/sign-in/email", { email: signUpEmail, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    for (const id of [bought.order.id, appointmentOrder, translationOrder.id]) expect(await ownerOf.order(id)).toBeNull();
    for (const id of paymentIds) expect(await ownerOf.payment(id)).toBeNull();
    expect(await ownerOf.appointment(appointmentId)).toBeNull();

    await verify(signUpEmail);
    const member = await accountOf(typed);
    const b = await signedIn(signUpEmail);

    const history = await b.get("/api/payments");
    expect(history.statusCode).toBe(200);
    expect(ids(history.json().items)).toEqual(paymentIds);
    const receipt = await b.get(`/api/payments/${bought.payment.id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const mine = (await b.get("/api/appointments/mine")).json();
    expect(mine.upcoming.map((a: { id: string }) => a.id)).toEqual([appointmentId]);
    expect(mine.upcoming[0]).toMatchObject({ status: "confirmed", paidWith: "card" });
    expect(ids((await b.get("/api/orders")).json().items)).toEqual([bought.order.id, appointmentOrder, translationOrder.id].sort());

    // The operator's log says what was linked, to whom.
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, member.id));
    expect(audit).toEqual([expect.objectContaining({ action: "client.guest_history_linked", entity: "client", entityId: member.id, actorId: null, after: { orders: 3, payments: 3, appointments: 1 } })]);

    // Another member gets the unknown id's 404 on every one of them, and empty lists.
    const other = await apiAs(ctx, await createMember(ctx));
    for (const id of paymentIds) {
      expect((await other.get(`/api/payments/${id}`)).statusCode).toBe(404);
      expect((await other.get(`/api/payments/${id}/receipt.pdf`)).statusCode).toBe(404);
    }
    expect((await other.get(`/api/orders/${bought.order.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/appointments/${appointmentId}/cancel`, {})).statusCode).toBe(404);
    expect((await other.get("/api/payments")).json().items).toEqual([]);
    expect((await other.get("/api/appointments/mine")).json()).toEqual({ upcoming: [], past: [] });
  });

  it("claims nothing for a sign-up with someone else's address that is never verified", async () => {
    const typed = typedEmail("victim");
    const bought = await guestPays(typed);
    const appointmentId = await guestBooks(typed);
    // Someone else registers the address: the mail goes to its owner, the link is never followed.
    await signUp(typed.toLowerCase());
    expect((await accountOf(typed)).emailVerified).toBe(false);
    expect(await ownerOf.order(bought.order.id)).toBeNull();
    expect(await ownerOf.payment(bought.payment.id)).toBeNull();
    expect(await ownerOf.appointment(appointmentId)).toBeNull();
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: typed, password: PASSWORD })).statusCode).toBe(403);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.clientId, (await accountOf(typed)).id))).toEqual([]);
  });

  it("leaves rows another account already owns where they are", async () => {
    const typed = typedEmail("shared");
    // A member with prepaid hours books a call and types the visitor's address on it: the booking is the member's.
    const booker = await createMember(ctx);
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: booker.id, hours: 2, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const bookerApi = await apiAs(ctx, booker);
    const theirs = await ctx.app.inject({ method: "POST", url: "/api/appointments", headers: bookerApi.headers, payload: booking(typed, "prepaid"), remoteAddress: uniqueIp() });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirsId = theirs.json().appointment.id as string;
    const guestOwn = await guestBooks(typed);

    await signUp(typed);
    await verify(typed);
    const member = await accountOf(typed);
    expect(await ownerOf.appointment(guestOwn)).toBe(member.id);
    expect(await ownerOf.appointment(theirsId)).toBe(booker.id);
    const b = await signedIn(typed);
    expect((await b.get("/api/appointments/mine")).json().upcoming.map((a: { id: string }) => a.id)).toEqual([guestOwn]);
    expect((await bookerApi.get("/api/appointments/mine")).json().upcoming.map((a: { id: string }) => a.id)).toEqual([theirsId]);
  });

  it("links the rest of a pack buyer's history when the pack's 'choose a password' link confirms the address", async () => {
    const typed = typedEmail("packbuyer");
    const appointmentId = await guestBooks(typed);
    const pack = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 1 }], customer: { name: "Maria Guest", email: typed }, language: "en" });
    expect((await payTestSession(ctx, pack)).statusCode).toBe(200);
    // The pack made an unconfirmed account: the booking is not on it yet.
    const account = await accountOf(typed);
    expect(account.emailVerified).toBe(false);
    expect(await ownerOf.appointment(appointmentId)).toBeNull();

    const ready = (await ctx.mailTo(typed.toLowerCase())).find((m) => m.template === "packAccountReady")!;
    const token = new URL(linkFrom(ready.text, `${BASE}/reset-password?token=`)).searchParams.get("token")!;
    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: PASSWORD })).statusCode).toBe(200);
    const b = await signedIn(typed);
    expect((await b.get("/api/appointments/mine")).json().upcoming.map((a: { id: string }) => a.id)).toEqual([appointmentId]);
    expect((await b.get("/api/payments")).json().items).toHaveLength(2);
  });

  it("links a visitor's history to the client the operator adds with that address", async () => {
    const typed = typedEmail("invited");
    const bought = await guestPays(typed);
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const added = await admin.post("/api/clients", { email: typed.toLowerCase(), fullName: "Maria Guest", language: "en" });
    expect(added.statusCode, added.body).toBe(201);
    const clientId = added.json().client.id as string;
    expect(await ownerOf.payment(bought.payment.id)).toBe(clientId);

    const [invite] = (await ctx.mailTo(typed.toLowerCase())).filter((m) => m.template === "clientInvite");
    const token = new URL(linkFrom(invite!.text, `${BASE}/invite?token=`)).searchParams.get("token")!;
    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: PASSWORD })).statusCode).toBe(200);
    const b = await signedIn(typed);
    expect(ids((await b.get("/api/payments")).json().items)).toEqual([bought.payment.id]);
  });
});
