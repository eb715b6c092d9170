import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payLinks, paymentRequests, payments } from "../../db/schema";
import { linkFrom, setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";

/**
 * Pay links (docs/decisions/0022-receivables-and-pay-links.md): the request email's link pays that request signed out, once;
 * paid or cancelled it says so (pay-link-states.test.ts) and pays nothing; every other token is a 404.
 */
const ctx = await setupTestApp();
const DAY = 86_400_000;
const admin = await apiAs(ctx, await createAdmin(ctx));
const origin = { origin: ctx.config.publicUrl };
const visit = (token: string) => ctx.app.inject({ method: "GET", url: `/api/pay/${token}` });
const open = (token: string) => ctx.app.inject({ method: "POST", url: `/api/pay/${token}/checkout`, headers: origin });

async function billed(opts: { lang?: "bg"; dueDate?: string } = {}) {
  const member = await apiAs(ctx, await createMember(ctx, { name: "Maria Petrova" }));
  if (opts.lang) await admin.patch(`/api/clients/${member.user.id}`, { fullName: "Мария Петрова", phone: "", preferredLanguage: opts.lang });
  const created = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "35.50", description: "Notary fee", ...(opts.dueDate ? { dueDate: opts.dueDate } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const mail = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentRequested")!;
  const link = linkFrom(mail.text, `${ctx.config.publicUrl}/pay/`);
  return { member, request: created.json(), mail, link, token: new URL(link).pathname.split("/")[2]! };
}
const sessionsOf = async (requestId: string) => (await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, requestId))).map((o) => o.providerSessionId!);
const stateOf = async (requestId: string) => {
  const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, requestId));
  return { status: row!.status, orders: (await sessionsOf(requestId)).length };
};

describe("pay links", () => {
  it("the request email's link shows only the bill and pays it signed out, like the member's own checkout; then it pays nothing", async () => {
    const { member, request, mail, link, token } = await billed();
    expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain("without signing in");
    // Only the hash is stored.
    expect(await ctx.db.select().from(payLinks).where(eq(payLinks.tokenHash, token))).toEqual([]);
    // The member's dashboard still shows it as Payment Due, with its due date.
    expect((await member.get("/api/payments")).json().requests).toMatchObject([{ id: request.id, dueAt: request.dueAt }]);

    const bill = await visit(token);
    expect(bill.statusCode).toBe(200);
    expect(bill.json()).toEqual({ status: "open", amount: 3550, currency: "EUR", description: "Notary fee", seller: ctx.config.SELLER_NAME, dueAt: request.dueAt });

    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers["set-cookie"]).toBeUndefined();
    const [sessionId] = await sessionsOf(request.id);
    expect(opened.json().url).toBe(`${ctx.config.publicUrl}/test-checkout/${sessionId}`);
    // The member's own Pay gets the same checkout: one per request.
    expect((await member.post(`/api/payment-requests/${request.id}/checkout`, {})).json().url).toBe(opened.json().url);

    const paid = await payTestSession(ctx, sessionId!);
    expect(paid.json().redirectUrl).toBe(`${ctx.config.publicUrl}/checkout/success?session_id=${sessionId}`);
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(await stateOf(request.id)).toEqual({ status: "paid", orders: 1 });
    const receipt = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentReceipt");
    expect(receipt?.attachments).toEqual([{ kind: "receipt", paymentId: rows[0]!.id }]);
    expect((await member.get("/api/payments")).json().requests).toEqual([]);

    // Replayed after payment: it says so, opens no checkout, and nothing changes.
    expect((await visit(token)).json().status).toBe("paid");
    expect((await open(token)).json().error.message).toBe("This payment link is not valid any more. It may have been paid or cancelled.");
    expect(await stateOf(request.id)).toEqual({ status: "paid", orders: 1 });
  });

  it("a Bulgarian client's email, its link and the result page are in Bulgarian, with Sofia time", async () => {
    const { request, token, mail, link } = await billed({ lang: "bg" });
    expect(mail.subject).toBe("Плащане за 35,50\u00a0€");
    expect(mail.text).toContain("ч. българско време");
    expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]{43}\?lang=bg$/);
    await open(token);
    const [sessionId] = await sessionsOf(request.id);
    expect((await payTestSession(ctx, sessionId!)).json().redirectUrl).toBe(`${ctx.config.publicUrl}/checkout/success?lang=bg&session_id=${sessionId}`);
  });

  it("tampered, unknown and foreign-purpose tokens answer 404; a cancelled request's link pays nothing; nothing changes", async () => {
    const { request, token } = await billed();
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === "A" ? "B" : "A") + t.slice(i + 1);
    const [stored] = await ctx.db.select().from(payLinks).where(eq(payLinks.paymentRequestId, request.id));
    const bad = [flip(token, 0), flip(token, 42), `${token}A`, token.slice(1), "x".repeat(43), request.id, stored!.tokenHash, "-".repeat(43)];
    for (const t of bad) {
      expect((await visit(t)).statusCode, t).toBe(404);
      expect((await open(t)).statusCode, t).toBe(404);
    }
    // The token is good for this and nothing else: not a session, not a download link.
    expect((await ctx.app.inject({ url: "/api/payments", headers: { cookie: `better-auth.session_token=${token}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/payments", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/translation/deliveries/${token}` })).statusCode).toBe(404);
    expect(await stateOf(request.id)).toEqual({ status: "open", orders: 0 });

    // Cancelled: it says so, and opens no checkout.
    expect((await admin.post(`/api/payment-requests/${request.id}/cancel`, {})).statusCode).toBe(200);
    expect((await visit(token)).json().status).toBe("cancelled");
    expect((await open(token)).statusCode).toBe(404);
    expect(await stateOf(request.id)).toEqual({ status: "cancelled", orders: 0 });
  });

  it("an overdue request stays payable by its link until 60 days after its due date, then the link is a 404", async () => {
    const { member, request, token } = await billed();
    const dueAt = Date.parse(request.dueAt);
    ctx.clock.advance(dueAt + 60 * DAY - 60_000 - ctx.clock.now().getTime());
    expect((await visit(token)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await visit(token)).statusCode).toBe(404);
    expect((await open(token)).statusCode).toBe(404);
    expect(await stateOf(request.id)).toEqual({ status: "open", orders: 0 });
    // The member can still pay it signed in: the link expired, not the bill.
    expect((await member.post(`/api/payment-requests/${request.id}/checkout`, {})).statusCode).toBe(200);
  });

  it("two concurrent payments of one request, by link and signed in, give one payment and one receipt number", async () => {
    const { member, request, token } = await billed();
    const opened = await Promise.all([open(token), open(token), member.post(`/api/payment-requests/${request.id}/checkout`, {})]);
    // Each either opened the one checkout or was told it is being opened; never a second one.
    for (const r of opened) expect([200, 409], r.body).toContain(r.statusCode);
    const sessions = await sessionsOf(request.id);
    expect(sessions).toHaveLength(1);
    await Promise.all([payTestSession(ctx, sessions[0]!), payTestSession(ctx, sessions[0]!)]);
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refundDue).toBe(false);
    expect(rows[0]!.receiptNumber).not.toBeNull();
    expect((await ctx.mailTo(member.user.email)).filter((m) => m.template === "paymentReceipt")).toHaveLength(1);
    expect(await stateOf(request.id)).toEqual({ status: "paid", orders: 1 });
  });
});
