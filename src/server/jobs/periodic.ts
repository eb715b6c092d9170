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

  const schedule = (ms: number, intervalMs: number) => {
    if (stopped) return;
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
      log.error({ err }, `${name} failed`);
    }
    schedule(next, intervalMs);
  };

  return {
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
