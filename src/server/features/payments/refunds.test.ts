import { english } from "../../test/english";
import { execFileSync } from "node:child_process";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../../core/invoices";
import { formatMoney } from "../../../core/money";
import { PAYMENT_MESSAGES } from "../../../core/payments";
import { REFUND_MESSAGES } from "../../../core/refunds";
import { auditLog, hoursBalances, invoices, orders, payments, profiles, refunds } from "../../db/schema";
import { sofiaDay } from "./pdf-layout";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { setPriceNow } from "../../test/business";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { type ApiClient, apiAs } from "../../test/tasks";
import type { Locale } from "../../../core/locale";

const SELLER = { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980", SELLER_VAT: "BG131468980" };
const ctx = await setupTestApp({ env: SELLER });
// The figures below are worked out at €20.00 an hour.
await setPriceNow(ctx, "hourly", 2000);
const admin = await apiAs(ctx, await createAdmin(ctx));

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const COMPANY = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649", vatNumber: "BG121795649" };
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

async function paymentOfSession(sessionId: string) {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const [p] = await ctx.db.select().from(payments).where(eq(payments.orderId, o!.id));
  return p!;
}

/** A member pays €40.00 (two hours of help) by the TEST MODE card, with an invoice or without. */
async function memberPays(member: ApiClient, opts: { invoice?: object; language?: Locale; items?: object[] } = {}) {
  const res = await member.post("/api/checkout", { items: opts.items ?? [{ kind: "hourly", quantity: 2 }], language: opts.language ?? "bg", ...(opts.invoice ? { invoice: opts.invoice } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect((await payTestSession(ctx, res.json().sessionId)).statusCode).toBe(200);
  return paymentOfSession(res.json().sessionId);
}

const refund = (paymentId: string, body: object, as: ApiClient = admin) => as.post(`/api/payments/${paymentId}/refunds`, { reason: "Cancelled visit", requestKey: key(), ...body });
const refundRows = (paymentId: string) => ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const balance = async (userId: string) => Number((await ctx.db.select().from(hoursBalances).where(eq(hoursBalances.userId, userId)))[0]?.prepaidHoursBalance ?? 0);
/** An amount as a Bulgarian reader writes it, as a pattern (pdftotext may turn the no-break space before € into a space). */
const bg = (minor: number) => formatMoney(minor, "EUR", "bg-BG").replace(/\s/g, "\\s");

describe("refunds through the TEST MODE gateway", () => {
  it("a Bulgarian company's payment: half refunded with a credit note, then the rest, then nothing more", async () => {
    const member = await apiAs(ctx, await createMember(ctx, { name: "Мария Петрова" }));
    // Her mail and her documents follow her profile's language.
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, member.user.id));
    const payment = await memberPays(member, { invoice: COMPANY });
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(payment.amount).toBe(4000);

    const half = await refund(payment.id, { amount: "20.00", reason: "Половината час не беше използван" });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json()).toMatchObject({ message: english(REFUND_MESSAGES.settled), refund: { amount: 2000, status: "succeeded", reason: "Половината час не беше използван" } });
    const note = half.json().refund.creditNote;
    // The next number of the invoice series.
    expect(note.number).toBe(String(Number(invoice!.number) + 1).padStart(10, "0"));

    const view = (await admin.get(`/api/payments/${payment.id}`)).json();
    expect(view).toMatchObject({ status: "partly_refunded", refundedAmount: 2000 });
    const listed = (await admin.get(`/api/payments/${payment.id}/refunds`)).json();
    expect(listed.refundable).toEqual({ left: 2000, currency: "EUR", hours: null });
    expect(listed.items).toHaveLength(1);

    // The member sees it in their own history, and reads the refunds but not the operator's numbers.
    const history = (await member.get("/api/payments")).json();
    expect(history.items.find((p: { id: string }) => p.id === payment.id)).toMatchObject({ status: "partly_refunded", refundedAmount: 2000 });
    const own = (await member.get(`/api/payments/${payment.id}/refunds`)).json();
    expect(own).toMatchObject({ refundable: null, items: [{ amount: 2000, creditNote: { number: note.number } }] });

    // The credit note: mailed to the buyer in Bulgarian, and downloadable by them and the operator.
    const mails = (await ctx.mailTo(member.user.email)).filter((m) => m.template === "paymentRefunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([{ kind: "creditNote", refundId: half.json().refund.id }]);
    expect(mails[0]!.text, mails[0]!.text).toContain(`Прилагаме кредитно известие ${note.number}`);
    const pdf = await member.get(`/api/refunds/${half.json().refund.id}/credit-note.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Кредитно известие — Оригинал");
    expect(text).not.toContain("Credit note");
    expect(text).toContain(note.number);
    expect(text).toMatch(new RegExp(`Към фактура № ${invoice!.number} от ${sofiaDay(invoice!.issuedAt, "bg-BG")}`));
    expect(text).toContain("Половината час не беше използван");
    // VAT-registered seller: 20.00 is 16.67 tax base and 3.33 VAT.
    expect(text).toMatch(new RegExp(`Данъчна основа \\(ДДС 20%\\)\\s+${bg(1667)}`));
    expect(text).toMatch(new RegExp(`ДДС 20%\\s+${bg(333)}`));
    expect(text).toMatch(new RegExp(`Обща сума на намалението\\s+${bg(2000)}`));
    const file = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mails[0]!.id}/attachments/0` });
    expect(pdfText(file.rawPayload)).toContain(note.number);

    // The rest.
    const rest = await refund(payment.id, { amount: 20 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().refund.creditNote.number).toBe(String(Number(note.number) + 1).padStart(10, "0"));
    expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "refunded", refundedAmount: 4000 });
    expect((await member.get("/api/payments")).json().items.find((p: { id: string }) => p.id === payment.id).status).toBe("refunded");

    // A third: nothing is left.
    const third = await refund(payment.id, { amount: "0.01" });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ message: english(REFUND_MESSAGES.nothingLeft), key: "refund.nothingLeft" });
    expect(await refundRows(payment.id)).toHaveLength(2);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id));
    expect(audits.filter((a) => a.action === "refund.created")).toHaveLength(2);
  });

  it("an English buyer's credit note carries both languages, like their invoice", async () => {
    const member = await apiAs(ctx, await createMember(ctx, { name: "Alice Brown" }));
    const payment = await memberPays(member, { invoice: { ...COMPANY, companyName: "Brown Consulting EOOD" }, language: "en" });
    const res = await refund(payment.id, { amount: 40, reason: "Duplicate order" });
    expect(res.statusCode, res.body).toBe(201);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    const text = pdfText((await admin.get(`/api/refunds/${res.json().refund.id}/credit-note.pdf`)).rawPayload);
    expect(text).toContain("Кредитно известие / Credit note —");
    expect(text).toContain("Оригинал / Original");
    expect(text).toContain(`Към фактура № / To invoice No. ${invoice!.number} от / of ${sofiaDay(invoice!.issuedAt, "en-GB")}`);
    expect(text).toContain("Основание / Reason: Duplicate order");
    expect(text).toContain("Brown Consulting EOOD");
    const mail = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentRefunded");
    expect(mail!.text).toContain(`The credit note ${res.json().refund.creditNote.number} for your invoice is attached.`);
  });

  it("without an invoice: no credit note, a refund mail; and no invoice can be asked for afterwards (409)", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    const payment = await memberPays(member, { language: "en" });
    const before = (await ctx.db.select({ n: count() }).from(invoices))[0]!.n;
    const res = await refund(payment.id, { amount: "10.50" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund.creditNote).toBeNull();
    const mail = (await ctx.mailTo(member.user.email)).find((m) => m.template === "paymentRefunded");
    expect(mail!.attachments).toEqual([]);
    expect(mail!.text).toContain("Keep this email as the receipt of the refund.");
    expect((await member.get(`/api/refunds/${res.json().refund.id}/credit-note.pdf`)).json().error.message).toBe(english(REFUND_MESSAGES.creditNoteNotFound));

    const asked = await member.post(`/api/payments/${payment.id}/invoice`, COMPANY);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({ message: english(INVOICE_MESSAGES.refunded), key: "invoice.refunded" });
    expect((await ctx.db.select({ n: count() }).from(invoices))[0]!.n).toBe(before);
  });

  it("a double click and two operators at once make one refund", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    const payment = await memberPays(member);
    const same = key();
    const [a, b] = await Promise.all([refund(payment.id, { amount: 40, requestKey: same }), refund(payment.id, { amount: 40, requestKey: same })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    expect(await refundRows(payment.id)).toHaveLength(1);

    const other = await memberPays(member);
    const both = await Promise.all([refund(other.id, { amount: 40 }), refund(other.id, { amount: 40 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.message).toBe(english(REFUND_MESSAGES.nothingLeft));
    expect(await refundRows(other.id)).toHaveLength(1);
    expect((await ctx.mailTo(member.user.email)).filter((m) => m.template === "paymentRefunded")).toHaveLength(2);
  });

  it("bad input is refused with its message and changes nothing", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    const payment = await memberPays(member);
    for (const [body, status, message] of [
      [{ amount: 0 }, 400, english(PAYMENT_MESSAGES.invalidAmount)],
      [{ amount: -5 }, 400, english(PAYMENT_MESSAGES.invalidAmount)],
      [{ amount: "1.234" }, 400, english(PAYMENT_MESSAGES.invalidAmount)],
      [{ amount: "40.01" }, 400, english(REFUND_MESSAGES.tooMuch)],
      [{ amount: 10, reason: "  " }, 400, english(REFUND_MESSAGES.reasonRequired)],
    ] as const) {
      const res = await refund(payment.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toContain(message);
    }
    expect(await refundRows(payment.id)).toHaveLength(0);

    // A payment recorded by hand (cash) came through no provider.
    const recorded = await admin.post("/api/payments", { clientId: member.user.id, amount: 25, description: "Cash", paymentType: "other" });
    const cash = await refund(recorded.json().payment.id, { amount: 5 });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().error).toMatchObject({ message: english(REFUND_MESSAGES.notCard), key: "refund.notCard" });

    // Refunding is the operator's; another member's payment is unknown to a member.
    expect((await refund(payment.id, { amount: 5 }, member)).statusCode).toBe(403);
    const mallory = await apiAs(ctx, await createMember(ctx));
    expect((await mallory.get(`/api/payments/${payment.id}/refunds`)).statusCode).toBe(404);
    expect((await refund(payment.id, { amount: 5 }, mallory)).statusCode).toBe(403);
    expect((await admin.get(`/api/payments/${payment.id}`)).json()).toMatchObject({ status: "completed", refundedAmount: 0 });
  });

  it("a foreign member gets 404 for a credit note; the owner and the operator get the file", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    const payment = await memberPays(member, { invoice: COMPANY });
    const res = await refund(payment.id, { amount: 5 });
    const url = `/api/refunds/${res.json().refund.id}/credit-note.pdf`;
    const mallory = await apiAs(ctx, await createMember(ctx));
    expect((await mallory.get(url)).statusCode).toBe(404);
    expect((await mallory.get("/api/refunds/not-a-uuid/credit-note.pdf")).statusCode).toBe(404);
    expect((await member.get(url)).statusCode).toBe(200);
    expect((await admin.get(url)).statusCode).toBe(200);
  });

  it("the hours a pack bought are withdrawn when unused; when some were used the operator chooses", async () => {
    const member = await apiAs(ctx, await createMember(ctx, { email: uniqueEmail("hours") }));
    const pack = await memberPays(member, { items: [{ kind: "hours_pack", hours: 3, quantity: 1 }] });
    expect(await balance(member.user.id)).toBe(3);
    const listed = (await admin.get(`/api/payments/${pack.id}/refunds`)).json();
    expect(listed.refundable.hours).toEqual({ purchased: 3, withdrawn: 0, unused: 3 });
    const all = await refund(pack.id, { amount: pack.amount / 100 });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().refund.hoursWithdrawn).toBe(3);
    expect(await balance(member.user.id)).toBe(0);

    const second = await memberPays(member, { items: [{ kind: "hours_pack", hours: 3, quantity: 1 }] });
    const used = await admin.post(`/api/clients/${member.user.id}/deduct-hours`, { hours: 2, description: "Visit" });
    expect(used.statusCode, used.body).toBe(200);
    expect((await admin.get(`/api/payments/${second.id}/refunds`)).json().refundable.hours).toEqual({ purchased: 3, withdrawn: 0, unused: 1 });
    const unchosen = await refund(second.id, { amount: second.amount / 100 });
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json().error.message).toBe(english(REFUND_MESSAGES.hoursChoice));
    expect(await refundRows(second.id)).toHaveLength(0);
    const kept = await refund(second.id, { amount: 1, hours: "keep" });
    expect(kept.json().refund.hoursWithdrawn).toBe(0);
    expect(await balance(member.user.id)).toBe(1);
    const withdrawn = await refund(second.id, { amount: second.amount / 100 - 1, hours: "withdraw" });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(withdrawn.json().refund.hoursWithdrawn).toBe(1);
    expect(await balance(member.user.id)).toBe(0);
  });
});
