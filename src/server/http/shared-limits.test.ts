import { english } from "../test/english";
import { randomUUID } from "node:crypto";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { buildApp } from "../app";
import type { AppDeps } from "./types";
import { SIGN_IN_BACKOFF } from "../auth/sign-in-throttle";
import { rateLimits } from "../db/schema";
import { setupTestApp, type TestContext, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createMember, TEST_PASSWORD } from "../test/factories";
import { limitKey, RULES } from "./rate-limit";
import { redisLimitStore } from "./redis-limit-store";

/** The Redis that runs on our machines and on CI; each test file counts under its own prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const RATE_LIMITED = { code: "rate_limited", message: english(AUTH_MESSAGES.rateLimited) };

/** Another server instance over the same database and clock (as behind a load balancer). */
async function anotherInstance(ctx: TestContext, deps: Partial<AppDeps> = {}) {
  const app = await buildApp({ config: ctx.config, db: ctx.db, dbKind: ctx.database.kind, clock: ctx.clock, ...deps });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

async function redisStore(prefix: string, url = REDIS_URL) {
  const store = await redisLimitStore(url, { prefix, connectTimeoutMs: 500 });
  afterAll(() => store.close());
  return store;
}

type Instance = Awaited<ReturnType<typeof anotherInstance>>;

const signIn = (app: Instance, ip: string, email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/auth/sign-in/email", remoteAddress: ip, payload: { email, password }, headers: { origin: "http://concierge.localhost" } });

/** RULES.signIn.max wrong guesses from one address, alternating between the instances; then one more on each. */
async function guessesAcross(a: Instance, b: Instance) {
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < RULES.signIn.max; i++) statuses.push((await signIn(i % 2 ? b : a, ip, uniqueEmail("g"), "Guess-Password-000")).statusCode);
  const next = [await signIn(a, ip, uniqueEmail("g"), "Guess-Password-000"), await signIn(b, ip, uniqueEmail("g"), "Guess-Password-000")];
  return { statuses, next };
}

function expectLimitAcross({ statuses, next }: Awaited<ReturnType<typeof guessesAcross>>) {
  expect(statuses).toEqual(Array(RULES.signIn.max).fill(401));
  for (const res of next) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED", message: english(AUTH_MESSAGES.rateLimited), error: RATE_LIMITED });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  }
}

/** Wrong passwords at `email` from `ip`, alternating instances, until the account is past its free failures. */
async function failuresAcross(a: Instance, b: Instance, ip: string, email: string) {
  for (let i = 0; i < SIGN_IN_BACKOFF.freeFailures; i++) expect((await signIn(i % 2 ? b : a, ip, email, `Wrong-Password-${i}`)).statusCode).toBe(401);
}

/** 20 hits at once from one address, alternating instances, against a limit of 10: how many got through. */
async function concurrentAllowed(a: Instance, b: Instance) {
  const ip = uniqueIp();
  const rule = { max: 10, windowMs: 60_000 };
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).rateLimiter.allow("concurrent", ip, rule)));
  return results.filter(Boolean).length;
}

/** What a shared store does for sign-in: counts attempts on both instances together, and slows an address guessing at an account on both. */
function itSharesSignInLimits(kind: "postgres" | "redis", ctx: TestContext, other: Instance) {
  it("the sign-in limit counts attempts on both instances together", async () => {
    expect(ctx.app.rateLimiter.store.kind).toBe(kind);
    expectLimitAcross(await guessesAcross(ctx.app, other));
  });

  it("an address slowed for guessing at an account on one instance is slowed on the other; the owner still signs in", async () => {
    const member = await createMember(ctx);
    const attacker = uniqueIp();
    await failuresAcross(ctx.app, other, attacker, member.email);
    const slowed = await signIn(other, attacker, member.email, "Wrong-Password-x");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: "RATE_LIMITED", error: RATE_LIMITED });
    expect((await signIn(ctx.app, uniqueIp(), member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
}

describe("limits shared through the database (two instances, one PostgreSQL or PGlite)", async () => {
  const ctx = await setupTestApp();
  const other = await anotherInstance(ctx);

  itSharesSignInLimits("postgres", ctx, other);

  it("stores hashes, never the address, and sweeps windows that are over", async () => {
    const ip = uniqueIp();
    await ctx.app.rateLimiter.hit("sweep-test", ip, { max: 5, windowMs: 60_000 });
    const rows = await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, limitKey("sweep-test", ip)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain(ip);
    const live = async () => (await ctx.db.select({ n: count() }).from(rateLimits))[0]!.n;
    expect(await live()).toBeGreaterThan(0);
    ctx.clock.advance(2 * 3600_000); // past every window and every forgotten failure
    await other.rateLimiter.hit("sweep-test", uniqueIp(), { max: 5, windowMs: 60_000 });
    await ctx.app.rateLimiter.hit("sweep-test", uniqueIp(), { max: 5, windowMs: 60_000 });
    expect(await live()).toBe(2); // only the two just counted
  });

  it("20 concurrent hits on two instances are each counted once", async () => {
    expect(await concurrentAllowed(ctx.app, other)).toBe(10);
  });
});

describe("limits shared through Redis (two instances, one Redis)", async () => {
  const prefix = `concierge-test:${randomUUID()}:`;
  const ctx = await setupTestApp({ limits: await redisStore(prefix) });
  const other = await anotherInstance(ctx, { limits: await redisStore(prefix) });
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.disconnect());

  itSharesSignInLimits("redis", ctx, other);

  it("keys carry no address and expire with their window", async () => {
    const ip = uniqueIp();
    await ctx.app.rateLimiter.hit("ttl-test", ip, { max: 5, windowMs: 60_000 });
    const key = `${prefix}${limitKey("ttl-test", ip)}`;
    expect(key).not.toContain(ip);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await redis.hget(key, "c")).toBe("1");
  });

  it("20 concurrent hits on two instances are each counted once", async () => {
    expect(await concurrentAllowed(ctx.app, other)).toBe(10);
  });

  it("a new window opens when the old one is over by the app's clock", async () => {
    const ip = uniqueIp();
    const rule = { max: 1, windowMs: 60_000 };
    await ctx.app.rateLimiter.hit("window", ip, rule);
    await expect(other.rateLimiter.hit("window", ip, rule)).rejects.toMatchObject({ statusCode: 429 });
    ctx.clock.advance(rule.windowMs);
    await expect(other.rateLimiter.hit("window", ip, rule)).resolves.toBeUndefined();
  });
});

/** A TCP relay to Redis that the test can cut and restore, as a network failure would. */
async function cuttableRedis() {
  const upstream = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const conn = net.connect(Number(upstream.port || 6379), upstream.hostname);
    for (const s of [client, conn]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        client.destroy();
        conn.destroy();
      });
    }
    client.pipe(conn).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  afterAll(() => {
    for (const s of sockets) s.destroy();
    server.close();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
}

describe("Redis down: limits hold per instance (neither open nor closed)", async () => {
  const relay = await cuttableRedis();
  const prefix = `concierge-test:${randomUUID()}:`;
  const ctx = await setupTestApp({ limits: await redisStore(prefix, relay.url) });
  const other = await anotherInstance(ctx, { limits: await redisStore(prefix, relay.url) });

  it("an unreachable Redis at start: every request is answered, and the limit holds on each instance", async () => {
    const app = await anotherInstance(ctx, { limits: await redisStore(prefix, "redis://127.0.0.1:1") });
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RULES.signIn.max; i++) statuses.push((await signIn(app, ip, uniqueEmail("d"), "Guess-Password-000")).statusCode);
    expect(statuses.slice(0, RULES.signIn.max)).toEqual(Array(RULES.signIn.max).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });

  it("cut mid-way: counting goes on in each instance's memory, then shared again once Redis is back", async () => {
    const rule = { max: 4, windowMs: 60_000 };
    const shared = uniqueIp();
    await ctx.app.rateLimiter.hit("outage", shared, rule);
    await other.rateLimiter.hit("outage", shared, rule);

    await relay.cut();
    // Each instance now counts alone: a fresh address gets `max` on each, then 429 — never a 5xx, never unlimited.
    const alone = uniqueIp();
    for (const app of [ctx.app, other]) {
      for (let i = 0; i < rule.max; i++) await expect(app.rateLimiter.hit("outage", alone, rule)).resolves.toBeUndefined();
      await expect(app.rateLimiter.hit("outage", alone, rule)).rejects.toMatchObject({ statusCode: 429 });
    }
    const member = await createMember(ctx);
    expect((await signIn(other, uniqueIp(), member.email, TEST_PASSWORD)).statusCode).toBe(200);

    await relay.restore();
    const stores = [ctx.app.rateLimiter.store, other.rateLimiter.store];
    await vi.waitFor(async () => {
      for (const s of stores) await expect(redisOf(s).ping()).resolves.toBe("PONG");
    }, { timeout: 10_000, interval: 100 });
    // The shared count from before the cut goes on: 2 counted, 2 more allowed across both, then 429.
    await ctx.app.rateLimiter.hit("outage", shared, rule);
    await other.rateLimiter.hit("outage", shared, rule);
    await expect(ctx.app.rateLimiter.hit("outage", shared, rule)).rejects.toMatchObject({ statusCode: 429 });
  });
});

/** The Redis connection inside an app's (fail-safe-wrapped) store. */
function redisOf(store: unknown): Redis {
  const redis = (store as { primary?: { redis?: Redis } }).primary?.redis;
  if (!redis) throw new Error("not a Redis-backed store");
  return redis;
}
