import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { AppInstance } from "../../http/types";
import { openPostgres } from "../../db/client";
import { notifyUsers } from "./notify";
import { setupTestApp } from "../../test/app";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { openStream } from "../../test/sse";
import { MAX_STREAMS_PER_USER } from "./stream";

const ctx = await setupTestApp({ liveHeartbeatMs: 200 });
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});

const cookieOf = async (user: { id: string }) => (await signedInAs(ctx, user)).cookie;
const ring = (userId: string, title: string, db = ctx.db) =>
  db.transaction((tx) => notifyUsers(tx, [userId], { kind: "task_status_changed", data: { title, status: "completed" }, link: "/dashboard/tasks" }, ctx.clock.now()));
const titlesOf = (data: string) => (JSON.parse(data) as { items: { data: { title: string } }[] }).items.map((n) => n.data.title);

describe("GET /api/notifications/stream (Server-Sent Events over real HTTP)", () => {
  it("answers an uncompressed, unbuffered event stream: retry hint, ready with the unread count, heartbeat comments", async () => {
    const maria = await createMember(ctx);
    await ring(maria.id, "Before");
    const s = await openStream(base, await cookieOf(maria));
    expect(s.status).toBe(200);
    expect(s.header("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(s.header("content-encoding")).toBeNull();
    expect(s.header("cache-control")).toContain("no-transform");
    expect(s.header("x-accel-buffering")).toBe("no");
    expect(s.header("x-content-type-options")).toBe("nosniff");
    expect((await s.next([]))?.event).toBe("retry");
    const ready = await s.next();
    expect(ready?.event).toBe("ready");
    expect(JSON.parse(ready!.data)).toEqual({ unreadCount: 1 });
    expect((await s.next([]))?.event).toBe(":");
    await s.close();
  });

  it("pushes a notification once notifyUsers commits, with the new unread count; never one that was rolled back", async () => {
    const maria = await createMember(ctx);
    const s = await openStream(base, await cookieOf(maria));
    expect((await s.next())?.event).toBe("ready");

    await ctx.db
      .transaction(async (tx) => {
        await notifyUsers(tx, [maria.id], { kind: "task_status_changed", data: { title: "Rolled back", status: "completed" }, link: "/x" }, ctx.clock.now());
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await ring(maria.id, "Committed");
    const e = await s.next();
    expect(e?.event).toBe("notifications");
    expect(titlesOf(e!.data)).toEqual(["Committed"]);
    expect(JSON.parse(e!.data).unreadCount).toBe(1);
    expect(e!.id).toBeTruthy();
    await s.close();
  });

  it("two members connected at once never see each other's events; a tab's read-all updates the other tab's count", async () => {
    const maria = await createMember(ctx);
    const ivan = await createMember(ctx);
    const [a, a2, b] = await Promise.all([
      openStream(base, await cookieOf(maria)),
      openStream(base, await cookieOf(maria)),
      openStream(base, await cookieOf(ivan)),
    ]);
    for (const s of [a, a2, b]) expect((await s.next())?.event).toBe("ready");

    await ring(maria.id, "Maria 1");
    await ring(ivan.id, "Ivan 1");
    await ring(maria.id, "Maria 2");
    // Wake-ups that arrive together may reach a tab as one event: count titles, not events.
    const titlesFrom = async (s: typeof a, n: number) => {
      const titles: string[] = [];
      while (titles.length < n) titles.push(...titlesOf((await s.next())!.data));
      return titles.sort();
    };
    expect(await titlesFrom(a, 2)).toEqual(["Maria 1", "Maria 2"]);
    expect(await titlesFrom(a2, 2)).toEqual(["Maria 1", "Maria 2"]);
    expect(await titlesFrom(b, 1)).toEqual(["Ivan 1"]);

    const mariaCookie = await cookieOf(maria);
    const read = await fetch(`${base}/api/notifications/read-all`, { method: "POST", headers: { cookie: mariaCookie, origin: ctx.config.publicUrl, "content-type": "application/json" }, body: "{}" });
    expect(read.status).toBe(200);
    await ring(ivan.id, "Ivan 2");
    // Both of Maria's tabs get the count after read-all, with no rows; Ivan's gets only his own.
    // (A wake-up whose row an earlier event already carried may still arrive first: no rows, the old count.)
    const countFrom = async (s: typeof a, count: number) => {
      for (;;) {
        const d = JSON.parse((await s.next())!.data) as { items: unknown[]; unreadCount: number };
        if (d.unreadCount === count) return d;
        expect(d.items).toEqual([]);
      }
    };
    expect(await countFrom(a, 0)).toEqual({ items: [], unreadCount: 0 });
    expect(await countFrom(a2, 0)).toEqual({ items: [], unreadCount: 0 });
    expect(titlesOf((await b.next())!.data)).toEqual(["Ivan 2"]);
    await Promise.all([a.close(), a2.close(), b.close()]);
  });

  it("catches up on a reconnect from Last-Event-ID or ?since", async () => {
    const maria = await createMember(ctx);
    const s = await openStream(base, await cookieOf(maria));
    const ready = await s.next();
    await ring(maria.id, "Seen");
    const seen = await s.next();
    await s.close();
    expect(ready?.event).toBe("ready");

    ctx.clock.advance(5_000);
    await ring(maria.id, "Missed while away");
    for (const opts of [{ lastEventId: seen!.id }, { since: seen!.id }]) {
      const again = await openStream(base, await cookieOf(maria), opts);
      expect(JSON.parse((await again.next())!.data)).toEqual({ unreadCount: 2 });
      const catchUp = await again.next();
      expect(catchUp?.event).toBe("notifications");
      expect(titlesOf(catchUp!.data)).toContain("Missed while away");
      await again.close();
    }
    // A Last-Event-ID that is no timestamp is ignored (a plain first connect), never an error.
    const odd = await openStream(base, await cookieOf(maria), { lastEventId: "'; drop table notifications; --" });
    expect(odd.status).toBe(200);
    expect((await odd.next())?.event).toBe("ready");
    await odd.close();
  });

  it("refuses a flood of streams for one user (429), not another user's", async () => {
    const maria = await createMember(ctx);
    const ivan = await createMember(ctx);
    const cookie = await cookieOf(maria);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openStream(base, cookie)));
    for (const s of streams) expect((await s.next())?.event).toBe("ready");
    const extra = await openStream(base, cookie);
    expect(extra.status).toBe(429);
    await extra.close();
    const other = await openStream(base, await cookieOf(ivan));
    expect(other.status).toBe(200);
    await Promise.all([...streams, other].map((s) => s.close()));
    // Closed tabs free their places (once the server has seen them go).
    await expect
      .poll(async () => {
        const again = await openStream(base, cookie);
        await again.close();
        return again.status;
      })
      .toBe(200);
  });

  it("an admin's stream carries the admin's bell", async () => {
    const admin = await createAdmin(ctx);
    const maria = await createMember(ctx);
    const s = await openStream(base, await cookieOf(admin));
    await s.next();
    await ring(maria.id, "Not for the admin");
    await ring(admin.id, "For the admin");
    expect(titlesOf((await s.next())!.data)).toEqual(["For the admin"]);
    await s.close();
  });
});

describe("streams and the server's life", () => {
  it("end cleanly when the client goes away, and a server stop is not held up by open streams", async () => {
    const own = await buildApp({ ...ctx.app.deps, liveHeartbeatMs: 60_000 });
    const url = await own.listen({ port: 0, host: "127.0.0.1" });
    const maria = await createMember(ctx);
    const cookie = (await signedInAs({ ...ctx, app: own }, maria)).cookie;
    const gone = await openStream(url, cookie);
    await gone.next();
    await gone.close();
    const streams = await Promise.all([openStream(url, cookie), openStream(url, cookie)]);
    for (const s of streams) expect((await s.next())?.event).toBe("ready");
    const started = Date.now();
    await own.close();
    // Well under the 10 s shutdown deadline: the server ended the streams itself.
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const s of streams) expect(await s.next()).toBeNull();
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("several instances on one PostgreSQL", () => {
  let second: AppInstance;
  let secondUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const url = (ctx.database as { url?: string }).url;
    if (!url) throw new Error("the postgres test database has no url");
    const database = openPostgres(url);
    second = await buildApp({ ...ctx.app.deps, db: database.db, listener: database });
    secondUrl = await second.listen({ port: 0, host: "127.0.0.1" });
    close = async () => {
      await second.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it("after the listening connection drops, it listens again and the open stream catches up", async () => {
    const maria = await createMember(ctx);
    const s = await openStream(secondUrl, (await signedInAs({ ...ctx, app: second }, maria)).cookie);
    expect((await s.next())?.event).toBe("ready");
    // The server ends the LISTEN session (a restart, a failover).
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`);
    await ring(maria.id, "While reconnecting");
    // Resumed (first retry after 1 s): the stream re-reads and sends what it missed.
    const e = await s.next([":", "retry"], 8_000);
    expect(titlesOf(e!.data)).toEqual(["While reconnecting"]);
    await ring(maria.id, "After");
    expect(titlesOf((await s.next())!.data)).toEqual(["After"]);
    await s.close();
  });

  it("a stream on the second instance hears a notify committed through the first", async () => {
    const maria = await createMember(ctx);
    const s = await openStream(secondUrl, (await signedInAs({ ...ctx, app: second }, maria)).cookie);
    expect((await s.next())?.event).toBe("ready");
    await ring(maria.id, "From instance one");
    expect(titlesOf((await s.next())!.data)).toEqual(["From instance one"]);
    await s.close();
  });
});
