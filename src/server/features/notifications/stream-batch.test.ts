import { beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_EVENTS } from "../../../core/notifications";
import { sessionAlive } from "../../auth/session-alive";
import { notifications } from "../../db/schema";
import { notifyUsers } from "./notify";
import { setupTestApp } from "../../test/app";
import { createMember, signedInAs } from "../../test/factories";
import { openStream } from "../../test/sse";
import { streamRead } from "./store";

// A hundred tabs from one test address: the per-address ceiling (default 40) would refuse most.
const ctx = await setupTestApp({ env: { LIVE_STREAMS_PER_ADDRESS: "200" } });
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});

const actorOf = (u: { id: string; email: string }) => ({ userId: u.id, email: u.email, role: "member" as const, sessionId: "s" });
const HOUR = 3600_000;

describe("live streams read together", () => {
  it("answers each stream woken in the same turn with its own rows, since and unread count", async () => {
    const [ana, ben] = [await createMember(ctx), await createMember(ctx)];
    const t0 = Date.parse("2026-01-01T00:00:00Z");
    // Ana: 60 rows an hour apart (more than a stream's batch of 50), 5 of them read; Ben: 3.
    await ctx.db.insert(notifications).values([
      ...Array.from({ length: 60 }, (_, i) => ({ userId: ana.id, kind: "task_status_changed" as const, data: { n: i }, link: "/x", createdAt: new Date(t0 + i * HOUR), readAt: i < 5 ? new Date(t0) : null })),
      ...Array.from({ length: 3 }, (_, i) => ({ userId: ben.id, kind: "message_received" as const, data: { n: i }, link: "/y", createdAt: new Date(t0 + i * HOUR) })),
    ]);
    const since = new Date(t0 + 50 * HOUR).toISOString();

    const [anaAll, benAll, anaSince] = await Promise.all([streamRead(ctx.db, actorOf(ana), null), streamRead(ctx.db, actorOf(ben), null), streamRead(ctx.db, actorOf(ana), since)]);
    const ns = (rows: { data: unknown }[]) => rows.map((r) => (r.data as { n: number }).n);
    expect(ns(anaAll[0])).toEqual(Array.from({ length: 50 }, (_, i) => 59 - i));
    expect(anaAll[1]).toBe(55);
    expect(ns(benAll[0])).toEqual([2, 1, 0]);
    expect(benAll[1]).toBe(3);
    expect(ns(anaSince[0])).toEqual([59, 58, 57, 56, 55, 54, 53, 52, 51, 50]);
  });

  it("checks the sessions of the same turn together, each by its own rules", async () => {
    const maria = await createMember(ctx);
    await signedInAs(ctx, maria);
    const [sessionRow] = await ctx.db.query.session.findMany({ where: (s, { eq }) => eq(s.userId, maria.id) });
    const now = new Date();
    expect(await Promise.all([sessionAlive(ctx.db, sessionRow!.id, now), sessionAlive(ctx.db, "no-such-session", now), sessionAlive(ctx.db, sessionRow!.id, now)])).toEqual([true, false, true]);
  });

  it("wakes a hundred open streams with one notice, each with its own update", async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => createMember(ctx)));
    const streams = await Promise.all(members.map(async (m) => openStream(base, (await signedInAs(ctx, m)).cookie)));
    for (const s of streams) {
      expect((await s.next([]))?.event).toBe("retry");
      expect((await s.next())?.event).toBe(NOTIFICATION_EVENTS.ready);
    }
    await ctx.db.transaction((tx) =>
      notifyUsers(tx, members.map((m) => m.id), { kind: "task_status_changed", data: { title: "For all", status: "completed" }, link: "/dashboard/tasks" }, ctx.clock.now()),
    );
    for (const s of streams) {
      const update = await s.next();
      expect(update?.event).toBe(NOTIFICATION_EVENTS.update);
      expect(JSON.parse(update!.data)).toMatchObject({ unreadCount: 1, items: [{ data: { title: "For all" } }] });
    }
    await Promise.all(streams.map((s) => s.close()));
  });
});
