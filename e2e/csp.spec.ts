import { expect, test } from "@playwright/test";
import { watchCsp } from "./csp";

// The plain Playwright test: the shared fixture would (rightly) fail this test on its violation.
test("the policy blocks an injected inline script, and the watcher reports it", async ({ context, page }) => {
  const csp = await watchCsp(context);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(csp.violations).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'ran'";
    document.body.append(script);
  });
  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
  expect(csp.violations.join("\n")).toContain("script-src");
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
});

test("the API documentation (Swagger UI) runs under the same policy", async ({ context, page }) => {
  const csp = await watchCsp(context);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Concierge API/ })).toBeVisible();
  await expect(page.getByText("/api/health").first()).toBeVisible();
  csp.expectNone();
});
