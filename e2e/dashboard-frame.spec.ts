import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A members-area page paints from the server — its layout and heading in the
 * account's language, before any script (src/core/dashboard-shell.ts) — and the app, which
 * starts with the account the page carried (no GET /api/me first), draws the same in its place.
 */

/** The page as a browser without JavaScript sees it: only what the server sent. */
async function withoutScripts(browser: Browser, signedIn: Page, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.context().storageState() });
  const page = await context.newPage();
  await page.goto(url);
  const heading = page.getByRole("heading", { level: 1 });
  const frame = {
    lang: await page.locator("html").getAttribute("lang"),
    heading: await heading.textContent(),
    lead: await heading.locator("xpath=following-sibling::p").textContent(),
    nav: await page.getByRole("navigation").first().innerText(),
  };
  await context.close();
  return frame;
}

test("a member's page paints its layout and heading before any script, and the app draws the same without asking who is signed in", async ({
  browser,
  memberPage: page,
  member,
}) => {
  const frame = await withoutScripts(browser, page, "/dashboard/tasks");
  expect(frame.lang).toBe("en");
  expect(frame.heading).toBe("My Tasks");
  expect(frame.nav).toContain("Payment History");

  const accountRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/me") accountRequests.push(r.url());
  });
  await page.goto("/dashboard/tasks");
  await expect(page.getByText("No tasks available yet.")).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText(frame.heading ?? "");
  await expect(heading.locator("xpath=following-sibling::p")).toHaveText(frame.lead ?? "");
  await expect(page.getByRole("banner").getByText(member.email)).toBeVisible();
  expect(accountRequests, "the account came with the page").toEqual([]);

  // The home page greets by name in the frame already.
  const home = await withoutScripts(browser, page, "/dashboard");
  expect(home.lead).toContain(member.name);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p")).toHaveText(home.lead ?? "");
});

test("a Bulgarian member's frame is in Bulgarian, as the app then is", async ({ browser, memberPage: page }) => {
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  const saved = await page.request.put("/api/profile/language", { data: { preferredLanguage: "bg" }, headers: { Origin: origin } });
  expect(saved.status()).toBe(200);
  const frame = await withoutScripts(browser, page, "/dashboard/payments");
  expect(frame.lang).toBe("bg");
  await page.goto("/dashboard/payments");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(frame.heading ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  expect(frame.heading).not.toBe("Payment History");
});

test("the operator's client list paints before any script, and a query string gets the app's own first render", async ({ browser, adminPage: page }) => {
  const frame = await withoutScripts(browser, page, "/dashboard/clients");
  expect(frame.heading).toBe("Manage Clients");
  expect(frame.nav).toContain("Audit Log");
  await page.goto("/dashboard/clients?q=zzz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Clients");
});

test("a visitor's sign-in screen paints before any script in the language they chose, and the app then signs them in", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  await context.addCookies([{ name: "concierge-locale", value: "bg", url: origin }]);
  const noScript = await context.newPage();
  await noScript.goto("/member-login");
  await expect(noScript.locator("html")).toHaveAttribute("lang", "bg");
  const title = noScript.getByText("Влезте в профила си");
  await expect(title).toBeVisible();
  await context.close();

  // With scripts, the app draws the same screen in the frame's place, once, and it works.
  const page = await browser.newPage();
  await page.context().addCookies([{ name: "concierge-locale", value: "bg", url: origin }]);
  await page.goto("/member-login");
  await expect(page.getByText("Влезте в профила си")).toHaveCount(1);
  await page.getByLabel("Имейл").fill("nobody@example.test");
  await page.getByLabel("Парола").fill("not the password 1");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.close();
});
