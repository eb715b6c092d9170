import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { AppDeps } from "../../http/types";
import { sessionActorResolver } from "../../auth/actor";
import { session, user } from "../../db/schema";
import { notifyUsers } from "./notify";
import { linkFrom, setupTestApp } from "../../test/app";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from "../../test/factories";
import { openStream } from "../../test/sse";

/**
 * A live stream is bounded (per process, per address, a lifetime) and never outlives
 * its session. The apps here beat their heartbeat once a minute unless a test says otherwise,
 * so a stream that ends at once was ended by the session signal, not by a heartbeat.
 */
const ctx = await setupTestApp();
const apps: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function ownApp(deps: Partial<AppDeps> = {}, env: Partial<AppDeps["config"]> = {}) {
  const app = await buildApp({ ...ctx.app.deps, liveHeartbeatMs: 60_000, ...deps, config: { ...ctx.config, ...env } });
  apps.push(app);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url };
}
const cookieOf = async (u: { id: string }) => (await signedInAs(ctx, u)).cookie;
const ring = (userId: string, title: string) =>
  ctx.db.transaction((tx) => notifyUsers(tx, [userId], { kind: "message_received", data: { title, preview: "Your new PIN is 4711" }, link: "/dashboard/messages" }, ctx.clock.now()));
const post = (url: string, cookie: string, payload: object = {}) =>
  ctx.app.inject({ method: "POST", url, headers: { cookie, origin: ctx.config.publicUrl }, payload });

describe("stream ceilings (503 + Retry-After, the bell polls)", () => {
  it("refuses a stream past the per-address ceiling and past the per-process ceiling, and frees places when tabs close", async () => {
    const { url } = await ownApp({}, { TRUST_PROXY: true, LIVE_STREAMS_MAX: 3, LIVE_STREAMS_PER_ADDRESS: 2 });
    const members = await Promise.all([createMember(ctx), createMember(ctx), createMember(ctx), createMember(ctx)]);
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const a1 = await openStream(url, await cookieOf(members[0]!), from("203.0.113.1"));
    const a2 = await openStream(url, await cookieOf(members[1]!), from("203.0.113.1"));
    for (const s of [a1, a2]) expect((await s.next())?.event).toBe("ready");

    const a3 = await openStream(url, await cookieOf(members[2]!), from("203.0.113.1"));
    expect(a3.status).toBe(503);
    expect(Number(a3.header("retry-after"))).toBeGreaterThan(0);
    await a3.close();

    const b1 = await openStream(url, await cookieOf(members[2]!), from("198.51.100.7"));
    expect(b1.status).toBe(200);
    const c1 = await openStream(url, await cookieOf(members[3]!), from("192.0.2.9"));
    expect(c1.status).toBe(503);
    expect(c1.header("retry-after")).toBeTruthy();
    await c1.close();

    await a1.close();
    await expect
      .poll(async () => {
        const again = await openStream(url, await cookieOf(members[3]!), from("192.0.2.9"));
        await again.close();
        return again.status;
      })
      .toBe(200);
    await Promise.all([a2.close(), b1.close()]);
  });

  it("a burst of tabs at once opens exactly up to the ceiling; the rest get 503 + Retry-After before their session is read", async () => {
    const resolve = sessionActorResolver(ctx.app.auth, ctx.db);
    let sessionsRead = 0;
    const { url } = await ownApp(
      {
        resolveActor: (req) => {
          sessionsRead++;
          return resolve(req);
        },
      },
      { LIVE_STREAMS_MAX: 3, LIVE_STREAMS_PER_ADDRESS: 40 },
    );
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(ctx)));
    const cookies = await Promise.all(members.map(cookieOf));
    const tabs = await Promise.all(Array.from({ length: 24 }, (_, i) => openStream(url, cookies[i % cookies.length]!)));
    const ready = tabs.filter((t) => t.status === 200);
    const refused = tabs.filter((t) => t.status === 503);
    expect(ready).toHaveLength(3);
    for (const t of ready) expect((await t.next())?.event).toBe("ready");
    expect(refused).toHaveLength(21);
    for (const t of refused) expect(Number(t.header("retry-after"))).toBeGreaterThan(0);
    expect(sessionsRead).toBe(3);
    await Promise.all(tabs.map((t) => t.close()));
  });

  it("defaults leave room under the usual open-files limit of 1,024, and a listen backlog sized for a reconnect storm", () => {
    expect(ctx.config.LIVE_STREAMS_MAX).toBeLessThanOrEqual(512);
    expect(ctx.config.LIVE_STREAMS_PER_ADDRESS).toBeLessThan(ctx.config.LIVE_STREAMS_MAX);
    // Node's own 511 overflowed when 10,000 tabs reconnected at once (bench/stream-fanout.ts).
    expect(ctx.config.LISTEN_BACKLOG).toBeGreaterThanOrEqual(4096);
  });
});

describe("a stream ends with its session", () => {
  it("ends at its maximum lifetime, and the tab can open a new one", async () => {
    const { url } = await ownApp({ liveMaxAgeMs: 300 });
    const maria = await createMember(ctx);
    const cookie = await cookieOf(maria);
    const s = await openStream(url, cookie);
    expect((await s.next())?.event).toBe("ready");
    expect(await s.next()).toBeNull();
    const again = await openStream(url, cookie);
    expect((await again.next())?.event).toBe("ready");
    await again.close();
  });

  /** An admin action on the member, signed in as a fresh operator. */
  async function byOperator(path: string, body: object) {
    const admin = await cookieOf(await createAdmin(ctx));
    const res = await post(path, admin, body);
    expect(res.statusCode, res.body).toBe(200);
  }

  const endings: [string, (target: { id: string; email: string }, cookie: string) => Promise<void>][] = [
    [
      "sign-out",
      async (_t, cookie) => {
        expect((await post("/api/auth/sign-out", cookie)).statusCode).toBe(200);
      },
    ],
    ["a ban by the operator", (t) => byOperator("/api/auth/admin/ban-user", { userId: t.id, banReason: "Abuse" })],
    ["the operator revoking their sessions", (t) => byOperator("/api/auth/admin/revoke-user-sessions", { userId: t.id })],
    ["the operator setting their password", (t) => byOperator("/api/auth/admin/set-user-password", { userId: t.id, newPassword: "A-New-Long-Password-2026" })],
    [
      "a password change that signs out the other devices",
      async (t) => {
        const other = await cookieOf(t);
        const res = await post("/api/auth/change-password", other, { currentPassword: TEST_PASSWORD, newPassword: "A-New-Long-Password-2026", revokeOtherSessions: true });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      "a password reset by link",
      async (t) => {
        expect((await ctx.app.inject({ method: "POST", url: "/api/auth/request-password-reset", headers: { origin: ctx.config.publicUrl }, payload: { email: t.email, redirectTo: "/reset-password" } })).statusCode).toBe(200);
        const [mail] = await ctx.mailTo(t.email);
        const token = new URL(linkFrom(mail!.text!, "http://concierge.localhost/reset-password?token=")).searchParams.get("token");
        const res = await ctx.app.inject({ method: "POST", url: "/api/auth/reset-password", headers: { origin: ctx.config.publicUrl }, payload: { token, newPassword: "A-New-Long-Password-2026" } });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
  ];

  for (const [what, end] of endings) {
    it(`ends at once on ${what}, on another instance of the app, with nothing delivered after it`, async () => {
      const { url } = await ownApp();
      const maria = await createMember(ctx);
      const cookie = await cookieOf(maria);
      const s = await openStream(url, cookie);
      expect((await s.next())?.event).toBe("ready");
      await end(maria, cookie);
      // Well before the minute-long heartbeat: the signal ended it.
      expect(await s.next([":", "retry", "notifications"], 3_000)).toBeNull();
    });
  }

  it("checks the session on every wake-up: a ban written straight to the database stops the next message preview", async () => {
    const { url } = await ownApp();
    const maria = await createMember(ctx);
    const s = await openStream(url, await cookieOf(maria));
    expect((await s.next())?.event).toBe("ready");
    await ctx.db.update(user).set({ banned: true }).where(eq(user.id, maria.id));
    await ring(maria.id, "After the ban");
    expect(await s.next()).toBeNull();
  });

  it("checks the session on every heartbeat: an expired session ends the stream", async () => {
    const { url } = await ownApp({ liveHeartbeatMs: 100 });
    const maria = await createMember(ctx);
    const s = await openStream(url, await cookieOf(maria));
    expect((await s.next())?.event).toBe("ready");
    expect((await s.next([]))?.event).toBe(":");
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, maria.id));
    expect(await s.next()).toBeNull();
  });
});
