import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MoneyLine } from "../../../core/money-lines";
import { describeLine, describeLines, lineText, orderItemName } from "../../../core/money-lines";
import { hoursLedger, orders, payments, profiles } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { bookingBody } from "../../test/booking";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember } from "../../test/factories";
import { followPayLink, openCheckout, payTestSession, sessionStatus } from "../../test/payments";
import { apiAs, creditHours } from "../../test/tasks";
import type { Locale } from "../../../core/locale";

/**
 * Money lines are stored as what they are and read in the reader's language: the buyer's on
 * their receipt (email and PDF) and success page, the viewer's on Payment History and the hours
 * ledger, the exporting operator's in the CSV (docs/decisions/0035-money-lines.md).
 */
const ctx = await setupTestApp();

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const setLanguage = (userId: string, lang: Locale) => ctx.db.update(profiles).set({ preferredLanguage: lang }).where(eq(profiles.userId, userId));
const paymentOf = async (sessionId: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  return { order: order!, payment: payment! };
};
const receiptMail = async (email: string) => (await ctx.mailTo(email)).find((m) => m.template === "paymentReceipt");

/** A member in `lang` buys a 3-hour pack while signed in. */
async function memberBuysPack(lang: Locale) {
  const user = await createMember(ctx, { email: uniqueEmail(`pack-${lang}`) });
  await setLanguage(user.id, lang);
  const member = await apiAs(ctx, user);
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }], language: lang }, member.headers);
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  return { member, sessionId, ...(await paymentOf(sessionId)) };
}

describe("an hour pack's lines", () => {
  it("a Bulgarian member's receipt email, receipt PDF and success page say it in Bulgarian; the English rows stay for old readers", async () => {
    const { member, sessionId, payment } = await memberBuysPack("bg");
    // Stored as what it is, with the English text beside it.
    expect(payment.lines).toEqual([{ kind: "hours_pack", hours: 3 }]);
    expect(payment.description).toBe("Prepaid hours: 3 hours");
    const [credit] = await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.paymentId, payment.id));
    expect(credit).toMatchObject({ line: { kind: "purchase", hours: 3 }, description: "Purchased 3 hours" });

    const mail = await receiptMail(member.user.email);
    expect(mail?.text).toContain("Предплатени часове: 3 часа");
    expect(mail?.text).not.toContain("Prepaid hours");
    const pdf = await member.get(`/api/payments/${payment.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Предплатени часове: 3 часа");
    expect(text).not.toContain("Prepaid hours");

    // The success page gets the line's meaning and names it in the page's language.
    const status = (await sessionStatus(ctx, sessionId)).json();
    expect(status.order.items[0].line).toEqual({ kind: "hours_pack", hours: 3 });
    expect(orderItemName(status.order.items[0], "bg")).toBe("Предплатени часове: 3 часа");
    expect(orderItemName(status.order.items[0], "en")).toBe("Prepaid hours: 3 hours");
  });

  it("an English member's receipt says it in English", async () => {
    const { member, payment } = await memberBuysPack("en");
    expect((await receiptMail(member.user.email))?.text).toContain("Prepaid hours: 3 hours");
    const text = pdfText((await member.get(`/api/payments/${payment.id}/receipt.pdf`)).rawPayload);
    expect(text).toContain("Prepaid hours: 3 hours");
    expect(text).not.toMatch(/[а-яА-Я]/);
  });

  it("Payment History and the hours ledger come back with their meaning, readable in either language; another member sees none of it", async () => {
    const { member, payment } = await memberBuysPack("bg");
    const list = await member.get("/api/payments");
    expect(list.statusCode).toBe(200);
    const row = (list.json().items as { id: string; lines: MoneyLine[] | null; description: string }[]).find((p) => p.id === payment.id)!;
    expect(lineText(row.description, row.lines, "bg")).toBe("Предплатени часове: 3 часа");
    expect(lineText(row.description, row.lines, "en")).toBe("Prepaid hours: 3 hours");
    const details = (await member.get(`/api/payments/${payment.id}`)).json();
    expect(lineText(details.description, details.lines, "bg")).toBe("Предплатени часове: 3 часа");
    expect(orderItemName(details.order.lines[0], "bg")).toBe("Предплатени часове: 3 часа");
    expect(lineText(details.ledger[0].description, details.ledger[0].line, "bg")).toBe("Закупени 3 часа");

    // An entry written before lines had a meaning (no line) reads as its stored text in both languages.
    await creditHours(ctx, member.user.id, 1);
    const hours = (await member.get("/api/hours")).json();
    // Both entries have the test clock's one time: picked by what they are, not their order.
    const entries = hours.transactions as { description: string; line: MoneyLine | null; reason: string }[];
    const old = entries.find((e) => e.reason === "adjustment");
    const bought = entries.find((e) => e.reason === "purchase");
    expect(old).toMatchObject({ description: "test credit", line: null });
    expect(lineText(old!.description, old!.line, "bg")).toBe("test credit");
    expect(bought!.line).toEqual({ kind: "purchase", hours: 3 });
    expect(lineText(bought!.description, bought!.line, "bg")).toBe("Закупени 3 часа");
    expect(lineText(bought!.description, bought!.line, "en")).toBe("Purchased 3 hours");

    // The operator's view of the client's ledger carries the same meaning.
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const ledger = (await admin.get(`/api/clients/${member.user.id}/ledger`)).json();
    expect(ledger.items.map((r: { line: MoneyLine | null; description: string }) => lineText(r.description, r.line, "bg")).sort()).toEqual(["test credit", "Закупени 3 часа"].sort());

    const mallory = await apiAs(ctx, await createMember(ctx));
    expect((await mallory.get(`/api/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await mallory.get("/api/payments")).json().items).toEqual([]);
  });
});

describe("an appointment's line", () => {
  const slot = async (skip: number) => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/appointments/slots?service=phone_call&durationMinutes=30" });
    return (res.json() as { slots: { start: string }[] }).slots[skip]!.start;
  };
  const bookAndPay = async (lang: Locale, skip: number) => {
    const body = bookingBody(await slot(skip), { language: lang });
    const booked = await ctx.app.inject({ method: "POST", url: "/api/appointments", payload: body, remoteAddress: uniqueIp() });
    expect(booked.statusCode, booked.body).toBe(200);
    const sessionId = await followPayLink(ctx, booked.json());
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
    return { email: body.email, start: body.start, sessionId, ...(await paymentOf(sessionId)) };
  };

  it("a Bulgarian visitor's receipt email, PDF and success page name the service and the Sofia time in Bulgarian", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const bg = await bookAndPay("bg", 0);
    const line = { kind: "appointment", service: "phone_call", startsAt: bg.start } as const;
    expect(bg.order.items[0]!.line).toEqual(line);
    expect(bg.payment.lines).toEqual([line]);
    const inBulgarian = describeLine(line, "bg");
    expect(inBulgarian).toMatch(/^Среща: Телефонен разговор, .+ \(София\)$/);
    expect((await receiptMail(bg.email))?.text).toContain(inBulgarian);
    expect(pdfText((await admin.get(`/api/payments/${bg.payment.id}/receipt.pdf`)).rawPayload)).toContain("Среща: Телефонен разговор");
    expect(orderItemName((await sessionStatus(ctx, bg.sessionId)).json().order.items[0], "bg")).toBe(inBulgarian);
  });

  it("an English visitor's says it in English, as the line's stored text does", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const en = await bookAndPay("en", 1);
    const english = describeLine({ kind: "appointment", service: "phone_call", startsAt: en.start }, "en");
    expect(english).toMatch(/^Appointment: Phone call, .+ \(Sofia\)$/);
    expect(en.order.items[0]!.name).toBe(english);
    expect((await receiptMail(en.email))?.text).toContain(english);
    const text = pdfText((await admin.get(`/api/payments/${en.payment.id}/receipt.pdf`)).rawPayload);
    expect(text).toContain("Appointment: Phone call");
    expect(text).not.toMatch(/[а-яА-Я]/);
  });
});

describe("the payments CSV", () => {
  it("names what was paid for in the exporting operator's language; a recorded payment keeps the operator's words", async () => {
    const buyer = await memberBuysPack("en");
    const adminUser = await createAdmin(ctx);
    const admin = await apiAs(ctx, adminUser);
    const recorded = await admin.post("/api/payments", { clientId: buyer.member.user.id, amount: "20.00", description: "Bank transfer", paymentType: "other" });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().payment.lines).toEqual([{ kind: "note", text: "Bank transfer" }]);

    const csv = async () => (await admin.get(`/api/payments/export.csv?clientId=${buyer.member.user.id}`)).body;
    let text = await csv();
    expect(text).toContain("Prepaid hours: 3 hours");
    expect(text).toContain("Bank transfer");
    await setLanguage(adminUser.id, "bg");
    text = await csv();
    expect(text).toContain("Предплатени часове: 3 часа");
    expect(text).not.toContain("Prepaid hours");
    expect(text).toContain("Bank transfer");
  });
});

describe("a storefront order of several lines", () => {
  it("is one payment line per item with its quantity, read in either language", async () => {
    const email = uniqueEmail("services");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], tip: 500, customer: { email }, language: "bg" });
    await payTestSession(ctx, sessionId);
    const { payment } = await paymentOf(sessionId);
    expect(payment.lines).toEqual([{ kind: "hourly", quantity: 2 }, { kind: "tip" }]);
    expect(payment.description).toBe("Hourly help × 2, Tip");
    expect(describeLines(payment.lines!, "bg")).toBe("Почасова помощ × 2, Бакшиш");
    const mail = await receiptMail(email);
    expect(mail?.text).toContain("Почасова помощ × 2");
    expect(mail?.text).toContain("Бакшиш");
  });
});
