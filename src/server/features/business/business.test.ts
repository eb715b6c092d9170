import { english } from "../../test/english";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUSINESS_MESSAGES } from "../../../core/business-settings";
import { CONTACT_MESSAGES } from "../../../core/contact";
import { INVOICE_MESSAGES } from "../../../core/invoices";
import { auditLog, orders, prices } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { checkout, openCheckout, orderOf } from "../../test/payments";
import { apiAs } from "../../test/tasks";

/*
 * Settings → Business: the seller, VAT registration, the operator's address and the price list
 * live in the product (edited by an administrator, audited); the environment only pre-fills them.
 * This app starts as a fresh install does: a name, no address and no ЕИК.
 */
const ctx = await setupTestApp();
const DAY = 86_400_000;

const SELLER = { sellerName: "Concierge Services EOOD", sellerAddress: "1 Vitosha Blvd, 1000 Sofia", sellerEik: "131468980", vatRegistered: true, sellerVat: "BG131468980", operatorEmail: "owner@concierge.test" };
const COMPANY = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649" };
const order = (email: string, extra: object = {}) => ({ items: [{ kind: "hourly", quantity: 2 }], customer: { email }, language: "en", ...extra });
const siteConfig = async () => (await ctx.app.inject({ method: "GET", url: "/api/config" })).json();
const auditRows = (action: "business.settings_updated" | "business.price_set") => ctx.db.select().from(auditLog).where(eq(auditLog.action, action));
const priceRows = () => ctx.db.select().from(prices);
/** Today in Sofia, and a day `n` days from the test clock's now. */
const sofiaDay = (offsetDays = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date(ctx.clock.now().getTime() + offsetDays * DAY));

describe("a fresh install (seller details missing)", () => {
  it("offers no company invoice, refuses one asked for through the API without a word about the seller, and the admin dashboard says what to finish", async () => {
    expect(await siteConfig()).toMatchObject({ invoicesOffered: false });
    const before = (await ctx.db.select().from(orders)).length;
    const res = await checkout(ctx, order("fresh.invoice@example.test", { invoice: COMPANY }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "invoice_unavailable", message: english(INVOICE_MESSAGES.unavailable) });
    expect(res.body).not.toMatch(/seller|EIK|ЕИК|address|setting/i);
    expect((await ctx.db.select().from(orders)).length).toBe(before);
    // Without an invoice the order goes on.
    expect((await checkout(ctx, order("fresh.plain@example.test"))).statusCode).toBe(200);

    const admin = await apiAs(ctx, await createAdmin(ctx));
    expect((await admin.get("/api/dashboard")).json().setupMissing).toEqual(["address", "eik"]);
    expect((await admin.get("/api/business/settings")).json()).toMatchObject({ sellerName: "Concierge", sellerAddress: "", sellerEik: "", operatorEmail: ctx.config.OPERATOR_EMAIL, missing: ["address", "eik"] });
  });
});

describe("business settings", () => {
  it("an admin sets the seller: audited, read back, invoices offered at checkout, the dashboard card gone", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const saved = await admin.put("/api/business/settings", SELLER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: english(BUSINESS_MESSAGES.saved), settings: { ...SELLER, missing: [] } });
    expect((await admin.get("/api/business/settings")).json()).toEqual({ ...SELLER, missing: [] });
    const [audit] = (await auditRows("business.settings_updated")).filter((r) => r.actorId === admin.user.id);
    expect(audit).toMatchObject({ entity: "business", entityId: "settings", after: { sellerAddress: SELLER.sellerAddress, sellerEik: SELLER.sellerEik, operatorEmail: SELLER.operatorEmail } });
    expect((await admin.get("/api/dashboard")).json().setupMissing).toEqual([]);
    expect(await siteConfig()).toMatchObject({ invoicesOffered: true });

    // The operator's notifications now go to the address set here, not the environment's.
    const contact = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Ivan", email: "ivan.contact@example.test", service: "custom", message: "Can you help me register my car?", language: "en" } });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    expect((await ctx.mailTo(SELLER.operatorEmail)).some((m) => m.text.includes("register my car"))).toBe(true);

    // An invoice asked for at checkout is now taken, and issued from these details.
    expect((await checkout(ctx, order("now.invoice@example.test", { invoice: COMPANY }))).statusCode).toBe(200);

    // Saving the same again records nothing new.
    const count = (await auditRows("business.settings_updated")).length;
    expect((await admin.put("/api/business/settings", SELLER)).statusCode).toBe(200);
    expect((await auditRows("business.settings_updated")).length).toBe(count);
  });

  it("refuses bad input with a clear message on its field, and changes nothing", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    expect((await admin.put("/api/business/settings", SELLER)).statusCode).toBe(200);
    const count = (await auditRows("business.settings_updated")).length;
    for (const [body, field, message] of [
      [{ ...SELLER, sellerEik: "131468981", sellerVat: "BG131468981" }, "sellerEik", english(BUSINESS_MESSAGES.eikInvalid)],
      [{ ...SELLER, sellerEik: "12345" }, "sellerEik", english(BUSINESS_MESSAGES.eikInvalid)],
      [{ ...SELLER, sellerVat: "BG121795649" }, "sellerVat", english(BUSINESS_MESSAGES.vatMismatch)],
      [{ ...SELLER, sellerVat: "" }, "sellerVat", english(BUSINESS_MESSAGES.vatRequired)],
      [{ ...SELLER, operatorEmail: "not-an-address" }, "operatorEmail", english(CONTACT_MESSAGES.emailInvalid)],
      [{ ...SELLER, sellerName: "x".repeat(201) }, "sellerName", english(BUSINESS_MESSAGES.nameTooLong)],
    ] as const) {
      const res = await admin.put("/api/business/settings", body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields?.[field], field).toBe(message);
    }
    expect((await admin.get("/api/business/settings")).json()).toEqual({ ...SELLER, missing: [] });
    expect((await auditRows("business.settings_updated")).length).toBe(count);
    // Not VAT-registered: no VAT number is kept, whatever was typed.
    const notVat = await admin.put("/api/business/settings", { ...SELLER, vatRegistered: false, sellerVat: "BG999" });
    expect(notVat.json().settings).toMatchObject({ vatRegistered: false, sellerVat: "" });
    expect((await admin.put("/api/business/settings", SELLER)).statusCode).toBe(200);
  });

  it("is the operator's: a member gets 403 on every route, a visitor 401", async () => {
    const member = await apiAs(ctx, await createMember(ctx));
    expect((await member.get("/api/business/settings")).statusCode).toBe(403);
    expect((await member.put("/api/business/settings", { ...SELLER, operatorEmail: "member@example.test" })).statusCode).toBe(403);
    expect((await member.get("/api/business/prices")).statusCode).toBe(403);
    expect((await member.post("/api/business/prices", { item: "hourly", price: "0.50", effectiveFrom: sofiaDay() })).statusCode).toBe(403);
    for (const [method, url] of [["GET", "/api/business/settings"], ["PUT", "/api/business/settings"], ["GET", "/api/business/prices"], ["POST", "/api/business/prices"]] as const) {
      expect((await ctx.app.inject({ method, url, payload: method === "GET" ? undefined : {} })).statusCode, url).toBe(401);
    }
    const admin = await apiAs(ctx, await createAdmin(ctx));
    expect((await admin.get("/api/business/settings")).json().operatorEmail).toBe(SELLER.operatorEmail);
    expect((await priceRows()).some((r) => r.amount === 50)).toBe(false);
  });
});

describe("the price list", () => {
  it("starts at the seed: the specification's BGN prices converted exactly", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const table = (await admin.get("/api/business/prices")).json();
    expect(table.currency).toBe("EUR");
    expect(Object.fromEntries(table.items.map((i: { item: string; current: { amount: number } }) => [i.item, i.current.amount]))).toMatchObject({
      daily: 7158,
      pack_1: 2556,
      pack_3: 7158,
      pack_5: 11504,
      pack_10: 20452,
    });
  });

  it("refuses a price of 0, negative, absurd or with more than two decimals, and a past day; nothing is stored or audited", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const rows = (await priceRows()).length;
    const audits = (await auditRows("business.price_set")).length;
    for (const [body, field, message] of [
      [{ item: "daily", price: "0", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceZero)],
      [{ item: "daily", price: "0.00", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceZero)],
      [{ item: "daily", price: "-5", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceFormat)],
      [{ item: "daily", price: "10.234", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceFormat)],
      [{ item: "daily", price: "10000.01", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceTooHigh)],
      [{ item: "daily", price: "99999999", effectiveFrom: sofiaDay() }, "price", english(BUSINESS_MESSAGES.priceFormat)],
      [{ item: "daily", price: "72", effectiveFrom: sofiaDay(-1) }, "effectiveFrom", english(BUSINESS_MESSAGES.datePast)],
      [{ item: "daily", price: "72", effectiveFrom: "2026-02-30" }, "effectiveFrom", english(BUSINESS_MESSAGES.dateInvalid)],
    ] as const) {
      const res = await admin.post("/api/business/prices", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await admin.post("/api/business/prices", { item: "lunch", price: "5", effectiveFrom: sofiaDay() })).statusCode).toBe(400);
    expect((await priceRows()).length).toBe(rows);
    expect((await auditRows("business.price_set")).length).toBe(audits);
  });

  it("a price set for today takes effect at once: checkout charges it, an order placed before keeps its own amount", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const before = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }, { kind: "daily", quantity: 1 }], customer: { email: "before.change@example.test" }, language: "en" });
    const set = await admin.post("/api/business/prices", { item: "daily", price: "80,50", effectiveFrom: sofiaDay() });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json().message).toBe(english(BUSINESS_MESSAGES.priceSaved));
    expect(set.json().prices.items.find((i: { item: string }) => i.item === "daily").current.amount).toBe(8050);
    expect((await siteConfig()).prices.daily).toBe(8050);

    const after = await openCheckout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email: "after.change@example.test" }, language: "en" });
    expect((await orderOf(ctx, after))!.total).toBe(8050);
    const old = (await orderOf(ctx, before))!;
    expect(old.items.find((l) => l.kind === "daily")).toMatchObject({ unitAmount: 7158, amount: 7158 });
    expect(old.total).toBe(7158 + 1023);

    const [audit] = (await auditRows("business.price_set")).filter((r) => r.entityId === "daily" && r.actorId === admin.user.id);
    expect(audit).toMatchObject({ entity: "business", before: { amount: 7158 }, after: { amount: 8050 } });
  });

  it("a price set for a later day is scheduled, and takes effect only once the clock reaches that day", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const day = sofiaDay(3);
    const set = await admin.post("/api/business/prices", { item: "pack_5", price: "120", effectiveFrom: day });
    expect(set.statusCode, set.body).toBe(201);
    const pack = set.json().prices.items.find((i: { item: string }) => i.item === "pack_5");
    expect(pack.current.amount).toBe(11504);
    expect(pack.scheduled).toEqual([{ amount: 12000, effectiveFrom: expect.any(String) }]);
    expect(sofiaDay(0) < day).toBe(true);
    const pay = async () => (await orderOf(ctx, await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 5 }], customer: { email: `pack.${Date.now()}@example.test` }, language: "en" })))!.total;
    expect(await pay()).toBe(11504);
    expect((await siteConfig()).prices.packs[5]).toBe(11504);

    ctx.clock.advance(2 * DAY);
    expect(await pay()).toBe(11504);
    ctx.clock.advance(1 * DAY + 12 * 3_600_000);
    expect(await pay()).toBe(12000);
    expect((await siteConfig()).prices.packs[5]).toBe(12000);
    const now = (await admin.get("/api/business/prices")).json().items.find((i: { item: string }) => i.item === "pack_5");
    expect(now).toMatchObject({ current: { amount: 12000 }, scheduled: [] });
    // Every row stays: the history of the price list.
    expect((await ctx.db.select().from(prices).where(and(eq(prices.item, "pack_5"), inArray(prices.amount, [11504, 12000])))).length).toBe(2);
  });
});
