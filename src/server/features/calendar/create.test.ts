import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { appointments, auditLog, paymentRequests, profiles } from "../../db/schema";
import { calendarBody as body, sofiaAt as at } from "../../test/booking";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { creditHours } from "../../test/tasks";
import { reservedHoursOf } from "../appointments";
import type { Locale } from "../../../core/locale";

const ctx = await setupTestApp();
// The test clock: Saturday 21 November 2026, 12:00 in Sofia.
const adminUser = await createAdmin(ctx);
const admin = await signedInAs(ctx, adminUser);

const create = (payload: object, headers: Record<string, string> = admin) => ctx.app.inject({ method: "POST", url: "/api/calendar", payload, headers });
const rowsOf = (userId: string) => ctx.db.select().from(appointments).where(eq(appointments.userId, userId));
const mails = async (to: string, template: string) => (await ctx.mailTo(to)).filter((m) => m.template === template);

/** A member with prepaid hours and, optionally, Bulgarian as their language. */
async function client(hours = 2, lang: Locale = "en") {
  const member = await createMember(ctx, { name: "Ivan Georgiev" });
  if (hours) await creditHours(ctx, member.id, hours);
  if (lang === "bg") await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, member.id));
  return member;
}

describe("an appointment made by hand in the calendar", () => {
  it("the operator makes one on the client's prepaid hours, outside the public hours and within 12 hours: reserved, confirmed in the client's language, audited", async () => {
    const member = await client(2, "bg");
    // Saturday 21:00 Sofia: a closed day, nine hours from now — the operator's own time.
    const res = await create(body(member.id, at("2026-11-21", "21:00"), { durationMinutes: 30 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "confirmed", payment: "prepaid", reservedHours: 1, email: member.email, name: "Ivan Georgiev", start: at("2026-11-21", "21:00").toISOString() });
    const id = res.json().id as string;

    // The client's hours: one reserved (drawn when done), shown on their dashboard.
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(1);
    const mine = await ctx.app.inject({ method: "GET", url: "/api/appointments/mine", headers: await signedInAs(ctx, member) });
    expect(mine.json().upcoming).toEqual([expect.objectContaining({ id, paidWith: "prepaid", reservedHours: 1, status: "confirmed" })]);

    // The confirmation with the invite, in Bulgarian; the operator's copy too.
    const [confirmed] = await mails(member.email, "appointmentConfirmed");
    expect(confirmed!.subject).toMatch(/^Потвърдено: Телефонен разговор, /);
    expect(confirmed!.text).toContain("1 предплатен час е запазен от баланса ви");
    expect((confirmed!.attachments[0] as { ics: string }).ics).toContain(`UID:${id}@concierge.localhost`);
    expect((await mails("operator@concierge.test", "appointmentBooked")).some((m) => m.text.includes(`Ivan Georgiev <${member.email}>`))).toBe(true);

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ action: "appointment.created", entity: "appointment", actorId: adminUser.id, clientId: member.id, after: { start: at("2026-11-21", "21:00").toISOString(), payWith: "prepaid" } });
  });

  it("unpaid, with a payment request: the client gets the pay link for the catalogue's price; without one, only the confirmation", async () => {
    const member = await client(0);
    const res = await create(body(member.id, at("2026-11-30", "10:00"), { service: "in_person", durationMinutes: 90, place: "address", address: "12 Rakovski St, Sofia", payWith: "request" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment: "unpaid", reservedHours: null, address: "12 Rakovski St, Sofia" });
    const [request] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, member.id));
    // 90 minutes are charged as 1.5 hours at €10.23 (15.345, half up).
    expect(request).toMatchObject({ amount: 1535, currency: "EUR", status: "open" });
    expect(request!.description).toMatch(/^In-person help, Mon, 30 Nov 2026, 10:00 \(Sofia\)$/);
    expect(await mails(member.email, "paymentRequested")).toHaveLength(1);
    const [confirmed] = await mails(member.email, "appointmentConfirmed");
    expect(confirmed!.text).toContain("Not paid yet: we will let you know how to pay.");

    const plain = await create(body(member.id, at("2026-11-30", "14:00"), { payWith: "unpaid" }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().payment).toBe("unpaid");
    expect(await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, member.id))).toHaveLength(1);
    expect(await reservedHoursOf(ctx.db, member.id)).toBe(0);
  });

  it("never over another appointment: 409 with a clear message, and nothing changes", async () => {
    const first = await client(4);
    const second = await client(4);
    expect((await create(body(first.id, at("2026-12-01", "10:00"), { service: "accompaniment", durationMinutes: 60, place: "address", address: "Sofia" }))).statusCode).toBe(201);
    const before = (await ctx.mailTo(second.email)).length;

    const clash = await create(body(second.id, at("2026-12-01", "10:30"), { payWith: "request" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: "slot_taken", message: "This time overlaps another appointment (or the buffer after it). Please choose another time." });
    expect(await rowsOf(second.id)).toHaveLength(0);
    expect(await reservedHoursOf(ctx.db, second.id)).toBe(0);
    expect(await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, second.id))).toHaveLength(0);
    expect(await ctx.mailTo(second.email)).toHaveLength(before);
    // Right after it (its end plus the buffer, 15 minutes by default) is free.
    expect((await create(body(second.id, at("2026-12-01", "11:15")))).statusCode).toBe(201);
  });

  it("is the operator's: a visitor gets 401, a member 403, and nothing is made", async () => {
    const member = await client(2);
    expect((await create(body(member.id, at("2026-12-02", "10:00")), {})).statusCode).toBe(401);
    expect((await create(body(member.id, at("2026-12-02", "10:00")), await signedInAs(ctx, member))).statusCode).toBe(403);
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it("refuses bad input with the field's message, an unknown client with 404, too few hours with 402", async () => {
    const member = await client(1);
    const bad = await create(body(member.id, at("2026-12-03", "10:00"), { clientId: "", payWith: "cash" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ clientId: "Please choose a client", payWith: "Please choose how it is paid" });
    const tampered = await create(body(member.id, at("2026-12-03", "10:00"), { durationMinutes: 45, place: "address" }));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.fields).toEqual({ durationMinutes: "Please choose one of the service's durations", address: "Please enter the address where we meet" });
    // Tampering: a price or another field is refused.
    expect((await create({ ...body(member.id, at("2026-12-03", "10:00")), price: 1 })).statusCode).toBe(400);
    const past = await create(body(member.id, at("2026-11-21", "09:00")));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ start: "This time is in the past. Please choose another time." });

    // Nobody by that id, or an operator's id: not a client.
    const unknown = await create(body("00000000-0000-4000-8000-000000000000", at("2026-12-03", "10:00")));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Client not found");
    expect((await create(body(adminUser.id, at("2026-12-03", "10:00")))).statusCode).toBe(404);

    // One hour on the balance, a 90-minute appointment needs 1.5.
    const short = await create(body(member.id, at("2026-12-03", "10:00"), { service: "in_person", durationMinutes: 90, place: "online" }));
    expect(short.statusCode).toBe(402);
    expect(short.json().error.message).toBe("The client does not have enough prepaid hours for this appointment. Choose unpaid or send a payment request.");
    expect(await rowsOf(member.id)).toHaveLength(0);
  });
});
