import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll } from "./work";

/** The business at a glance on the admin home, and the Reports by month with their CSV (docs/decisions/0041-business-numbers.md). */

const euro = (cents: number) => `${cents < 0 ? "-" : ""}€${(Math.abs(cents) / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function overview(adminApi: APIRequestContext) {
  const res = await adminApi.get("/api/reports/overview");
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { month: string; thisMonth: { earned: number; cash: number }; receivables: { total: { amount: number } } };
}

test.describe("reports", () => {
  test("the home shows the business's numbers, and the Reports page gives a chosen period by month as CSV", { tag: "@all-widths" }, async ({ adminPage: page, adminApi, member }) => {
    // A client pays €12.34 by hand this month: cash taken, and work paid (earned).
    const found = await adminApi.get(`/api/clients?q=${encodeURIComponent(member.email)}`);
    expect(found.ok(), await found.text()).toBe(true);
    const clientId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
    const paid = await adminApi.post("/api/payments", { data: { clientId, amount: "12.34", description: "Paperwork help", paymentType: "other" } });
    expect(paid.status(), await paid.text()).toBe(201);

    // Other journeys add payments too: the page must show what the API counts at the moment it loads.
    await expect(async () => {
      const before = await overview(adminApi);
      await page.goto("/dashboard");
      const panel = page.getByRole("region", { name: "The business at a glance" });
      await expect(panel.getByTestId(`earned-${before.month}`)).toHaveText(euro(before.thisMonth.earned), { timeout: 3000 });
      await expect(panel.getByTestId(`cash-${before.month}`)).toHaveText(euro(before.thisMonth.cash), { timeout: 3000 });
      await expect(panel.getByTestId("receivables-total")).toHaveText(euro(before.receivables.total.amount), { timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    const { month } = await overview(adminApi);
    const panel = page.getByRole("region", { name: "The business at a glance" });
    // Each number links to the list behind it.
    await expect(panel.getByTestId(`earned-${month}`)).toHaveAttribute("href", `/dashboard/reports?from=${month}&to=${month}`);
    await expect(panel.getByTestId(`cash-${month}`)).toHaveAttribute("href", new RegExp(`^/dashboard/payments\\?from=${month}-01&to=${month}-\\d\\d$`));
    await expect(panel.getByTestId("receivables-total")).toHaveAttribute("href", "/dashboard/payments?view=open");
    // The charts draw (in their own chunk), each with its table for screen readers.
    await expect(panel.getByTestId("business-trend").locator("canvas")).toBeVisible();
    await expect(panel.getByRole("table", { name: "Earned revenue and cash taken, last 13 months" })).toBeAttached();
    await expect(panel.getByRole("table", { name: "Bookings per week" })).toBeAttached();
    await expect(page.getByRole("link", { name: /^Earned \(Month\)/ })).toHaveAttribute("href", "/dashboard/reports");
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // The Reports page: this month alone, chosen in the form.
    await panel.getByRole("link", { name: "Monthly reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await page.getByLabel("From month").fill(month);
    await page.getByLabel("To month").fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${month}&to=${month}`));
    const table = page.getByRole("table", { name: "The report by month" });
    await expect(table.getByTestId("report-row")).toHaveCount(2);
    // One month makes no trend: the page says so and shows the figures.
    await expect(page.getByText("A one-month period has no trend to draw")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // The CSV: a header row, the month and the total, euro with two decimals.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report-${month}-to-${month}.csv`);
    const text = fs.readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "");
    const [header, row, total] = text.trim().split("\r\n").map((l) => l.split(","));
    expect(header!.slice(0, 2)).toEqual(["Month", "Earned revenue (EUR)"]);
    expect(row![0]).toBe(month);
    expect(row![1]).toMatch(/^-?\d+\.\d\d$/);
    expect(total![0]).toBe("Total");
    const shown = await overview(adminApi);
    expect(Number(row![4])).toBeGreaterThanOrEqual(12.34);
    expect(Number(row![4]) * 100).toBeLessThanOrEqual(shown.thisMonth.cash);

    // A period that has not begun, and one that ends before it starts.
    const next = `${Number(month.slice(0, 4)) + 1}-01`;
    await page.getByLabel("From month").fill(next);
    await page.getByLabel("To month").fill(next);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("This period has not begun yet")).toBeVisible();
    await page.getByLabel("From month").fill(next);
    await page.getByLabel("To month").fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose the months as YYYY-MM" })).toBeVisible();
  });

  test("a member is turned away from the Reports", async ({ memberPage: page }) => {
    await page.goto("/dashboard/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toHaveCount(0);
    expect((await page.request.get("/api/reports/overview")).status()).toBe(403);
  });
});
