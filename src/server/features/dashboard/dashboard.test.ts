import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminDashboard, MemberDashboard } from "../../../core/dashboard";
import { backupRuns, contactSubmissions, messages } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember, signedInAs, testContactReference } from "../../test/factories";
import { FILES, openCheckout, payTestSession } from "../../test/payments";
import { type ApiClient, apiAs } from "../../test/tasks";

const ctx = await setupTestApp();
const HOUR = 3600 * 1000;

const admin = await apiAs(ctx, await createAdmin(ctx));

async function member(name: string) {
  return apiAs(ctx, await createMember(ctx, { name }));
}

async function dashboardOf<T extends MemberDashboard | AdminDashboard>(api: ApiClient): Promise<T> {
  const res = await api.get("/api/dashboard");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json();
}

/** Every row of a keyset list: follows nextCursor to the end. */
async function allRows<T>(api: ApiClient, path: string): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await api.get(`${path}${sep}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

async function message(userId: string, sender: "client" | "admin", content: string, opts: { isRead?: boolean; at?: Date } = {}) {
  const at = opts.at ?? ctx.clock.now();
  const [row] = await ctx.db
    .insert(messages)
    .values({
      userId,
      sender,
      content,
      isRead: opts.isRead ?? false,
      createdAt: at,
      dueAt: sender === "client" ? new Date(at.getTime() + 24 * HOUR) : null,
    })
    .returning();
  return row!;
}

async function requestPayment(clientId: string, amount: number) {
  const res = await admin.post(`/api/clients/${clientId}/payment-requests`, { amount, description: "Notary visit" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A member's figures, each computed from the list screen that shows it. */
async function memberFiguresFromLists(api: ApiClient) {
  const tasks = (await api.get("/api/tasks")).json();
  const payments = (await api.get("/api/payments")).json();
  const [unread] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, api.user.id), eq(messages.sender, "admin"), eq(messages.isRead, false)));
  // The Messages screen's own unread figure agrees with the table.
  expect((await api.get("/api/messages")).json().unread).toBe(unread!.n);
  return {
    activeTasks: tasks.counts.all - tasks.counts.completed,
    documents: (await allRows(api, "/api/documents")).length,
    unreadMessages: unread!.n,
    paymentDue: { amount: payments.requests.reduce((s: number, r: { amount: number }) => s + r.amount, 0), currency: "EUR", bgnIncluded: 0 },
  };
}

describe("GET /api/dashboard (member)", () => {
  it("answers 401 signed out", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });

  it("starts empty: zero figures, 0.00 due, no prepaid hours, empty panels, the welcome name", async () => {
    const maria = await member("Maria Petrova");
    const d = await dashboardOf<MemberDashboard>(maria);
    expect(d).toEqual({
      role: "member",
      name: "Maria Petrova",
      cards: { activeTasks: 0, documents: 0, unreadMessages: 0, paymentDue: { amount: 0, currency: "EUR", bgnIncluded: 0 } },
      upcomingTasks: [],
      recentMessages: [],
      recentDocuments: [],
      prepaid: { balance: 0, lastCovered: null },
    });
  });

  it("shows the member's own figures, which agree with the list screens, and never another member's", async () => {
    const maria = await member("Maria");
    const ivan = await member("Ivan");
    // Maria: three tasks (one with a document, one completed), two open requests and a cancelled one, messages both ways.
    const low = await maria.submit({ title: "Low task", urgency: "low" }, true);
    const urgent = await maria.submit({ title: "Urgent task", urgency: "urgent" });
    const done = await maria.submit({ title: "Done task" });
    expect((await admin.patch(`/api/tasks/${done.id}`, { status: "completed" })).statusCode).toBe(200);
    await requestPayment(maria.user.id, 12.5);
    await requestPayment(maria.user.id, 30);
    const cancelled = await requestPayment(maria.user.id, 99);
    expect((await admin.post(`/api/payment-requests/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    const t = ctx.clock.now().getTime();
    await message(maria.user.id, "admin", "**Your documents**\n\nThey are ready for pickup at the office", { at: new Date(t - 3000) });
    await message(maria.user.id, "admin", "Read already", { isRead: true, at: new Date(t - 2000) });
    await message(maria.user.id, "client", "Thanks!", { at: new Date(t - 1000) });
    // Ivan: his own rows, none of which may show on Maria's dashboard.
    await ivan.submit({ title: "Ivan's task", urgency: "urgent" }, true);
    await requestPayment(ivan.user.id, 500);
    await message(ivan.user.id, "admin", "Ivan's private message");

    const d = await dashboardOf<MemberDashboard>(maria);
    expect(d.cards).toEqual({ activeTasks: 2, documents: 1, unreadMessages: 1, paymentDue: { amount: 4250, currency: "EUR", bgnIncluded: 0 } });
    expect(d.cards).toEqual(await memberFiguresFromLists(maria));
    expect(d.upcomingTasks.map((t) => t.id)).toEqual([urgent.id, low.id]);
    expect(d.upcomingTasks[0]!.client).toBeNull();
    expect(d.recentMessages.map((m) => m.preview)).toEqual(["Thanks!", "Read already", "Your documents"]);
    expect(d.recentDocuments.map((doc) => doc.taskId)).toEqual([low.id]);
    expect(d.recentDocuments).toEqual((await maria.get("/api/documents?limit=5")).json().items);
    expect(JSON.stringify(d)).not.toMatch(/Ivan/);

    const other = await dashboardOf<MemberDashboard>(ivan);
    expect(other.cards).toEqual({ activeTasks: 1, documents: 1, unreadMessages: 1, paymentDue: { amount: 50000, currency: "EUR", bgnIncluded: 0 } });
    expect(other.cards).toEqual(await memberFiguresFromLists(ivan));
  });

  it("cuts a long first line of a message to 30 characters plus '...'", async () => {
    const maria = await member("Maria");
    await message(maria.user.id, "admin", "A very long first line that goes on and on\nsecond line");
    const d = await dashboardOf<MemberDashboard>(maria);
    expect(d.recentMessages[0]!.preview).toBe("A very long first line that go...");
  });
});

describe("GET /api/dashboard (admin)", () => {
  it("shows the operator's figures, which agree with the list screens", async () => {
    const maria = await member("Maria Admin-View");
    await maria.submit({ title: "Pending one" }, true);
    const progress = await maria.submit({ title: "In progress one", urgency: "high" });
    expect((await admin.patch(`/api/tasks/${progress.id}`, { status: "in_progress" })).statusCode).toBe(200);
    await message(maria.user.id, "client", "Unread from Maria", { at: new Date(ctx.clock.now().getTime() - 1000) });
    await message(maria.user.id, "client", "Read from Maria", { isRead: true });
    await message(maria.user.id, "admin", "Operator's own message");
    // A completed card payment this month (through the test checkout), and a manual entry.
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 3 }] }, await signedInAs(ctx, maria.user));
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
    const manual = await admin.post("/api/payments", { clientId: maria.user.id, amount: 10, description: "Cash", paymentType: "other" });
    expect(manual.statusCode, manual.body).toBe(201);

    const d = await dashboardOf<AdminDashboard>(admin);

    const clients = await allRows(admin, "/api/clients");
    expect(d.cards.activeClients).toBe(clients.length);
    const tasks = (await admin.get("/api/tasks")).json();
    expect(d.cards.pendingTasks).toBe(tasks.counts.pending);
    expect(d.cards.pendingTasks).toBeGreaterThan(0);
    const [unread] = await ctx.db.select({ n: count() }).from(messages).where(and(eq(messages.sender, "client"), eq(messages.isRead, false)));
    expect(d.cards.unreadMessages).toBe(unread!.n);
    expect(d.cards.unreadMessages).toBe((await admin.get("/api/messages")).json().unread);
    // Earned (Month): the Reports' earned revenue this month; the pack is cash taken, not earned.
    const month = (await admin.get("/api/reports/overview")).json().thisMonth;
    expect(d.cards.revenueMonth).toEqual({ amount: month.earned, currency: "EUR", bgnIncluded: month.bgnIncluded });
    expect(month.work).toBe(1000);
    expect(month.cash).toBe(7158 + 1000);

    // Open tasks of every client, most urgent first, then the longest waiting.
    const attention = d.tasksNeedingAttention;
    expect(attention.length).toBe(Math.min(5, tasks.counts.all - tasks.counts.completed));
    expect(attention.every((t) => t.status !== "completed" && t.client !== null)).toBe(true);
    const rank = { urgent: 0, high: 1, normal: 2, low: 3 } as const;
    const keys = attention.map((t) => `${rank[t.urgency]} ${t.createdAt}`);
    expect([...keys].sort()).toEqual(keys);
    expect(d.recentMessages.every((m) => m.sender === "client")).toBe(true);
    expect(d.recentMessages[0]).toMatchObject({ preview: "Read from Maria", client: { name: "Maria Admin-View" } });
    const docs = (await admin.get("/api/documents?limit=5")).json();
    expect(d.recentDocuments).toEqual(docs.items);
    expect(d.recentDocuments.some((doc) => doc.clientId === maria.user.id)).toBe(true);
  });

  it("counts this calendar month only", async () => {
    const before = (await dashboardOf<AdminDashboard>(admin)).cards.revenueMonth.amount;
    ctx.clock.advance(40 * 24 * HOUR);
    const next = (await dashboardOf<AdminDashboard>(admin)).cards.revenueMonth.amount;
    ctx.clock.advance(-40 * 24 * HOUR);
    expect(before).toBeGreaterThan(0);
    expect(next).toBe(0);
  });

  it("shows the last good backup's time and size, and says when the last attempt failed", async () => {
    const now = ctx.clock.now();
    await ctx.db.insert(backupRuns).values([
      { name: `dash-good-${now.getTime()}`, reason: "scheduled", status: "good", target: "/b", startedAt: new Date(now.getTime() + 1000), leaseUntil: now, finishedAt: new Date(now.getTime() + 2000), sizeBytes: 5 * 1024 * 1024 },
      { name: `dash-failed-${now.getTime()}`, reason: "scheduled", status: "failed", target: "/b", startedAt: new Date(now.getTime() + 3000), leaseUntil: now, error: "backup failed: /b is full" },
    ]);
    expect((await dashboardOf<AdminDashboard>(admin)).backup).toEqual({ lastGoodAt: new Date(now.getTime() + 2000).toISOString(), sizeBytes: 5 * 1024 * 1024, lastStatus: "failed" });
    // A member's dashboard says nothing about backups.
    expect("backup" in (await dashboardOf<MemberDashboard>(await member("Maria Backup")))).toBe(false);
  });

  it("lists what is due, earliest first, overdue flagged, answered items gone", async () => {
    const start = ctx.clock.now();
    const maria = await member("Maria Due");
    // A client message 30 h old (overdue), a contact request 2 h old, a paid translation (due in 48 h).
    await message(maria.user.id, "client", "Where is my certificate?", { at: new Date(start.getTime() - 30 * HOUR) });
    const [contact] = await ctx.db
      .insert(contactSubmissions)
      .values({ reference: testContactReference(), name: "Visitor Vera", email: uniqueEmail("vera"), service: "calls", message: "Call me", createdAt: new Date(start.getTime() - 2 * HOUR), dueAt: new Date(start.getTime() + 22 * HOUR) })
      .returning();
    const answered = await message(maria.user.id, "client", "Answered already", { at: new Date(start.getTime() - 40 * HOUR) });
    await ctx.db.update(messages).set({ answeredAt: start }).where(eq(messages.id, answered.id));
    const upload = await ctx.app.inject({
      method: "POST",
      url: "/api/translation/uploads",
      payload: FILES.pdf,
      headers: { "content-type": "application/octet-stream", "x-file-name": "deed.pdf" },
    });
    expect(upload.statusCode).toBe(201);
    const sessionId = await openCheckout(ctx, {
      items: [{ kind: "translation" }],
      translation: { uploadId: upload.json().uploadId, name: "Tom Translation", email: uniqueEmail("tom"), notes: "" },
    });
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);

    const d = await dashboardOf<AdminDashboard>(admin);
    const mine = d.due.items.filter((i) => [maria.user.id, contact!.id].includes(i.id) || i.who === "Tom Translation");
    expect(mine.map((i) => [i.kind, i.who, i.link, i.overdue])).toEqual([
      ["message", "Maria Due", "/dashboard/messages", true],
      ["contact", "Visitor Vera", "/dashboard/contact", false],
      ["translation", "Tom Translation", "/dashboard/translations", false],
    ]);
    // One item per conversation, due when its oldest unanswered message is (the answered one does not count).
    expect(mine[0]!.dueAt).toBe(new Date(start.getTime() - 6 * HOUR).toISOString());
    expect(mine[0]!.count).toBe(1);
    await message(maria.user.id, "client", "And one more thing", { at: start });
    const again = await dashboardOf<AdminDashboard>(admin);
    expect(again.due.items.filter((i) => i.id === maria.user.id)).toMatchObject([{ count: 2, dueAt: mine[0]!.dueAt }]);
    expect(again.due.total).toBe(d.due.total);
    const dueTimes = d.due.items.map((i) => i.dueAt);
    expect([...dueTimes].sort()).toEqual(dueTimes);
    expect(d.due.overdue).toBeGreaterThanOrEqual(1);
    expect(d.due.total).toBeGreaterThanOrEqual(3);

    // Answered: the contact leaves the list.
    await ctx.db.update(contactSubmissions).set({ status: "answered" }).where(eq(contactSubmissions.id, contact!.id));
    expect((await dashboardOf<AdminDashboard>(admin)).due.items.some((i) => i.id === contact!.id)).toBe(false);
  });

  it("never shows a member the operator's dashboard", async () => {
    const maria = await member("Maria");
    const d = await dashboardOf<MemberDashboard>(maria);
    expect(d.role).toBe("member");
    expect(d).not.toHaveProperty("due");
  });
});
