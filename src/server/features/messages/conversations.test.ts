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
});
