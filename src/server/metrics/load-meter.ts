import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * What the embedded database (PGlite: PostgreSQL in WebAssembly, on this process's one thread)
 * carries at most: signed-in requests/s at 50 connections, measured by bench/embedded-ceiling.ts
 * (`npm run bench`) and quoted in the README. Past it requests queue and the p99 climbs into seconds.
 */
export const EMBEDDED_CEILING_RPS = 150;
/** The health report warns from this share of the ceiling (a minute's average)… */
const NEAR_SHARE = 0.7;
/** …or when the event loop lags this much (p99 over the last minute) under real traffic. */
const LAG_MS = 200;
const LAG_MIN_SHARE = 0.2;

const SLOT_MS = 10_000;
const SLOTS = 6;

export type LoadReading = { requestsPerSecond: number; eventLoopDelayMs: number };
export type LoadMeter = {
  /** One answered request. */
  count(): void;
  /** Requests/s over the last minute and the event loop's delay (p99 of each 10 s, the worst), both rounded. */
  read(): LoadReading;
  stop(): void;
};

/**
 * A rolling minute of load, kept only on the embedded default (the health report's
 * embedded-database line): answered requests in 10-second slots, and the event loop's delay
 * sampled every 20 ms (perf_hooks; its p99 per slot). Counting costs an increment.
 */
export function createLoadMeter(now: () => number = Date.now): LoadMeter {
  const counts: number[] = new Array(SLOTS).fill(0);
  const lags: number[] = new Array(SLOTS).fill(0);
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let slot = Math.floor(now() / SLOT_MS);
  /** Moves to the current slot, closing the ones passed (their lag is the delay seen since). */
  const advance = () => {
    const current = Math.floor(now() / SLOT_MS);
    if (current === slot) return;
    const lag = delay.count > 0 ? delay.percentile(99) / 1e6 : 0;
    delay.reset();
    lags[slot % SLOTS] = lag;
    for (let s = slot + 1; s <= Math.min(current, slot + SLOTS); s++) {
      counts[s % SLOTS] = 0;
      lags[s % SLOTS] = 0;
    }
    slot = current;
  };
  return {
    count() {
      advance();
      counts[slot % SLOTS]! += 1;
    },
    read() {
      advance();
      const total = counts.reduce((a, b) => a + b, 0);
      return { requestsPerSecond: Math.round(total / ((SLOTS * SLOT_MS) / 1000)), eventLoopDelayMs: Math.round(Math.max(...lags)) };
    },
    stop: () => delay.disable(),
  };
}

/** Whether a reading is near what the embedded database carries. */
export const nearEmbeddedCeiling = (r: LoadReading, ceiling = EMBEDDED_CEILING_RPS) =>
  r.requestsPerSecond >= NEAR_SHARE * ceiling || (r.eventLoopDelayMs >= LAG_MS && r.requestsPerSecond >= LAG_MIN_SHARE * ceiling);
