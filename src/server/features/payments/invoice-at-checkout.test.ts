import { english } from "../../test/english";
import { execFileSync } from "node:child_process";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../../core/invoices";
import { ONE_LINE_MESSAGES } from "../../../core/one-line";
import { invoices, orders, payments } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { setSeller } from "../../test/business";
import { createAdmin, createMember } from "../../test/factories";
import { checkout, openCheckout, payTestSession, sessionStatus } from "../../test/payments";
import { apiAs } from "../../test/tasks";

const SELLER = { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980", SELLER_VAT: "BG131468980" };
const ctx = await setupTestApp({ env: SELLER });

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const COMPANY = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649", vatNumber: "bg 121795649" };
const order = (email: string, extra: object = {}) => ({ items: [{ kind: "hourly", quantity: 2 }], customer: { email, name: "Мария Петрова" }, language: "bg", ...extra });

const invoiceCount = async () => (await ctx.db.select({ n: count() }).from(invoices))[0]!.n;
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]!.n;

async function paymentOf(sessionId: string) {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const [p] = await ctx.db.select().from(payments).where(eq(payments.orderId, o!.id));
  return p!;
}

describe("an invoice asked for at checkout", () => {
  it("a Bulgarian visitor asks for one: it is issued with the payment, once, and attached to the receipt in Bulgarian", async () => {
    const email = "maria.invoice@example.test";
    const sessionId = await openCheckout(ctx, order(email, { invoice: COMPANY }));
    // Nothing is issued before the money moves.
    expect(await invoiceCount()).toBe(0);
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
    // The success page's poll and a replay settle nothing twice.
    await sessionStatus(ctx, sessionId);
    await payTestSession(ctx, sessionId);

    const payment = await paymentOf(sessionId);
    const rows = await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyName: COMPANY.companyName, address: COMPANY.address, eik: "121795649", vatNumber: "BG121795649", lang: "bg", requestedBy: null });
    expect(rows[0]!.number).toMatch(/^\d{10}$/);
    expect(rows[0]!.seller).toMatchObject({ name: SELLER.SELLER_NAME, eik: SELLER.SELLER_EIK });

    const receipts = (await ctx.mailTo(email)).filter((m) => m.template === "paymentReceipt");
    expect(receipts).toHaveLength(1);
    const mail = receipts[0]!;
    expect(mail.attachments).toEqual([
      { kind: "receipt", paymentId: payment.id },
      { kind: "invoice", paymentId: payment.id },
    ]);
    expect(mail.text).toContain(`Фактура № ${rows[0]!.number} е приложена.`);

    // The attachment as the mail carries it (the dev mailbox makes it as the outbox worker does).
    const file = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail.id}/attachments/1` });
    expect(file.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(file.rawPayload);
    expect(text).toContain("Фактура — Оригинал");
    expect(text).toContain(rows[0]!.number);
    expect(text).toContain(COMPANY.companyName);
    expect(text).toContain("121795649");
    expect(text).toContain(SELLER.SELLER_NAME);

    // The operator's Orders inbox shows it on the order.
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const details = (await admin.get(`/api/orders/${payment.orderId}`)).json();
    expect(details.invoice).toMatchObject({ number: rows[0]!.number, companyName: COMPANY.companyName, eik: "121795649" });
  });

  it("a member's invoice is theirs to see and download; another member gets the unknown id's 404", async () => {
    const alice = await apiAs(ctx, await createMember(ctx, { name: "Alice Brown" }));
    const mallory = await apiAs(ctx, await createMember(ctx));
    const res = await alice.post("/api/checkout", { items: [{ kind: "hourly", quantity: 1 }], language: "en", invoice: { ...COMPANY, companyName: "Brown Consulting EOOD", vatNumber: "" } });
    expect(res.statusCode, res.body).toBe(200);
    await payTestSession(ctx, res.json().sessionId);
    const payment = await paymentOf(res.json().sessionId);

    const view = (await alice.get(`/api/payments/${payment.id}`)).json();
    expect(view.invoice).toMatchObject({ companyName: "Brown Consulting EOOD", vatNumber: null });
    const pdf = await alice.get(`/api/payments/${payment.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Фактура / Invoice");
    expect(text).toContain("Brown Consulting EOOD");
    const [row] = await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(row!.requestedBy).toBe(alice.user.id);

    expect((await mallory.get(`/api/payments/${payment.id}/invoice.pdf`)).statusCode).toBe(404);
    expect((await mallory.get(`/api/payments/${payment.id}`)).statusCode).toBe(404);
    // Asked at checkout, so asking again later is refused.
    expect((await alice.post(`/api/payments/${payment.id}/invoice`, COMPANY)).statusCode).toBe(409);
  });

  it("bad company details are refused on their field before any order is made", async () => {
    const before = await orderCount();
    for (const [invoice, text] of [
      [{ ...COMPANY, eik: "121795640" }, english(INVOICE_MESSAGES.invalidEik)],
      [{ ...COMPANY, companyName: " " }, english(INVOICE_MESSAGES.companyRequired)],
      [{ ...COMPANY, vatNumber: "DE123" }, english(INVOICE_MESSAGES.invalidVat)],
      [{ ...COMPANY, seller: { name: "Forged" } }, ""],
    ] as const) {
      const res = await checkout(ctx, order("bad.invoice@example.test", { invoice }));
      expect(res.statusCode, JSON.stringify(invoice)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await orderCount()).toBe(before);
  });

  it("a line break in the buyer's name or company details is refused on its field before any order is made", async () => {
    const before = await orderCount();
    for (const [body, field, text] of [
      [order("lines@example.test", { invoice: { ...COMPANY, companyName: "Fake\r\nSeller: Fake Ltd" } }), "invoice.companyName", english(ONE_LINE_MESSAGES.field)],
      [order("lines@example.test", { invoice: { ...COMPANY, address: "ул. Шипка 5\rTotal: 0.01" } }), "invoice.address", english(INVOICE_MESSAGES.addressLines)],
      [order("lines@example.test", { invoice: { ...COMPANY, address: "1\n2\n3\nTotal: 0.01" } }), "invoice.address", english(INVOICE_MESSAGES.addressLines)],
      [{ ...order("lines@example.test"), customer: { email: "lines@example.test", name: "Maria\nTotal: 0.01" } }, "customer.name", english(ONE_LINE_MESSAGES.field)],
    ] as const) {
      const res = await checkout(ctx, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields?.[field], field).toBe(text);
    }
    expect(await orderCount()).toBe(before);
  });

  it("without the seller's address and EIK checkout offers no invoice: one asked for anyway is refused with no word about the seller, and nothing is made; without one it goes on", async () => {
    await setSeller(ctx, { SELLER_NAME: "Concierge" });
    const before = await orderCount();
    const res = await checkout(ctx, order("no.seller@example.test", { invoice: COMPANY }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "invoice_unavailable", message: english(INVOICE_MESSAGES.unavailable) });
    expect(res.body).not.toMatch(/seller|EIK/i);
    expect(await orderCount()).toBe(before);
    expect((await ctx.app.inject({ method: "GET", url: "/api/config" })).json().invoicesOffered).toBe(false);
    const plain = await checkout(ctx, order("no.seller@example.test"));
    expect(plain.statusCode, plain.body).toBe(200);
    await setSeller(ctx, SELLER);
    expect((await ctx.app.inject({ method: "GET", url: "/api/config" })).json().invoicesOffered).toBe(true);
  });
});
