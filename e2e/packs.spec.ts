import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";
import { fillSignIn } from "./ui";

/** A visitor buys an hour pack on /pricing; the hours wait on a new account until the mailed link sets its password. */
test.describe("hour packs from the storefront", () => {
  test("a visitor buys 5 hours on /pricing, pays, chooses a password from the email and finds the hours", async ({ page, request }) => {
    const email = uniqueEmail("pack");
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "Prepaid hour packs" })).toBeVisible();
    await page.getByRole("link", { name: "Buy 5 hours" }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("5 hours", { exact: false }).first()).toBeVisible();
    await page.getByLabel("Name (optional)").fill("Ivan Petrov");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await payWithTestCard(page, CARDS.success, "Ivan Petrov");

    await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByText(/^5 prepaid hours are now on the account for /)).toBeVisible();
    await expect(page.getByText("New here? We've emailed you a link to choose a password", { exact: false })).toBeVisible();

    await waitForMail(request, email, /^Your Concierge receipt — order /);
    const ready = await waitForMail(request, email, "Your hours are waiting: choose a password");
    expect(ready.text).toContain(`We have put 5 prepaid hours on the account for ${email}.`);
    await page.goto(linkIn(ready, "/reset-password"));
    await page.getByLabel("New Password", { exact: true }).fill("Vitosha-Morning-Trail-42");
    await page.getByLabel("Confirm New Password").fill("Vitosha-Morning-Trail-42");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL(/\/member-login$/);

    await fillSignIn(page, email, "Vitosha-Morning-Trail-42");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/hours");
    await expect(page.getByTestId("hours-balance")).toHaveText(/^5\s*hours$/);
    await expect(page.getByRole("row").filter({ hasText: "Purchased 5 hours" })).toContainText("+5");
  });
});
