import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/** A counter: how many, and when (epoch ms, the app's clock) its window ends or it is forgotten. */
export type Count = { count: number; expiresAt: number };

/**
 * Where abuse-limit counters live: Redis when REDIS_URL is set,
 * else the database, so every instance behind a load balancer counts the same attempts.
 * Times come from the app's clock (tests move it); a counter whose `expiresAt` is not after
 * `now` counts as absent. Every operation is atomic in the store.
 */
export interface LimitStore {
  readonly kind: "memory" | "postgres" | "redis";
  /** Fixed window: counts one hit; the window starts with the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number, now: number): Promise<Count>;
  /** Counts one event and keeps the count `ttlMs` past this one (forgotten after a quiet `ttlMs`). */
  bump(key: string, ttlMs: number, now: number): Promise<Count>;
  /** The live count, or null. */
  peek(key: string, now: number): Promise<Count | null>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process only: tests, and the fallback while a shared store is unreachable. */
export function memoryLimitStore(): LimitStore {
  const counts = new Map<string, Count>();
  const live = (key: string, now: number) => {
    const c = counts.get(key);
    return c && c.expiresAt > now ? c : undefined;
  };
  function sweep(now: number) {
    if (counts.size < 10_000) return;
    for (const [key, c] of counts) if (c.expiresAt <= now) counts.delete(key);
  }
  return {
    kind: "memory",
    async hit(key, windowMs, now) {
      sweep(now);
      const c = live(key, now) ?? { count: 0, expiresAt: now + windowMs };
      const next = { count: c.count + 1, expiresAt: c.expiresAt };
      counts.set(key, next);
      return next;
    },
    async bump(key, ttlMs, now) {
      sweep(now);
      const next = { count: (live(key, now)?.count ?? 0) + 1, expiresAt: now + ttlMs };
      counts.set(key, next);
      return next;
    },
    async peek(key, now) {
      return live(key, now) ?? null;
    },
    async clear(key) {
      counts.delete(key);
    },
    async close() {
      counts.clear();
    },
  };
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table (PostgreSQL or PGlite): one upsert … RETURNING per
 * hit, atomic under concurrency (the conflicting row is locked). Expired rows are deleted
 * at most once a minute per instance.
 */
export function postgresLimitStore(db: Db): LimitStore {
  let sweptAt = Number.NEGATIVE_INFINITY;
  async function sweep(now: number) {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now));
  }
  const expired = (now: number) => sql`${rateLimits.expiresAt} <= ${now}`;
  const returning = { count: rateLimits.count, expiresAt: rateLimits.expiresAt };
  async function upsert(key: string, now: number, expiresAt: number, keepWindow: boolean): Promise<Count> {
    await sweep(now);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, expiresAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired(now)} then 1 else ${rateLimits.count} + 1 end`,
          expiresAt: keepWindow ? sql`case when ${expired(now)} then excluded.expires_at else ${rateLimits.expiresAt} end` : sql`excluded.expires_at`,
        },
      })
      .returning(returning);
    return { count: row!.count, expiresAt: Number(row!.expiresAt) };
  }
  return {
    kind: "postgres",
    hit: (key, windowMs, now) => upsert(key, now, now + windowMs, true),
    bump: (key, ttlMs, now) => upsert(key, now, now + ttlMs, false),
    async peek(key, now) {
      const [row] = await db.select(returning).from(rateLimits).where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
      return row ? { count: row.count, expiresAt: Number(row.expiresAt) } : null;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async close() {},
  };
}

/**
 * Uses `primary` (Redis or the database) while it answers. When it fails, the same
 * operation is counted in this instance's memory instead: limits then hold per instance
 * (N instances allow N × the limit) rather than failing open (no limit at all) or closed
 * (nobody can sign in while Redis is down). docs/decisions/0004-shared-rate-limits.md.
 */
export function failSafeLimitStore(primary: LimitStore, onError: (err: unknown) => void): LimitStore & { primary: LimitStore; fallback: LimitStore } {
  const fallback = memoryLimitStore();
  const guarded =
    <A extends unknown[], R>(op: (s: LimitStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await op(primary)(...args);
      } catch (err) {
        onError(err);
        return op(fallback)(...args);
      }
    };
  return {
    kind: primary.kind,
    primary,
    fallback,
    hit: guarded((s) => s.hit.bind(s)),
    bump: guarded((s) => s.bump.bind(s)),
    peek: guarded((s) => s.peek.bind(s)),
    async clear(key) {
      await fallback.clear(key);
      await guarded((s) => s.clear.bind(s))(key);
    },
    async close() {
      await fallback.close();
      await primary.close();
    },
  };
}
