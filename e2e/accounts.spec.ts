import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { ADMIN, expect, newAccount, nextWindowTotp, signInAs, signUpViaApi, test, totp, VERIFY_SUBJECT } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { fillSignIn, isMobile, signOut } from "./ui";

const MEMBER_LINKS = ["Dashboard", "My Profile", "My Tasks", "Submit Task", "Prepaid Hours", "Payment History", "Messages", "Settings"];
const ADMIN_LINKS = ["Dashboard", "Inbox", "Manage Clients", "Tasks Overview", "Documents", "Payments", "Orders", "Calendar", "Reports", "Audit Log", "Messages", "Contact inbox", "Translation requests", "Newsletter", "Settings"];

/** The sidebar: beside the page on desktop, in the slide-in menu under 768 px. */
async function openSidebar(page: Page, info: TestInfo, names = { openMenu: "Open menu", nav: "Dashboard" }) {
  if (!isMobile(info)) return page.getByRole("complementary").getByRole("navigation", { name: names.nav });
  await page.getByRole("button", { name: names.openMenu }).click();
  return page.getByRole("dialog").getByRole("navigation", { name: names.nav });
}

test("a member registers, verifies, edits the profile, turns on 2FA and signs in with a code", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const account = newAccount("journey");

  await page.goto("/member-login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Full Name").fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await expect(page.getByText("At least 10 characters, and not a commonly used password.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").getByText("Registration successful! Please check your email to verify your account.")).toBeVisible();
  // The next step in the form's place: the mail, then sign-in.
  await page.getByRole("button", { name: "Go to sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

  const link = linkIn(await waitForMail(request, account.email, VERIFY_SUBJECT), "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/member-login\?verified=1/);
  await expect(page.getByText("Your email is verified — sign in to continue.")).toBeVisible();

  await fillSignIn(page, account.email, account.password);
  // The first sign-in: a welcome, not a "welcome back".
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();

  // Profile: saved server-side, still there after a reload.
  await page.goto("/dashboard/profile");
  await page.getByLabel("Full Name").fill("Maria Petrova");
  await page.getByLabel("Phone").fill("+359 88 123 4567");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated!")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Maria Petrova");
  await expect(page.getByLabel("Phone")).toHaveValue("+359 88 123 4567");

  // Two-factor: password → QR code, manual key, backup codes → a code from the "app".
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Enable", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).not.toHaveCount(0);
  const secret = (await dialog.getByTestId("totp-manual-key").textContent() ?? "").replace(/\s/g, "");
  const enrolCode = totp(secret);
  await dialog.getByLabel("Code from the app").fill(enrolCode);
  await dialog.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(page.getByRole("button", { name: "Disable", exact: true })).toBeVisible();

  await signOut(page, info);

  await page.goto("/member-login");
  await fillSignIn(page, account.email, account.password);
  const code = page.getByLabel("Authentication code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  // The next window's code: the enrolment code was used once and is refused a second time.
  await code.fill(nextWindowTotp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`Welcome back, ${account.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("member sign-in screen", () => {
  test("an unverified member is told to check their email", async ({ page, request }) => {
    const account = newAccount("unverified");
    await signUpViaApi(request, account);
    await page.goto("/member-login");
    await fillSignIn(page, account.email, account.password);
    await expect(page.getByRole("alert")).toContainText(
      "Please check your email to verify your account. If you don't see it, check your spam folder.",
    );
    await expect(page).toHaveURL(/\/member-login/);
  });

  test("a second failed attempt adds the reset hint", async ({ page, member }) => {
    await page.goto("/member-login");
    await fillSignIn(page, member.email, "wrong-password-1");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Invalid login credentials. Please check your email and password.");
    await expect(alert).not.toContainText("Forgot your password?");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(alert).toContainText("Forgot your password?");
  });

  test("forgot password asks for the email first, then answers the same for any address", async ({ page }) => {
    await page.goto("/member-login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Please enter your email first").first()).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Password reset link sent to your email")).toBeVisible();
  });

  test("the reset link sets a new password", async ({ page, request, member }) => {
    await page.goto("/member-login");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByText("Password reset link sent to your email")).toBeVisible();

    await page.goto(linkIn(await waitForMail(request, member.email, "Reset your Concierge password"), "/reset-password"));
    await expect(page.getByText("Please set your new password")).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("another-long-passphrase-1");
    await page.getByLabel("Confirm New Password").fill("another-long-passphrase-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("New passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("another-long-passphrase-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page).toHaveURL(/\/member-login$/);

    await fillSignIn(page, member.email, "another-long-passphrase-1");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a reset page without a token says so and offers a new link", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/member-login");
  });
});

test.describe("administrator sign-in", () => {
  test("the admin signs in on /auth and sees the admin dashboard", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByText("Self-registration is disabled. Please contact the administrator.")).toBeVisible();
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByText("Welcome, Administrator!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage client tasks, payments, and documents")).toBeVisible();
  });

  test("a member gets 'Invalid administrator credentials' and no session", async ({ page, member }) => {
    await page.goto("/auth");
    await fillSignIn(page, member.email, member.password);
    await expect(page.getByRole("alert")).toContainText("Invalid administrator credentials");
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  test("a signed-out visitor on an admin-only page is sent to /auth and brought back after signing in", async ({ page }) => {
    await page.goto("/dashboard/documents");
    await expect(page.getByText("You must be logged in to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fdocuments/);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/documents$/);
  });
});

test.describe("dashboard shell", () => {
  test("a member sees the member sidebar and header", { tag: "@all-widths" }, async ({ memberPage: page, member }, info) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
    const nav = await openSidebar(page, info);
    await expect(nav.getByRole("link")).toHaveText(MEMBER_LINKS);
    const scope = isMobile(info) ? page.getByRole("dialog") : page.getByRole("banner");
    await expect(scope.getByText(member.email)).toBeVisible();
    await expect(scope.getByText("Member", { exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "My Tasks" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Tasks" })).toBeVisible();
    await page.goto("/dashboard/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  });

  test("an admin sees the admin sidebar", { tag: "@all-widths" }, async ({ adminPage: page }, info) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const nav = await openSidebar(page, info);
    await expect(nav.getByRole("link")).toHaveText(ADMIN_LINKS);
    const scope = isMobile(info) ? page.getByRole("dialog") : page.getByRole("banner");
    await expect(scope.getByText(ADMIN.email)).toBeVisible();
    await expect(scope.getByText("Admin", { exact: true })).toBeVisible();
  });

  test("a member is sent away from admin screens", async ({ memberPage: page }) => {
    await page.goto("/dashboard/clients");
    await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("both sign-in screens send a signed-in member to the dashboard", async ({ memberPage: page }) => {
    await page.goto("/member-login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a session ended elsewhere is noticed", async ({ memberPage: page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await page.context().clearCookies();
    // Coming back to the tab re-checks the session.
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByText("You have been signed out")).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/member-login$/);
  });
});

test.describe("settings", () => {
  test("Save All Settings stores profile and notifications in one request", async ({ memberPage: page }) => {
    await page.goto("/dashboard/settings");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
    await expect(page.getByText("To change your email, please contact support")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Promotions & News" })).not.toBeChecked();
    // No inert "Data Sharing" toggle: there is no analytics for it to drive.
    await expect(page.getByRole("switch", { name: "Data Sharing" })).toHaveCount(0);

    await page.getByLabel("Address").fill("ul. Vitosha 1, Sofia");
    await page.getByRole("switch", { name: "Promotions & News" }).click();
    await page.getByRole("switch", { name: "Task Updates" }).click();
    const saves: string[] = [];
    page.on("request", (r) => r.url().includes("/api/settings") && saves.push(r.method()));
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(page.getByText("Settings saved successfully")).toBeVisible();
    expect(saves).toEqual(["PUT"]);

    await page.reload();
    await expect(page.getByLabel("Address")).toHaveValue("ul. Vitosha 1, Sofia");
    await expect(page.getByRole("switch", { name: "Promotions & News" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Task Updates" })).not.toBeChecked();
  });

  test("the password change needs matching new passwords and the current one", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Please fill in all password fields").first()).toBeVisible();
    await page.getByLabel("Current Password").fill(member.password);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-passphrase-1");
    await page.getByLabel("Confirm New Password").fill("brand-new-passphrase-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("New passwords do not match").first()).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("brand-new-passphrase-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully")).toBeVisible();
  });

  test("Download my data saves a JSON file with the member's email and profile", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/settings");
    await page.getByLabel("Phone").fill("+359 88 765 4321");
    await page.getByLabel("Address").fill("bul. Vitosha 10, Sofia");
    await page.getByRole("button", { name: "Save All Settings" }).click();
    await expect(page.getByText("Settings saved successfully")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^concierge-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), "utf8");
    const data = JSON.parse(text) as { user: { email: string; name: string }; profile: Record<string, string>; notifications: unknown };
    expect(data.user).toMatchObject({ email: member.email, name: member.name });
    expect(data.profile).toEqual({ fullName: member.name, phone: "+359 88 765 4321", address: "bul. Vitosha 10, Sofia", preferredLanguage: "en" });
    expect(data.notifications).toMatchObject({ email: true, promotions: false });
    expect(data).not.toHaveProperty("privacy");
    expect(text).not.toContain(member.password);
  });

  test("preferred language Bulgarian turns the dashboard Bulgarian, on this device and the next, and back", async ({ memberPage: page, member, browser }, info) => {
    test.setTimeout(60_000);
    await page.goto("/dashboard/settings");
    await page.getByLabel("Preferred Language").selectOption({ label: "Bulgarian" });
    await page.getByRole("button", { name: "Save All Settings" }).click();
    // Toasts are worded as they render: the UI may already speak Bulgarian when this one shows.
    await expect(page.getByText(/^(Settings saved successfully|Настройките са запазени успешно)$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    const nav = await openSidebar(page, info, { openMenu: "Отвори менюто", nav: "Табло" });
    await expect(nav.getByRole("link", { name: "Моят профил" })).toBeVisible();
    await nav.getByRole("link", { name: "Табло", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Моето табло" })).toBeVisible();

    // Stored with the account: another browser, signed in as the member, opens in Bulgarian.
    const { baseURL, viewport, isMobile: mobile, hasTouch } = info.project.use;
    const other = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.77" } });
    const otherPage = await other.newPage();
    await signInAs(otherPage.request, member);
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Моето табло" })).toBeVisible();
    await other.close();

    await page.goto("/dashboard/settings");
    await page.getByLabel("Предпочитан език").selectOption({ label: "Английски" });
    await page.getByRole("button", { name: "Запази всички настройки" }).click();
    await expect(page.getByText(/^(Settings saved successfully|Настройките са запазени успешно)$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
  });

  test("the header's language switch in the dashboard is kept: a reload and Settings show the choice", async ({ memberPage: page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: /Change language/ }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/profile/language") && r.request().method() === "PUT");
    await page.getByRole("menuitemradio", { name: "Български" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Моето табло" })).toBeVisible();
    expect((await saved).status()).toBe(200);
    // The profile holds it now: a reload opens in Bulgarian, and Settings shows it chosen.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Моето табло" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    await page.goto("/dashboard/settings");
    await expect(page.getByLabel("Предпочитан език")).toHaveValue("bg");
  });

  test("a member deletes their account", async ({ memberPage: page, member }) => {
    await page.goto("/dashboard/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Delete account" })).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByLabel("Password", { exact: true }).fill(member.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page.getByText("Your account has been deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});
