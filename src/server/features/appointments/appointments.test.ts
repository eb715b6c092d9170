import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DEFAULT_AVAILABILITY } from "../../../core/appointments/availability";
import { zonedInstant } from "../../../core/appointments/zone";
import { appointments, auditLog, orders } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { createHoldSweep } from "./appointment-holds";
import { fulfilmentDepsOf } from "../payments";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { bookingBody } from "../../test/booking";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { DECLINED_CARD, followPayLink, payTestSession } from "../../test/payments";

const ctx = await setupTestApp();
// The test clock: Saturday 21 November 2026, 12:00 in Sofia.

let nextDay = 0;
/** A weekday of its own for each test (from Monday 23 November on), so tests never share a slot. */
function ownDay(): string {
  for (;;) {
    const d = new Date(Date.UTC(2026, 10, 23 + nextDay++));
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) return d.toISOString().slice(0, 10);
  }
}
const at = (day: string, hhmm: string) => zonedInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).toISOString();

const booking = bookingBody;

const book = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/appointments", payload, headers, remoteAddress: uniqueIp() });
const slots = async (service = "phone_call", durationMinutes = 30) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/appointments/slots?service=${service}&durationMinutes=${durationMinutes}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { slots: { start: string }[] }).slots.map((s) => s.start);
};
const rowsAt = (start: string) => ctx.db.select().from(appointments).where(eq(appointments.startsAt, new Date(start)));

describe("availability (Settings → Availability)", () => {
  it("is the operator's: a visitor gets 401, a member 403", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/appointments/availability" })).statusCode).toBe(401);
    const member = await signedInAs(ctx, await createMember(ctx));
    expect((await ctx.app.inject({ method: "GET", url: "/api/appointments/availability", headers: member })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "PUT", url: "/api/appointments/availability", headers: member, payload: DEFAULT_AVAILABILITY })).statusCode).toBe(403);
  });

  it("starts from the business hours, saves, and refuses an impossible day", async () => {
    const operator = await createAdmin(ctx);
    const admin = await signedInAs(ctx, operator);
    const got = await ctx.app.inject({ method: "GET", url: "/api/appointments/availability", headers: admin });
    expect(got.json()).toEqual(DEFAULT_AVAILABILITY);
    const bad = { ...DEFAULT_AVAILABILITY, weekly: DEFAULT_AVAILABILITY.weekly.map((d, i) => (i === 2 ? { ...d, start: "18:00", end: "09:00" } : d)) };
    const refused = await ctx.app.inject({ method: "PUT", url: "/api/appointments/availability", headers: admin, payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("The end must be after the start");
    // A day off shows in the free slots at once; saving the defaults back brings it back.
    const day = ownDay();
    const withDayOff = { ...DEFAULT_AVAILABILITY, exceptions: [{ date: day, closed: true, start: "09:00", end: "18:00" }] };
    const saved = await ctx.app.inject({ method: "PUT", url: "/api/appointments/availability", headers: admin, payload: withDayOff });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(withDayOff);
    expect(await slots()).not.toContain(at(day, "09:00"));
    // Recorded in the audit log: who changed what.
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, operator.id));
    expect(audit).toMatchObject({ action: "availability.updated", entity: "availability", before: { exceptions: [] }, after: { exceptions: withDayOff.exceptions } });
    await ctx.app.inject({ method: "PUT", url: "/api/appointments/availability", headers: admin, payload: DEFAULT_AVAILABILITY });
    expect(await slots()).toContain(at(day, "09:00"));
  });
});

describe("booking a paid appointment", () => {
  it("holds the slot while the visitor pays, then confirms it; the price is the catalogue's", async () => {
    const day = ownDay();
    const start = at(day, "10:00");
    expect(await slots()).toContain(start);
    const email = uniqueEmail("visitor");
    const res = await book(booking(start, { email }));
    expect(res.statusCode).toBe(200);
    const { appointment, pay } = res.json();
    expect(appointment).toMatchObject({ status: "held", service: "phone_call", durationMinutes: 30, start, paidWith: "card" });
    expect(pay).toEqual({ url: expect.stringMatching(/^http:\/\/concierge\.localhost\/api\/appointments\/pay\/[\w-]{43}$/), heldUntil: new Date(ctx.clock.now().getTime() + 10 * 60_000).toISOString() });
    // Held: nobody else is offered it.
    expect(await slots()).not.toContain(start);
    const [row] = await rowsAt(start);
    expect(row).toMatchObject({ status: "held", price: 1023, currency: "EUR", heldUntil: new Date(ctx.clock.now().getTime() + 10 * 60_000) });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!));
    expect(order).toMatchObject({ purpose: "appointment", total: 1023, customerEmail: email, userId: null });

    expect((await payTestSession(ctx, await followPayLink(ctx, res.json()))).statusCode).toBe(200);
    const [paid] = await rowsAt(start);
    expect(paid).toMatchObject({ status: "confirmed", heldUntil: null });
    const [receipt] = (await ctx.mailTo(email)).filter((m) => m.template === "paymentReceipt");
    expect(receipt?.text).toContain("Your appointment is confirmed");
    expect(receipt?.text).toContain("Appointment: Phone call");
    // A paid appointment is in the operator's Orders inbox like any paid order.
    const inbox = await ctx.app.inject({ method: "GET", url: "/api/orders", headers: await signedInAs(ctx, await createAdmin(ctx)) });
    expect(inbox.statusCode).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain('"purpose":"appointment"');
  });

  it("prices an accompaniment of 90 minutes at one and a half hours", async () => {
    const start = at(ownDay(), "11:00");
    const res = await book(booking(start, { service: "accompaniment", durationMinutes: 90, place: "address", address: "ul. Rakovski 1, Sofia" }));
    expect(res.statusCode).toBe(200);
    expect((await rowsAt(start))[0]).toMatchObject({ price: 1535, endsAt: new Date(new Date(start).getTime() + 90 * 60_000), address: "ul. Rakovski 1, Sofia" });
  });

  it("refuses a tampered price or duration, and changes nothing", async () => {
    const start = at(ownDay(), "09:00");
    const price = await book({ ...booking(start), price: 1 });
    expect(price.statusCode).toBe(400);
    expect(price.json().error.message).toContain("price");
    const duration = await book(booking(start, { durationMinutes: 45 }));
    expect(duration.statusCode).toBe(400);
    expect(duration.json().error.message).toBe("Please choose one of the service's durations");
    const owner = await book(booking(start, { userId: "someone-else" }));
    expect(owner.statusCode).toBe(400);
    expect(await rowsAt(start)).toHaveLength(0);
  });

  it.each([
    ["in the past", () => "2026-11-20T08:00:00.000Z", "This time is in the past. Please choose another time."],
    ["within the 12 hours' notice", () => at("2026-11-21", "20:00"), "This time is too soon to book. Please choose a later time."],
    ["beyond 30 days ahead", () => at("2027-01-04", "10:00"), "This time is too far ahead to book. Please choose an earlier time."],
    ["outside the hours", () => at("2026-11-24", "19:00"), "This time is outside our opening hours. Please choose one of the free times."],
    ["on a weekend", () => at("2026-11-28", "10:00"), "This time is outside our opening hours. Please choose one of the free times."],
    ["off the half-hour grid", () => at("2026-11-24", "10:10"), "This time is outside our opening hours. Please choose one of the free times."],
  ])("refuses a time %s with a clear message and changes nothing", async (_, start, message) => {
    const res = await book(booking(start()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation_failed", message, fields: { start: message } });
    expect(await rowsAt(start())).toHaveLength(0);
  });

  it("tells the second booker the time was just taken, with the next free slots", async () => {
    const day = ownDay();
    const start = at(day, "14:00");
    expect((await book(booking(start))).statusCode).toBe(200);
    const overlapping = await book(booking(at(day, "13:30"), { service: "in_person", durationMinutes: 60, place: "online" }));
    expect(overlapping.statusCode).toBe(409);
    const res = await book(booking(start));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: "slot_taken", message: "This time was just taken. Please choose another time.", key: "appointment.taken" },
      nextSlots: [at(day, "14:30"), at(day, "15:00"), at(day, "15:30"), at(day, "16:00"), at(day, "16:30")].map((s) => ({ start: s, end: new Date(new Date(s).getTime() + 30 * 60_000).toISOString() })),
    });
    expect(await rowsAt(start)).toHaveLength(1);
  });

  it("releases the slot when the card is declined", async () => {
    const start = at(ownDay(), "15:00");
    const res = await book(booking(start));
    expect((await payTestSession(ctx, await followPayLink(ctx, res.json()), DECLINED_CARD)).statusCode).toBe(402);
    expect((await rowsAt(start))[0]).toMatchObject({ status: "released" });
    expect(await slots()).toContain(start);
    expect((await book(booking(start))).statusCode).toBe(200);
  });

  it("gives back a slot held by an abandoned checkout: to the next booker, and by the sweep", async () => {
    const day = ownDay();
    const first = at(day, "16:00");
    const abandoned = await book(booking(first));
    const other = at(day, "16:30");
    const abandonedToo = await book(booking(other));
    // Its visitor went to pay, then left: the checkout is open at the provider.
    const abandonedSession = await followPayLink(ctx, abandonedToo.json());
    ctx.clock.advance(10 * 60_000 + 1000);
    // The next booker gets it: the expired hold is released in the booking's own transaction.
    expect(await slots()).toContain(first);
    const taker = await book(booking(first));
    expect(taker.statusCode).toBe(200);
    expect((await rowsAt(first)).map((r) => r.status).sort()).toEqual(["held", "released"]);

    // The sweep closes the abandoned checkout at the provider and releases its hold.
    const sweep = createHoldSweep({ ...fulfilmentDepsOf(ctx.app), gateway: ctx.app.payments });
    expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await rowsAt(other))[0]).toMatchObject({ status: "released" });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, (await rowsAt(other))[0]!.orderId!));
    expect(order!.status).toBe("expired");
    // Its payment page no longer takes money.
    expect((await payTestSession(ctx, abandonedSession)).statusCode).not.toBe(200);
    expect((await rowsAt(other))[0]!.status).toBe("released");
    expect(abandoned.statusCode).toBe(200);
  });
});

describe("booking on prepaid hours", () => {
  it("needs a signed-in member", async () => {
    const res = await book(booking(at(ownDay(), "09:30"), { payWith: "prepaid" }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("Sign in to pay with prepaid hours");
  });

  it("confirms at once and reserves the hours, without drawing them; refuses what the balance cannot cover", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const day = ownDay();
    const poor = await book(booking(at(day, "09:00"), { payWith: "prepaid" }), browser);
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error.message).toBe("You do not have enough prepaid hours for this appointment. Please pay by card instead.");
    expect(await rowsAt(at(day, "09:00"))).toHaveLength(0);

    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 2, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const res = await book(booking(at(day, "09:00"), { payWith: "prepaid", service: "in_person", durationMinutes: 90, place: "online" }), browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appointment: { status: "confirmed", paidWith: "prepaid" }, pay: null });
    expect((await rowsAt(at(day, "09:00")))[0]).toMatchObject({ userId: member.id, reservedHours: 1.5, orderId: null });
    // Reserved, not drawn: the balance is still 2, but only 0.5 h is free for another booking.
    const hours = await ctx.app.inject({ method: "GET", url: "/api/hours", headers: browser });
    expect(hours.json().balance).toBe(2);
    const second = await book(booking(at(day, "12:00"), { payWith: "prepaid" }), browser);
    expect(second.statusCode).toBe(402);
  });

  it("spends a member's own hours only, whatever the body says", async () => {
    const rich = await createMember(ctx);
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: rich.id, hours: 5, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const foreign = await signedInAs(ctx, await createMember(ctx));
    const start = at(ownDay(), "10:00");
    expect((await book(booking(start, { payWith: "prepaid", email: rich.email }), foreign)).statusCode).toBe(402);
    expect((await book(booking(start, { payWith: "prepaid", userId: rich.id }), foreign)).statusCode).toBe(400);
    expect(await rowsAt(start)).toHaveLength(0);
  });

  it("lets the operator book like anyone (card), as a member would", async () => {
    const admin = await signedInAs(ctx, await createAdmin(ctx));
    const res = await book(booking(at(ownDay(), "17:00")), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.status).toBe("held");
  });
});

describe("one slot, many bookers", () => {
  it("50 concurrent bookings of one slot make exactly one appointment", async () => {
    const start = at(ownDay(), "12:00");
    const results = await Promise.all(Array.from({ length: 50 }, () => book(booking(start))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await rowsAt(start);
    expect(rows.filter((r) => r.status === "held" || r.status === "confirmed")).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it("the database refuses an overlap even when the check before it is bypassed", async () => {
    const start = new Date(at(ownDay(), "13:00"));
    const base = { service: "phone_call" as const, durationMinutes: 30, startsAt: start, endsAt: new Date(start.getTime() + 1_800_000), blockedUntil: new Date(start.getTime() + 1_800_000), place: "phone" as const, name: "A", email: "a@example.com", phone: "+359", purpose: "x", paidWith: "card" as const, price: 2000, currency: "BGN" as const };
    await ctx.db.insert(appointments).values({ ...base, status: "confirmed" });
    await expect(ctx.db.insert(appointments).values({ ...base, status: "held", startsAt: new Date(start.getTime() + 600_000) })).rejects.toMatchObject({ cause: { code: "23P01" } });
    // Released and cancelled rows do not block.
    await ctx.db.insert(appointments).values({ ...base, status: "released" });
  });
});
