import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentRequests, profiles } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { type ApiClient, apiAs, creditHours } from "../../test/tasks";

/** Prepaid time is hours and the balance left; unpaid time is billed once. */
const ctx = await setupTestApp();

let admin: ApiClient;
/** A signed-in member, in Bulgarian if asked, with `prepaidHours` on their balance (if any). */
const member = async ({ lang, prepaidHours }: { lang?: "bg"; prepaidHours?: number } = {}) => {
  const m = await apiAs(ctx, await createMember(ctx, { name: "Maria Member" }));
  if (lang) await ctx.db.insert(profiles).values({ userId: m.user.id, fullName: "Мария", preferredLanguage: "bg" }).onConflictDoUpdate({ target: profiles.userId, set: { preferredLanguage: "bg" } });
  if (prepaidHours) await creditHours(ctx, m.user.id, prepaidHours);
  return m;
};
beforeAll(async () => {
  admin = await apiAs(ctx, await createAdmin(ctx));
});

describe("prepaid time on a task", () => {
  it("records the one-hour minimum for the first half hour, then half-hour steps as typed", async () => {
    const maria = await member({ prepaidHours: 10 });
    const task = await maria.submit();
    expect((await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 0.5 })).json()).toMatchObject({ hoursUsed: 1, prepaid: { hours: 1, balance: 9 } });
    expect((await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 0.5 })).json()).toMatchObject({ hoursUsed: 1.5, prepaid: { hours: 1.5, balance: 8.5 } });
  });

  it("the completion email says 'Covered by prepaid hours' with the balance left, in the member's language, and no money", async () => {
    const ivan = await member({ lang: "bg", prepaidHours: 10 });
    const task = await ivan.submit({ title: "Адресна регистрация" });
    await admin.patch(`/api/tasks/${task.id}`, { status: "completed", adminNotes: "Готово", hoursSpent: 1.5 });
    const [mail] = await ctx.mailTo(ivan.user.email);
    expect(mail!.subject).toBe("Задача „Адресна регистрация“ е завършена");
    expect(mail!.text).toContain("Използвани часове: 1,5.");
    expect(mail!.text).toContain("Покрито от предплатени часове — 1,5 ч, остават 8,5 ч.");
    expect(mail!.text).not.toMatch(/лв|BGN|€|Стойност/);
  });

  it("an email for a task partly unpaid gives the unpaid time's cost by the rule, and the prepaid part as hours", async () => {
    const maria = await member({ prepaidHours: 1 });
    const task = await maria.submit({ title: "Car registration" });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1 });
    await admin.patch(`/api/tasks/${task.id}`, { status: "completed", hoursSpent: 0.5, drawFromBalance: false });
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.text).toContain("Covered by prepaid hours — 1 h, balance now 0 h.");
    expect(mail!.text).toContain("Unpaid time: 0.5 h — €5.12 (billed separately).");
    expect(mail!.text).toContain("Time is charged in half-hour steps, with a minimum of one hour per task.");
  });
});

describe("the member's dashboard", () => {
  it("shows the balance in hours and the task that last drew on it, the member's own only", async () => {
    const [maria, ivan] = [await member({ prepaidHours: 10 }), await member()];
    expect((await maria.get("/api/dashboard")).json().prepaid).toEqual({ balance: 10, lastCovered: null });
    const task = await maria.submit({ title: "Visa appointment" });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1 });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 0.5 });
    expect((await maria.get("/api/dashboard")).json().prepaid).toEqual({ balance: 8.5, lastCovered: { id: task.id, title: "Visa appointment", hours: 1.5 } });
    expect((await ivan.get("/api/dashboard")).json().prepaid).toEqual({ balance: 0, lastCovered: null });
  });
});

describe("POST /api/tasks/:id/bill (Bill unpaid time)", () => {
  it("bills the unpaid hours once as a payment request the member sees as Payment Due; a second bill is refused", async () => {
    const maria = await member({ prepaidHours: 1 });
    const task = await maria.submit({ title: "Visa appointment" });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1 });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1.5, drawFromBalance: false });
    const before = (await admin.get(`/api/tasks/${task.id}`)).json();
    expect(before).toMatchObject({ unpaidHours: 1.5, unbilled: { hours: 1.5, amount: { amount: 1535, currency: "EUR" } }, abilities: { canBill: true } });
    expect((await maria.get(`/api/tasks/${task.id}`)).json().abilities.canBill).toBe(false);

    const res = await admin.post(`/api/tasks/${task.id}/bill`, { amount: "30.00", description: "Unpaid time on Visa appointment: 1.5 h" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ clientId: maria.user.id, amount: 3000, currency: "EUR", status: "open", task: { id: task.id, title: "Visa appointment" } });
    const due = (await maria.get("/api/payments")).json().requests;
    expect(due).toEqual([expect.objectContaining({ id: res.json().id, amount: 3000, description: "Unpaid time on Visa appointment: 1.5 h" })]);
    expect((await ctx.mailTo(maria.user.email))[0]!.subject).toBe("Payment due: €30.00");

    const after = (await admin.get(`/api/tasks/${task.id}`)).json();
    expect(after).toMatchObject({ billedHours: 1.5, unbilled: { hours: 0 }, abilities: { canBill: false } });
    const again = await admin.post(`/api/tasks/${task.id}/bill`, { amount: "30.00", description: "again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This task has no unpaid time left to bill");
    expect(await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.taskId, task.id))).toHaveLength(1);

    // Time recorded later is billed on its own.
    await admin.patch(`/api/tasks/${task.id}`, { status: "completed", hoursSpent: 0.5, drawFromBalance: false });
    expect((await admin.get(`/api/tasks/${task.id}`)).json().unbilled.hours).toBe(0.5);
  });

  it("two clicks at once make one request", async () => {
    const maria = await member();
    const task = await maria.submit();
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 2, drawFromBalance: false });
    const answers = await Promise.all([1, 2, 3].map(() => admin.post(`/api/tasks/${task.id}/bill`, { amount: "40.00", description: "Unpaid time" })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.taskId, task.id))).toHaveLength(1);
  });

  it("is the operator's: the owner gets 403, another member 403, an unknown or malformed id 404, a task with nothing unpaid 409", async () => {
    const [maria, mallory] = [await member(), await member()];
    const task = await maria.submit();
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1, drawFromBalance: false });
    const body = { amount: "20.00", description: "Unpaid time" };
    expect((await maria.post(`/api/tasks/${task.id}/bill`, body)).statusCode).toBe(403);
    expect((await mallory.post(`/api/tasks/${task.id}/bill`, body)).statusCode).toBe(403);
    expect((await admin.post("/api/tasks/00000000-0000-4000-8000-000000000000/bill", body)).statusCode).toBe(404);
    expect((await admin.post("/api/tasks/nope/bill", body)).statusCode).toBe(404);
    expect((await admin.post(`/api/tasks/${task.id}/bill`, { amount: "-1", description: "x" })).statusCode).toBe(400);
    const paidUp = await maria.submit();
    expect((await admin.post(`/api/tasks/${paidUp.id}/bill`, body)).statusCode).toBe(409);
    expect(await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.userId, maria.user.id))).toHaveLength(0);
  });
});

describe("Payment History lists money only", () => {
  it("an hours deduction stays in the hours ledger and leaves the member's and the operator's lists and the CSV", async () => {
    const maria = await member({ prepaidHours: 3 });
    const deducted = await admin.post(`/api/clients/${maria.user.id}/deduct-hours`, { hours: 1, description: "Phone calls" });
    expect(deducted.statusCode, deducted.body).toBe(200);
    expect((await maria.get("/api/payments")).json().items).toEqual([]);
    expect((await admin.get(`/api/payments?clientId=${maria.user.id}`)).json().items).toEqual([]);
    expect((await admin.get(`/api/payments/export.csv?clientId=${maria.user.id}`)).body).not.toContain("Phone calls");
    const ledger = (await maria.get("/api/hours")).json();
    expect(ledger.balance).toBe(2);
    expect(ledger.transactions).toEqual(expect.arrayContaining([expect.objectContaining({ hours: -1, description: "Phone calls", reason: "deduction" })]));
  });
});
