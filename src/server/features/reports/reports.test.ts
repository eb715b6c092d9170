import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Overview, Report } from "../../../core/reports";
import {
  appointments,
  contactSubmissions,
  hoursLedger,
  invoices,
  messages,
  orders,
  paymentRequests,
  payments,
  prices,
  refunds,
  translationRequests,
  translationUploads,
} from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember, testContactReference } from "../../test/factories";
import { apiAs, creditHours } from "../../test/tasks";

/**
 * The business's numbers (docs/decisions/0041-business-numbers.md) against a seeded set whose every
 * figure is worked out by hand below. The clock stands at 2026-11-21 10:00 UTC.
 */
const ctx = await setupTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const admin = await apiAs(ctx, await createAdmin(ctx));
const member = await apiAs(ctx, await createMember(ctx, { name: "Ana Report" }));
const clientId = member.user.id;
const at = (iso: string) => new Date(iso);
const now = ctx.clock.now();

async function payment(values: Partial<typeof payments.$inferInsert> & { amount: number; createdAt: Date }) {
  const [row] = await ctx.db
    .insert(payments)
    .values({ userId: clientId, currency: "EUR", description: "Seeded", paymentType: "other", ...values })
    .returning();
  return row!;
}

async function paidOrder(values: Pick<typeof orders.$inferInsert, "purpose" | "items" | "tip" | "total">, paidAt: Date) {
  const subtotal = values.total - values.tip;
  const [row] = await ctx.db
    .insert(orders)
    .values({ ...values, subtotal, status: "paid", currency: "EUR", gateway: "test", userId: clientId, paidAt, createdAt: paidAt })
    .returning();
  return row!;
}

const line = (kind: string, amount: number, extra: object = {}) => ({ kind, name: kind, description: "", quantity: 1, unitAmount: amount, amount, ...extra }) as never;

// December 2025, before the euro: 200.00 BGN by hand → 200 / 1.95583 = 102.2583… → €102.26.
await payment({ amount: 20000, currency: "BGN", createdAt: at("2025-12-15T10:00:00Z") });
// 31 Dec 23:30 UTC is already 1 January 01:30 in Sofia: a January payment, €5.00 of work.
await payment({ amount: 500, createdAt: at("2025-12-31T23:30:00Z") });

// January 2026: a cart of 2 h of help (€20.46) and a 3 h pack (€71.58) with a €3.00 tip, by card.
const cart = await paidOrder({ purpose: "hours", items: [line("hourly", 2046, { quantity: 2 }), line("hours_pack", 7158, { hours: 3 })], tip: 300, total: 9504 }, at("2026-01-10T09:00:00Z"));
const cartPayment = await payment({ amount: 9504, orderId: cart.id, paymentType: "hours_purchase", hoursPurchased: 3, providerPaymentId: "pi_cart", createdAt: at("2026-01-10T09:00:00Z") });
await ctx.db.insert(hoursLedger).values([
  { userId: clientId, hours: 3, paymentId: cartPayment.id, reason: "purchase", description: "Purchased 3 hours", createdAt: at("2026-01-10T09:00:00Z") },
  // 1 h deducted before any price was set: the seed hourly price, €10.23.
  { userId: clientId, hours: -1, reason: "deduction", description: "Deducted", createdAt: at("2026-01-05T09:00:00Z") },
  // 1.5 h for a task after the operator set €12.00 an hour: €18.00.
  { userId: clientId, hours: -1.5, reason: "task", description: "Task", createdAt: at("2026-01-20T09:00:00Z") },
  // A refund's withdrawal of unused hours is not work.
  { userId: clientId, hours: -0.5, reason: "adjustment", description: "Withdrawn", createdAt: at("2026-01-21T09:00:00Z") },
]);
await ctx.db.insert(prices).values({ item: "hourly", amount: 1200, effectiveFrom: at("2026-01-15T00:00:00Z") });
await ctx.db.insert(invoices).values({ paymentId: cartPayment.id, number: "0000000001", companyName: "Firm", eik: "131468980", address: "Sofia", seller: { name: "Concierge" }, lang: "en", issuedAt: at("2026-01-11T09:00:00Z") });

// February 2026: a translation by card (€10.23), and two refunds of the January cart that went
// through: €20.00 (with a credit note) then €5.00, which find only €0.46 of its work left.
const translation = await paidOrder({ purpose: "translation", items: [line("translation", 1023)], tip: 0, total: 1023 }, at("2026-02-02T09:00:00Z"));
await payment({ amount: 1023, orderId: translation.id, paymentType: "translation", providerPaymentId: "pi_tr", createdAt: at("2026-02-02T09:00:00Z") });
await ctx.db.insert(refunds).values([
  { paymentId: cartPayment.id, amount: 2000, currency: "EUR", reason: "Visit cancelled", status: "succeeded", idempotencyKey: randomUUID(), creditNoteNumber: "0000000002", creditNoteIssuedAt: at("2026-02-03T09:00:00Z"), settledAt: at("2026-02-03T09:00:00Z"), createdAt: at("2026-02-03T08:00:00Z") },
  { paymentId: cartPayment.id, amount: 500, currency: "EUR", reason: "Goodwill", status: "succeeded", idempotencyKey: randomUUID(), settledAt: at("2026-02-04T09:00:00Z"), createdAt: at("2026-02-04T08:00:00Z") },
  { paymentId: cartPayment.id, amount: 100, currency: "EUR", reason: "Declined", status: "failed", idempotencyKey: randomUUID(), settledAt: at("2026-02-05T09:00:00Z"), createdAt: at("2026-02-05T08:00:00Z") },
]);

// February's promises: a contact request answered in 3 h (kept), one answered after 30 h
// (missed), one closed without a reply (none needed); a client's message answered in 2 h (kept),
// the operator's own message (no promise); a translation delivered after 3 days (48 h: missed).
const contact = (createdAt: Date, values: Partial<typeof contactSubmissions.$inferInsert>) => ({
  reference: testContactReference(), name: "Visitor", email: "v@example.com", service: "custom", message: "Hello", dueAt: new Date(createdAt.getTime() + DAY), createdAt, ...values,
});
await ctx.db.insert(contactSubmissions).values([
  contact(at("2026-02-05T09:00:00Z"), { status: "answered", answeredAt: at("2026-02-05T12:00:00Z") }),
  contact(at("2026-02-06T09:00:00Z"), { status: "answered", answeredAt: at("2026-02-07T15:00:00Z") }),
  contact(at("2026-02-06T10:00:00Z"), { status: "closed" }),
]);
await ctx.db.insert(messages).values([
  { userId: clientId, sender: "client", content: "Question", createdAt: at("2026-02-07T09:00:00Z"), dueAt: at("2026-02-08T09:00:00Z"), answeredAt: at("2026-02-07T11:00:00Z") },
  { userId: clientId, sender: "admin", content: "Answer", createdAt: at("2026-02-07T11:00:00Z") },
]);
const [upload] = await ctx.db
  .insert(translationUploads)
  .values({ tokenHash: randomUUID(), storageKey: `translation/${randomUUID()}`, fileName: "letter.pdf", contentType: "application/pdf", size: 10, expiresAt: at("2026-02-03T09:00:00Z") })
  .returning();
await ctx.db.insert(translationRequests).values({
  orderId: translation.id, uploadId: upload!.id, name: "Ana", email: "a@example.com", status: "delivered", dueAt: at("2026-02-04T09:00:00Z"), deliveredAt: at("2026-02-05T09:00:00Z"), createdAt: at("2026-02-02T09:00:00Z"),
});

// Bookings: one confirmed in February; one confirmed then cancelled, one only held (neither counts).
const appointment = (startsAt: Date, values: Partial<typeof appointments.$inferInsert>) => ({
  status: "confirmed" as const, service: "phone_call" as const, durationMinutes: 30, startsAt, endsAt: new Date(startsAt.getTime() + HOUR / 2), blockedUntil: new Date(startsAt.getTime() + HOUR / 2),
  place: "phone" as const, name: "Ana", email: "a@example.com", phone: "+359888000000", purpose: "Call", paidWith: "card" as const, price: 1023, currency: "EUR" as const, ...values,
});
await ctx.db.insert(appointments).values([
  appointment(at("2026-02-20T09:00:00Z"), { confirmedAt: at("2026-02-10T09:00:00Z") }),
  appointment(at("2026-02-21T09:00:00Z"), { status: "cancelled", confirmedAt: at("2026-02-11T09:00:00Z"), cancelledAt: at("2026-02-12T09:00:00Z") }),
  appointment(at("2026-02-22T09:00:00Z"), { status: "held", heldUntil: at("2026-02-11T09:10:00Z") }),
]);

// Around the clock (November 2026): a payment this month, one in October, a BGN one in November
// 2025; a booking yesterday; open requests 2, 10 and 40 days old (the oldest in BGN).
await payment({ amount: 4000, createdAt: new Date(now.getTime() - DAY) });
await payment({ amount: 3000, createdAt: at("2026-10-10T09:00:00Z") });
await payment({ amount: 39117, currency: "BGN", createdAt: at("2025-11-10T09:00:00Z") });
await ctx.db.insert(appointments).values(appointment(new Date(now.getTime() + 2 * DAY), { confirmedAt: new Date(now.getTime() - DAY) }));
await ctx.db.insert(paymentRequests).values([
  { userId: clientId, amount: 1000, currency: "EUR", description: "Recent", dueAt: now, createdAt: new Date(now.getTime() - 2 * DAY) },
  { userId: clientId, amount: 2000, currency: "EUR", description: "Older", dueAt: now, createdAt: new Date(now.getTime() - 10 * DAY) },
  { userId: clientId, amount: 19558, currency: "BGN", description: "Oldest", dueAt: now, createdAt: new Date(now.getTime() - 40 * DAY) },
  { userId: clientId, amount: 5000, currency: "EUR", description: "Paid", status: "paid", paidAt: now, dueAt: now, createdAt: new Date(now.getTime() - 3 * DAY) },
]);

await creditHours(ctx, clientId, 2);

const EMPTY = {
  earned: 0, work: 0, hoursValue: 0, cash: 0, payments: 0, refunds: 0, hoursSold: 0, hoursUsed: 0,
  invoices: { count: 0, amount: 0 }, creditNotes: { count: 0, amount: 0 },
  promises24: { kept: 0, due: 0 }, promises48: { kept: 0, due: 0 }, bookings: 0, bgnIncluded: 0,
};

const DECEMBER = { ...EMPTY, month: "2025-12", future: false, earned: 10226, work: 10226, cash: 10226, payments: 10226, bgnIncluded: 20000 };
const JANUARY = {
  ...EMPTY, month: "2026-01", future: false,
  // Work: €20.46 of help + the €5.00 New Year's payment; hours: €10.23 + €18.00.
  work: 2546, hoursValue: 2823, earned: 5369,
  payments: 10004, cash: 10004, hoursSold: 3, hoursUsed: 2.5, invoices: { count: 1, amount: 9504 },
};
const FEBRUARY = {
  ...EMPTY, month: "2026-02", future: false,
  // €10.23 of translation less the €20.46 of work the refunds gave back.
  work: -1023, earned: -1023, payments: 1023, refunds: 2500, cash: -1477,
  creditNotes: { count: 1, amount: 2000 }, promises24: { kept: 2, due: 3 }, promises48: { kept: 0, due: 1 }, bookings: 1,
};

async function reportOf(query: string): Promise<Report> {
  const res = await admin.get(`/api/reports?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json();
}

describe("GET /api/reports", () => {
  it("gives every month's figures as worked out by hand, across the euro switch, and their total", async () => {
    const r = await reportOf("from=2025-12&to=2026-02");
    expect(r.months).toEqual([DECEMBER, JANUARY, FEBRUARY]);
    expect(r.totals).toEqual({
      earned: 14572, work: 11749, hoursValue: 2823, cash: 18753, payments: 21253, refunds: 2500, hoursSold: 3, hoursUsed: 2.5,
      invoices: { count: 1, amount: 9504 }, creditNotes: { count: 1, amount: 2000 }, promises24: { kept: 2, due: 3 }, promises48: { kept: 0, due: 1 }, bookings: 1, bgnIncluded: 20000,
    });
  });

  it("answers a period with no data, and a future one, with zeros rather than an error", async () => {
    expect((await reportOf("from=2024-03&to=2024-03")).months).toEqual([{ ...EMPTY, month: "2024-03", future: false }]);
    const future = await reportOf("from=2026-12&to=2027-01");
    expect(future.months).toEqual([{ ...EMPTY, month: "2026-12", future: true }, { ...EMPTY, month: "2027-01", future: true }]);
    expect(future.totals).toEqual(EMPTY);
  });

  it("refuses a period that ends before it starts, is too long or is not a month", async () => {
    for (const query of ["from=2026-03&to=2026-01", "from=2020-01&to=2026-01", "from=2026-13&to=2026-14", "from=2026-01"]) {
      const res = await admin.get(`/api/reports?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("is the operator's only: a member is refused, a visitor asked to sign in", async () => {
    for (const url of ["/api/reports?from=2026-01&to=2026-02", "/api/reports/overview", "/api/reports/export.csv?from=2026-01&to=2026-02"]) {
      expect((await member.get(url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});

/** A CSV line's cells, quotes undone (RFC 4180). */
function cells(row: string, sep: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted && c === '"' && row[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === sep && !quoted) {
      out.push(cell);
      cell = "";
    } else {
      cell += c;
    }
  }
  return [...out, cell];
}

describe("GET /api/reports/export.csv", () => {
  it("is the report as CSV: a header row, a row per month and the total, euro with two decimals", async () => {
    const res = await admin.get("/api/reports/export.csv?from=2025-12&to=2026-02");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="report-2025-12-to-2026-02.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = res.body.slice(1).split("\r\n").filter(Boolean).map((l) => cells(l, ","));
    expect(rows[0]!.slice(0, 5)).toEqual(["Month", "Earned revenue (EUR)", "Work paid (EUR)", "Hours drawn value (EUR)", "Cash taken (EUR)"]);
    expect(rows.map((r) => r[0])).toEqual(["Month", "2025-12", "2026-01", "2026-02", "Total"]);
    expect(rows[1]).toEqual(["2025-12", "102.26", "102.26", "0.00", "102.26", "102.26", "0.00", "0", "0", "0", "0.00", "0", "0.00", "0", "0", "0", "0", "0", "200.00"]);
    expect(rows[3]!.slice(0, 7)).toEqual(["2026-02", "-10.23", "-10.23", "0.00", "-14.77", "10.23", "25.00"]);
    expect(rows[4]!.slice(0, 5)).toEqual(["Total", "145.72", "117.49", "28.23", "187.53"]);
  });

  it("with semicolons, writes decimal commas", async () => {
    const res = await admin.get("/api/reports/export.csv?from=2026-01&to=2026-01&separator=semicolon");
    const rows = res.body.slice(1).split("\r\n").filter(Boolean).map((l) => cells(l, ";"));
    // Decimal commas, each such cell quoted (the exports' rule for a cell with a comma).
    expect(res.body).toContain(';"53,69";');
    expect(rows[1]!.slice(0, 9)).toEqual(["2026-01", "53,69", "25,46", "28,23", "100,04", "100,04", "0,00", "3", "2,5"]);
  });
});

describe("GET /api/reports/overview", () => {
  it("gives this month beside last month and the same month last year, receivables by age and bookings per week", async () => {
    const res = await admin.get("/api/reports/overview");
    expect(res.statusCode, res.body).toBe(200);
    const o: Overview = res.json();
    expect(o.month).toBe("2026-11");
    expect(o.trend.map((m) => m.month)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(o.thisMonth).toMatchObject({ month: "2026-11", earned: 4000, cash: 4000 });
    expect(o.lastMonth).toMatchObject({ month: "2026-10", earned: 3000, cash: 3000 });
    // 391.17 BGN → €200.00.
    expect(o.sameMonthLastYear).toMatchObject({ month: "2025-11", earned: 20000, cash: 20000, bgnIncluded: 39117 });
    // The balances clients hold now: the 2 h credited today.
    expect(o.prepaidBalance).toBe(2);
    expect(o.receivables).toEqual({
      ages: [
        { age: "days0to7", count: 1, amount: 1000 },
        { age: "days8to30", count: 1, amount: 2000 },
        // 195.58 BGN → €100.00.
        { age: "over30", count: 1, amount: 10000 },
      ],
      total: { count: 3, amount: 13000 },
    });
    expect(o.weeks).toHaveLength(12);
    // 21 Nov 2026 is a Saturday: this week began on Monday the 16th.
    expect(o.weeks.at(-1)).toEqual({ week: "2026-11-16", bookings: 1 });
    expect(o.weeks.slice(0, -1).every((w) => w.bookings === 0)).toBe(true);
  });

  it("the home's card is this month's earned revenue, not cash", async () => {
    const card = (await admin.get("/api/dashboard")).json().cards.revenueMonth;
    expect(card).toEqual({ amount: 4000, currency: "EUR", bgnIncluded: 0 });
  });
});
