import { ADMIN, expect, newAccount, signUpViaApi, test, verifyEmail } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";
import { fillSignIn } from "./ui";

/** Members sign in at /member-login; only admin-only screens send to /auth. */
test.describe("sign-in redirects", () => {
  test("a signed-out visitor on a member page goes to the members' sign-in and comes back", async ({ page, member }) => {
    await page.goto("/dashboard/tasks");
    await expect(page.getByText("You must be logged in to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/member-login\?redirect=%2Fdashboard%2Ftasks$/);
    await fillSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tasks" })).toBeVisible();
  });

  test("a signed-out visitor on an admin-only page goes to the administrator sign-in and comes back", async ({ page }) => {
    await page.goto("/dashboard/clients");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fclients$/);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
  });

  for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example", "/\t/evil.example"]) {
    test(`an open redirect to ${JSON.stringify(target)} is ignored`, async ({ page, member }) => {
      await page.goto(`/member-login?redirect=${encodeURIComponent(target)}`);
      await fillSignIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    });
  }

  test("a session that ends while on a member page goes to the members' sign-in, page remembered", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await page.context().clearCookies();
    // Coming back to the tab re-checks the session.
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByText("You have been signed out")).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/member-login\?redirect=%2Fdashboard%2Fprofile$/);
    await fillSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test("the welcome email's link opens the members' sign-in for a signed-out reader", async ({ page, request }) => {
    // The welcome email follows the verification link: this member signs up through the mailbox.
    const member = newAccount("welcome");
    await signUpViaApi(request, member);
    await verifyEmail(request, member.email);
    const link = linkIn(await waitForMail(page.request, member.email, "Welcome to Concierge"), "/dashboard");
    await page.goto(link);
    await expect(page).toHaveURL(/\/member-login$/);
    await fillSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the hour-pack payment return brings a signed-out member back to the result after sign-in", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/hours");
    await page.getByRole("button", { name: "Buy 1 hour" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    // The session is gone by the time the payment page sends the buyer back (another browser, expiry).
    await page.context().clearCookies();
    await payWithTestCard(page, CARDS.success, "Maria Ivanova");
    await expect(page).toHaveURL(/\/member-login\?redirect=%2Fdashboard%2Fhours%3Fsession_id%3Dcs_test_/);
    await fillSignIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard\/hours\?session_id=cs_test_/);
    await expect(page.getByTestId("hours-balance")).toHaveText(/^1\s*hours?$/);
  });
});
