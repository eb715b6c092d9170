import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hoursLedger, profiles, taskAudit, tasks, user } from "../../db/schema";
import { say } from "../../../core/i18n/messages/say";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember, TEST_PASSWORD } from "../../test/factories";
import { FILES, tempStore } from "../../test/payments";
import { type ApiClient, apiAs, creditHours } from "../../test/tasks";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const OPERATOR = ctx.config.OPERATOR_EMAIL;

let admin: ApiClient;
const member = async (name = "Maria Member") => apiAs(ctx, await createMember(ctx, { name }));
beforeAll(async () => {
  admin = await apiAs(ctx, await createAdmin(ctx));
});

const balanceOf = async (userId: string) =>
  Number((await ctx.db.select({ s: sql<string>`coalesce(sum(${hoursLedger.hours}), 0)` }).from(hoursLedger).where(eq(hoursLedger.userId, userId)))[0]!.s);

describe("POST /api/tasks (Submit a Task)", () => {
  it("creates a Pending task with its document and emails the operator; status and hours sent by the member are ignored", async () => {
    const maria = await member();
    const docId = await maria.stage("Lease agreement.pdf");
    const res = await maria.post("/api/tasks", {
      title: "  Register my address ",
      description: "Municipality of Sofia",
      urgency: "urgent",
      documentIds: [docId],
      status: "completed",
      hoursUsed: 9,
      adminNotes: "done",
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({ title: "Register my address", status: "pending", urgency: "urgent", hoursUsed: 0, adminNotes: null, client: null });
    expect(task.documents).toEqual([expect.objectContaining({ id: docId, fileName: "Lease agreement.pdf", status: "available", uploadedByAdmin: false })]);
    expect(task.abilities).toEqual({ canUpdate: false, canAttach: true, canBill: false });

    const [mail] = await ctx.mailTo(OPERATOR);
    expect(mail!.subject).toBe("New task: Register my address — Maria Member (Urgent)");
    expect(mail!.text).toContain("Lease agreement.pdf");
    expect(mail!.headers).toMatchObject({ "Reply-To": maria.user.email });
  });

  it("defaults the urgency to Normal and needs a title, with the spec's message", async () => {
    const maria = await member();
    expect((await maria.submit({ urgency: undefined })).urgency).toBe("normal");
    const res = await maria.post("/api/tasks", { title: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please enter a title for your task");
  });

  it("refuses a signed-out visitor with the spec's message", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/tasks", payload: { title: "x" }, headers: { origin: ctx.config.publicUrl } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("You must be logged in to submit a task");
  });

  it("never attaches another member's upload", async () => {
    const [maria, ivan] = [await member(), await member()];
    const ivansDoc = await ivan.stage();
    const res = await maria.post("/api/tasks", { title: "Steal", documentIds: [ivansDoc] });
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(tasks).where(eq(tasks.userId, maria.user.id))).toHaveLength(0);
  });
});

describe("GET /api/tasks", () => {
  it("shows a member only their own tasks, newest first, with server-computed counts per tab", async () => {
    const [maria, ivan] = [await member(), await member()];
    const first = await maria.submit({ title: "First" });
    ctx.clock.advance(1000);
    await maria.submit({ title: "Second" });
    ctx.clock.advance(1000);
    await ivan.submit({ title: "Ivan's" });
    await admin.patch(`/api/tasks/${first.id}`, { status: "in_progress", hoursSpent: 0 });

    const page = (await maria.get("/api/tasks")).json();
    expect(page.items.map((t: { title: string }) => t.title)).toEqual(["Second", "First"]);
    expect(page.items[0].client).toBeNull();
    expect(page.counts).toEqual({ all: 2, pending: 1, inProgress: 1, completed: 0 });
    expect(page.nextCursor).toBeNull();
    const tab = (await maria.get("/api/tasks?tab=in_progress")).json();
    expect(tab.items.map((t: { title: string }) => t.title)).toEqual(["First"]);
    expect(tab.counts.all).toBe(2);
    // The badges are kept by a trigger: a task that goes (account deletion cascades) leaves them.
    await ctx.db.delete(tasks).where(eq(tasks.id, first.id));
    expect((await maria.get("/api/tasks")).json().counts).toEqual({ all: 1, pending: 1, inProgress: 0, completed: 0 });
  });

  it("pages with a cursor, no row twice and none missed, even with equal timestamps", async () => {
    const maria = await member();
    for (let i = 0; i < 25; i++) {
      await maria.submit({ title: `Task ${i}` });
      if (i % 5 === 0) ctx.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const res = await maria.get(`/api/tasks?limit=10${cursor ? `&cursor=${cursor}` : ""}`);
      const body: { items: { id: string }[]; nextCursor: string | null } = res.json();
      seen.push(...body.items.map((t) => t.id));
      cursor = body.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(25);
    expect((await maria.get("/api/tasks?cursor=garbage")).statusCode).toBe(400);
  });

  it("shows the admin every client's tasks with the client, and searches title, name and email", async () => {
    const maria = await member("Mariyana Petrova-Search");
    await maria.submit({ title: "Visa renewal" });
    const byName = (await admin.get(`/api/tasks?q=${encodeURIComponent("Petrova-Search")}`)).json();
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0].client).toEqual({ id: maria.user.id, name: "Mariyana Petrova-Search", email: maria.user.email });
    expect(byName.counts).toEqual({ all: 1, pending: 1, inProgress: 0, completed: 0 });
    expect((await admin.get(`/api/tasks?q=${encodeURIComponent(maria.user.email)}`)).json().items).toHaveLength(1);
    // A member's q is not a way into anyone else's tasks.
    const ivan = await member();
    expect((await ivan.get(`/api/tasks?q=${encodeURIComponent(maria.user.email)}`)).json().items).toHaveLength(0);
    // LIKE wildcards are searched for literally.
    await maria.submit({ title: "Discount 50%_off form" });
    expect((await admin.get("/api/tasks?q=50%25_off")).json().items.map((t: { title: string }) => t.title)).toEqual(["Discount 50%_off form"]);
    expect((await admin.get("/api/tasks?q=50%25%25off")).json().items).toEqual([]);
  });

  it("finds a task by its client's new name and email, not the old ones, and an erased client's by none", async () => {
    const maria = await member("Radoslava Oldname-Search");
    await maria.submit({ title: "Residence card" });
    const search = async (q: string) => (await admin.get(`/api/tasks?q=${encodeURIComponent(q)}`)).json();
    const clients = async (q: string) => (await search(q)).items.map((t: { client: { id: string } }) => t.client.id);
    expect(await clients("Oldname-Search")).toEqual([maria.user.id]);
    // The operator renames the client (profile and account name).
    const renamed = await admin.patch(`/api/clients/${maria.user.id}`, { fullName: "Radoslava Newname-Search", phone: "", preferredLanguage: "en" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await clients("Oldname-Search")).toEqual([]);
    expect(await search("Newname-Search")).toMatchObject({ items: [{ title: "Residence card", client: { name: "Radoslava Newname-Search" } }], counts: { all: 1, pending: 1 } });
    // A new address (the account's email row, as a confirmed change writes it).
    const email = `moved-${maria.user.id.toLowerCase()}@example.org`;
    await ctx.db.update(user).set({ email }).where(eq(user.id, maria.user.id));
    expect(await clients(maria.user.email)).toEqual([]);
    expect(await clients(email.toUpperCase())).toEqual([maria.user.id]);
    // Title, email and names are apart: no match spans two of them.
    expect(await clients(`card ${email.slice(0, 10)}`)).toEqual([]);
    // Erased: their tasks go with them, and no search finds them by the old name or email.
    const erased = await maria.post("/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const q of ["Newname-Search", "Oldname-Search", email]) expect(await search(q)).toMatchObject({ items: [], counts: { all: 0, pending: 0 } });
  });

  it("finds a term whose start every task has through its rare part, and only where the whole term stands", async () => {
    const maria = await member("Kalina Window-Search");
    // "permit renewal" in many of the newest tasks: a trigram scan is asked for the code alone.
    await ctx.db.insert(tasks).values(Array.from({ length: 40 }, (_, i) => ({ userId: maria.user.id, title: `Residence permit renewal ${i}` })));
    await maria.submit({ title: "Residence permit renewal Q7Z9K" });
    await maria.submit({ title: "Visa Q7Z9K" });
    const titles = async (q: string) => (await admin.get(`/api/tasks?q=${encodeURIComponent(q)}`)).json() as { items: { title: string }[]; counts: { all: number } };
    expect(await titles("permit renewal q7z9k")).toMatchObject({ items: [{ title: "Residence permit renewal Q7Z9K" }], counts: { all: 1 } });
    expect((await titles("Q7Z9K")).items.map((t) => t.title).sort()).toEqual(["Residence permit renewal Q7Z9K", "Visa Q7Z9K"]);
    // The code is in both; the whole term in neither.
    expect(await titles("visa renewal q7z9k")).toMatchObject({ items: [], counts: { all: 0 } });
  });

  it("refuses a search no index can answer, and answers the longest one", async () => {
    const maria = await member("Zoritsa Longname");
    await maria.submit({ title: "Visa renewal for the whole family" });
    // One letter, a wildcard alone, two letters and spaces: every row would have to be read.
    for (const q of ["a", "%25", "_", "ab%20c", "%25%25%25"]) {
      const res = await admin.get(`/api/tasks?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Type at least three letters or digits in a row to search.");
      // The web says it by the key, in Bulgarian too.
      expect(say(res.json().error.key, "bg")).toBe("Въведете поне три поредни букви или цифри, за да търсите.");
    }
    expect((await admin.get(`/api/tasks?q=${"x".repeat(200)}`)).json()).toMatchObject({ items: [], counts: { all: 0 } });
    expect((await admin.get(`/api/tasks?q=${"x".repeat(201)}`)).statusCode).toBe(400);
    // A search that matches every row (each client's email) pages and counts like any other.
    const every = (await admin.get("/api/tasks?q=example&limit=2")).json();
    expect(every.items).toHaveLength(2);
    expect(every.counts.all).toBeGreaterThan(2);
    // A cursor from another search only says where to start: the page is this search's.
    const next = (await admin.get(`/api/tasks?q=whole%20family&cursor=${every.nextCursor}`)).json();
    expect(next.items.every((t: { title: string }) => t.title.includes("whole family"))).toBe(true);
    expect((await admin.get("/api/tasks?q=whole%20family&cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
  });
});

describe("GET /api/tasks/:id", () => {
  it("answers 404 for another member's task, an unknown id and an id that is not a UUID", async () => {
    const [maria, ivan] = [await member(), await member()];
    const task = await maria.submit();
    expect((await ivan.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await ivan.get("/api/tasks/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await ivan.get("/api/tasks/not-a-uuid")).statusCode).toBe(404);
    expect((await ivan.get("/api/tasks/1%27%20or%201=1")).statusCode).toBe(404);
    expect((await maria.get(`/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/tasks/${task.id}`)).json().abilities).toEqual({ canUpdate: true, canAttach: true, canBill: false });
  });
});

describe("PATCH /api/tasks/:id (the operator works a task)", () => {
  it("is the admin's only: a member gets 403 and nothing changes", async () => {
    const maria = await member();
    const task = await maria.submit();
    const res = await maria.patch(`/api/tasks/${task.id}`, { status: "completed", adminNotes: "x", hoursSpent: 0 });
    expect(res.statusCode).toBe(403);
    expect((await maria.get(`/api/tasks/${task.id}`)).json().status).toBe("pending");
    expect((await admin.patch("/api/tasks/nope", { status: "completed" })).statusCode).toBe(404);
  });

  it("draws the hours from the prepaid balance as a ledger debit linked to the task; the member sees hours and the balance, no money", async () => {
    const maria = await member();
    await creditHours(ctx, maria.user.id, 3);
    const task = await maria.submit();
    const res = await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", adminNotes: "Called the office", hoursSpent: 1.5, drawFromBalance: true });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await maria.get(`/api/tasks/${task.id}`)).json();
    expect(seen).toMatchObject({ status: "in_progress", adminNotes: "Called the office", hoursUsed: 1.5, unpaidHours: 0 });
    expect(seen.prepaid).toEqual({ hours: 1.5, balance: 1.5 });
    expect(seen.unbilled).toEqual({ hours: 0, amount: { amount: 0, currency: "EUR" } });
    expect(seen).not.toHaveProperty("costSoFar");
    expect(await balanceOf(maria.user.id)).toBe(1.5);
    const [debit] = await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.taskId, task.id));
    expect(debit).toMatchObject({ userId: maria.user.id, hours: -1.5, reason: "task" });
  });

  it("refuses to take the balance below zero with 'Insufficient hours balance' and writes nothing", async () => {
    const maria = await member();
    await creditHours(ctx, maria.user.id, 1);
    const task = await maria.submit();
    const res = await admin.patch(`/api/tasks/${task.id}`, { status: "completed", hoursSpent: 1.5, drawFromBalance: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Insufficient hours balance");
    expect((await maria.get(`/api/tasks/${task.id}`)).json()).toMatchObject({ status: "pending", hoursUsed: 0 });
    expect(await balanceOf(maria.user.id)).toBe(1);
    expect(await ctx.db.select().from(taskAudit).where(eq(taskAudit.taskId, task.id))).toHaveLength(0);
  });

  it("records hours without drawing them as unpaid time, and only in half-hour steps", async () => {
    const maria = await member();
    const task = await maria.submit();
    const res = await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 2, drawFromBalance: false });
    expect(res.json()).toMatchObject({ hoursUsed: 2, unpaidHours: 2 });
    expect(await balanceOf(maria.user.id)).toBe(0);
    const bad = await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 0.3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Please enter a valid number of hours");
  });

  it("emails the member on a status change, in their language, only if their preferences allow", async () => {
    const maria = await member();
    await ctx.db.insert(profiles).values({ userId: maria.user.id, fullName: "Мария", preferredLanguage: "bg" }).onConflictDoUpdate({ target: profiles.userId, set: { preferredLanguage: "bg", fullName: "Мария" } });
    const task = await maria.submit({ title: "Адресна регистрация" });
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress" });
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail!.subject).toBe("Задача „Адресна регистрация“: В процес");

    const quiet = await member();
    await ctx.db.insert(profiles).values({ userId: quiet.user.id, notifyTaskUpdates: false }).onConflictDoUpdate({ target: profiles.userId, set: { notifyTaskUpdates: false } });
    const other = await quiet.submit();
    await admin.patch(`/api/tasks/${other.id}`, { status: "in_progress" });
    expect(await ctx.mailTo(quiet.user.email)).toHaveLength(0);
    // The same status again is no change: no mail.
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", adminNotes: "still on it" });
    expect(await ctx.mailTo(maria.user.email)).toHaveLength(1);
  });

  it("sends the completion report: what was done, hours used, prepaid hours with the balance left (no money) and documents", async () => {
    const maria = await member();
    await creditHours(ctx, maria.user.id, 5);
    const task = await maria.submit({ title: "Car registration" }, true);
    await admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1.5 });
    await admin.patch(`/api/tasks/${task.id}`, { status: "completed", adminNotes: "Registered the car at KAT", hoursSpent: 1 });
    const [report] = await ctx.mailTo(maria.user.email);
    expect(report!.subject).toBe('Your task "Car registration" is completed');
    expect(report!.text).toContain("Registered the car at KAT");
    expect(report!.text).toContain("Hours used: 2.5.");
    expect(report!.text).toContain("Covered by prepaid hours — 2.5 h, balance now 2.5 h.");
    expect(report!.text).not.toMatch(/BGN|€/);
    expect(report!.text).toContain("passport.pdf");
  });

  it("50 concurrent debits on a 10-hour balance never take it below zero; the ledger sums match", async () => {
    const maria = await member();
    await creditHours(ctx, maria.user.id, 10);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const [t] = await ctx.db.insert(tasks).values({ userId: maria.user.id, title: `t${i}`, createdAt: ctx.clock.now() }).returning();
      ids.push(t!.id);
    }
    const results = await Promise.all(ids.map((id) => admin.patch(`/api/tasks/${id}`, { status: "in_progress", hoursSpent: 1, drawFromBalance: true })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await balanceOf(maria.user.id)).toBe(0);
    const debits = await ctx.db.select().from(hoursLedger).where(and(eq(hoursLedger.userId, maria.user.id), eq(hoursLedger.reason, "task")));
    expect(debits).toHaveLength(10);
    const [used] = await ctx.db.select({ s: sql<string>`sum(${tasks.hoursUsed})` }).from(tasks).where(eq(tasks.userId, maria.user.id));
    expect(Number(used!.s)).toBe(10);
  });

  it("two racing updates of one task keep both audit entries, and the last one's status", async () => {
    const maria = await member();
    const task = await maria.submit();
    const [a, b] = await Promise.all([
      admin.patch(`/api/tasks/${task.id}`, { status: "in_progress", adminNotes: "A" }),
      admin.patch(`/api/tasks/${task.id}`, { status: "pending_review", adminNotes: "B" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const audit = await ctx.db.select().from(taskAudit).where(eq(taskAudit.taskId, task.id));
    expect(audit).toHaveLength(2);
    // One ran after the other: the second saw the first's result, and its status is the task's.
    const second = audit.find((e) => e.statusBefore !== "pending")!;
    const first = audit.find((e) => e !== second)!;
    expect(first.statusBefore).toBe("pending");
    expect(second.statusBefore).toBe(first.statusAfter);
    expect(second.notesBefore).toBe(first.notesAfter);
    expect((await maria.get(`/api/tasks/${task.id}`)).json().status).toBe(second.statusAfter);
  });
});

describe("POST /api/tasks/:id/documents", () => {
  it("lets the owner add a document to an open task (the operator hears of it), never to another's or a completed one", async () => {
    const [maria, ivan] = [await member(), await member()];
    const task = await maria.submit();
    const res = await maria.upload(`/api/tasks/${task.id}/documents`, FILES.png, "scan.png");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ taskId: task.id, fileName: "scan.png", contentType: "image/png" });
    expect((await ctx.mailTo(OPERATOR))[0]!.text).toContain("scan.png");

    expect((await ivan.upload(`/api/tasks/${task.id}/documents`, FILES.png, "x.png")).statusCode).toBe(404);
    expect((await ivan.upload("/api/tasks/zzz/documents", FILES.png, "x.png")).statusCode).toBe(404);
    await admin.patch(`/api/tasks/${task.id}`, { status: "completed" });
    const closed = await maria.upload(`/api/tasks/${task.id}/documents`, FILES.png, "late.png");
    expect(closed.statusCode).toBe(409);
    expect((await maria.get(`/api/tasks/${task.id}`)).json().abilities.canAttach).toBe(false);
  });

  it("lets the operator add one, and the member is emailed", async () => {
    const maria = await member();
    const task = await maria.submit();
    const res = await admin.upload(`/api/tasks/${task.id}/documents`, FILES.pdf, "summary.pdf");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientId: maria.user.id, uploadedByAdmin: true });
    expect((await ctx.mailTo(maria.user.email))[0]!.subject).toBe('New document on task "Register my address"');
  });
});
