type Log = { error(o: object, m: string): void };

/**
 * Runs `runOnce` every `intervalMs` until stopped; a failing run is logged and the loop
 * goes on. When `again` says a run left work behind (a full batch), the next starts at once.
 * Timers are unref'd, so a job never keeps the process alive; stop() waits for a run in flight.
 */
export function periodic<T>(name: string, runOnce: () => Promise<T>, log: Log, again: (result: T) => boolean = () => false) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  // For the metrics (concierge_job_lag_seconds): when the next run is due, and the failures so far.
  let dueAt: number | null = null;
  let failures = 0;

  const schedule = (ms: number, intervalMs: number) => {
    if (stopped) return;
    dueAt = Date.now() + ms;
    timer = setTimeout(() => void tick(intervalMs), ms);
    timer.unref?.();
  };
  const tick = async (intervalMs: number) => {
    let next = intervalMs;
    try {
      const run = runOnce();
      running = run;
      if (again(await run)) next = 0;
    } catch (err) {
      failures += 1;
      log.error({ err }, `${name} failed`);
    }
    schedule(next, intervalMs);
  };

  return {
    /** Seconds past the due time of the run now waiting or running (0 when on time, or stopped). */
    lagSeconds: () => (stopped || dueAt === null ? 0 : Math.max(0, (Date.now() - dueAt) / 1000)),
    failures: () => failures,
    start(intervalMs: number, firstDelayMs = intervalMs) {
      stopped = false;
      schedule(firstDelayMs, intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
