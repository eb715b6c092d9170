import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/db";
import { type LimitStore, memoryLimitStore, postgresLimitStore } from "./limit-store";
import { redisLimitStore } from "./redis-limit-store";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const database = await createTestDatabase();
const redis = await redisLimitStore(REDIS_URL, { prefix: `concierge-test:${randomUUID()}:` });
afterAll(async () => {
  await redis.close();
  await database.close();
});

/** The same answers from every store: the limiter and the throttle rely on nothing else. */
const STORES: [string, LimitStore][] = [
  ["memory", memoryLimitStore()],
  [database.kind, postgresLimitStore(database.db)],
  ["redis", redis],
];
const T0 = Date.UTC(2026, 10, 21, 10);
let n = 0;
const key = () => `contract:${++n}`;

describe.each(STORES)("LimitStore contract: %s", (_name, store) => {
  it("hit: a fixed window from the first hit; a new one once it is over", async () => {
    const k = key();
    expect(await store.hit(k, 60_000, T0)).toEqual({ count: 1, expiresAt: T0 + 60_000 });
    expect(await store.hit(k, 60_000, T0 + 59_999)).toEqual({ count: 2, expiresAt: T0 + 60_000 });
    expect(await store.peek(k, T0 + 59_999)).toEqual({ count: 2, expiresAt: T0 + 60_000 });
    expect(await store.peek(k, T0 + 60_000)).toBeNull();
    expect(await store.hit(k, 60_000, T0 + 60_000)).toEqual({ count: 1, expiresAt: T0 + 120_000 });
  });

  it("bump: every event pushes the end further; a quiet spell forgets the count", async () => {
    const k = key();
    expect(await store.bump(k, 3_600_000, T0)).toEqual({ count: 1, expiresAt: T0 + 3_600_000 });
    expect(await store.bump(k, 3_600_000, T0 + 3_000_000)).toEqual({ count: 2, expiresAt: T0 + 6_600_000 });
    expect(await store.peek(k, T0 + 6_599_999)).toEqual({ count: 2, expiresAt: T0 + 6_600_000 });
    expect(await store.bump(k, 3_600_000, T0 + 6_600_000)).toEqual({ count: 1, expiresAt: T0 + 10_200_000 });
  });

  it("clear forgets a count; peek of an unknown key is null", async () => {
    const k = key();
    await store.bump(k, 60_000, T0);
    await store.clear(k);
    expect(await store.peek(k, T0)).toBeNull();
    expect(await store.peek(key(), T0)).toBeNull();
  });

  it("counts 50 concurrent hits exactly", async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 60_000, T0)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
