import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { appointments, auditLog, paymentRequests, tasks } from "../../db/schema";
import { calendarBody, sofiaAt as at } from "../../test/booking";
import { linkFrom, setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { payTestSession } from "../../test/payments";
import { type ApiClient, apiAs } from "../../test/tasks";

/**
 * An appointment made by hand and not paid in advance: a payment request made with it is linked
 * to it (paid request, paid appointment, in the calendar and on the member's dashboard), and
 * marking one done that nobody paid records its time as unpaid time on the client, to be billed.
 */
const ctx = await setupTestApp();
// The test clock: Saturday 21 November 2026, 12:00 in Sofia.
const admin = await apiAs(ctx, await createAdmin(ctx));
const origin = { origin: ctx.config.publicUrl };

const body = (clientId: string, start: Date, payWith: "unpaid" | "request") => calendarBody(clientId, start, { payWith });
const calendarItem = async (id: string, day: string, as: ApiClient = admin) => {
  const res = await as.get(`/api/calendar?from=${day}&days=1`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).find((i) => i.id === id);
};
const mine = async (member: ApiClient) => {
  const res = await member.get("/api/appointments/mine");
  expect(res.statusCode).toBe(200);
  return [...res.json().upcoming, ...res.json().past] as { id: string; paidWith: string; requestPaid: boolean }[];
};

/** A client and an appointment made for them by the operator. */
async function madeFor(day: string, hhmm: string, payWith: "unpaid" | "request") {
  const member = await apiAs(ctx, await createMember(ctx, { name: "Ivan Georgiev" }));
  const res = await admin.post("/api/calendar", body(member.user.id, at(day, hhmm), payWith));
  expect(res.statusCode, res.body).toBe(201);
  return { member, id: res.json().id as string };
}

/** Pays the request's email link as the client would, without signing in. */
async function payTheLink(email: string) {
  const mail = (await ctx.mailTo(email)).find((m) => m.template === "paymentRequested")!;
  const token = new URL(linkFrom(mail.text, `${ctx.config.publicUrl}/pay/`)).pathname.split("/")[2]!;
  const opened = await ctx.app.inject({ method: "POST", url: `/api/pay/${token}/checkout`, headers: origin });
  expect(opened.statusCode, opened.body).toBe(200);
  const sessionId = new URL(opened.json().url).pathname.split("/").pop()!;
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
}

describe("an appointment booked with a payment request", () => {
  it("is linked to its request: unpaid until the pay link is paid, then Paid in the calendar and on the member's dashboard", async () => {
    const { member, id } = await madeFor("2026-12-01", "10:00", "request");
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    const [request] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, member.user.id));
    expect(row!.paymentRequestId).toBe(request!.id);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit!.after).toMatchObject({ payWith: "request", paymentRequestId: request!.id });

    expect(await calendarItem(id, "2026-12-01")).toMatchObject({ payment: "unpaid", status: "confirmed" });
    expect(await mine(member)).toEqual([expect.objectContaining({ id, paidWith: "unpaid", requestPaid: false })]);

    await payTheLink(member.user.email);
    expect((await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, request!.id)))[0]!.status).toBe("paid");
    expect(await calendarItem(id, "2026-12-01")).toMatchObject({ payment: "paid", status: "confirmed" });
    expect(await mine(member)).toEqual([expect.objectContaining({ id, requestPaid: true })]);

    // Paid through its request: done records no unpaid time (no task to bill).
    const done = await admin.post(`/api/calendar/${id}/done`, { hoursSpent: 1, confirmFuture: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", payment: "paid" });
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.taskId).toBeNull();
  });

  it("is not another member's to see: the calendar is the operator's (403), and their dashboard lists only their own", async () => {
    const { id } = await madeFor("2026-12-01", "14:00", "request");
    const stranger = await apiAs(ctx, await createMember(ctx));
    expect((await stranger.get("/api/calendar?from=2026-12-01&days=1")).statusCode).toBe(403);
    expect((await stranger.post(`/api/calendar/${id}/done`, { hoursSpent: 1 })).statusCode).toBe(403);
    expect((await mine(stranger)).map((a) => a.id)).not.toContain(id);
    expect((await stranger.post(`/api/appointments/${id}/cancel`, {})).statusCode).toBe(404);
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("confirmed");
  });
});

describe("marking an unpaid appointment done", () => {
  it("records its time as unpaid time on the client: a completed task the operator bills with Bill unpaid time", async () => {
    const { member, id } = await madeFor("2026-12-02", "10:00", "unpaid");
    const done = await admin.post(`/api/calendar/${id}/done`, { hoursSpent: 1.5, confirmFuture: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", payment: "unpaid", hoursSpent: 1.5 });
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.taskId).not.toBeNull();

    // The client's page: the task with its unpaid time, billable once.
    const clientTasks = await admin.get(`/api/tasks?clientId=${member.user.id}&limit=100`);
    expect(clientTasks.statusCode).toBe(200);
    expect(clientTasks.body).toContain(row!.taskId!);
    const task = await admin.get(`/api/tasks/${row!.taskId}`);
    expect(task.json()).toMatchObject({ status: "completed", hoursUsed: 1.5, unpaidHours: 1.5, unbilled: { hours: 1.5 }, abilities: { canBill: true } });
    expect(task.json().title).toMatch(/^Appointment: Phone call, /);
    const bill = await admin.post(`/api/tasks/${row!.taskId}/bill`, { amount: "30.00", description: "Phone call on 2 December: 1.5 h" });
    expect(bill.statusCode, bill.body).toBe(201);
    expect((await admin.get(`/api/tasks/${row!.taskId}`)).json()).toMatchObject({ abilities: { canBill: false } });

    // The member sees their own task; another member gets 404 for it.
    expect((await member.get(`/api/tasks/${row!.taskId}`)).json()).toMatchObject({ unpaidHours: 1.5 });
    const stranger = await apiAs(ctx, await createMember(ctx));
    expect((await stranger.get(`/api/tasks/${row!.taskId}`)).statusCode).toBe(404);
    const completion = (await ctx.mailTo(member.user.email)).find((m) => m.template === "taskCompleted");
    expect(completion!.text).toContain("Unpaid time: 1.5 h");
  });

  it("with its payment request still open records nothing more to bill (the request bills the time); a bad time changes nothing", async () => {
    const { member, id } = await madeFor("2026-12-02", "14:00", "request");
    const bad = await admin.post(`/api/calendar/${id}/done`, { hoursSpent: 0.2, confirmFuture: true });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]).toMatchObject({ status: "confirmed", taskId: null });
    const stranger = await apiAs(ctx, await createMember(ctx));
    expect((await stranger.post(`/api/calendar/${id}/done`, { hoursSpent: 1 })).statusCode).toBe(403);

    const done = await admin.post(`/api/calendar/${id}/done`, { hoursSpent: 1, confirmFuture: true });
    expect(done.statusCode).toBe(200);
    expect((await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.taskId).toBeNull();
    expect(await ctx.db.select().from(tasks).where(eq(tasks.userId, member.user.id))).toEqual([]);
    expect((await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, member.user.id)))[0]!.status).toBe("open");
  });

  it("after its payment request was cancelled, records the time as unpaid", async () => {
    const { member, id } = await madeFor("2026-12-03", "10:00", "request");
    const [request] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, member.user.id));
    expect((await admin.post(`/api/payment-requests/${request!.id}/cancel`, {})).statusCode).toBe(200);
    expect((await admin.post(`/api/calendar/${id}/done`, { hoursSpent: 1, confirmFuture: true })).statusCode).toBe(200);
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.userId, member.user.id));
    expect(Number(task!.unpaidHours)).toBe(1);
  });
});
