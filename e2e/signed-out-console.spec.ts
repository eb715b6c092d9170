import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A visitor's pages of the app log nothing in the console. The server tells a
 * visitor's page that no session came with it, so the app does not ask GET /api/me (a members'
 * route, 401 for a visitor, which Chromium logs as an error).
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

const PAGES = [
  { path: "/checkout", ready: { name: "Checkout" } },
  { path: "/member-login", ready: { name: "Sign in to your account" } },
  { path: "/auth", ready: { name: "Administrator sign-in" } },
];

for (const { path, ready } of PAGES) {
  test(`a visitor's ${path} logs no error and asks for no account`, async ({ page }) => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/me") asked.push(r.url());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: ready.name, level: 1 })).toBeVisible();
    // What loads after the first render (menus, the cart) has had its turn too.
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);
  });
}

test("a visitor who signs in on /member-login is asked for then, and lands on the dashboard", async ({ page, member }) => {
  const errors = watchErrors(page);
  await page.goto("/member-login");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/me");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  expect((await me).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Dashboard", level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("/member-login fetches its validation when the form is first focused, not with the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const validation = () => scripts.filter((s) => /\/assets\/validation-[^/]+\.js$/.test(s));
  await page.goto("/member-login");
  await expect(page.getByRole("heading", { name: "Sign in to your account", level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(validation()).toEqual([]);
  // The visitor starts typing: the check is on its way before they send.
  await page.getByLabel("Email", { exact: true }).focus();
  await expect.poll(() => validation().length).toBe(1);
});
