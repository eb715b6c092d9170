import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
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

export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 375);
}
