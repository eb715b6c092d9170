import { enableTwoFactorViaApi, expect, nextWindowTotp, signInAs, test, totp } from "./fixtures";
import { enrolInSettings, fillSignIn, signOut } from "./ui";

const INVALID_CODE = "Invalid code. Please try again.";

/** A well-formed code no window accepts (ten minutes ahead). */
const wrongCode = (secret: string) => totp(secret, Date.now() + 10 * 60_000);

test.describe("two-factor sign-in on /auth", () => {
  test("an administrator with 2FA gives the password, then a code, and lands on the admin dashboard", async ({ page, request, freshAdmin }) => {
    await signInAs(request, freshAdmin);
    const { secret } = await enableTwoFactorViaApi(request, freshAdmin);

    await page.goto("/auth");
    await fillSignIn(page, freshAdmin.email, freshAdmin.password);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    await expect(page.getByText("Self-registration is disabled. Please contact the administrator.")).toBeHidden();
    // The password alone opens nothing.
    expect((await page.request.get("/api/me")).status()).toBe(401);

    const code = page.getByLabel("Authentication code");
    await code.fill(wrongCode(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(INVALID_CODE);
    await expect(page).toHaveURL(/\/auth$/);

    await code.fill(nextWindowTotp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Welcome, Administrator!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // Enrolled: no banner asking to set up two-factor sign-in.
    await expect(page.getByText("Turn on two-factor sign-in.")).toBeHidden();
  });

  test("a code step whose challenge has lapsed sends the administrator back to the password", async ({ page, request, freshAdmin }) => {
    await signInAs(request, freshAdmin);
    const { secret } = await enableTwoFactorViaApi(request, freshAdmin);

    await page.goto("/auth");
    await fillSignIn(page, freshAdmin.email, freshAdmin.password);
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    // The challenge lives in a short-lived cookie; losing it is what a long pause looks like.
    await page.context().clearCookies({ name: "concierge.two_factor" });
    await code.fill(nextWindowTotp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Your sign-in has expired. Please sign in again.");
    await expect(page.getByLabel("Authentication code")).toHaveCount(0);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(freshAdmin.email);

    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Authentication code").fill(nextWindowTotp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Welcome, Administrator!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a member with 2FA gets 'Invalid administrator credentials', no code step and no session", async ({ page, request, member }) => {
    await signInAs(request, member);
    await enableTwoFactorViaApi(request, member);

    await page.goto("/auth");
    await fillSignIn(page, member.email, member.password);
    await expect(page.getByRole("alert")).toContainText("Invalid administrator credentials");
    await expect(page.getByLabel("Authentication code")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Administrator sign-in" })).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    expect((await page.context().cookies()).map((c) => c.name).filter((n) => n.startsWith("concierge."))).toEqual([]);
  });
});

test.describe("two-factor on /member-login", () => {
  test("a member signs in with a backup code shown at enrolment, and that code works only once", async ({ memberPage: page, member }, info) => {
    test.setTimeout(60_000);
    const { backupCodes } = await enrolInSettings(page, member.password);
    const [first, second] = backupCodes;
    await signOut(page, info);

    await page.goto("/member-login");
    await fillSignIn(page, member.email, member.password);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await expect(page.getByText("Enter one of your backup codes. Each code works once.")).toBeVisible();
    await page.getByLabel("Backup code").fill(first!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText(`Welcome back, ${member.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await signOut(page, info);

    await page.goto("/member-login");
    await fillSignIn(page, member.email, member.password);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(first!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(INVALID_CODE);
    await expect(page).toHaveURL(/\/member-login$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);

    // Another code from the list still works.
    await page.getByLabel("Backup code").fill(second!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText(`Welcome back, ${member.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("after five wrong codes the screen asks to sign in again, and a new sign-in works", async ({ page, request, member }) => {
    await signInAs(request, member);
    const { secret } = await enableTwoFactorViaApi(request, member);

    await page.goto("/member-login");
    await fillSignIn(page, member.email, member.password);
    const code = page.getByLabel("Authentication code");
    const verify = page.getByRole("button", { name: "Verify", exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await code.fill(wrongCode(secret));
      await verify.click();
      await expect(page.getByRole("alert")).toContainText(INVALID_CODE);
      await expect(verify).toBeEnabled();
    }
    // The challenge is used up: even the right code cannot finish it, and the screen must say so.
    await code.fill(nextWindowTotp(secret));
    await verify.click();
    await expect(page.getByRole("alert")).toContainText("Your sign-in has expired. Please sign in again.");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    expect((await page.request.get("/api/me")).status()).toBe(401);

    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Authentication code").fill(nextWindowTotp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText(`Welcome back, ${member.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("turning 2FA off in Settings takes the password; then sign-in asks for no code", { tag: "@all-widths" }, async ({ memberPage: page, member }, info) => {
    await enableTwoFactorViaApi(page.request, member);
    await page.goto("/dashboard/settings");
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByText("On — a code from your authenticator app is asked at every sign-in.")).toBeVisible();

    await security.getByRole("button", { name: "Disable", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Disable two-factor authentication" });
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password-at-all");
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(dialog.getByText("Incorrect password")).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(member.password);
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(security.getByText("Off — add a second step to sign-in with an authenticator app.")).toBeVisible();
    await expect(security.getByRole("button", { name: "Enable", exact: true })).toBeVisible();

    await signOut(page, info);
    await page.goto("/member-login");
    await fillSignIn(page, member.email, member.password);
    await expect(page.getByText(`Welcome back, ${member.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  });
});

test.describe("ADMIN_2FA_REQUIRED, as the dashboard shows it", () => {
  // The e2e server runs without ADMIN_2FA_REQUIRED (one server for the whole run); the server's
  // refusals under it are covered by src/server/auth/admin-two-factor-required.test.ts. Here
  // /api/me says what that server would say (an admin without 2FA must enrol), so the screens'
  // answer to it runs in a browser.
  test("an admin who must enrol sees only Settings until two-factor sign-in is on", async ({ page, freshAdmin }) => {
    test.setTimeout(60_000);
    type Me = { suggestTwoFactor: boolean; mustEnrollTwoFactor: boolean };
    const mustEnrol = (me: Me) => ({ ...me, mustEnrollTwoFactor: me.suggestTwoFactor });
    await page.route("**/api/me", async (route) => {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      await route.fulfill({ response, json: mustEnrol((await response.json()) as Me) });
    });
    // A members-area page brings the account with it (the app starts without asking /api/me): the same there.
    await page.route(/\/dashboard(\/[^?]*)?(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="me-at-load">)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) => `${open}${JSON.stringify(mustEnrol(JSON.parse(json) as Me)).replaceAll("<", "\\u003c")}${close}`,
      );
      await route.fulfill({ response, body });
    });
    await signInAs(page.request, freshAdmin);

    await page.goto("/dashboard");
    const banner = page.getByRole("alert").filter({ hasText: "Two-factor authentication is required" });
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toHaveCount(0);
    await page.goto("/dashboard/clients");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);

    await banner.getByRole("link", { name: "Set up two-factor authentication" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings#security$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await enrolInSettings(page, freshAdmin.password);

    await expect(banner).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Two-factor authentication is required")).toHaveCount(0);
  });
});
