import { expect, type Page } from "@playwright/test";

export const CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** On the local TEST MODE payment page: fills a test card and presses Pay. */
export async function payWithTestCard(page: Page, card: string, name = "Test Buyer"): Promise<void> {
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(name);
  await page.getByRole("button", { name: /^Pay / }).click();
}

/** The checkout session this browser started last (stored locally before the redirect). */
export function rememberedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("concierge-checkout-session"));
}
