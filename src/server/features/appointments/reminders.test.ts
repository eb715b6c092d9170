import { describe, expect, it } from "vitest";
import { zonedInstant } from "../../../core/appointments/zone";
import { createAppointmentAgendaJob } from "./appointment-agenda";
import { createAppointmentRemindersJob } from "./appointment-reminders";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { passesAtOnce } from "../../test/jobs";
import { uniqueIp } from "../../test/browser";
import { followPayLink, payTestSession } from "../../test/payments";
import type { Locale } from "../../../core/locale";

const ctx = await setupTestApp();
const job = () => createAppointmentRemindersJob({ db: ctx.db, clock: ctx.clock, log: { info() {} } });

async function bookPaid(start: Date, language: Locale = "en") {
  const email = uniqueEmail("remind");
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/appointments",
    remoteAddress: uniqueIp(),
    payload: { service: "phone_call", durationMinutes: 30, start: start.toISOString(), place: "phone", name: "Maria", email, phone: "+359 88 123 4567", purpose: "A call", payWith: "card", language },
  });
  expect(res.statusCode).toBe(200);
  await payTestSession(ctx, await followPayLink(ctx, res.json()));
  return email;
}
const reminders = async (email: string) => (await ctx.mailTo(email)).filter((m) => m.template === "appointmentReminder").map((m) => m.subject).reverse();

describe("appointment reminders", () => {
  it("go 24 hours and 1 hour before, each once, whatever the number of instances running the job", async () => {
    // Booked on Saturday 21 November for Wednesday 25 November, 10:00 Sofia.
    const start = zonedInstant("2026-11-25", 600);
    const email = await bookPaid(start, "bg");
    const untilStart = () => start.getTime() - ctx.clock.now().getTime();

    await job().runOnce();
    expect(await reminders(email)).toEqual([]);

    ctx.clock.advance(untilStart() - 24 * 3_600_000);
    // Three instances at the same moment: one reminder.
    await passesAtOnce(3, job);
    await job().runOnce();
    expect(await reminders(email)).toEqual(["Напомняне: Телефонен разговор, 25 ноември 2026 г., 10:00 ч. българско време (EET)"]);
    expect((await ctx.mailTo(email)).find((m) => m.template === "appointmentReminder")!.text).toContain("срещата ви е утре");

    ctx.clock.advance(untilStart() - 3_600_000);
    await passesAtOnce(2, job);
    expect(await reminders(email)).toHaveLength(2);
    expect((await ctx.mailTo(email))[0]!.text).toContain("срещата ви започва след час");

    // After the start, nothing more.
    ctx.clock.advance(2 * 3_600_000);
    await job().runOnce();
    expect(await reminders(email)).toHaveLength(2);
  });

  it("skip the day-before reminder of an appointment booked less than 24 hours ahead, and remind nothing unpaid", async () => {
    // Thursday 26 November 12:00 Sofia; Friday 10:00 is 22 hours ahead (the notice is 12).
    ctx.clock.advance(zonedInstant("2026-11-26", 720).getTime() - ctx.clock.now().getTime());
    const start = zonedInstant("2026-11-27", 600);
    const email = await bookPaid(start);
    const held = uniqueEmail("held");
    const hold = await ctx.app.inject({
      method: "POST",
      url: "/api/appointments",
      remoteAddress: uniqueIp(),
      payload: { service: "phone_call", durationMinutes: 30, start: zonedInstant("2026-11-27", 630).toISOString(), place: "phone", name: "Hana", email: held, phone: "+359 88 123 4567", purpose: "A call", payWith: "card", language: "en" },
    });
    expect(hold.statusCode).toBe(200);
    await job().runOnce();
    expect(await reminders(email)).toEqual([]);
    ctx.clock.advance(start.getTime() - ctx.clock.now().getTime() - 3_600_000);
    await job().runOnce();
    expect(await reminders(email)).toEqual(["Reminder: Phone call, 27 November 2026, 10:00 Sofia time (EET)"]);
    expect(await reminders(held)).toEqual([]);
  });

  it("the operator's agenda goes at 8:00 Sofia time, once a day, listing the day's appointments in order", async () => {
    // Monday 30 November: two paid bookings (made the Friday before), one unpaid hold.
    ctx.clock.advance(zonedInstant("2026-11-27", 15 * 60).getTime() - ctx.clock.now().getTime());
    const late = await bookPaid(zonedInstant("2026-11-30", 15 * 60));
    const early = await bookPaid(zonedInstant("2026-11-30", 9 * 60 + 30));
    const agenda = () => createAppointmentAgendaJob({ db: ctx.db, clock: ctx.clock, operatorEmail: () => ctx.config.OPERATOR_EMAIL });
    const agendas = async () => (await ctx.mailTo(ctx.config.OPERATOR_EMAIL)).filter((m) => m.template === "appointmentAgenda");

    ctx.clock.advance(zonedInstant("2026-11-30", 7 * 60 + 59).getTime() - ctx.clock.now().getTime());
    expect(await agenda().runOnce()).toBe(0);
    ctx.clock.advance(60_000);
    const sent = await passesAtOnce(3, agenda);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    ctx.clock.advance(3_600_000);
    expect(await agenda().runOnce()).toBe(0);
    const [mail] = await agendas();
    expect(mail!.subject).toBe("Today's appointments, Monday, 30 November 2026: 2");
    expect(mail!.text.indexOf(early)).toBeGreaterThan(0);
    expect(mail!.text.indexOf(early)).toBeLessThan(mail!.text.indexOf(late));
    expect(mail!.text).toContain("09:30–10:00 Phone call: Maria");
  });
});
