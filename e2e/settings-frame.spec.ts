import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Profile and Settings paint from the server (src/core/dashboard-shell.ts): the page's heading and
 * the account's own fields and switches are in the HTML it sends, before any script; the app then
 * draws the same page in its place, and it saves.
 */

/** The page's HTML as the server sends it to this session. */
async function serverHtml(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return res.text();
}

/** What a browser without JavaScript shows of `url`: only what the server sent. */
async function withoutScripts<T>(browser: Browser, signedIn: Page, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.context().storageState() });
  const page = await context.newPage();
  await page.goto(url);
  const result = await read(page);
  await context.close();
  return result;
}

/** A switch's state in the HTML: the frame draws `aria-checked` before the switch's id. */
const switchState = (html: string, id: string) => new RegExp(`aria-checked="(true|false)"[^>]*id="${id}"`).exec(html)?.[1];

test("a member's Profile comes painted with their own values, and the app that replaces it saves", async ({ browser, memberPage: page }) => {
  await page.goto("/dashboard/profile");
  await page.getByLabel("Full Name").fill("Frame Tester");
  await page.getByLabel("Phone").fill("+359 88 765 4321");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated!")).toBeVisible();

  const profile = await serverHtml(page, "/dashboard/profile");
  expect(profile).toContain("data-server-frame");
  expect(profile).toMatch(/<h1[^>]*>My Profile<\/h1>/);
  expect(profile).toContain(`value="Frame Tester"`);
  expect(profile).toContain(`value="+359 88 765 4321"`);
  // No stand-in is left for the browser to show.
  expect(profile).not.toMatch(/[\uE000-\uE0FF]/);
  // Painted without any script: the fields hold the saved values.
  const painted = await withoutScripts(browser, page, "/dashboard/profile", async (p) => ({
    heading: await p.getByRole("heading", { level: 1 }).textContent(),
    name: await p.locator("#profile-full-name").inputValue(),
  }));
  expect(painted).toEqual({ heading: "My Profile", name: "Frame Tester" });
});

test("a member's Settings come painted with their own address and switches, and the app that replaces them saves", async ({ memberPage: page, member }) => {
  const settings = await serverHtml(page, "/dashboard/settings");
  expect(settings).toContain("data-server-frame");
  expect(settings).toMatch(/<h1[^>]*>Settings<\/h1>/);
  expect(settings).toContain(`value="${member.email}"`);
  expect(switchState(settings, "notify-email")).toBe("true");
  expect(switchState(settings, "notify-promotions")).toBe("false");
  expect(settings).not.toMatch(/[\uE000-\uE0FF]/);

  // The app draws the same page and saves: Promotions on, then the server paints it on.
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  const promotions = page.getByRole("switch", { name: "Promotions & News" });
  await expect(promotions).not.toBeChecked();
  await promotions.click();
  await page.getByRole("button", { name: "Save All Settings" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
  expect(switchState(await serverHtml(page, "/dashboard/settings"), "notify-promotions")).toBe("true");
});

test("the operator's Settings come painted, the business's data is asked once, and its account saves", async ({ adminPage: page }) => {
  const html = await serverHtml(page, "/dashboard/settings");
  expect(html).toContain("data-server-frame");
  expect(html).toMatch(/<h1[^>]*>Settings<\/h1>/);
  expect(html).toContain("admin@concierge.test");

  // Each of the page's data is asked once, with the page's code, not again by its sections.
  const asked: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/business/") || path.startsWith("/api/appointments/availability")) asked.push(path);
  });
  await page.goto("/dashboard/settings");
  const account = page.getByRole("form", { name: "Your account" });
  // The name the frame painted is the one the app's form holds.
  const painted = /id="account-full-name"[^>]*value="([^"]*)"/.exec(html)?.[1];
  expect(painted).toBeDefined();
  await expect(account.getByLabel("Full Name")).toHaveValue(painted ?? "");
  await expect(page.getByRole("button", { name: "Save business details" })).toBeVisible();
  expect(asked.toSorted()).toEqual(["/api/appointments/availability", "/api/business/prices", "/api/business/settings"]);

  await account.getByRole("button", { name: "Save account" }).click();
  await expect(page.getByText("Your account is saved")).toBeVisible();
});
