import { Redis } from "ioredis";
import type { Count, LimitStore } from "./limit-store";

/**
 * One round trip per hit: a Lua script reads the counter hash {c, e}, starts a new window
 * (or count) when `e` has passed by the app's clock, and sets PEXPIRE so Redis drops the key
 * when it is over. Times travel as strings: Lua numbers print large integers in e-notation.
 * KEYS[1] key; ARGV now, length (ms), now + length; ARGV[4] "1" keeps a running window.
 */
const COUNT_SCRIPT = `
local now = tonumber(ARGV[1])
local v = redis.call('HMGET', KEYS[1], 'c', 'e')
local e = tonumber(v[2])
if (not e) or e <= now then
  redis.call('HSET', KEYS[1], 'c', 1, 'e', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ARGV[3]}
end
local c = redis.call('HINCRBY', KEYS[1], 'c', 1)
if ARGV[4] == '1' then return {c, v[2]} end
redis.call('HSET', KEYS[1], 'e', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {c, ARGV[3]}
`;

type CountingRedis = Redis & { countLimit(key: string, now: string, length: string, expiresAt: string, keepWindow: string): Promise<[number, string]> };

export type RedisLimitStoreOptions = {
  /** Prepended to every key (several sites, or test runs, may share one Redis). */
  prefix?: string;
  /** How long to wait for the first connection before serving (the fail-safe covers the rest). */
  connectTimeoutMs?: number;
};

/**
 * Counters in Redis (REDIS_URL), shared by every instance. Commands are never queued while
 * the connection is down: they fail at once, and the app's fail-safe counts in memory
 * meanwhile (http/limit-store.ts), so a Redis outage neither hangs requests nor lifts limits.
 */
export async function redisLimitStore(url: string, options: RedisLimitStoreOptions = {}): Promise<LimitStore & { redis: Redis }> {
  const redis = new Redis(url, {
    keyPrefix: options.prefix ?? "concierge:limits:",
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: options.connectTimeoutMs ?? 2_000,
    lazyConnect: true,
    // Keep trying in the background, at most every 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  }) as CountingRedis;
  redis.defineCommand("countLimit", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  // Without a listener an unreachable Redis would print every reconnect failure; the fail-safe logs instead.
  redis.on("error", () => {});
  await redis.connect().catch(() => {});

  const count = async (key: string, length: number, now: number, keepWindow: boolean): Promise<Count> => {
    const [c, e] = await redis.countLimit(key, String(now), String(length), String(now + length), keepWindow ? "1" : "0");
    return { count: Number(c), expiresAt: Number(e) };
  };
  return {
    kind: "redis",
    redis,
    hit: (key, windowMs, now) => count(key, windowMs, now, true),
    bump: (key, ttlMs, now) => count(key, ttlMs, now, false),
    async peek(key, now) {
      const [c, e] = await redis.hmget(key, "c", "e");
      if (c === null || e === null || Number(e) <= now) return null;
      return { count: Number(c), expiresAt: Number(e) };
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
