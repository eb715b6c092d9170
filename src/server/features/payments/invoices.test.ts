import { english } from "../../test/english";
import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eikValid, INVOICE_MESSAGES } from "../../../core/invoices";
import { formatMoney } from "../../../core/money";
import "../../../core/i18n/messages/bulgarian";
import { messageTranslator } from "../../../core/i18n/messages/catalogue";
import { ONE_LINE_MESSAGES } from "../../../core/one-line";
import { auditLog, invoices, payments } from "../../db/schema";
import { setSeller } from "../../test/business";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";

const SELLER = { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980", SELLER_VAT: "BG131468980" };
const ctx = await setupTestApp({ env: SELLER });

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const COMPANY = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649", vatNumber: "bg 121795649" };

/** The same database served with other seller settings. */
/** The app with the seller's details set as `env` would pre-fill them (Settings → Business). */
async function appWith(env: Record<string, string>) {
  await setSeller(ctx, env);
  return ctx.app;
}

async function paidByAlice() {
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const alice = await apiAs(ctx, await createMember(ctx, { name: "Alice Brown" }));
  const res = await admin.post("/api/payments", { clientId: alice.user.id, amount: "120.00", description: "6 hours, bank transfer", paymentType: "prepaid_hours", hours: 6 });
  return { admin, alice, payment: res.json().payment as { id: string; receiptNumber: string } };
}

describe("ЕИК / BULSTAT check digits", () => {
  it("accepts real 9- and 13-digit numbers and refuses a wrong check digit, letters and zeros", () => {
    for (const good of ["131468980", "121795649", "831641791", "1314689800122"]) expect(eikValid(good), good).toBe(true);
    for (const bad of ["131468981", "123456789", "1314689800123", "12179564", "12179564A", "000000000", ""]) expect(eikValid(bad), bad).toBe(false);
  });
});

describe("invoices", () => {
  it("the payer asks for an invoice: numbered in the one ten-digit series, stored as asked, audited; once only", async () => {
    const { alice, payment } = await paidByAlice();
    const res = await alice.post(`/api/payments/${payment.id}/invoice`, COMPANY);
    expect(res.statusCode, res.body).toBe(201);
    const { message, invoice } = res.json();
    expect(message).toBe(english(INVOICE_MESSAGES.issued));
    expect(invoice).toMatchObject({ companyName: COMPANY.companyName, eik: "121795649", vatNumber: "BG121795649", address: COMPANY.address });
    expect(invoice.number).toMatch(/^\d{10}$/);
    expect((await alice.get(`/api/payments/${payment.id}`)).json().invoice).toEqual(invoice);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "invoice.issued"));
    expect(audit).toMatchObject({ actorId: alice.user.id, entityId: payment.id });

    const again = await alice.post(`/api/payments/${payment.id}/invoice`, COMPANY);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(english(INVOICE_MESSAGES.exists));

    // The next invoice, for another payment, takes the next number.
    const other = await paidByAlice();
    const next = (await other.admin.post(`/api/payments/${other.payment.id}/invoice`, COMPANY)).json().invoice.number;
    expect(Number(next)).toBe(Number(invoice.number) + 1);
  });

  it("refuses a wrong ЕИК, a missing company or address and a malformed VAT number with the messages, and issues nothing", async () => {
    const { alice, payment } = await paidByAlice();
    for (const [body, text] of [
      [{ ...COMPANY, eik: "121795640" }, english(INVOICE_MESSAGES.invalidEik)],
      [{ ...COMPANY, eik: "12345" }, english(INVOICE_MESSAGES.invalidEik)],
      [{ ...COMPANY, companyName: "  " }, english(INVOICE_MESSAGES.companyRequired)],
      [{ ...COMPANY, address: "" }, english(INVOICE_MESSAGES.addressRequired)],
      [{ ...COMPANY, vatNumber: "DE123" }, english(INVOICE_MESSAGES.invalidVat)],
    ] as const) {
      const res = await alice.post(`/api/payments/${payment.id}/invoice`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect((await alice.post(`/api/payments/${payment.id}/invoice`, { ...COMPANY, price: 1 })).statusCode).toBe(400);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
  });

  it("another member, a visitor and an hours deduction get none; the operator issues one for a client", async () => {
    const { admin, alice, payment } = await paidByAlice();
    const mallory = await apiAs(ctx, await createMember(ctx));
    expect((await mallory.post(`/api/payments/${payment.id}/invoice`, COMPANY)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "POST", url: `/api/payments/${payment.id}/invoice`, payload: COMPANY })).statusCode).toBe(401);
    await admin.post(`/api/clients/${alice.user.id}/deduct-hours`, { hours: 1, description: "Calls" });
    const [deduction] = await ctx.db.select().from(payments).where(and(eq(payments.userId, alice.user.id), eq(payments.paymentType, "hours_deduction")));
    if (!deduction) throw new Error("the deduction's payment row is missing");
    expect((await alice.post(`/api/payments/${deduction.id}/invoice`, COMPANY)).statusCode).toBe(404);
    expect((await admin.post(`/api/payments/${payment.id}/invoice`, COMPANY)).statusCode).toBe(201);
    expect((await mallory.get(`/api/payments/${payment.id}/invoice.pdf`)).statusCode).toBe(404);
  });

  it("two requests at once for one payment give one invoice", async () => {
    const { alice, payment } = await paidByAlice();
    const answers = await Promise.all([1, 2, 3].map(() => alice.post(`/api/payments/${payment.id}/invoice`, COMPANY)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toHaveLength(1);
  });

  it("a Bulgarian invoice carries what a фактура must: number, dates, both parties with ЕИК and VAT numbers, lines, base, VAT, total", async () => {
    const { alice, payment } = await paidByAlice();
    await alice.put("/api/profile/language", { preferredLanguage: "bg" });
    const { invoice } = (await alice.post(`/api/payments/${payment.id}/invoice`, COMPANY)).json();
    const res = await alice.get(`/api/payments/${payment.id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    const money = (minor: number) => formatMoney(minor, "EUR", "bg-BG").replace(/\s/g, "\\s");
    for (const expected of [
      /Фактура — Оригинал/,
      new RegExp(`Номер: ${invoice.number}`),
      /Дата на издаване: \d{1,2} [а-я]+ \d{4} г\./,
      /Дата на данъчното събитие: \d{1,2} [а-я]+ \d{4} г\./,
      /Доставчик/,
      /Concierge Services EOOD/,
      /ЕИК: 131468980/,
      /ДДС №: BG131468980/,
      /Получател/,
      /Балкан Консулт ООД/,
      /ЕИК: 121795649/,
      /ДДС №: BG121795649/,
      // 120.00 paid is 100.00 without VAT, on the line and as the base.
      new RegExp(`6 hours, bank transfer\\s+1\\s+${money(10000)}\\s+${money(10000)}`),
      new RegExp(`Данъчна основа \\(ДДС 20%\\)\\s+${money(10000)}`),
      new RegExp(`ДДС 20%\\s+${money(2000)}`),
      new RegExp(`Сума за плащане\\s+${money(12000)}`),
      new RegExp(`Към бележка ${payment.receiptNumber}`),
    ]) {
      expect(text).toMatch(expected);
    }
  });

  it("a seller not registered for VAT charges none and says on what ground; without its ЕИК and address none is issued", async () => {
    const notVat = await appWith({ SELLER_NAME: "Concierge", SELLER_ADDRESS: "Sofia", SELLER_EIK: "131468980" });
    const { alice, payment } = await paidByAlice();
    const headers = alice.headers;
    expect((await notVat.inject({ method: "POST", url: `/api/payments/${payment.id}/invoice`, headers, payload: COMPANY })).statusCode).toBe(201);
    const text = pdfText((await notVat.inject({ method: "GET", url: `/api/payments/${payment.id}/invoice.pdf`, headers })).rawPayload);
    expect(text).toContain("Art. 113(9) of the Bulgarian VAT Act");
    expect(text).not.toMatch(/VAT 20%/);

    const noSeller = await appWith({});
    const other = await paidByAlice();
    // The customer is told only that no invoice is available; the operator what to set up.
    const refused = await noSeller.inject({ method: "POST", url: `/api/payments/${other.payment.id}/invoice`, headers: other.alice.headers, payload: COMPANY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "invoice_unavailable", message: english(INVOICE_MESSAGES.unavailable) });
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const told = await noSeller.inject({ method: "POST", url: `/api/payments/${other.payment.id}/invoice`, headers: admin.headers, payload: COMPANY });
    expect(told.json().error.message).toBe(english(INVOICE_MESSAGES.sellerMissing));
    await setSeller(ctx, SELLER);
  });

  it("refuses a line break or another control character in the buyer's fields with the field's message (English and Bulgarian), and issues nothing", async () => {
    const { alice, payment } = await paidByAlice();
    for (const [field, value, text] of [
      ["companyName", "Fake\r\nSeller: Fake Ltd", english(ONE_LINE_MESSAGES.field)],
      ["companyName", "ACME\rTotal: 0.01", english(ONE_LINE_MESSAGES.field)],
      ["companyName", "ACME\u2028Total: 0.01", english(ONE_LINE_MESSAGES.field)],
      ["address", "ул. Шипка 5\nет. 2\n1504 София\nTotal: 0.01", english(INVOICE_MESSAGES.addressLines)],
      ["address", "ул. Шипка 5\rTotal: 0.01", english(INVOICE_MESSAGES.addressLines)],
      ["address", "ул. Шипка 5\u2028Total: 0.01", english(INVOICE_MESSAGES.addressLines)],
      ["address", "ул. Шипка 5\u0085\u009b2J", english(INVOICE_MESSAGES.addressLines)],
      ["address", `${"ул. Шипка 5 ".repeat(13)}\n1504 София`, english(INVOICE_MESSAGES.addressLines)],
      ["eik", "121795649\r\nTotal: 0.01", english(INVOICE_MESSAGES.invalidEik)],
      ["vatNumber", "BG121795649\r\nSeller: Fake Ltd", english(INVOICE_MESSAGES.invalidVat)],
    ] as const) {
      const res = await alice.post(`/api/payments/${payment.id}/invoice`, { ...COMPANY, [field]: value });
      const what = `${field}: ${JSON.stringify(value)}`;
      expect(res.statusCode, what).toBe(400);
      const error = res.json().error;
      expect(error.fields?.[field], what).toBe(text);
      expect(error.fieldKeys[field].key, what).toBeTruthy();
      expect(messageTranslator("bg")(error.fieldKeys[field]), what).not.toBe(text);
    }
    expect(await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
  });

  it("an address on three lines prints as exactly those three lines under the company's name", async () => {
    const { alice, payment } = await paidByAlice();
    const address = "  ул. Шипка 5, ет. 2, ап. 7\r\n\nж.к. Яворов\n 1504 София  ";
    const lines = ["ул. Шипка 5, ет. 2, ап. 7", "ж.к. Яворов", "1504 София"];
    const res = await alice.post(`/api/payments/${payment.id}/invoice`, { ...COMPANY, address });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice.address).toBe(lines.join("\n"));
    const text = pdfText((await alice.get(`/api/payments/${payment.id}/invoice.pdf`)).rawPayload);
    // Each row of the two blocks: the buyer's is the right-hand one (the last run of text).
    const rows = text.split("\n");
    const first = rows.findIndex((r) => r.trimEnd().endsWith(COMPANY.companyName));
    expect(first).toBeGreaterThan(-1);
    const buyer = rows.slice(first, first + 5).map((r) => r.trim().split(/\s{2,}/).at(-1));
    expect(buyer).toEqual([COMPANY.companyName, ...lines, "ЕИК / UIC: 121795649"]);
  });
});
