import { type BrowserContext, expect, type Page } from "@playwright/test";

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate|create|send)/i;

/**
 * Collects every Content-Security-Policy violation in a browser context: the
 * `securitypolicyviolation` events of its pages, and the console errors Chromium prints
 * for them (which also catch violations before any script ran).
 */
export async function watchCsp(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
        report(`${e.effectiveDirective} refused ${e.blockedURI || "an inline resource"} (${e.sourceFile}:${e.lineNumber})`);
      },
      true,
    );
  });
  const watchPage = (page: Page) =>
    page.on("console", (message) => {
      if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);
  return {
    violations,
    expectNone: () => expect(violations, "Content-Security-Policy violations").toEqual([]),
  };
}
