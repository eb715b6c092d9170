import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../core/money";
import { orders, payments } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { openCheckout, payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";
import { deliverOutbox, smtpCatcher } from "../../test/smtp";

const ctx = await setupTestApp({
  env: { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, Sofia", SELLER_EIK: "131468980", SELLER_VAT: "BG131468980" },
});

/** The PDF's text, read back as a person's PDF reader would (Debian's poppler-utils, as CI installs it). */
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

async function paidOrder(customer: { email: string; name: string }, headers: Record<string, string> = {}) {
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer }, headers);
  await payTestSession(ctx, sessionId);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  return { order: order!, payment: payment! };
}

describe("the receipt PDF", () => {
  it("the payer downloads their numbered receipt: seller, buyer, lines and total, in their language; no one else can", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    // An address long enough to wrap in the buyer's column, as real ones do.
    const email = `alice.brown-${Date.now().toString(36)}-with-a-long-address@example-company.test`;
    const alice = await apiAs(ctx, await createMember(ctx, { name: "Alice Brown", email }));
    const mallory = await apiAs(ctx, await createMember(ctx));
    const recorded = await admin.post("/api/payments", { clientId: alice.user.id, amount: "60.00", description: "3 hours, bank transfer", paymentType: "prepaid_hours", hours: 3 });
    const { id, receiptNumber } = recorded.json().payment as { id: string; receiptNumber: string };

    const res = await alice.get(`/api/payments/${id}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="receipt-${receiptNumber}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Receipt");
    expect(text).toContain(`Receipt No. ${receiptNumber}`);
    expect(text).toContain("Concierge Services EOOD");
    expect(text).toContain("UIC (EIK): 131468980");
    expect(text).toContain("VAT No.: BG131468980");
    expect(text).toContain("Alice Brown");
    // The wrapped address, read in reading order (no -layout: the seller's column is not interleaved);
    // pdftotext joins a line that ends in a hyphen without it, so hyphens are left out on both sides.
    const reading = execFileSync("pdftotext", ["-", "-"], { input: res.rawPayload }).toString("utf8");
    const bare = (t: string) => t.replace(/[\s-]/g, "");
    expect(bare(reading)).toContain(bare(email));
    expect(text).toContain("3 hours, bank transfer");
    expect(text).toMatch(new RegExp(`Total paid\\s+${formatMoney(6000, "EUR", "en-GB").replace(/[.]/g, "\\.")}`));
    expect(text).toContain("Payment recorded by Concierge");
    expect(text).toMatch(/\(Sofia time\)/);

    // The operator reads it too; another member, a visitor and a made-up id get nothing.
    expect((await admin.get(`/api/payments/${id}/receipt.pdf`)).statusCode).toBe(200);
    expect((await mallory.get(`/api/payments/${id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `/api/payments/${id}/receipt.pdf` })).statusCode).toBe(401);
    expect((await alice.get("/api/payments/00000000-0000-4000-8000-000000000000/receipt.pdf")).statusCode).toBe(404);
    expect((await alice.get("/api/payments/not-a-uuid/receipt.pdf")).statusCode).toBe(404);

    // An hours deduction moves no money: no receipt.
    await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "Phone calls" });
    const [deduction] = await ctx.db.select().from(payments).where(eq(payments.paymentType, "hours_deduction"));
    expect((await admin.get(`/api/payments/${deduction!.id}/receipt.pdf`)).statusCode).toBe(404);
  });

  it("a Bulgarian buyer's receipt is in Bulgarian, its Cyrillic intact, with the card payment's order lines", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const { order, payment } = await paidOrder({ email: "ivan@example.test", name: "Иван Петров" }, { "accept-language": "bg" });
    await ctx.db.update(orders).set({ language: "bg" }).where(eq(orders.id, order.id));
    const text = pdfText((await admin.get(`/api/payments/${payment.id}/receipt.pdf`)).rawPayload);
    expect(text).toContain("Бележка за плащане");
    expect(text).toContain(`Бележка № ${payment.receiptNumber}`);
    expect(text).toContain("Иван Петров");
    expect(text).toContain("Почасова помощ");
    expect(text).toContain("Платено с карта");
    expect(text).toContain("софийско време");
    expect(text).toMatch(new RegExp(`Общо платено\\s+${formatMoney(order.total, "EUR", "bg-BG").replace(/[.]/g, "\\.").replace(/\s/g, "\\s")}`));
    expect(text).not.toMatch(/Receipt|Total paid/);
  });
});

describe("a buyer who gave no name", () => {
  it.each([
    ["bg", "Купувач"],
    ["en", "Buyer"],
  ] as const)("is shown on the %s receipt by their email, never as 'Unknown'", async (language, heading) => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    // An hour pack bought without a name: the buyer's account is made for the email alone.
    const email = `nameless-${language}-${Date.now().toString(36)}@example.test`;
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], customer: { email }, language });
    await payTestSession(ctx, sessionId);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const text = pdfText((await admin.get(`/api/payments/${payment!.id}/receipt.pdf`)).rawPayload);
    expect(text).toContain(heading);
    // Once: the buyer's block is the email, with no name line made of it.
    expect(text.split(email)).toHaveLength(2);
    expect(text).not.toMatch(/Unknown|Неизвест/);
  });

  it("a member without a name gets a recorded payment's receipt with their email, never 'Unknown', also from an old row that stored the word", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    for (const name of ["", "Unknown"]) {
      const member = await createMember(ctx, { name });
      const recorded = await admin.post("/api/payments", { clientId: member.id, amount: "20.00", description: "Bank transfer", paymentType: "other" });
      const text = pdfText((await admin.get(`/api/payments/${recorded.json().payment.id}/receipt.pdf`)).rawPayload);
      expect(text).toContain(member.email);
      expect(text, `name ${JSON.stringify(name)}`).not.toContain("Unknown");
    }
  });
});

describe("the receipt email carries the PDF", () => {
  it("the dev mailbox lists it and opens it", async () => {
    const { payment } = await paidOrder({ email: "dora@example.test", name: "Dora" });
    const [mail] = (await ctx.mailTo("dora@example.test")).filter((m) => m.template === "paymentReceipt");
    expect(mail?.attachments).toEqual([{ kind: "receipt", paymentId: payment.id }]);
    const view = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}` });
    expect(view.body).toContain(`<a href="/dev/mailbox/${mail!.id}/attachments/0">receipt (PDF)</a>`);
    const file = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}/attachments/0` });
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(file.rawPayload)).toContain(`Receipt No. ${payment.receiptNumber}`);
    expect((await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}/attachments/1` })).statusCode).toBe(404);
  });

  it("the paid order's receipt mail goes out over SMTP with its numbered PDF attached", async () => {
    const smtp = await smtpCatcher();
    try {
      const { payment } = await paidOrder({ email: "paula@example.test", name: "Paula Payer" });
      await deliverOutbox(ctx, smtp.url);
      const mails = await smtp.messages();
      const receipt = mails.find((m) => m.subject?.startsWith("Your Concierge receipt") && m.text?.includes("Paula"));
      expect(receipt, mails.map((m) => m.subject).join(" | ")).toBeDefined();
      expect(receipt!.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`receipt-${payment.receiptNumber}.pdf`, "application/pdf"]]);
      const text = pdfText(receipt!.attachments[0]!.content);
      expect(text).toContain(`Receipt No. ${payment.receiptNumber}`);
      expect(text).toContain("Paula Payer");
    } finally {
      await smtp.close();
    }
  });
});
