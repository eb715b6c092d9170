/** The time source every service takes (a test passes a fixed one). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The real time plus an offset that only moves forward: the server's clock under TEST_CLOCK=true
 * (the browser suite's second server, never production), so a journey can reach a due date or a
 * reminder without waiting for it (/dev/clock).
 */
export type AdjustableClock = Clock & { advance(ms: number): Date };

export function adjustableClock(): AdjustableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance(ms) {
      offset += Math.max(0, ms);
      return now();
    },
  };
}

/** The server's periodic jobs by name, each one pass (how many rows it handled): what /dev/clock runs after moving the time. */
export type JobRegistry = Map<string, () => Promise<number>>;
