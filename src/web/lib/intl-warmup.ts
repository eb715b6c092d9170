/**
 * A page's first dates and numbers, formatted first by a worker. The first use of Intl in a
 * page — ICU loading its data, a language's date patterns, the time zones — is Chromium's
 * slowest single step of drawing /book: 90–130 ms of a desktop core's main thread, four times
 * that on a phone. ICU keeps what it has loaded for the whole renderer process, so once a worker
 * has made the same formatters the page makes them in 2–3 ms (measured in Debian's Chromium).
 * /book waits for it before its first render (BookPage.tsx); every app page also starts the same
 * worker from index.html after its first paint (scripts/app-preloads.mjs).
 */

/** The formatters a page is about to make: [locale, options] each; a date format without a timeZone is the visitor's own zone. */
export type IntlWork = {
  dateTimes?: [string, Intl.DateTimeFormatOptions][];
  numbers?: [string, Intl.NumberFormatOptions][];
  plurals?: string[];
};

/**
 * Resolves once a worker has made `work`'s formatters, or after `timeoutMs` (a slow worker, or
 * none: the page then pays ICU's start itself); at once where there are no workers (the build's
 * renderer). `work` is called only in a browser.
 */
export function warmIntl(work: () => IntlWork, timeoutMs = 1000): Promise<void> {
  if (typeof Worker === "undefined" || typeof document === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      worker = new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(work());
    } catch {
      done();
    }
  });
}
