import type { Page, TestInfo } from "@playwright/test";

/**
 * What a page showed and logged, printed when its test fails: CI keeps only the log (no traces,
 * no test-results), and "expected a toast" alone does not say whether another toast, a console
 * error, a failed request or a page still waiting for its code stood in the way.
 */
export function watchForFailure(page: Page) {
  const events: string[] = [];
  const started = Date.now();
  const note = (line: string) => events.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") note(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => note(`page error: ${e.message}`));
  page.on("requestfailed", (r) => note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
  page.on("response", (r) => {
    if (r.status() >= 400) note(`response ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) note(`at ${f.url()}`);
  });

  return async (testInfo: TestInfo) => {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const reading = page
      .evaluate(() => ({
        toasts: [...document.querySelectorAll("[data-sonner-toast]")].map((t) => t.textContent?.trim()),
        // Which fields hold something (a value lost between typing and sending shows here).
        fields: [...document.querySelectorAll<HTMLInputElement>("input[name], textarea[name], select[name]")].map(
          (f) => `${f.name}${f.value || f.files?.length ? "" : " (empty)"}`,
        ),
        alerts: [...document.querySelectorAll("[role=alert]")].map((t) => t.textContent?.trim()).filter(Boolean),
        islands: [...document.querySelectorAll<HTMLElement>("[data-island]")].map((i) => `${i.dataset.island}${i.hasAttribute("data-hydrated") ? "" : " (not hydrated)"}`),
        heldPresses: (window as { __earlyEvents?: unknown[] }).__earlyEvents?.length ?? 0,
        scriptsRan: !document.documentElement.hasAttribute("data-prerendered"),
      }))
      .catch((err: unknown) => ({ unreadable: String(err) }));
    // A page that no longer answers (the test timed out on it) is reported without its state.
    const unanswered = new Promise((resolve) => setTimeout(() => resolve({ unreadable: "the page did not answer in 2 s" }), 2_000).unref());
    const shown = await Promise.race([reading, unanswered]);
    console.log(`\n--- what the page showed when "${testInfo.title}" failed (${page.url()}) ---\n${JSON.stringify(shown)}\n${events.join("\n")}\n---`);
  };
}
