import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema";
import { linkFrom, setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";

/**
 * What a pay link says once its bill is settled (paid: when, and where the receipt went, the
 * address masked; cancelled: by whom and when), and that a bill's line is named by the
 * operator's description wherever the payer reads it.
 */
const ctx = await setupTestApp({ env: { SELLER_NAME: "Concierge Services EOOD" } });
const DAY = 86_400_000;
const admin = await apiAs(ctx, await createAdmin(ctx));
const origin = { origin: ctx.config.publicUrl };
const visit = (token: string) => ctx.app.inject({ method: "GET", url: `/api/pay/${token}` });
const open = (token: string) => ctx.app.inject({ method: "POST", url: `/api/pay/${token}/checkout`, headers: origin });
/** What a pay link shows of the bill billed() makes, in every state. */
const BILL = { amount: 3550, currency: "EUR", description: "Notary fee for the lease", seller: "Concierge Services EOOD" };
const masked = (email: string) => `${email[0]}•••${email.slice(email.lastIndexOf("@"))}`;
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

async function billed(description = "Notary fee for the lease", lang?: "bg") {
  const member = await apiAs(ctx, await createMember(ctx, { name: "Maria Petrova" }));
  if (lang) await admin.patch(`/api/clients/${member.user.id}`, { fullName: "Мария Петрова", phone: "", preferredLanguage: lang });
  const created = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "35.50", description });
  expect(created.statusCode, created.body).toBe(201);
  const mail = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentRequested")!;
  const token = new URL(linkFrom(mail.text, `${ctx.config.publicUrl}/pay/`)).pathname.split("/")[2]!;
  return { member, request: created.json(), token };
}

/** Pays the bill through its link as the payer would; answers the provider's session id. */
async function payByLink(token: string) {
  const opened = await open(token);
  expect(opened.statusCode, opened.body).toBe(200);
  const sessionId = new URL(opened.json().url).pathname.split("/").pop()!;
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  return sessionId;
}

describe("a pay link says what became of its bill", () => {
  it("open: the bill, as it always showed it", async () => {
    const { request, token } = await billed();
    const res = await visit(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "open", ...BILL, dueAt: request.dueAt });
  });

  it("paid: when, and the receipt's address masked; no account data, no other bill, and it does not pay again", async () => {
    const { member, request, token } = await billed();
    const other = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "12.00", description: "Courier to the embassy" });
    expect(other.statusCode).toBe(201);
    ctx.clock.advance(2 * DAY);
    const paidAt = ctx.clock.now().toISOString();
    await payByLink(token);
    ctx.clock.advance(DAY);

    const res = await visit(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "paid", ...BILL, paidAt, receiptTo: masked(member.user.email) });
    // The link is a capability for this bill only: nothing that identifies the account.
    for (const secret of [member.user.email, member.user.id, "Maria Petrova", request.id, other.json().id, "Courier to the embassy"]) expect(res.body).not.toContain(secret);
    expect((await open(token)).statusCode).toBe(404);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);
  });

  it("cancelled: by the business, and when; it cannot be paid", async () => {
    const { request, token } = await billed();
    ctx.clock.advance(DAY);
    const cancelledAt = ctx.clock.now().toISOString();
    expect((await admin.post(`/api/payment-requests/${request.id}/cancel`, {})).statusCode).toBe(200);

    const res = await visit(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "cancelled", ...BILL, cancelledAt });
    expect((await open(token)).statusCode).toBe(404);
    expect(await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, request.id))).toEqual([]);
  });

  it("60 days after the due date the link says nothing more, whatever became of the bill", async () => {
    const paid = await billed();
    await payByLink(paid.token);
    const cancelled = await billed();
    await admin.post(`/api/payment-requests/${cancelled.request.id}/cancel`, {});
    const end = Date.parse(paid.request.dueAt) + 60 * DAY;
    ctx.clock.advance(end - 60_000 - ctx.clock.now().getTime());
    expect((await visit(paid.token)).json().status).toBe("paid");
    expect((await visit(cancelled.token)).json().status).toBe("cancelled");
    ctx.clock.advance(60_000);
    for (const t of [paid.token, cancelled.token]) {
      const res = await visit(t);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("This payment link is not valid any more. It may have been paid or cancelled.");
    }
  });
});

describe("a bill's line is named by its description", () => {
  it("on the checkout, the order, the success page, payment history, the receipt mail and PDF; the mail promises no help to arrange", async () => {
    const description = "Apostille of the birth certificate";
    const { member, token } = await billed(description, "bg");
    const sessionId = await payByLink(token);

    const session = (await ctx.app.inject({ url: `/api/test-gateway/sessions/${sessionId}` })).json();
    expect(session.lineItems.map((l: { name: string }) => l.name)).toEqual([description]);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    expect(order!.items.map((l) => l.name)).toEqual([description]);
    const result = (await ctx.app.inject({ url: `/api/checkout/sessions/${sessionId}` })).json();
    expect(result.order).toMatchObject({ purpose: "payment_request", items: [{ name: description }] });

    const history = (await member.get("/api/payments")).json();
    expect(history.items.map((p: { description: string }) => p.description)).toEqual([description]);

    const receipt = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentReceipt")!;
    expect(receipt.text).toContain(description);
    expect(receipt.text).not.toContain("Сума по избор");
    expect(receipt.text).not.toMatch(/arrange|уговор|организ/i);
    const pdf = await member.get(`/api/payments/${history.items[0].id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(description);
    expect(text).not.toContain("Сума по избор");
  });
});
