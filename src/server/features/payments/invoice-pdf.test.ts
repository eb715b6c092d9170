import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../core/money";
import { orders, payments } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { setSeller } from "../../test/business";
import { createAdmin } from "../../test/factories";
import { apiAs } from "../../test/tasks";
import { vatBreakdown } from "./invoice-vat";
import type { Locale } from "../../../core/locale";

/**
 * What an invoice PDF says about money, read back as its reader reads it: the words and
 * amounts Art. 114 of the VAT Act asks for, in the buyer's language, for a seller registered
 * for VAT and for one that is not, in euro.
 */
const SELLER = { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980" };
const VAT_SELLER = { ...SELLER, SELLER_VAT: "BG131468980" };
const ctx = await setupTestApp({ env: VAT_SELLER });
const COMPANY = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649", vatNumber: "BG121795649" };

/** 3 × 10.23 + 45.00 + a 0.03 tip = 75.72: VAT 12.62, base 63.10, and the lines' own rounding (25.58 + 37.50 + 0.03) would give 63.11. */
const CART = { items: [{ kind: "hourly", quantity: 3 }, { kind: "custom", amount: 4500 }], tip: 3 };

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\s/g, "\\s");
/** An amount as the reader of the invoice's language writes it (a regex: pdftotext may turn a no-break space into a space). */
const money = (lang: Locale, minor: number) => literal(formatMoney(minor, "EUR", lang === "bg" ? "bg-BG" : "en-GB"));
const row = (...cells: string[]) => new RegExp(`^\\s*${cells.join("\\s+")}\\s*$`, "m");

/** The shop with the seller's details set as `env` would pre-fill them. */
async function shop(env: Record<string, string>) {
  await setSeller(ctx, env);
  return ctx.app;
}

/** A visitor buys CART in `lang` asking for an invoice; the operator downloads it: its text, and `m`, an amount as its reader writes it. */
async function invoice(env: Record<string, string>, lang: Locale) {
  const app = await shop(env);
  const email = `invoice-${lang}-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await app.inject({ method: "POST", url: "/api/checkout", payload: { ...CART, customer: { email, name: "Мария Петрова" }, language: lang, invoice: COMPANY } });
  expect(res.statusCode, res.body).toBe(200);
  const paid = await app.inject({ method: "POST", url: `/api/test-gateway/sessions/${res.json().sessionId}/pay`, payload: { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Maria" } });
  expect(paid.statusCode, paid.body).toBe(200);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.customerEmail, email));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  expect(payment).toMatchObject({ amount: 7572, currency: "EUR" });
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const pdf = await app.inject({ method: "GET", url: `/api/payments/${payment!.id}/invoice.pdf`, headers: admin.headers });
  expect(pdf.statusCode).toBe(200);
  return { text: pdfText(pdf.rawPayload), m: (minor: number) => money(lang, minor) };
}

/** The value column of the item rows (the last amount on each), in cents. */
function lineValues(text: string, names: string[]): number[] {
  return names.map((name) => {
    const line = text.split("\n").find((r) => r.trimStart().startsWith(name));
    expect(line, name).toBeDefined();
    const last = line!.trim().split(/\s{2,}/).at(-1)!;
    return Number(last.replace(/\D/g, ""));
  });
}

/**
 * The VAT invoice's rows after the hourly line: the label in Bulgarian (a regex), its English half
 * (an English buyer's label is "bg / en"), then the cells, amounts in cents. The cent the lines'
 * own rounding has too many comes off the largest line.
 */
const VAT_ROWS: [bg: string, en: string, ...cells: (string | number)[]][] = [
  ["Сума по избор", "Custom amount", "1", 3749, 3749],
  ["Бакшиш", "Tip", "1", 3, 3],
  ["Данъчна основа \\(ДДС 20%\\)", "Tax base \\(VAT 20%\\)", 6310],
  ["ДДС 20%", "VAT 20%", 1262],
  ["Сума за плащане", "Total to pay", 7572],
];

/** VAT_ROWS as the buyer's language writes them, and the item lines' values summing to the base. */
function expectVatRows(text: string, lang: Locale) {
  for (const [bg, en, ...cells] of VAT_ROWS) {
    expect(text).toMatch(row(lang === "bg" ? bg : `${bg} / ${en}`, ...cells.map((c) => (typeof c === "number" ? money(lang, c) : c))));
  }
  expect(lineValues(text, ["Почасова помощ", "Сума по избор", "Бакшиш"]).reduce((a, b) => a + b)).toBe(6310);
}

describe("an invoice of a seller registered for VAT (Art. 114 of the VAT Act)", () => {
  it("a Bulgarian buyer's is in Bulgarian only: unit prices and values without VAT, the base and the VAT at 20 %, the total; the lines sum to the base", async () => {
    const { text, m } = await invoice(VAT_SELLER, "bg");
    expect(text).toMatch(/Фактура — Оригинал/);
    expect(text).toMatch(/Ед\. цена без ДДС/);
    expect(text).toMatch(/Стойност без ДДС/);
    // 30.69 for three is 25.58 without VAT: 8.5267 each, to the cent only in four decimals.
    expect(text).toMatch(row("Почасова помощ", "3", literal(formatMoney(2558 / 3, "EUR", "bg-BG", 4)), m(2558)));
    expect(formatMoney(2558 / 3, "EUR", "bg-BG", 4)).toBe("8,5267\u00a0€");
    expectVatRows(text, "bg");
    expect(text).not.toMatch(/Invoice|Buyer|VAT|Total|Unit price|чл\. 113/);
  });

  it("an English buyer's is titled Фактура / Invoice with every label in both languages, amounts as an English reader writes them", async () => {
    const { text, m } = await invoice(VAT_SELLER, "en");
    expect(text).toMatch(/Фактура \/ Invoice — Оригинал \/ Original/);
    for (const label of ["Номер / Invoice No.", "Дата на издаване / Date of issue", "Доставчик / Supplier", "Получател / Buyer", "ЕИК / UIC: 121795649", "ДДС № / VAT No.: BG121795649"]) {
      expect(text).toContain(label);
    }
    // A header may wrap in its column: each half of it is there.
    for (const word of ["Ед. цена без ДДС /", "Unit price excl. VAT", "Стойност без ДДС /", "Value excl. VAT"]) expect(text).toContain(word);
    expect(text).toMatch(row("Почасова помощ / Hourly help", "3", literal("€8.5267"), m(2558)));
    expectVatRows(text, "en");
  });
});

describe("an invoice of a seller not registered for VAT", () => {
  it("a Bulgarian buyer's shows the prices as paid, no VAT, and the ground for charging none", async () => {
    const { text, m } = await invoice(SELLER, "bg");
    expect(text).toMatch(/Фактура — Оригинал/);
    expect(text).toMatch(row("Почасова помощ", "3", m(1023), m(3069)));
    expect(text).toMatch(row("Сума по избор", "1", m(4500), m(4500)));
    expect(text).toMatch(row("Сума за плащане", m(7572)));
    expect(text).toContain("Основание за неначисляване на ДДС: чл. 113, ал. 9 от ЗДДС");
    expect(text).not.toMatch(/ДДС 20%|Данъчна основа|без ДДС/);
  });

  it("an English buyer's says the same in both languages", async () => {
    const { text, m } = await invoice(SELLER, "en");
    expect(text).toMatch(/Фактура \/ Invoice — Оригинал \/ Original/);
    expect(text).toMatch(row("Почасова помощ / Hourly help", "3", m(1023), m(3069)));
    expect(text).toMatch(row("Сума за плащане / Total to pay", m(7572)));
    expect(text).toContain("чл. 113, ал. 9 от ЗДДС");
    expect(text).toContain("Art. 113(9) of the Bulgarian VAT Act");
    expect(text).not.toMatch(/VAT 20%|Tax base|excl\. VAT/);
  });
});

describe("the VAT of an invoice", () => {
  it("is rounded once on the whole; the lines' values without VAT always sum to the base, each within a cent of its own share", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      const lines = Array.from({ length: 1 + next(5) }, () => ({ quantity: 1 + next(4), amount: 1 + next(200_000) }));
      const total = lines.reduce((s, l) => s + l.amount, 0);
      const v = vatBreakdown(lines, total);
      expect(v.vat).toBe(Math.round(total / 6));
      expect(v.base + v.vat).toBe(total);
      expect(v.lines.reduce((s, l) => s + l.net, 0)).toBe(v.base);
      for (const [n, l] of v.lines.entries()) {
        expect(Math.abs(l.net - (lines[n]!.amount * 5) / 6)).toBeLessThanOrEqual(lines.length / 2 + 0.5);
        expect(l.unitNet * lines[n]!.quantity).toBeCloseTo(l.net, 6);
      }
    }
  });
});
