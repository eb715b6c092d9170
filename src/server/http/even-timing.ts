import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The shortest time an answer that could tell whether an address has an account may take.
 * Work that differs by case (an account, a token and a mail written for a new address, or
 * nothing at all) finishes inside the floor, so both cases answer after the same wait.
 * - passwordCheck (sign-in): argon2 runs on both paths (a dummy hash for an unknown address)
 *   and dominates; the floor only covers the small rest. Kept small: people sign in often.
 * - mailForm (sign-up, reset request, verification mail, newsletter): a new sign-up writes
 *   several rows that a taken address does not, which on a busy machine takes longer than
 *   argon2 does. These forms are filled in rarely, so a longer floor costs little.
 */
export const EVEN_TIMING_MS = { passwordCheck: 120, mailForm: 400 } as const;

/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after it started. Wall-clock
 * time on purpose, not the app's clock: this is about what a stopwatch on the client sees.
 */
export async function atLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
