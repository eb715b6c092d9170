import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { zonedInstant } from "../../../core/appointments/zone";
import { appointments } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { setupTestApp } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";

/** A member's own appointments on their dashboard, and cancelling one. */
const ctx = await setupTestApp();

async function memberWithHours(hours: number) {
  const member = await createMember(ctx);
  if (hours > 0) await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
  return { member, headers: await signedInAs(ctx, member) };
}
const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method, url, headers, remoteAddress: uniqueIp() });
const bookPrepaid = async (headers: Record<string, string>, email: string, day: string, minutes: number) => {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/appointments",
    headers,
    remoteAddress: uniqueIp(),
    payload: { service: "phone_call", durationMinutes: 30, start: zonedInstant(day, minutes).toISOString(), place: "phone", name: "Maria", email, phone: "+359 88 123 4567", purpose: "Call the landlord", payWith: "prepaid", language: "en" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().appointment.id as string;
};
/** A weekday (open hours by default) at least `days` after the test clock's now: YYYY-MM-DD. */
function weekdayAhead(days: number): string {
  const d = new Date(ctx.clock.now().getTime() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const balance = async (headers: Record<string, string>) => (await call("GET", "/api/hours", headers)).json().balance as number;

describe("a member's appointments", () => {
  it("lists their own upcoming and past ones; another member sees none of them, a visitor is refused", async () => {
    const { member, headers } = await memberWithHours(5);
    const first = await bookPrepaid(headers, member.email, weekdayAhead(5), 10 * 60);
    const second = await bookPrepaid(headers, member.email, weekdayAhead(7), 11 * 60);
    const mine = (await call("GET", "/api/appointments/mine", headers)).json();
    expect(mine.upcoming.map((a: { id: string }) => a.id)).toEqual([first, second]);
    expect(mine.upcoming[0]).toMatchObject({ service: "phone_call", status: "confirmed", place: "phone", paidWith: "prepaid", reservedHours: 1, cancellable: true });
    expect(mine.past).toEqual([]);

    const other = await memberWithHours(0);
    expect((await call("GET", "/api/appointments/mine", other.headers)).json()).toEqual({ upcoming: [], past: [] });
    expect((await call("GET", "/api/appointments/mine")).statusCode).toBe(401);

    // Once its time has passed it is a past one.
    ctx.clock.advance(9 * 86_400_000);
    const later = (await call("GET", "/api/appointments/mine", headers)).json();
    expect(later.upcoming).toEqual([]);
    expect(later.past.map((a: { id: string }) => a.id)).toEqual([second, first]);
    expect(later.past[0].cancellable).toBe(false);
  });

  it("cancels their own, freeing the reserved hours and sending METHOD:CANCEL; another's is a 404, and nothing changes", async () => {
    const { member, headers } = await memberWithHours(3);
    const id = await bookPrepaid(headers, member.email, weekdayAhead(10), 10 * 60);
    const stranger = await memberWithHours(0);
    const admin = await signedInAs(ctx, await createAdmin(ctx));

    // Another member's, or the operator's own (empty) list: the unknown id's 404.
    for (const h of [stranger.headers, admin]) expect((await call("POST", `/api/appointments/${id}/cancel`, h)).statusCode).toBe(404);
    expect((await call("POST", "/api/appointments/not-a-uuid/cancel", headers)).statusCode).toBe(404);
    expect((await call("POST", `/api/appointments/${id}/cancel`)).statusCode).toBe(401);
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("confirmed");

    const res = await call("POST", `/api/appointments/${id}/cancel`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "cancelled", cancellable: false });
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: "cancelled", sequence: 1 });
    const mails = (await ctx.mailTo(member.email)).filter((m) => m.template === "appointmentCancelled");
    expect(mails).toHaveLength(1);
    const invite = mails[0]!.attachments[0]!;
    expect("ics" in invite ? invite.ics : "").toContain("METHOD:CANCEL");
    // Only confirmed appointments reserve hours: the 3 hours are all free again for a new booking.
    const day = weekdayAhead(12);
    await bookPrepaid(headers, member.email, day, 10 * 60);
    await bookPrepaid(headers, member.email, day, 12 * 60);
    await bookPrepaid(headers, member.email, day, 14 * 60);
    expect(await balance(headers)).toBe(3);

    const again = await call("POST", `/api/appointments/${id}/cancel`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(english(M.alreadyCancelled));
  });

  it("within 24 hours of the start it cannot be cancelled here either", async () => {
    const { member, headers } = await memberWithHours(2);
    const day = weekdayAhead(6);
    const id = await bookPrepaid(headers, member.email, day, 10 * 60);
    const start = zonedInstant(day, 10 * 60).getTime();
    ctx.clock.advance(start - ctx.clock.now().getTime() - 20 * 3_600_000);
    const res = await call("POST", `/api/appointments/${id}/cancel`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(english(M.cancelClosed));
    expect((await call("GET", "/api/appointments/mine", headers)).json().upcoming[0]).toMatchObject({ id, cancellable: false });
  });
});
