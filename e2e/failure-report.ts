import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

/** The page's own notes (noteWhatThePageShows), told apart from its other console lines. */
const SEEN = "[e2e seen] ";

/** Runs in the page: says each toast, island hydrated and press held, on the console (as debug lines). */
function noteWhatThePageShows(prefix: string) {
  const say = (line: string) => console.debug(`${prefix}${line}`);
  const toastsIn = (node: Node) => (node instanceof Element ? [...(node.matches("[data-sonner-toast]") ? [node] : []), ...node.querySelectorAll("[data-sonner-toast]")] : []);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") say(`island ${(record.target as HTMLElement).dataset.island} hydrated`);
      else for (const node of record.addedNodes) for (const toast of toastsIn(node)) say(`toast: ${toast.textContent?.trim()}`);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-hydrated"] });
  // The shell's script tells an island it held a press for it (src/web/storefront/early-events.ts, HELD_EVENT).
  addEventListener("early-event-held", (e) => say(`press held for ${(e.target as HTMLElement).dataset.island}`), true);
}

/**
 * What a page showed and logged, printed when its test fails: CI keeps only the log (no traces,
 * no test-results), and "expected a toast" alone does not say whether another toast, a console
 * error, a failed request or a page still waiting for its code stood in the way. Each report is
 * also kept in E2E_FAILURES and printed again after the run (printFailureReports), beside the
 * summary: a CI log read from its end still shows it.
 */
export function watchForFailure(page: Page) {
  const events: string[] = [];
  const started = Date.now();
  const note = (line: string) => events.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") note(`console ${m.type()}: ${m.text()}`);
    else if (m.type() === "debug" && m.text().startsWith(SEEN)) note(m.text().slice(SEEN.length));
  });
  // A toast is gone after a few seconds, and an island hydrates or a press is held in a moment: each
  // is noted as it happens, so a report read at the timeout still says what the visitor was told.
  void page.addInitScript(noteWhatThePageShows, SEEN).catch(() => undefined);
  page.on("pageerror", (e) => note(`page error: ${e.message}`));
  page.on("requestfailed", (r) => note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText})`));
  // The API's requests as they go and come back (a press that sent nothing, or a request still
  // waiting, shows here); any other address only when it fails.
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
  page.on("request", (r) => {
    if (isApi(r.url())) note(`request: ${r.method()} ${r.url()}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400 || isApi(r.url())) note(`response ${r.status()}: ${r.request().method()} ${r.url()}`);
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
    const report = `--- what the page showed when "${testInfo.title}" failed (${page.url()}) ---\n${JSON.stringify(shown)}\n${events.join("\n")}\n---`;
    console.log(`\n${report}`);
    const dir = process.env.E2E_FAILURES;
    if (dir) fs.writeFileSync(path.join(dir, `${testInfo.testId}-${testInfo.retry}.txt`), `[${testInfo.project.name}] ${report}`);
  };
}

/** After the run: every failed test's report again, each cut to its last 40 lines. */
export function printFailureReports(): void {
  const dir = process.env.E2E_FAILURES;
  if (!dir || !fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir).sort()) {
    const lines = fs.readFileSync(path.join(dir, name), "utf8").split("\n");
    console.log(`\n${(lines.length > 40 ? [lines[0], "…", ...lines.slice(-39)] : lines).join("\n")}`);
  }
}
