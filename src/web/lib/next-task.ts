/**
 * Resolves in a later task of the event loop. A module imported after it is evaluated there:
 * chunks the page already fetched would otherwise all run in the task that asked for them,
 * one long task on a phone's CPU (Total Blocking Time) during which a tap waits.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/** `load`, asked for in a task of its own. */
export const inItsOwnTask =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    nextTask().then(load);
