import { expectNoAxeViolations } from "./axe";
import { createUser, expect, newAccount, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { toast } from "./work";

/** OPERATOR_EMAIL's default: the e2e server does not set one. */
const OPERATOR = "operator@concierge.localhost";

/**
 * Settings → Health: the operator reads, in words, whether mail, payments, storage, backups and
 * the clock work (this embedded test server has no SMTP and no Stripe: each says so, with what
 * to do), and sends a test message to their own address.
 */
test("the operator reads the health report and sends a test message to their own address", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard/settings#health");
  const health = page.getByRole("region", { name: "Health" });
  const email = health.getByRole("listitem").filter({ hasText: /^Email/ });
  await expect(email).toContainText("Needs a look");
  await expect(email).toContainText("Email is not sent: without SMTP_URL every message stays in the dev mailbox (/dev/mailbox).");
  await expect(email).toContainText("What to do: Set SMTP_URL to your mail provider's SMTP address");
  await expect(health.getByRole("listitem").filter({ hasText: /^Payments/ })).toContainText("built-in test checkout");
  // The server's first scheduled backup comes two minutes after its start: before it, none; after, its age.
  await expect(health.getByRole("listitem").filter({ hasText: /^Last backup/ })).toContainText(/No backup was found\.|The last good backup was made \d+ hours? ago\./);
  await expect(health.getByRole("listitem").filter({ hasText: /^Storage space/ })).toContainText(/MB free/);
  await expectNoAxeViolations(page, "settings → health at 1280 px");

  await health.getByRole("button", { name: "Send a test message" }).click();
  await expect(toast(page, `A test message to ${OPERATOR} is on its way. If it has not arrived in a few minutes, check again: the Email line will say why.`)).toBeVisible();
  const mail = await waitForMail(page.request, OPERATOR, "Test message from Concierge");
  expect(mail.text).toContain("/dashboard/settings#health");
});

test("the health report fits a phone, in Bulgarian", async ({ page }) => {
  const operator = newAccount("health-bg");
  await createUser(page.request, operator, { role: "admin" });
  const origin = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
  const saved = await page.request.patch("/api/profile", { data: { fullName: operator.name, phone: "", preferredLanguage: "bg" }, headers: { Origin: origin } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard/settings#health");
  const health = page.getByRole("region", { name: "Състояние" });
  const email = health.getByRole("listitem").filter({ hasText: /^Имейл/ });
  await expect(email).toContainText("Писмата не се изпращат");
  await expect(email).toContainText("Какво да направите:");
  await expect(health.getByRole("button", { name: "Провери отново" })).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "settings → health at 375 px (bg)");
});

test("a member's settings have no Health section", async ({ memberPage: page }) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("region", { name: "Security" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Health" })).toHaveCount(0);
  expect((await page.request.get("/api/health/report")).status()).toBe(403);
});
