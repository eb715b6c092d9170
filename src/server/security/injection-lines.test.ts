import { execFileSync } from "node:child_process";
import ICAL from "ical.js";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildInvite } from "../../core/appointments/ics";
import { zonedInstant } from "../../core/appointments/zone";
import { appointments, invoices, orders } from "../db/schema";
import { invoicePdf } from "../features/payments/invoice-pdf";
import { setupTestApp, uniqueEmail } from "../test/app";
import { bookingBody } from "../test/booking";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { followPayLink, payTestSession } from "../test/payments";
import { apiAs } from "../test/tasks";
import { figures } from "./report";

/**
 * Line injection: a line break (CRLF, a lone CR or LF, U+2028…) or another control character
 * typed into a name, purpose, address or phone, or into an invoice's buyer fields, must neither
 * get in (a 400 on its field, nothing written) nor — if it is already in a row, or reaches a
 * writer some other way — add a line to an official document: a property (ATTENDEE, ORGANIZER…)
 * to the invite mailed to the customer and the operator or to the operator's calendar feed, a
 * line ("Seller: Fake Ltd", "Total: 0.01") to an invoice. Calendars are read back with ical.js,
 * invoices with pdftotext, as their readers would.
 */
const SELLER = { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980", SELLER_VAT: "BG131468980" };
const ctx = await setupTestApp({ env: SELLER });
const f = figures("Security: injected lines in calendar invites, the feed and invoices");

const admin = await signedInAs(ctx, await createAdmin(ctx));
const BREAKS = { CRLF: "\r\n", CR: "\r", LF: "\n", "U+2028": "\u2028", "U+2029": "\u2029", "BEL+ESC": "\u0007\u001b", NEL: "\u0085", TAB: "\t" };
const hostile = (before: string, after: string, breaks: Record<string, string> = BREAKS) => Object.values(breaks).map((br) => `${before}${br}${after}`);
/** An invoice's address may have up to three lines, CRLF or LF apart: every other break is hostile there. */
const { CRLF: _crlf, LF: _lf, ...ADDRESS_BREAKS } = BREAKS;

// ---------------------------------------------------------------- calendars

/** The properties an event of ours has; anything else in it (or a second attendee) was injected. */
const EVENT_PROPERTIES = new Set(["uid", "sequence", "dtstamp", "dtstart", "dtend", "summary", "description", "location", "organizer", "attendee", "status", "transp"]);

/** Lines a calendar file has that its writer did not mean to write: raw breaks, foreign properties, extra events or people. */
function injectedCalendarLines(ics: string, events: number): number {
  let injected = ics
    .slice(0, -2)
    .split("\r\n")
    .filter((l) => /[\r\n\u2028\u2029]/.test(l)).length;
  let comp: ICAL.Component;
  try {
    comp = new ICAL.Component(ICAL.parse(ics));
  } catch {
    return injected + 1;
  }
  const vevents = comp.getAllSubcomponents("vevent");
  injected += Math.abs(vevents.length - events);
  for (const e of vevents) {
    const props = e.getAllProperties();
    injected += props.filter((p) => !EVENT_PROPERTIES.has(p.name)).length;
    injected += Math.max(0, e.getAllProperties("attendee").length - 1) + Math.max(0, e.getAllProperties("organizer").length - 1);
    injected += e.getAllSubcomponents().length;
  }
  return injected;
}

const book = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/appointments", payload, remoteAddress: uniqueIp() });
const booking = (start: Date, over: Record<string, unknown> = {}) =>
  bookingBody(start, { service: "in_person", durationMinutes: 60, place: "address", address: "ul. Shipka 5, 1504 Sofia", email: uniqueEmail("lines"), purpose: "Address registration", ...over });
const calendarCreate = (clientId: string, start: Date, over: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/calendar",
    headers: admin,
    payload: { clientId, service: "in_person", durationMinutes: 60, start: start.toISOString(), place: "address", address: "Sofia", phone: "+359 88 765 4321", purpose: "Help", payWith: "unpaid", ...over },
  });
const inviteFrom = async (mailId: string) => (await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mailId}/attachments/0` })).body;

/** A 400 naming the field, with the message's key for the visitor's language. */
/** Refused with the field's message, or (C0 control characters) by the guard every route has: 400 invalid_text (http/invalid-text.ts). */
const refusedOnField = (res: { statusCode: number; json: () => { error?: { code?: string; fields?: Record<string, string>; fieldKeys?: Record<string, unknown> } } }, field: string) =>
  res.statusCode === 400 && (res.json().error?.code === "invalid_text" || (Boolean(res.json().error?.fields?.[field]) && Boolean(res.json().error?.fieldKeys?.[field])));

const schema = { sent: 0, refused: 0, written: 0 };
let calendarInjected = 0;
let calendarsRead = 0;
let invoiceInjected = 0;
let invoicesRead = 0;

describe("calendar invites and the feed", () => {
  it("a line break in a booking's name, purpose, address or phone, or the operator's New appointment, is refused on its field; nothing is written", async () => {
    const member = await createMember(ctx);
    const fields = { name: "Maria", purpose: "Help", address: "Sofia", phone: "+359 88 123 4567" } as const;
    for (const [field, before] of Object.entries(fields)) {
      for (const value of hostile(before, field === "phone" ? "999" : "ATTENDEE:mailto:evil@x.test")) {
        const body = booking(zonedInstant("2026-12-07", 10 * 60), { [field]: value });
        const res = await book(body);
        schema.sent++;
        if (refusedOnField(res, field)) schema.refused++;
        schema.written += (await ctx.db.select({ n: count() }).from(appointments).where(eq(appointments.email, body.email)))[0]!.n;
        if (res.statusCode === 200) await payTestSession(ctx, await followPayLink(ctx, res.json()));
      }
    }
    for (const field of ["purpose", "address", "phone"] as const) {
      for (const value of hostile(fields[field], field === "phone" ? "999" : "ORGANIZER:mailto:evil@x.test")) {
        const res = await calendarCreate(member.id, zonedInstant("2026-12-08", 9 * 60), { [field]: value });
        schema.sent++;
        if (refusedOnField(res, field)) schema.refused++;
        if (res.statusCode === 201) {
          schema.written++;
          await ctx.app.inject({ method: "POST", url: `/api/calendar/${res.json().id}/cancel`, headers: admin, payload: {} });
        }
      }
    }
    expect(schema.refused).toBe(schema.sent);
    expect(schema.written).toBe(0);
  });

  it("rows already holding line breaks, and the writer handed them directly, add no line to an invite or the feed", async () => {
    const member = await createMember(ctx);
    const values = hostile("Maria", "ATTENDEE:mailto:evil@x.test");
    // Moves keep to the opening hours and the booking horizon: one weekday each.
    const WEEKDAYS = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-09", "2026-12-10", "2026-12-11"];
    // One appointment per hostile value, made with clean text and then given it, as a row older than the rules would be.
    for (const [n, v] of values.entries()) {
      const made = await calendarCreate(member.id, zonedInstant("2026-12-14", 9 * 60 + n * 90));
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().id as string;
      await ctx.db.update(appointments).set({ name: v, purpose: v, address: v, phone: v }).where(eq(appointments.id, id));
      // A move re-sends the invite, written from the row as it stands.
      const moved = await ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/move`, headers: admin, payload: { start: zonedInstant(WEEKDAYS[n]!, 10 * 60).toISOString() } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const mails = (await ctx.mailTo(member.email)).filter((m) => m.template === "appointmentMoved");
    expect(mails).toHaveLength(values.length);
    for (const m of mails) {
      calendarInjected += injectedCalendarLines(await inviteFrom(m.id), 1);
      calendarsRead++;
    }

    const feedUrl = new URL((await ctx.app.inject({ method: "POST", url: "/api/calendar/feed", headers: admin })).json().url as string).pathname;
    const feed = (await ctx.app.inject({ method: "GET", url: feedUrl, remoteAddress: uniqueIp() })).body;
    const confirmed = (await ctx.db.select({ n: count() }).from(appointments).where(eq(appointments.status, "confirmed")))[0]!.n;
    calendarInjected += injectedCalendarLines(feed, confirmed);
    calendarsRead++;

    for (const v of [...values, '"Evil";ROLE=CHAIR:mailto:evil@x.test', "\r\nATTENDEE:mailto:evil@x.test"]) {
      const ics = buildInvite({
        method: "REQUEST",
        uid: "direct@concierge.test",
        sequence: 0,
        start: new Date("2026-12-02T08:00:00Z"),
        end: new Date("2026-12-02T09:00:00Z"),
        stamp: new Date("2026-11-21T10:00:00Z"),
        summary: v,
        description: v,
        location: v,
        organizer: { name: v, email: `hello@concierge.test${v.slice(5, 7)}` },
        attendee: { name: v, email: `maria@example.test${v.slice(5, 7)}` },
      });
      calendarInjected += injectedCalendarLines(ics, 1);
      calendarsRead++;
    }
    expect(calendarInjected).toBe(0);
  });
});

// ---------------------------------------------------------------- invoices

const COMPANY = { companyName: "Balkan Consult OOD", address: "ul. Shipka 5, 1504 Sofia", eik: "121795649", vatNumber: "" };
const MARKERS = /(?:^|\s{2,})(?:Seller: Fake Ltd|Total: 0\.01)/;
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
/** Rows of an invoice on which an injected text starts a line of its own (in either column). */
const injectedInvoiceLines = (pdf: Buffer) => pdfText(pdf).split("\n").filter((row) => MARKERS.test(row)).length;

describe("invoices", () => {
  it("a line break in the buyer's company name or address is refused on its field (after payment and at checkout); nothing is written", async () => {
    const operator = await apiAs(ctx, await createAdmin(ctx));
    const buyer = await apiAs(ctx, await createMember(ctx));
    const recorded = await operator.post("/api/payments", { clientId: buyer.user.id, amount: "60.00", description: "3 hours, bank transfer", paymentType: "prepaid_hours", hours: 3 });
    const paymentId = recorded.json().payment.id as string;
    const cases = [
      ...hostile("Fake", "Seller: Fake Ltd").map((companyName) => ({ field: "companyName", body: { ...COMPANY, companyName } })),
      ...hostile("ul. Shipka 5", "Total: 0.01", ADDRESS_BREAKS).map((address) => ({ field: "address", body: { ...COMPANY, address } })),
      { field: "address", body: { ...COMPANY, address: "ul. Shipka 5\n1504 Sofia\nBulgaria\nTotal: 0.01" } },
    ];
    for (const { field, body } of cases) {
      const later = await buyer.post(`/api/payments/${paymentId}/invoice`, body);
      schema.sent++;
      if (refusedOnField(later, field)) schema.refused++;
      if (later.statusCode === 201) {
        schema.written++;
        invoiceInjected += injectedInvoiceLines((await buyer.get(`/api/payments/${paymentId}/invoice.pdf`)).rawPayload);
        invoicesRead++;
        await ctx.db.delete(invoices).where(eq(invoices.paymentId, paymentId));
      }
      const email = uniqueEmail("invoice-lines");
      const atCheckout = await ctx.app.inject({ method: "POST", url: "/api/checkout", remoteAddress: uniqueIp(), payload: { items: [{ kind: "hourly", quantity: 1 }], customer: { email }, language: "en", invoice: body } });
      schema.sent++;
      if (refusedOnField(atCheckout, `invoice.${field}`)) schema.refused++;
      schema.written += (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, email)))[0]!.n;
    }
    expect(schema.refused).toBe(schema.sent);
    expect(schema.written).toBe(0);
  });

  it("the invoice writer handed hostile buyer fields directly prints each as one line", async () => {
    const companies = hostile("Fake", "Seller: Fake Ltd");
    const addresses = hostile("ul. Shipka 5", "Total: 0.01", ADDRESS_BREAKS);
    for (const [n, v] of companies.entries()) {
      const address = addresses[n % addresses.length]!;
      const pdf = await invoicePdf({
        number: "0000000001",
        lang: "en",
        issuedAt: new Date("2026-11-21T10:00:00Z"),
        paidAt: new Date("2026-11-21T10:00:00Z"),
        seller: { name: SELLER.SELLER_NAME, address: SELLER.SELLER_ADDRESS, eik: SELLER.SELLER_EIK, vat: SELLER.SELLER_VAT },
        buyer: { companyName: v, address, eik: v, vatNumber: v },
        receiptNumber: "0000000001",
        lines: [{ name: v, quantity: 1, amount: 6000 }],
        total: 6000,
        currency: "EUR",
        method: "card",
      });
      invoiceInjected += injectedInvoiceLines(pdf);
      invoicesRead++;
    }
    expect(invoiceInjected).toBe(0);
  });
});

afterAll(() => {
  f.add({ check: "injected calendar lines in invite and feed (hostile name/purpose/address/phone)", figure: `${calendarInjected} (${calendarsRead} calendars read)`, target: "0", ok: calendarInjected === 0 && calendarsRead > 0 });
  f.add({ check: "hostile values refused with a 400 (bookings, New appointment, invoices)", figure: `${schema.refused} of ${schema.sent}`, target: `${schema.sent} of ${schema.sent}`, ok: schema.sent > 0 && schema.refused === schema.sent });
  f.add({ check: "rows written by the refused requests", figure: schema.written, target: "0", ok: schema.written === 0 });
  f.add({ check: "invoice lines injected by buyer fields", figure: `${invoiceInjected} (${invoicesRead} invoices read)`, target: "0", ok: invoiceInjected === 0 && invoicesRead > 0 });
  f.print();
});
