import { setTimeout as sleep } from "node:timers/promises";
import { performance } from "node:perf_hooks";

/**
 * The shortest time an answer that could tell whether an address has an account may take
 * (sign-up, sign-in, the reset request, the newsletter). Work that differs by case (a mail
 * queued or not, a row written or not) finishes well inside it, so both cases answer after
 * the same wait; argon2 (sign-in, sign-up) runs on both paths. Small, so people do not wait.
 */
export const EVEN_TIMING_MS = 120;

/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after it started. Wall-clock
 * time on purpose, not the app's clock: this is about what a stopwatch on the client sees.
 */
export async function atLeast<T>(work: () => Promise<T>, floorMs = EVEN_TIMING_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
