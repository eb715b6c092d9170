import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { zonedInstant } from "../../../core/appointments/zone";
import { appointments, payments } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { createAppointmentRemindersJob } from "./appointment-reminders";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";
import type { Locale } from "../../../core/locale";

/** Another time by the mail's link, or from a member's dashboard. */
const ctx = await setupTestApp();
const OPERATOR = "operator@concierge.test";
const HOUR = 3_600_000;

const call = (method: "GET" | "POST", url: string, opts: { headers?: Record<string, string>; start?: Date } = {}) =>
  ctx.app.inject({ method, url, headers: opts.headers ?? {}, remoteAddress: uniqueIp(), ...(method === "POST" ? { payload: opts.start ? { start: opts.start.toISOString() } : {} } : {}) });
const rowOf = async (id: string) => (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const mails = async (to: string, template: string) => (await ctx.mailTo(to)).filter((m) => m.template === template);
const icsOf = (m: { attachments: unknown[] }) => (m.attachments[0] as { ics: string }).ics;
/** The token of a mail's reschedule link (the cancel link carries the same one). */
const tokenIn = (text: string) => new URL(linkFrom(text, "http://concierge.localhost/book/reschedule?token=")).searchParams.get("token")!;

/** A weekday (open hours by default) at least `days` after the test clock's now: YYYY-MM-DD. */
function weekdayAhead(days: number): string {
  const d = new Date(ctx.clock.now().getTime() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function bookPaid(start: Date, language: Locale = "en") {
  const email = uniqueEmail("moving");
  const payload = { service: "phone_call", durationMinutes: 30, start: start.toISOString(), place: "phone", name: "Maria", email, phone: "+359 88 123 4567", purpose: "A call", payWith: "card", language };
  const res = await ctx.app.inject({ method: "POST", url: "/api/appointments", remoteAddress: uniqueIp(), payload });
  expect(res.statusCode, res.body).toBe(200);
  await payTestSession(ctx, await followPayLink(ctx, res.json()));
  const [confirmation] = await mails(email, "appointmentConfirmed");
  return { id: res.json().appointment.id as string, email, token: tokenIn(confirmation!.text) };
}

async function memberBooking(day: string, minutes: number) {
  const member = await createMember(ctx);
  await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 2, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
  const headers = await signedInAs(ctx, member);
  const payload = { service: "phone_call", durationMinutes: 30, start: zonedInstant(day, minutes).toISOString(), place: "phone", name: "Maria", email: member.email, phone: "+359 88 123 4567", purpose: "Call the landlord", payWith: "prepaid", language: "en" };
  const res = await ctx.app.inject({ method: "POST", url: "/api/appointments", headers, remoteAddress: uniqueIp(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return { member, headers, id: res.json().appointment.id as string };
}

describe("reschedule by the confirmation mail's link", () => {
  it("moves it to a free time: SEQUENCE + 1 in both mails' invites, fresh links, the used link is used up, the payment stays", async () => {
    const day = weekdayAhead(5);
    const start = zonedInstant(day, 10 * 60);
    const { id, email, token } = await bookPaid(start);
    const [confirmation] = await mails(email, "appointmentConfirmed");
    expect(confirmation!.text).toContain(`Pick another time online up to 24 hours before: http://concierge.localhost/book/reschedule?token=${token}`);
    expect(confirmation!.text).toContain(`Cancel online up to 24 hours before: http://concierge.localhost/book/cancel?token=${token}`);

    const info = await call("GET", `/api/appointments/reschedule/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ service: "phone_call", durationMinutes: 30, start: start.toISOString(), status: "confirmed", reschedulable: true });
    const offered = info.json().slots.map((s: { start: string }) => s.start);
    // Its own time is no choice, but the half hour after it is (its own time counts as free).
    expect(offered).not.toContain(start.toISOString());
    expect(offered).toContain(zonedInstant(day, 10 * 60 + 30).toISOString());

    const to = zonedInstant(day, 15 * 60);
    const moved = await call("POST", `/api/appointments/reschedule/${token}`, { start: to });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: to.toISOString(), end: new Date(to.getTime() + 30 * 60_000).toISOString(), status: "confirmed" });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "confirmed", sequence: 1, startsAt: to, reminded24hAt: null, reminded1hAt: null, confirmedAt: ctx.clock.now() });
    // The card payment is untouched: no refund is due.
    expect((await ctx.db.select().from(payments).where(eq(payments.orderId, row.orderId!)))[0]!.refundDue).toBe(false);

    const [customer] = await mails(email, "appointmentMoved");
    const operator = (await mails(OPERATOR, "appointmentMoved")).filter((m) => m.text.includes(email));
    expect(operator).toHaveLength(1);
    expect(customer!.subject).toMatch(/^Moved: Phone call, now .*15:00 Sofia time/);
    for (const m of [customer!, operator[0]!]) {
      const ics = icsOf(m);
      expect(ics).toContain("METHOD:REQUEST\r\n");
      expect(ics).toContain("SEQUENCE:1\r\n");
      expect(ics).toContain(`UID:${id}@concierge.localhost\r\n`);
      expect(ics).toContain(`DTSTART;TZID=Europe/Sofia:${day.replaceAll("-", "")}T150000\r\n`);
    }
    // The moved mail carries fresh links; the ones used are used up (404, nothing changes).
    const fresh = tokenIn(customer!.text);
    expect(fresh).not.toBe(token);
    expect(customer!.text).toContain(`/book/cancel?token=${fresh}`);
    expect(operator[0]!.text).not.toContain("token=");
    const used = await call("POST", `/api/appointments/reschedule/${token}`, { start: zonedInstant(day, 16 * 60) });
    expect(used.statusCode).toBe(404);
    expect(used.json().error.message).toBe(english(M.rescheduleLinkInvalid));
    expect((await call("POST", `/api/appointments/cancel/${token}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/appointments/reschedule/${fresh}`)).json()).toMatchObject({ start: to.toISOString(), reschedulable: true });
    expect((await rowOf(id)).sequence).toBe(1);
  });

  it("in Bulgarian: the link says so and the moved mail is in Bulgarian", async () => {
    const day = weekdayAhead(6);
    const { email, token } = await bookPaid(zonedInstant(day, 9 * 60), "bg");
    const [confirmation] = await mails(email, "appointmentConfirmed");
    expect(confirmation!.text).toContain(`Друг час онлайн до 24 часа преди срещата: http://concierge.localhost/book/reschedule?token=${token}&lang=bg`);
    expect((await call("POST", `/api/appointments/reschedule/${token}`, { start: zonedInstant(day, 11 * 60) })).statusCode).toBe(200);
    const [moved] = await mails(email, "appointmentMoved");
    expect(moved!.subject).toMatch(/^Преместено: Телефонен разговор, вече .*11:00/);
    expect(moved!.text).toContain("&lang=bg");
  });

  it("a taken time answers 409 with the next free times; an altered token 404; neither changes anything", async () => {
    const day = weekdayAhead(7);
    const mine = await bookPaid(zonedInstant(day, 10 * 60));
    await bookPaid(zonedInstant(day, 12 * 60));
    const taken = await call("POST", `/api/appointments/reschedule/${mine.token}`, { start: zonedInstant(day, 12 * 60) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: "slot_taken", message: english(M.taken), key: "appointment.taken" });
    expect(taken.json().nextSlots.length).toBeGreaterThan(0);
    for (const s of taken.json().nextSlots as { start: string }[]) expect(new Date(s.start).getTime()).toBeGreaterThan(zonedInstant(day, 12 * 60).getTime());

    const altered = `${mine.token.slice(0, -1)}${mine.token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "short", "x".repeat(300)]) {
      expect((await call("GET", `/api/appointments/reschedule/${bad}`)).statusCode).toBe(404);
      const refused = await call("POST", `/api/appointments/reschedule/${bad}`, { start: zonedInstant(day, 15 * 60) });
      expect(refused.statusCode).toBe(404);
      if (bad.length < 300) expect(refused.json().error.message).toBe(english(M.rescheduleLinkInvalid));
    }
    // Outside the opening hours: the booking's own 400.
    const night = await call("POST", `/api/appointments/reschedule/${mine.token}`, { start: zonedInstant(day, 22 * 60) });
    expect(night.statusCode).toBe(400);
    expect(await rowOf(mine.id)).toMatchObject({ sequence: 0, startsAt: zonedInstant(day, 10 * 60) });
    expect(await mails(mine.email, "appointmentMoved")).toHaveLength(0);
  });

  it("two links racing for one time: one moves, the other gets 409 with the next free times", async () => {
    const day = weekdayAhead(11);
    const a = await bookPaid(zonedInstant(day, 9 * 60));
    const b = await bookPaid(zonedInstant(day, 10 * 60));
    const to = zonedInstant(day, 13 * 60);
    const results = await Promise.all([a, b].map((x) => call("POST", `/api/appointments/reschedule/${x.token}`, { start: to })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!.json();
    expect(loser.error.code).toBe("slot_taken");
    expect(loser.nextSlots.map((s: { start: string }) => s.start)).not.toContain(to.toISOString());
    const rows = await Promise.all([rowOf(a.id), rowOf(b.id)]);
    expect(rows.filter((r) => r.startsAt.getTime() === to.getTime())).toHaveLength(1);
    expect(rows.map((r) => r.sequence).sort()).toEqual([0, 1]);
  });
});

describe("a member reschedules from the dashboard", () => {
  it("moves their own with the same rule and mails; another member and the operator get 404, a visitor 401", async () => {
    const day = weekdayAhead(10);
    const { member, headers, id } = await memberBooking(day, 10 * 60);
    const stranger = await signedInAs(ctx, await createMember(ctx));
    const admin = await signedInAs(ctx, await createAdmin(ctx));
    const to = zonedInstant(day, 14 * 60);
    for (const h of [stranger, admin]) {
      expect((await call("GET", `/api/appointments/${id}/reschedule`, { headers: h })).statusCode).toBe(404);
      const refused = await call("POST", `/api/appointments/${id}/reschedule`, { headers: h, start: to });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(english(M.notFound));
    }
    expect((await call("POST", "/api/appointments/not-a-uuid/reschedule", { headers, start: to })).statusCode).toBe(404);
    expect((await call("POST", `/api/appointments/${id}/reschedule`, { start: to })).statusCode).toBe(401);
    expect((await rowOf(id)).sequence).toBe(0);

    const info = await call("GET", `/api/appointments/${id}/reschedule`, { headers });
    expect(info.json()).toMatchObject({ reschedulable: true, start: zonedInstant(day, 10 * 60).toISOString() });
    expect(info.json().slots.map((s: { start: string }) => s.start)).toContain(to.toISOString());
    const res = await call("POST", `/api/appointments/${id}/reschedule`, { headers, start: to });
    expect(res.statusCode, res.body).toBe(200);
    // The prepaid reservation stays as it was.
    expect(await rowOf(id)).toMatchObject({ startsAt: to, sequence: 1, paidWith: "prepaid", reservedHours: 1 });
    const [moved] = await mails(member.email, "appointmentMoved");
    expect(icsOf(moved!)).toContain("SEQUENCE:1\r\n");
    expect((await call("GET", "/api/appointments/mine", { headers })).json().upcoming[0]).toMatchObject({ id, start: to.toISOString() });
  });
});

describe("the 24-hour rule and the reminders", () => {
  it("the reminders follow the new time; within 24 hours of the start it can no longer be moved (409, nothing changes)", async () => {
    const job = () => createAppointmentRemindersJob({ db: ctx.db, clock: ctx.clock, log: { info() {} } });
    const first = weekdayAhead(4);
    const later = weekdayAhead(6);
    const { id, email, token } = await bookPaid(zonedInstant(first, 10 * 60));
    const moved = await call("POST", `/api/appointments/reschedule/${token}`, { start: zonedInstant(later, 10 * 60) });
    expect(moved.statusCode).toBe(200);
    // 24 hours before the old time: no reminder; 24 hours before the new one: one.
    ctx.clock.advance(zonedInstant(first, 10 * 60).getTime() - 24 * HOUR - ctx.clock.now().getTime());
    await job().runOnce();
    expect(await mails(email, "appointmentReminder")).toHaveLength(0);
    ctx.clock.advance(zonedInstant(later, 10 * 60).getTime() - 24 * HOUR - ctx.clock.now().getTime());
    await job().runOnce();
    expect(await mails(email, "appointmentReminder")).toHaveLength(1);

    // Now less than 24 hours before: refused, by the link and on the dashboard.
    const [movedMail] = await mails(email, "appointmentMoved");
    const late = await call("POST", `/api/appointments/reschedule/${tokenIn(movedMail!.text)}`, { start: zonedInstant(weekdayAhead(3), 10 * 60) });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(english(M.rescheduleClosed));
    expect(await rowOf(id)).toMatchObject({ startsAt: zonedInstant(later, 10 * 60), sequence: 1 });

    const memberDay = weekdayAhead(2);
    const { headers, id: memberId } = await memberBooking(memberDay, 11 * 60);
    ctx.clock.advance(zonedInstant(memberDay, 11 * 60).getTime() - 20 * HOUR - ctx.clock.now().getTime());
    const mineLate = await call("POST", `/api/appointments/${memberId}/reschedule`, { headers, start: zonedInstant(weekdayAhead(4), 10 * 60) });
    expect(mineLate.statusCode).toBe(409);
    expect(mineLate.json().error.message).toBe(english(M.rescheduleClosed));
    expect((await call("GET", `/api/appointments/${memberId}/reschedule`, { headers })).json()).toMatchObject({ reschedulable: false, slots: [] });
  });
});
