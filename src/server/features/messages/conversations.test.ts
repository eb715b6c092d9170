import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";

/* The operator's Messages as conversations: one row per client, the whole thread on opening. */
const ctx = await setupTestApp();

type Row = { id: string; last: { preview: string; sender: string }; unread: number; waitingSince: string | null; dueAt: string | null };

describe("conversations", () => {
  it("lists one row per client, newest activity first, with unread count and the 24 h clock; opening reads the whole thread", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const alice = await apiAs(ctx, await createMember(ctx, { name: "Alice Conv" }));
    const bob = await apiAs(ctx, await createMember(ctx, { name: "Bob Conv" }));

    const first = (await alice.post("/api/messages", { content: "First from Alice", documentIds: [] })).json();
    const askedAt = ctx.clock.now().toISOString();
    ctx.clock.advance(60_000);
    const stagedId = await alice.stage("lease.pdf");
    expect((await alice.post("/api/messages", { content: "Second, with the lease", documentIds: [stagedId] })).statusCode).toBe(201);
    ctx.clock.advance(60_000);
    expect((await bob.post("/api/messages", { content: "Bob asks", documentIds: [] })).statusCode).toBe(201);

    const list = await admin.get("/api/messages/conversations?limit=100");
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().items as Row[];
    const mine = rows.filter((r) => r.id === alice.user.id || r.id === bob.user.id);
    expect(mine.map((r) => r.id)).toEqual([bob.user.id, alice.user.id]);
    expect(mine[1]).toMatchObject({ client: { name: "Alice Conv" }, last: { preview: "Second, with the lease", sender: "client", attachments: 1 }, unread: 2, waitingSince: askedAt });
    expect(new Date(mine[1]!.dueAt!).getTime() - new Date(askedAt).getTime()).toBe(24 * 3600_000);
    expect(list.json().counts.unread).toBeGreaterThanOrEqual(2);
    expect((await admin.get("/api/messages/conversations?status=unread&limit=100")).json().items.map((r: Row) => r.id)).toContain(alice.user.id);

    // Opening: the whole thread, oldest first, with attachments; the client's messages become read.
    const thread = await admin.get(`/api/messages/conversations/${alice.user.id}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().items.map((m: { content: string }) => m.content)).toEqual(["First from Alice", "Second, with the lease"]);
    expect(thread.json().items[1].attachments[0]).toMatchObject({ fileName: "lease.pdf" });
    expect(thread.json().abilities).toEqual({ canReply: true });
    const after = ((await admin.get("/api/messages/conversations?limit=100")).json().items as Row[]).find((r) => r.id === alice.user.id)!;
    expect(after.unread).toBe(0);
    expect((await admin.get("/api/messages/conversations?status=unread&limit=100")).json().items.map((r: Row) => r.id)).not.toContain(alice.user.id);

    // A reply answers the conversation: nothing waits any more, and the operator's message is the last.
    expect((await admin.post(`/api/messages/${first.id}/reply`, { content: "On it", documentIds: [] })).statusCode).toBe(201);
    const answered = ((await admin.get("/api/messages/conversations?limit=100")).json().items as Row[]).find((r) => r.id === alice.user.id)!;
    expect(answered).toMatchObject({ last: { preview: "On it", sender: "admin" }, waitingSince: null, dueAt: null });
    expect((await admin.get("/api/messages/conversations?status=waiting&limit=100")).json().items.map((r: Row) => r.id)).toEqual(
      expect.arrayContaining([bob.user.id]),
    );

    // Pages by keyset.
    const one = (await admin.get("/api/messages/conversations?limit=1")).json();
    expect(one.items).toHaveLength(1);
    const two = (await admin.get(`/api/messages/conversations?limit=1&cursor=${one.nextCursor}`)).json();
    expect(two.items[0].id).not.toBe(one.items[0].id);
  });

  it("is the operator's: members get 403 (their own conversation or another's), visitors 401, unknown clients 404", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    const member = await apiAs(ctx, await createMember(ctx));
    const foreign = await apiAs(ctx, await createMember(ctx));
    await member.post("/api/messages", { content: "Mine", documentIds: [] });
    for (const m of [member, foreign]) {
      expect((await m.get("/api/messages/conversations")).statusCode).toBe(403);
      expect((await m.get(`/api/messages/conversations/${member.user.id}`)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/messages/conversations" })).statusCode).toBe(401);
    expect((await admin.get("/api/messages/conversations/nobody")).statusCode).toBe(404);
    expect((await admin.get(`/api/messages/conversations/${admin.user.id}`)).statusCode).toBe(404);
    // The member's own view stays one conversation, unread untouched by the operator's list.
    expect((await member.get("/api/messages")).json().items.map((m: { content: string }) => m.content)).toEqual(["Mine"]);
  });

  it("counts conversations up to 1 000 (more read 1,001), keeps each summary through bulk writes and deletes, and refuses another list's cursor", async () => {
    const admin = await apiAs(ctx, await createAdmin(ctx));
    // 1 001 more clients, each with two unanswered messages, written in one statement each.
    await ctx.db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bulk-' || i, 'Bulk ' || i, 'bulk' || i || '@example.com', true, 'member', now(), now() from generate_series(1, 1001) as i`);
    await ctx.db.execute(sql`insert into messages (user_id, sender, content, created_at, due_at)
      select 'bulk-' || (1 + i % 1001), 'client', 'Bulk ' || i, now(), now() + interval '1 day' from generate_series(1, 2002) as i`);
    const list = (await admin.get("/api/messages/conversations")).json();
    expect(list.counts).toEqual({ all: 1001, unread: 1001, waiting: 1001 });
    // One client's messages all deleted but one, then read: its row says so, the others' do not move.
    await ctx.db.execute(sql`delete from messages where user_id = 'bulk-7' and content <> 'Bulk 6'`);
    await ctx.db.execute(sql`update messages set is_read = true where user_id = 'bulk-7'`);
    const everyRow = async () => {
      const all: Row[] = [];
      for (let cursor = ""; ; ) {
        const page = (await admin.get(`/api/messages/conversations?limit=100${cursor ? `&cursor=${cursor}` : ""}`)).json();
        all.push(...page.items);
        if (!page.nextCursor) return all;
        cursor = page.nextCursor;
      }
    };
    const rows = await everyRow();
    expect(rows.find((r) => r.id === "bulk-7")).toMatchObject({ unread: 0, last: { preview: "Bulk 6" } });
    expect(rows.find((r) => r.id === "bulk-8")).toMatchObject({ unread: 2 });
    // Every message gone: the conversation leaves the list.
    await ctx.db.execute(sql`delete from messages where user_id = 'bulk-7'`);
    expect((await everyRow()).map((r) => r.id)).not.toContain("bulk-7");
    // The clients list's cursor (a text id) is no position in this one.
    const clientsCursor = (await admin.get("/api/clients?limit=1")).json().nextCursor;
    expect((await admin.get(`/api/messages/conversations?cursor=${clientsCursor}`)).statusCode).toBe(400);
  });
});
