import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const BANNER = { name: "Test mode notice" };

/**
 * A PAYMENTS=test site (staging) tells every visitor that no real money moves. The e2e
 * server runs without it, so these tests answer /api/config as such a server does.
 */
test.describe("TEST MODE banner", () => {
  test("a normal site shows none", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", BANNER)).toHaveCount(0);
  });

  test("a PAYMENTS=test site shows it on every page, accessible and without widening a phone screen", async ({ page }) => {
    await page.route("**/api/config", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), testModeBanner: true } });
    });
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/pricing", "/member-login", "/auth", "/no-such-page"]) {
      await page.goto(path);
      const banner = page.getByRole("complementary", BANNER);
      await expect(banner, path).toContainText("TEST MODE");
      await expect(banner, path).toContainText("no card is charged");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const axe = await new AxeBuilder({ page }).include('[aria-label="Test mode notice"]').analyze();
    expect(axe.violations).toEqual([]);
  });
});
