import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";

/** WCAG 2.1 level A and AA (issue 7, item 9). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Lets finite CSS transitions/animations (dialogs fading in, toasts sliding) end: mid-fade colours are not the real ones. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** One line per failing element: rule, impact, selector and axe's own summary. */
function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `- ${v.id} (${v.impact}): ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n/g, "\n    ")}`),
    )
    .join("\n");
}

/** Scans the page as it is now and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations, `axe (WCAG 2.1 AA) on ${label}:\n${describe(violations)}`).toEqual([]);
}

/**
 * After a test that passed: scans the page it ended on, when that page is ours and loaded
 * (a test that ended on another site, a download or a closed page is left alone).
 */
export async function scanFinalPage(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL || !page.url().startsWith(new URL(baseURL).origin)) return;
  if ((await page.evaluate(() => document.readyState).catch(() => "gone")) !== "complete") return;
  if (!(await page.evaluate(() => Boolean(document.getElementById("root")?.childElementCount)).catch(() => false))) return;
  await expectNoAxeViolations(page, `the final page of "${testInfo.title}" (${page.url()})`);
}
