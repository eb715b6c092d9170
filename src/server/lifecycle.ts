/** How long a graceful stop may take after DRAIN_SECONDS (deploy/concierge.service's TimeoutStopSec allows for both). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

type Log = { info(m: string): void; error(o: object, m: string): void };

export type Lifecycle = {
  /** Registers how to release something, as soon as it exists; released in reverse order. */
  onStop(name: string, release: () => unknown): void;
  /** Releases everything once (later calls wait for the first), then exits with `code`. */
  stop(reason: string, code: number): Promise<void>;
};

/**
 * Orderly stop of the process: the HTTP server first (it stops accepting and drains the
 * requests in flight), then the background jobs, then the database and the data-dir lock,
 * each after what was opened after it. A step that hangs cannot keep the process alive past
 * `deadlineMs`: it is then left behind and the process exits non-zero.
 */
export function createLifecycle(opts: { log: () => Log; deadlineMs: number | (() => number); exit: (code: number) => void }): Lifecycle {
  const steps: { name: string; release: () => unknown }[] = [];
  let stopping: Promise<void> | undefined;

  async function run(reason: string, code: number) {
    const log = opts.log();
    log.info(`${reason}: shutting down`);
    const deadlineMs = typeof opts.deadlineMs === "function" ? opts.deadlineMs() : opts.deadlineMs;
    const deadline = setTimeout(() => {
      log.error({}, `shutdown did not finish within ${deadlineMs / 1000} s; exiting anyway`);
      opts.exit(code || 1);
    }, deadlineMs);
    deadline.unref?.();
    for (const step of [...steps].reverse()) {
      try {
        await step.release();
      } catch (err) {
        log.error({ err }, `shutdown: ${step.name} failed`);
      }
    }
    clearTimeout(deadline);
    opts.exit(code);
  }

  return {
    onStop: (name, release) => void steps.push({ name, release }),
    stop(reason, code) {
      stopping ??= run(reason, code);
      return stopping;
    },
  };
}
