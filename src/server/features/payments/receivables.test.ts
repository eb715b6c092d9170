import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bgnToEur } from "../../../core/money";
import { dueAtOf, sofiaDay } from "../../../core/receivables";
import { paymentRequests } from "../../db/schema";
import { createPaymentRemindersJob } from "./payment-reminders";
import { linkFrom, setupTestApp } from "../../test/app";
import { passesAtOnce } from "../../test/jobs";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";

/** Receivables: the operator's open requests, due dates, Remind and the reminders job. */
const ctx = await setupTestApp();
const DAY = 86_400_000;
const admin = await apiAs(ctx, await createAdmin(ctx));
const job = () => createPaymentRemindersJob({ db: ctx.db, clock: ctx.clock, publicUrl: ctx.config.publicUrl, log: ctx.app.log });
const day = (offsetDays: number) => sofiaDay(new Date(ctx.clock.now().getTime() + offsetDays * DAY));

async function billed(body: Record<string, unknown> = {}, lang?: "bg") {
  const member = await apiAs(ctx, await createMember(ctx, { name: "Ivan Ivanov" }));
  if (lang) await admin.patch(`/api/clients/${member.user.id}`, { fullName: "Иван Иванов", phone: "", preferredLanguage: lang });
  const res = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "35.50", description: "Courier", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return { member, request: res.json() };
}
const reminders = async (email: string) => (await ctx.mailTo(email)).filter((m) => m.template === "paymentReminder");
/** The clock moves on by `ms`, `instances` servers run the job at once and one runs it again after: the reminders `email` has by then. */
async function remindersAfter(ms: number, instances: number, email: string) {
  ctx.clock.advance(ms);
  await passesAtOnce(instances, job);
  await job().runOnce();
  return reminders(email);
}
const rowOf = async (id: string) => (await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!;

describe("open requests", () => {
  it("requests fall due at 09:00 Sofia time, a week ahead by default or on the operator's day; a past or far day is refused", async () => {
    const { request } = await billed();
    expect(request.dueAt).toBe(dueAtOf(day(7)).toISOString());
    // 2026-11-28 09:00 in Sofia (winter, UTC+2).
    expect(dueAtOf("2026-11-28").toISOString()).toBe("2026-11-28T07:00:00.000Z");
    expect(dueAtOf("2026-07-01").toISOString()).toBe("2026-07-01T06:00:00.000Z");
    expect((await billed({ dueDate: day(20) })).request.dueAt).toBe(dueAtOf(day(20)).toISOString());
    const member = (await billed()).member;
    for (const dueDate of [day(-1), day(400), "2026-02-31"]) {
      const res = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: 5, description: "x", dueDate });
      expect(res.statusCode, dueDate).toBe(400);
    }
    const refused = await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: 5, description: "x", dueDate: day(-1) });
    expect(refused.json().error.fields).toEqual({ dueDate: "Choose a due date from today to a year from now" });
  });

  it("list every unpaid request with client, amount, dates, age and reminders, and their one total in euro, BGN converted; admin only", async () => {
    const { member, request } = await billed();
    const other = await billed({ amount: "10.00" });
    // A request from before the euro, not yet re-denominated: counted converted, and said so.
    await ctx.db.insert(paymentRequests).values({ userId: member.user.id, amount: 2000, currency: "BGN", description: "Old bill", dueAt: ctx.clock.now(), createdAt: ctx.clock.now() });
    ctx.clock.advance(3 * DAY);
    const list = (await admin.get("/api/payment-requests")).json();
    const mine = list.items.find((r: { id: string }) => r.id === request.id);
    expect(mine).toMatchObject({
      client: { id: member.user.id, name: "Ivan Ivanov", email: member.user.email },
      amount: 3550,
      currency: "EUR",
      description: "Courier",
      status: "open",
      createdAt: request.createdAt,
      dueAt: request.dueAt,
      ageDays: 3,
      overdue: false,
      remindersSent: 0,
      lastRemindedAt: null,
    });
    const sum = (c: string) => list.items.filter((r: { currency: string }) => r.currency === c).reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(sum("BGN")).toBe(2000);
    expect(list.totals).toEqual([{ currency: "EUR", amount: sum("EUR") + bgnToEur(2000), count: list.items.length, bgnIncluded: 2000 }]);
    // The admin dashboard's Open requests card says the same.
    const dashboard = (await admin.get("/api/dashboard")).json();
    expect(dashboard.cards.openRequests).toEqual({ count: list.items.length, totals: list.totals.map((t: { amount: number; currency: string; bgnIncluded: number }) => ({ amount: t.amount, currency: t.currency, bgnIncluded: t.bgnIncluded })) });
    // Earliest due first.
    const dues = list.items.map((r: { dueAt: string }) => r.dueAt);
    expect(dues).toEqual([...dues].sort());

    // Paid and cancelled requests leave the list.
    await admin.post(`/api/payment-requests/${other.request.id}/cancel`, {});
    expect((await admin.get("/api/payment-requests")).json().items.some((r: { id: string }) => r.id === other.request.id)).toBe(false);

    expect((await member.get("/api/payment-requests")).statusCode).toBe(403);
    expect((await other.member.post(`/api/payment-requests/${request.id}/remind`, {})).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: "/api/payment-requests" })).statusCode).toBe(401);
  });

  it("Remind emails the client a pay link now, counts it, and refuses a second within 24 hours", async () => {
    const { member, request } = await billed({}, "bg");
    const sent = await admin.post(`/api/payment-requests/${request.id}/remind`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: "Reminder sent", request: { id: request.id, remindersSent: 1, lastRemindedAt: ctx.clock.now().toISOString() } });
    const [mail] = await reminders(member.user.email);
    expect(mail!.subject).toBe("Напомняне: плащане за 35,50\u00a0€");
    expect(mail!.text).toContain("ч. българско време");
    // The link pays the request, signed out.
    const token = new URL(linkFrom(mail!.text, `${ctx.config.publicUrl}/pay/`)).pathname.split("/")[2]!;
    expect((await ctx.app.inject({ url: `/api/pay/${token}` })).json()).toMatchObject({ amount: 3550 });

    ctx.clock.advance(23 * 3600_000);
    const again = await admin.post(`/api/payment-requests/${request.id}/remind`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("A reminder was sent less than 24 hours ago. You can send the next one 24 hours after the last.");
    expect(await reminders(member.user.email)).toHaveLength(1);
    ctx.clock.advance(3600_000);
    expect((await admin.post(`/api/payment-requests/${request.id}/remind`, {})).json().request.remindersSent).toBe(2);

    // Closed or unknown requests.
    await admin.post(`/api/payment-requests/${request.id}/cancel`, {});
    ctx.clock.advance(DAY);
    expect((await admin.post(`/api/payment-requests/${request.id}/remind`, {})).statusCode).toBe(409);
    expect((await admin.post("/api/payment-requests/00000000-0000-4000-8000-000000000000/remind", {})).statusCode).toBe(404);
    expect((await admin.post("/api/payment-requests/nope/remind", {})).statusCode).toBe(404);
    expect(await reminders(member.user.email)).toHaveLength(2);
  });
});

describe("reminders job", () => {
  it("sends one reminder on the due date and one a week later, each once, whatever the number of runs and instances", async () => {
    const { member, request } = await billed();
    const dueAt = Date.parse(request.dueAt);
    ctx.clock.advance(dueAt - 60_000 - ctx.clock.now().getTime());
    await job().runOnce();
    expect(await reminders(member.user.email)).toHaveLength(0);

    const first = await remindersAfter(60_000, 3, member.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("Reminder: payment of €35.50");
    expect(first[0]!.text).toContain("Sofia time");
    expect(first[0]!.text).toContain(`${ctx.config.publicUrl}/pay/`);
    expect(await rowOf(request.id)).toMatchObject({ remindersSent: 1, dueReminderAt: ctx.clock.now() });

    ctx.clock.advance(7 * DAY - 60_000);
    await job().runOnce();
    expect(await reminders(member.user.email)).toHaveLength(1);
    const second = await remindersAfter(60_000, 2, member.user.email);
    expect(second).toHaveLength(2);
    expect(second[0]!.text).toContain("was due on");

    // Two, then no more.
    ctx.clock.advance(30 * DAY);
    await job().runOnce();
    expect(await reminders(member.user.email)).toHaveLength(2);
    expect((await rowOf(request.id)).remindersSent).toBe(2);
  });

  it("sends a client one reminder listing all their due requests, whatever the number of instances", async () => {
    const { member, request } = await billed({ dueDate: day(2) });
    const other = (await admin.post(`/api/clients/${member.user.id}/payment-requests`, { amount: "12.00", description: "Notary visit", dueDate: day(2) })).json();
    const mails = await remindersAfter(Date.parse(request.dueAt) - ctx.clock.now().getTime(), 3, member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Courier — €35.50");
    expect(mails[0]!.text).toContain("Notary visit — €12.00");
    expect(mails[0]!.text.match(new RegExp(`${ctx.config.publicUrl}/pay/`, "g"))).toHaveLength(2);
    for (const id of [request.id, other.id]) expect(await rowOf(id)).toMatchObject({ remindersSent: 1, dueReminderAt: ctx.clock.now() });

    // The week-later reminder is one mail as well.
    expect(await remindersAfter(7 * DAY, 2, member.user.email)).toHaveLength(2);
    for (const id of [request.id, other.id]) expect((await rowOf(id)).remindersSent).toBe(2);
  });

  it("sends nothing for a request paid or cancelled, and waits 24 hours after the operator's Remind", async () => {
    const paid = await billed();
    const cancelled = await billed();
    const reminded = await billed();
    const url = (await paid.member.post(`/api/payment-requests/${paid.request.id}/checkout`, {})).json().url as string;
    await payTestSession(ctx, url.split("/").pop()!);
    expect((await rowOf(paid.request.id)).status).toBe("paid");
    await admin.post(`/api/payment-requests/${cancelled.request.id}/cancel`, {});

    const dueAt = Date.parse(reminded.request.dueAt);
    ctx.clock.advance(dueAt - 3600_000 - ctx.clock.now().getTime());
    await admin.post(`/api/payment-requests/${reminded.request.id}/remind`, {});
    ctx.clock.advance(3600_000);
    await job().runOnce();
    expect(await reminders(reminded.member.user.email)).toHaveLength(1);
    ctx.clock.advance(23 * 3600_000);
    await job().runOnce();
    expect(await reminders(reminded.member.user.email)).toHaveLength(2);
    expect((await rowOf(reminded.request.id)).remindersSent).toBe(2);

    ctx.clock.advance(30 * DAY);
    await job().runOnce();
    expect(await reminders(paid.member.user.email)).toHaveLength(0);
    expect(await reminders(cancelled.member.user.email)).toHaveLength(0);
  });
});
