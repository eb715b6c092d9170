import { expect, test } from "./fixtures";
import { CARDS, payWithTestCard } from "./payments";

test.describe("prepaid hours", () => {
  test("a member buys a 3-hour pack through checkout and sees the balance 3", async ({ memberPage: page }) => {
    await page.goto("/dashboard/hours");
    await expect(page.getByRole("heading", { name: "Prepaid Hours", level: 1 })).toBeVisible();
    await expect(page.getByTestId("hours-balance")).toHaveText(/^0\s*hours$/);
    await expect(page.getByText("No transactions yet.", { exact: false })).toBeVisible();
    // Pack prices in the site currency, never dollars.
    await expect(page.getByText("€71.58", { exact: true })).toBeVisible();
    await expect(page.getByText("$")).toHaveCount(0);

    await page.getByRole("button", { name: "Buy 3 hours" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await expect(page.getByTestId("amount-due")).toHaveText("€71.58");
    await payWithTestCard(page, CARDS.success, "Maria Ivanova");

    await expect(page).toHaveURL(/\/dashboard\/hours\?session_id=cs_test_/);
    await expect(page.getByRole("status").filter({ hasText: "Payment received: 3 hours added to your balance." })).toBeVisible();
    await expect(page.getByTestId("hours-balance")).toHaveText(/^3\s*hours$/);
    const row = page.getByRole("row").filter({ hasText: "€71.58" });
    await expect(row).toContainText("+3");
    await expect(row).toContainText("Purchase");
  });

  test("a declined card adds no hours", async ({ memberPage: page }) => {
    await page.goto("/dashboard/hours");
    await page.getByRole("button", { name: "Buy 1 hour" }).click();
    await payWithTestCard(page, CARDS.declined, "Maria Ivanova");
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try a different card.");
    await page.getByRole("link", { name: "Cancel and return to Concierge" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/hours$/);
    await expect(page.getByTestId("hours-balance")).toHaveText(/^0\s*hours$/);
  });
});
