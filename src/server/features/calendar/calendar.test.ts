import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { appointments, auditLog, payments, tasks } from "../../db/schema";
import { balanceOf, postLedgerEntry } from "../hours";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { sofiaAt as at } from "../../test/booking";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";
import { reservedHoursOf } from "../appointments";

const ctx = await setupTestApp();
// The test clock: Saturday 21 November 2026, 12:00 in Sofia.
const OPERATOR = "operator@concierge.test";
const admin = await signedInAs(ctx, await createAdmin(ctx));

const booking = (start: Date, over: Record<string, unknown> = {}) => ({
  service: "phone_call",
  durationMinutes: 30,
  start: start.toISOString(),
  place: "phone",
  name: "Maria Petrova",
  email: uniqueEmail("calendar"),
  phone: "+359 88 123 4567",
  purpose: "A call to the municipality",
  payWith: "card",
  language: "en",
  ...over,
});
const book = (payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: "POST", url: "/api/appointments", payload, headers, remoteAddress: uniqueIp() });

/** A card booking, paid: confirmed. */
async function paidAt(start: Date, over: Record<string, unknown> = {}) {
  const body = booking(start, over);
  const res = await book(body);
  expect(res.statusCode).toBe(200);
  await payTestSession(ctx, await followPayLink(ctx, res.json()));
  return { id: res.json().appointment.id as string, email: body.email };
}

/** A member's booking on prepaid hours: confirmed at once, the hours reserved. */
async function prepaidAt(start: Date, credit = 2) {
  const member = await createMember(ctx);
  await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: credit, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
  const res = await book(booking(start, { payWith: "prepaid", email: member.email }), await signedInAs(ctx, member));
  expect(res.statusCode).toBe(200);
  return { id: res.json().appointment.id as string, member };
}

const list = (from: string, days?: number, headers: Record<string, string> = admin) => ctx.app.inject({ method: "GET", url: `/api/calendar?from=${from}${days ? `&days=${days}` : ""}`, headers });
const move = (id: string, start: Date, headers: Record<string, string> = admin) => ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/move`, payload: { start: start.toISOString() }, headers });
// These appointments are all ahead of the test clock: done says so (the refusal without it is tested below).
const done = (id: string, hoursSpent: number, headers: Record<string, string> = admin, confirmFuture = true) =>
  ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/done`, payload: confirmFuture ? { hoursSpent, confirmFuture } : { hoursSpent }, headers });
const upcoming = (headers: Record<string, string> = admin) => ctx.app.inject({ method: "GET", url: "/api/calendar/upcoming", headers });
const cancel = (id: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/cancel`, payload: {}, headers });
const mails = async (to: string, template: string) => (await ctx.mailTo(to)).filter((m) => m.template === template);
const icsOf = (m: { attachments: unknown[] }) => (m.attachments[0] as { ics: string }).ics;

describe("the operator's calendar", () => {
  it("is the operator's: a visitor gets 401, a member 403, and nothing changes", async () => {
    const { id } = await paidAt(at("2026-12-07", "09:00"));
    const member = await signedInAs(ctx, await createMember(ctx));
    expect((await list("2026-12-07", 7, {})).statusCode).toBe(401);
    expect((await list("2026-12-07", 7, member)).statusCode).toBe(403);
    expect((await move(id, at("2026-12-07", "10:00"), {})).statusCode).toBe(401);
    expect((await move(id, at("2026-12-07", "10:00"), member)).statusCode).toBe(403);
    expect((await cancel(id, member)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: "confirmed", startsAt: at("2026-12-07", "09:00"), sequence: 0 });
  });

  it("lists a Sofia week or day with the customer, place and paid / prepaid / unpaid", async () => {
    const paid = await paidAt(at("2026-12-08", "09:00"));
    const prepaid = await prepaidAt(at("2026-12-09", "10:00"));
    const held = await book(booking(at("2026-12-10", "11:00")));
    expect(held.statusCode).toBe(200);
    // The next Monday is the next week's.
    const nextWeek = await paidAt(at("2026-12-14", "09:00"));

    const week = await list("2026-12-07");
    expect(week.statusCode).toBe(200);
    const items = week.json().items as { id: string; payment: string; name: string; place: string; status: string }[];
    expect(week.json().timeZone).toBe("Europe/Sofia");
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([paid.id, prepaid.id, held.json().appointment.id]));
    expect(items.map((i) => i.id)).not.toContain(nextWeek.id);
    expect(items.find((i) => i.id === paid.id)).toMatchObject({ payment: "paid", status: "confirmed", name: "Maria Petrova", place: "phone", email: paid.email });
    expect(items.find((i) => i.id === prepaid.id)).toMatchObject({ payment: "prepaid", reservedHours: 1 });
    expect(items.find((i) => i.id === held.json().appointment.id)).toMatchObject({ payment: "unpaid", status: "held" });
    // In start order.
    expect(items.map((i) => i.id).indexOf(paid.id)).toBeLessThan(items.map((i) => i.id).indexOf(prepaid.id));

    const day = (await list("2026-12-09", 1)).json().items as { id: string }[];
    expect(day.map((i) => i.id)).toEqual([prepaid.id]);
    expect((await list("not-a-day")).statusCode).toBe(400);
    expect((await list("2026-12-07", 8)).statusCode).toBe(400);
  });

  it("moves an appointment: checked like a booking, SEQUENCE + 1, both get the updated invite", async () => {
    const { id, email } = await paidAt(at("2026-12-15", "09:00"));
    const other = await paidAt(at("2026-12-15", "12:00"));
    // Unknown id: 404; onto another appointment: 409; outside the hours: 400. Nothing changes.
    expect((await move("00000000-0000-4000-8000-000000000000", at("2026-12-15", "10:00"))).statusCode).toBe(404);
    const clash = await move(id, at("2026-12-15", "12:00"));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe("slot_taken");
    const night = await move(id, at("2026-12-15", "22:00"));
    expect(night.statusCode).toBe(400);
    expect(night.json().error.message).toBe("This time is outside our opening hours. Please choose one of the free times.");
    expect(await mails(email, "appointmentMoved")).toHaveLength(0);

    const moved = await move(id, at("2026-12-15", "14:30"));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, start: at("2026-12-15", "14:30").toISOString(), end: at("2026-12-15", "15:00").toISOString(), sequence: 1, payment: "paid" });
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.blockedUntil).toEqual(row!.endsAt);

    const [customer] = await mails(email, "appointmentMoved");
    const [operator] = (await mails(OPERATOR, "appointmentMoved")).filter((m) => m.text.includes(email));
    expect(customer!.subject).toBe("Moved: Phone call, now 15 December 2026, 14:30 Sofia time (EET)");
    for (const m of [customer!, operator!]) {
      const ics = icsOf(m);
      expect(ics).toContain("METHOD:REQUEST\r\n");
      expect(ics).toContain("SEQUENCE:1\r\n");
      expect(ics).toContain(`UID:${id}@concierge.localhost\r\n`);
      expect(ics).toContain("DTSTART;TZID=Europe/Sofia:20261215T143000\r\n");
    }
    // The old time is free again; the new one is not.
    const slots = (await ctx.app.inject({ method: "GET", url: "/api/appointments/slots?service=phone_call&durationMinutes=30" })).json().slots.map((s: { start: string }) => s.start);
    expect(slots).toContain(at("2026-12-15", "09:00").toISOString());
    expect(slots).not.toContain(at("2026-12-15", "14:30").toISOString());
    // In the audit log: who moved it, from when to when.
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: "appointment.moved", entity: "appointment", before: { start: at("2026-12-15", "09:00").toISOString() }, after: { start: at("2026-12-15", "14:30").toISOString() } });
    // Onto its own time (a 30-minute shift overlapping itself) is allowed; the second move is SEQUENCE 2.
    expect((await move(id, at("2026-12-15", "14:00"))).json().sequence).toBe(2);
    expect(other.id).not.toBe(id);
  });

  it("two moves racing for one time: one wins, the other gets 409", async () => {
    const a = await paidAt(at("2026-12-16", "09:00"));
    const b = await paidAt(at("2026-12-16", "10:00"));
    const results = await Promise.all([move(a.id, at("2026-12-16", "13:00")), move(b.id, at("2026-12-16", "13:00"))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db.select().from(appointments).where(eq(appointments.startsAt, at("2026-12-16", "13:00")));
    expect(rows).toHaveLength(1);
  });

  it("cancels: reserved prepaid hours come back, a card payment is marked refund due, both get METHOD:CANCEL", async () => {
    const { id, member } = await prepaidAt(at("2026-12-17", "09:00"), 1);
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(1);
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", sequence: 1, payment: "prepaid" });
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(0);
    const [mail] = await mails(member.email, "appointmentCancelled");
    expect(icsOf(mail!)).toContain("METHOD:CANCEL\r\n");
    expect(icsOf(mail!)).toContain("SEQUENCE:1\r\n");
    // Already cancelled: 409, and it cannot be moved either.
    expect((await cancel(id)).statusCode).toBe(409);
    expect((await move(id, at("2026-12-17", "10:00"))).statusCode).toBe(409);
    expect((await cancel("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    const card = await paidAt(at("2026-12-17", "11:00"));
    expect((await cancel(card.id)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, card.id));
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.orderId, row!.orderId!));
    expect(paid!.refundDue).toBe(true);
    expect((await mails(card.email, "appointmentCancelled"))[0]!.text).toContain("The payment will be refunded to your card.");
    // The calendar offers its Refund; once refunded in full it no longer does.
    const listed = async () => ((await list("2026-12-17", 1)).json().items as { id: string; refundPaymentId: string | null }[]).find((i) => i.id === card.id);
    expect(await listed()).toMatchObject({ refundPaymentId: paid!.id });
    const refunded = await ctx.app.inject({ method: "POST", url: `/api/payments/${paid!.id}/refunds`, payload: { amount: paid!.amount / 100, reason: "Cancelled", requestKey: "calendar-cancel" }, headers: admin });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await listed()).toMatchObject({ refundPaymentId: null });
  });

  it("done on prepaid hours: a completed task draws the time by the charging rule and sends the completion email", async () => {
    const { id, member } = await prepaidAt(at("2026-12-18", "09:00"), 3);
    const memberHeaders = await signedInAs(ctx, member);
    expect((await done(id, 1.5, memberHeaders)).statusCode).toBe(403);
    expect((await done(id, 0.25)).statusCode).toBe(400);
    expect((await done("00000000-0000-4000-8000-000000000000", 1)).statusCode).toBe(404);

    const res = await done(id, 0.5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "completed", hoursSpent: 0.5, payment: "prepaid" });
    // Half an hour is charged as the one-hour minimum; nothing stays reserved.
    expect(await balanceOf(ctx.db, member.id)).toBe(2);
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(0);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, row!.taskId!));
    expect(task).toMatchObject({ userId: member.id, status: "completed", title: expect.stringMatching(/^Appointment: Phone call, /) });
    expect(Number(task!.hoursUsed)).toBe(1);
    expect(Number(task!.unpaidHours)).toBe(0);
    expect(await mails(member.email, "taskCompleted")).toHaveLength(1);
    // Once: done again is refused.
    expect((await done(id, 1)).statusCode).toBe(409);
    expect(await balanceOf(ctx.db, member.id)).toBe(2);
  });

  it("done beyond the balance records the rest as unpaid time; a card appointment is only marked done", async () => {
    const { id, member } = await prepaidAt(at("2026-12-18", "11:00"), 1);
    expect((await done(id, 2)).statusCode).toBe(200);
    expect(await balanceOf(ctx.db, member.id)).toBe(1);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, row!.taskId!));
    expect(Number(task!.unpaidHours)).toBe(2);

    const card = await paidAt(at("2026-12-18", "13:00"));
    const res = await done(card.id, 1);
    expect(res.json()).toMatchObject({ status: "completed", hoursSpent: 1, payment: "paid" });
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, card.id)))[0]!.taskId).toBeNull();
  });

  it("the private iCalendar feed: a secret link, replaced or revoked by the operator", async () => {
    const member = await signedInAs(ctx, await createMember(ctx));
    expect((await ctx.app.inject({ method: "POST", url: "/api/calendar/feed", headers: member })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/calendar/feed" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendar/feed", headers: admin })).json()).toMatchObject({ active: false });

    const booked = await paidAt(at("2026-12-21", "10:00"));
    const gone = await paidAt(at("2026-12-21", "11:00"));
    await cancel(gone.id);
    const made = await ctx.app.inject({ method: "POST", url: "/api/calendar/feed", headers: admin });
    expect(made.statusCode).toBe(200);
    const url = new URL(made.json().url as string);
    expect(url.pathname).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const feed = await ctx.app.inject({ method: "GET", url: url.pathname, remoteAddress: uniqueIp() });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body).toContain("BEGIN:VCALENDAR\r\n");
    expect(feed.body).not.toContain("METHOD:");
    expect(feed.body).toContain(`UID:${booked.id}@concierge.localhost\r\n`);
    expect(feed.body).toContain("DTSTART;TZID=Europe/Sofia:20261221T100000\r\n");
    expect(feed.body).not.toContain(`UID:${gone.id}@`);
    // Only the hash is stored; an altered token is a 404.
    const altered = url.pathname.replace(/.(\.ics)$/, (m, ext) => `${m[0] === "A" ? "B" : "A"}${ext}`);
    expect((await ctx.app.inject({ method: "GET", url: altered, remoteAddress: uniqueIp() })).statusCode).toBe(404);

    // A new link: the old one stops working. Revoked: the new one too.
    const renewed = new URL((await ctx.app.inject({ method: "POST", url: "/api/calendar/feed", headers: admin })).json().url as string);
    expect((await ctx.app.inject({ method: "GET", url: url.pathname, remoteAddress: uniqueIp() })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: renewed.pathname, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/calendar/feed", headers: admin })).json()).toMatchObject({ active: false });
    expect((await ctx.app.inject({ method: "GET", url: renewed.pathname, remoteAddress: uniqueIp() })).statusCode).toBe(404);
  });

  it("done on an appointment still ahead: 409 unless the operator confirms it, in either language; once it has begun, no confirmation", async () => {
    const { id, member } = await prepaidAt(at("2026-12-11", "09:00"), 2);
    const ahead = await done(id, 1, admin, false);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error).toMatchObject({ code: "done_ahead", message: "This appointment is still ahead. Confirm that it took place to mark it done." });
    const bg = await ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/done`, payload: { hoursSpent: 1 }, headers: { ...admin, "accept-language": "bg" } });
    expect(bg.statusCode).toBe(409);
    expect(bg.json().error.code).toBe("done_ahead");
    // Nothing happened: still confirmed, the hours still reserved, no completion email.
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]).toMatchObject({ status: "confirmed", taskId: null });
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(1);
    expect(await mails(member.email, "taskCompleted")).toHaveLength(0);
    // A member is still refused before anything is said about the time.
    expect((await done(id, 1, await signedInAs(ctx, member), false)).statusCode).toBe(403);
    expect((await done(id, 1, {}, false)).statusCode).toBe(401);

    // Confirmed: done, and the audit log says it was marked ahead of time.
    expect((await done(id, 1, admin, true)).statusCode).toBe(200);
    const [audit] = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))).filter((r) => r.action === "appointment.completed");
    expect(audit!.after).toMatchObject({ status: "completed", markedAhead: true });

    // One that has begun (the clock moved past its start) needs no confirmation.
    const later = await paidAt(at("2026-11-24", "10:00"));
    ctx.clock.advance(at("2026-11-24", "10:05").getTime() - ctx.clock.now().getTime());
    try {
      expect((await done(later.id, 1, admin, false)).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(at("2026-11-21", "12:00").getTime() - ctx.clock.now().getTime());
    }
  });

  it("the admin home's upcoming: today's and tomorrow's (whatever the weekday), then the next few; never cancelled; the operator's only", async () => {
    // The clock's Saturday 21 November; a client made by hand on Sunday (tomorrow), Monday and later.
    const member = await createMember(ctx, { name: "Nina Ivanova" });
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 10, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const byHand = async (day: string, hhmm: string, payWith = "prepaid") => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/calendar",
        headers: admin,
        payload: { clientId: member.id, service: "phone_call", durationMinutes: 30, start: at(day, hhmm).toISOString(), place: "phone", phone: "+359 88 765 4321", purpose: "Upcoming", payWith },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const sunday = await byHand("2026-11-22", "11:00");
    const gone = await byHand("2026-11-22", "15:00", "unpaid");
    expect((await cancel(gone)).statusCode).toBe(200);
    const monday = await byHand("2026-11-23", "10:00", "unpaid");

    const res = await upcoming();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { today: string; tomorrow: string; timeZone: string; items: { id: string; start: string; name: string; payment: string; place: string }[] };
    expect(body).toMatchObject({ today: "2026-11-21", tomorrow: "2026-11-22", timeZone: "Europe/Sofia" });
    const ids = body.items.map((i) => i.id);
    expect(ids).toContain(sunday);
    expect(ids).not.toContain(gone);
    expect(ids.indexOf(sunday)).toBeLessThan(ids.indexOf(monday));
    expect(body.items.find((i) => i.id === monday)).toMatchObject({ name: "Nina Ivanova", payment: "unpaid", place: "phone", start: at("2026-11-23", "10:00").toISOString() });
    expect(body.items.find((i) => i.id === sunday)).toMatchObject({ payment: "prepaid" });
    // At most three after tomorrow, in start order.
    expect(body.items.filter((i) => i.start >= at("2026-11-23", "00:00").toISOString()).length).toBeLessThanOrEqual(3);
    expect([...body.items].sort((a, b) => a.start.localeCompare(b.start))).toEqual(body.items);

    // A calendar week says where the next one after it is (from now on, for a week gone by).
    expect((await list("2026-11-09")).json().next).toBe(at("2026-11-22", "11:00").toISOString());
    expect((await list("2026-11-16")).json().next).toBe(at("2026-11-23", "10:00").toISOString());

    expect((await upcoming({})).statusCode).toBe(401);
    expect((await upcoming(await signedInAs(ctx, member))).statusCode).toBe(403);
  });
});
