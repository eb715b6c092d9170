import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, addAdminSession } from "./fixtures";

/** Helpers of the tasks and documents journeys. */

/** A small but real PDF (the server checks the magic bytes). */
export function pdf(name: string) {
  return { name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`) };
}

/** The operator in a browser of their own, beside the member's. */
export async function adminBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await addAdminSession(context);
  return context.newPage();
}

/** A sonner toast with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications|Известия/ }).getByText(text, { exact: true });
}

/**
 * axe on the page as it is now, after its finite transitions have ended (e2e/axe.ts): a scan
 * taken while a tab's colours fade from one state to the other reads mid-fade colours as a
 * contrast failure (seen once on CI: the client page's tabs, just after a tab was chosen).
 */
export const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 375);
}
