import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminBrowser } from "./work";

/*
 * Messages arrive live on both sides (issue: "member writes → operator sees it live in the
 * bell without reloading, replies → member sees the reply live and the unread dot"). Other
 * tests ring the operator's bell in parallel, so this looks for its own item, not a count.
 */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const dot = (page: Page) => page.getByTestId("notification-dot");
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
const streamOpen = (page: Page) => page.waitForResponse((r) => r.url().includes("/api/notifications/stream") && r.status() === 200);

test("a member's message reaches the operator's open bell live; the reply reaches the member's open conversation and bell", async ({
  memberPage: page,
  member,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = `live${Date.now().toString(36)}`;

  // The operator's dashboard is open with the bell's list showing.
  const admin = await adminBrowser(browser, baseURL);
  const adminStream = streamOpen(admin);
  await admin.goto("/dashboard");
  await adminStream;
  await bell(admin).click();
  await expect(panel(admin)).toBeVisible();

  // The member's conversation is open too, with nothing unread.
  const memberStream = streamOpen(page);
  await page.goto("/dashboard/messages");
  await memberStream;
  await expect(dot(page)).toHaveCount(0);

  await page.getByLabel("Message", { exact: true }).fill(`${tag} Could you book the notary for Friday?`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();

  // No reload on the operator's side: the open list gains the item, the dot lights up.
  const item = panel(admin).getByRole("button", { name: `Unread: New message from ${member.name}` }).first();
  await expect(item).toBeVisible();
  await expect(dot(admin)).toBeVisible();
  await item.click();
  await expect(admin).toHaveURL(/\/dashboard\/messages$/);

  const row = admin.getByTestId("conversation-row").filter({ hasText: tag });
  await row.getByRole("button", { name: `Open the conversation with ${member.name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Conversation with ${member.name}` });
  await dialog.getByLabel("Message", { exact: true }).fill(`${tag} reply: booked for 10:00.`);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
  await admin.context().close();

  // The member never reloaded: the reply shows in the open conversation and the bell's dot lights up.
  await expect(page.getByTestId("conversation-message").filter({ hasText: `${tag} reply` })).toBeVisible();
  await expect(dot(page)).toBeVisible();
  await bell(page).click();
  await expect(panel(page).getByRole("button", { name: "Unread: New message from Concierge" })).toBeVisible();
});
