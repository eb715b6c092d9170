import fs from "node:fs";
import path from "node:path";
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

  test("a PAYMENTS=test site shows it on every page, accessible and without widening a phone screen", { tag: "@all-widths" }, async ({ page, baseURL }) => {
    // What a PAYMENTS=test server sends (src/server/http/web-pages.test.ts checks it picks these):
    // its prerendered pages drawn with the banner, and its settings in every other page.
    await page.route(
      (url) => url.origin === new URL(baseURL!).origin && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
      async (route) => {
        const response = await route.fetch();
        const pathname = new URL(route.request().url()).pathname;
        const slug = pathname === "/" ? "index" : pathname.slice(1);
        const prerendered = path.join("dist/web/pages/EUR-test/en", `${fs.existsSync(`dist/web/pages/EUR-test/en/${slug}.html`) ? slug : "404"}.html`);
        const body = (await response.text()).includes("data-prerendered")
          ? fs.readFileSync(prerendered, "utf8").replaceAll("%PUBLIC_URL%", new URL(baseURL!).origin)
          : (await response.text()).replace("&quot;testModeBanner&quot;:false", "&quot;testModeBanner&quot;:true");
        await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "identity" } });
      },
    );
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
