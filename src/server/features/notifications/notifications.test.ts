import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { notifyAdmins, notifyUsers } from "./notify";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { type ApiClient, apiAs } from "../../test/tasks";

const ctx = await setupTestApp();

let admin: ApiClient;
const member = async () => apiAs(ctx, await createMember(ctx));
beforeAll(async () => {
  admin = await apiAs(ctx, await createAdmin(ctx));
});

/** Rings `userId`'s bell `n` times, one second apart (the newest last). */
async function ring(userId: string, n = 1, kind: "task_status_changed" | "message_received" = "task_status_changed") {
  const start = ctx.clock.now().getTime();
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) {
      await notifyUsers(tx, [userId], { kind, data: { title: `Task ${i}`, status: "in_progress" }, link: "/dashboard/tasks" }, new Date(start + i * 1000));
    }
  });
  ctx.clock.advance(n * 1000);
}

describe("GET /api/notifications", () => {
  it("lists only the caller's own bell, newest first, with the unread count; the operator's bell is the operator's own", async () => {
    const maria = await member();
    const ivan = await member();
    await ring(maria.user.id, 3);
    await ring(ivan.user.id, 2);
    const res = await maria.get("/api/notifications");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(3);
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((n: { data: { title: string } }) => n.data.title)).toEqual(["Task 2", "Task 1", "Task 0"]);
    expect(body.items[0]).toMatchObject({ kind: "task_status_changed", link: "/dashboard/tasks", readAt: null, data: { status: "in_progress" } });
    expect((await ivan.get("/api/notifications")).json().unreadCount).toBe(2);
    // The admin's list is the admin's bell, not everybody's.
    const adminList = (await admin.get("/api/notifications")).json();
    expect(adminList.items.some((n: { data: { title: string } }) => n.data.title === "Task 2")).toBe(false);
  });

  it("refuses a signed-out visitor", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/notifications/stream" })).statusCode).toBe(401);
  });

  it("pages 1,000 notifications by keyset, at most 50 a page, with the right unread count", async () => {
    const maria = await member();
    await ctx.db.insert(notifications).values(
      Array.from({ length: 1000 }, (_, i) => ({
        userId: maria.user.id,
        kind: "message_received" as const,
        data: { n: i },
        link: "/dashboard/messages",
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        // Every tenth one already read.
        readAt: i % 10 === 0 ? new Date(Date.UTC(2026, 0, 2)) : null,
      })),
    );
    const first = (await maria.get("/api/notifications")).json();
    expect(first.items).toHaveLength(20);
    expect(first.unreadCount).toBe(900);
    expect(first.items[0].data.n).toBe(999);

    const big = (await maria.get("/api/notifications?limit=500")).json();
    expect(big.items).toHaveLength(20); // an out-of-range limit falls back to the default page

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await maria.get(`/api/notifications?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(50);
      expect(page.unreadCount).toBe(900);
      seen.push(...page.items.map((n: { data: { n: number } }) => n.data.n));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(20);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => 999 - i));

    expect((await maria.get("/api/notifications?cursor=not-a-cursor")).statusCode).toBe(400);
  });
});

describe("POST /api/notifications/:id/read and /read-all", () => {
  it("marks one read (idempotent) and answers the new unread count", async () => {
    const maria = await member();
    await ring(maria.user.id, 2);
    const [newest] = (await maria.get("/api/notifications")).json().items;
    const res = await maria.post(`/api/notifications/${newest.id}/read`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 1 });
    expect((await maria.post(`/api/notifications/${newest.id}/read`, {})).json()).toEqual({ unreadCount: 1 });
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, newest.id));
    expect(row!.readAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect((await maria.get("/api/notifications")).json().items[0].readAt).toBe(ctx.clock.now().toISOString());
  });

  it("answers 404 for another member's notification, an unknown id and a non-UUID, and changes nothing", async () => {
    const maria = await member();
    const ivan = await member();
    await ring(ivan.user.id);
    const [ivans] = (await ivan.get("/api/notifications")).json().items;
    for (const id of [ivans.id, "6f1c1f5e-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      const res = await maria.post(`/api/notifications/${id}/read`, {});
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
    // The operator cannot read a member's bell either.
    expect((await admin.post(`/api/notifications/${ivans.id}/read`, {})).statusCode).toBe(404);
    expect((await ivan.get("/api/notifications")).json().unreadCount).toBe(1);
  });

  it("marks all of the caller's own read, and nobody else's", async () => {
    const maria = await member();
    const ivan = await member();
    await ring(maria.user.id, 3);
    await ring(ivan.user.id, 2);
    const res = await maria.post("/api/notifications/read-all", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0, marked: 3 });
    expect((await maria.post("/api/notifications/read-all", {})).json()).toEqual({ unreadCount: 0, marked: 0 });
    expect((await ivan.get("/api/notifications")).json().unreadCount).toBe(2);
  });
});

describe("events that ring the bell", () => {
  const bell = async (c: ApiClient) => (await c.get("/api/notifications")).json();

  it("a status change rings the member's bell (not on an update that keeps the status); a new task rings every admin's", async () => {
    const maria = await member();
    const before = (await bell(admin)).unreadCount;
    const task = await maria.submit({ title: "Register my address" });
    const adminBell = await bell(admin);
    expect(adminBell.unreadCount).toBe(before + 1);
    expect(adminBell.items[0]).toMatchObject({ kind: "task_submitted", data: { title: "Register my address", urgency: "normal" }, link: `/dashboard/tasks?task=${task.id}` });
    expect((await bell(maria)).unreadCount).toBe(0);

    const update = (status: string) => admin.patch(`/api/tasks/${task.id}`, { status, adminNotes: "", hoursSpent: 0, drawFromBalance: false });
    expect((await update("in_progress")).statusCode).toBe(200);
    expect((await update("in_progress")).statusCode).toBe(200);
    const mariaBell = await bell(maria);
    expect(mariaBell.unreadCount).toBe(1);
    expect(mariaBell.items[0]).toMatchObject({ kind: "task_status_changed", data: { title: "Register my address", status: "in_progress" }, link: `/dashboard/tasks?task=${task.id}` });
  });

  it("a payment request rings the member's bell with the amount", async () => {
    const maria = await member();
    const res = await admin.post(`/api/clients/${maria.user.id}/payment-requests`, { amount: "45.50", description: "Visa appointment" });
    expect(res.statusCode, res.body).toBe(201);
    const mariaBell = await bell(maria);
    expect(mariaBell.items[0]).toMatchObject({ kind: "payment_requested", data: { amount: 4550, currency: "EUR", description: "Visa appointment" }, link: "/dashboard/payments" });
  });

  it("notifyAdmins rings every administrator and no member", async () => {
    const second = await apiAs(ctx, await createAdmin(ctx));
    const maria = await member();
    ctx.clock.advance(60_000);
    await ctx.db.transaction((tx) => notifyAdmins(tx, { kind: "contact_received", data: { name: "Visitor" }, link: "/dashboard/contact" }, ctx.clock.now()));
    expect((await bell(second)).items[0]).toMatchObject({ kind: "contact_received" });
    expect((await bell(admin)).items[0]).toMatchObject({ kind: "contact_received" });
    expect((await bell(maria)).items).toEqual([]);
  });
});
