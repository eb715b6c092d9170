import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addAdminSession, createUser, expect, newAccount, test } from "./fixtures";
import { uniqueEmail } from "./mailbox";
import { CARDS } from "./payments";
import { expectNoSidewaysScroll } from "./work";

/**
 * The operator inbox: a member's message, a contact request and a paid order wait in one list,
 * each with its 24 h clock and its client's balance and money owed; the operator moves with the
 * keyboard, opens the message beside the client's figures, replies, and closes the contact request.
 */

const originOf = () => ({ Origin: new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin });

/** The list is oldest first and shared with the run's other journeys: page on until the item shows. */
async function findItem(page: Page, text: string): Promise<Locator> {
  const pane = page.getByRole("region", { name: "Waiting items" });
  const item = pane.getByRole("list").getByRole("button").filter({ hasText: text });
  const next = page.getByRole("button", { name: "Next page" });
  for (let i = 0; i < 40; i++) {
    await expect(pane).not.toHaveAttribute("aria-busy", "true");
    if ((await item.isVisible()) || !(await next.isVisible()) || !(await next.isEnabled())) break;
    await Promise.all([page.waitForResponse((r) => r.url().includes("/api/inbox?")), next.click()]);
  }
  await expect(item).toBeVisible();
  return item;
}

test.describe("operator inbox", () => {
  test("a message, a contact request and an order wait in one list with the client's balance and money owed; keys move, open and close", async ({ page, playwright, adminApi }) => {
    // One journey through every kind and action: more steps than a usual test.
    test.slow();
    const suffix = Math.random().toString(36).slice(2, 8);
    const member = newAccount("inbox");
    const memberApi = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: originOf() });
    const { id: memberId } = await createUser(memberApi, member);
    const messageText = `Where is my residence card? ${suffix}`;
    expect((await memberApi.post("/api/messages", { data: { content: messageText } })).status()).toBe(201);
    expect((await adminApi.post(`/api/clients/${memberId}/payment-requests`, { data: { amount: 45, description: `Visa help ${suffix}` } })).status()).toBe(201);
    await memberApi.dispose();

    const visitor = `Maria Contact ${suffix}`;
    expect((await page.request.post("/api/contact", { headers: originOf(), data: { name: visitor, email: uniqueEmail("inbox-visitor"), service: "paperwork", message: `Help with my address ${suffix}` } })).status()).toBe(201);
    const buyer = `Ivan Order ${suffix}`;
    const opened = await page.request.post("/api/checkout", { headers: originOf(), data: { items: [{ kind: "daily", quantity: 1 }], customer: { name: buyer, email: uniqueEmail("inbox-buyer"), notes: `Order note ${suffix}` }, language: "en" } });
    expect(opened.status(), await opened.text()).toBe(200);
    const { sessionId } = (await opened.json()) as { sessionId: string };
    const paid = await page.request.post(`/api/test-gateway/sessions/${sessionId}/pay`, { headers: originOf(), data: { cardNumber: CARDS.success, expiry: "12/34", cvc: "123", name: buyer } });
    expect(paid.status(), await paid.text()).toBeLessThan(300);

    await addAdminSession(page.context());
    await page.goto("/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Inbox", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();

    const message = await findItem(page, messageText);
    await expect(message).toContainText("Message");
    await expect(message).toContainText("left");
    await expect(message).toContainText("Owes €45.00");
    await expect(message).toContainText("Balance 0 h");
    const contact = await findItem(page, visitor);
    await expect(contact).toContainText("Contact request");
    await expect(contact).toContainText("Not a client yet");
    const order = await findItem(page, buyer);
    await expect(order).toContainText("Order");
    await expect(order).toContainText(`Order note ${suffix}`);

    // Filters: only contact requests.
    await page.getByLabel("Kind").selectOption("contact");
    await expect(page).toHaveURL(/kind=contact/);
    await findItem(page, visitor);
    await expect(page.getByRole("region", { name: "Waiting items" }).getByRole("button").filter({ hasText: buyer })).toHaveCount(0);
    await page.getByLabel("Kind").selectOption("all");

    // Keyboard: focus the message's item, k then j comes back to it, Enter opens it.
    const messageItem = await findItem(page, messageText);
    await messageItem.focus();
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect(messageItem).toBeFocused();
    await page.keyboard.press("Enter");
    const thread = page.getByRole("region", { name: /Message — / });
    await expect(thread.getByText(messageText)).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Client" });
    await expect(panel.getByText(member.email)).toBeVisible();
    await expect(panel.getByText("€45.00 (1 open payment requests)")).toBeVisible();
    await expect(panel.getByText("No open tasks")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Request payment" })).toHaveAttribute("href", `/dashboard/clients/${memberId}`);
    await expectNoAxeViolations(page, "inbox with a message open");

    // Reply: the conversation is answered and leaves the list.
    await thread.getByLabel("Your reply").fill(`We are on it ${suffix}`);
    await thread.getByRole("button", { name: "Send reply" }).click();
    await expect(thread.getByText("Reply sent")).toBeVisible();
    await expect(thread.getByText(`We are on it ${suffix}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Waiting items" }).getByRole("button").filter({ hasText: messageText })).toHaveCount(0);

    // e closes the focused contact request (its own Close) and says so.
    const contactItem = await findItem(page, visitor);
    await contactItem.focus();
    await page.keyboard.press("e");
    await expect(page.getByText(`Closed: Contact request from ${visitor}`)).toBeAttached();
    await expect(page.getByRole("region", { name: "Waiting items" }).getByRole("button").filter({ hasText: visitor })).toHaveCount(0);
  });

  test("at 375 px the list and the item are one pane each, with a way back", { tag: "@mobile" }, async ({ adminPage: page }) => {
    const visitor = `Phone Contact ${Math.random().toString(36).slice(2, 8)}`;
    expect((await page.request.post("/api/contact", { headers: originOf(), data: { name: visitor, email: uniqueEmail("inbox-phone"), service: "paperwork", message: "A question from a phone" } })).status()).toBe(201);
    await page.goto("/dashboard/inbox?kind=contact");
    const item = await findItem(page, visitor);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "inbox list at 375 px");
    await item.click();
    await expect(page.getByRole("heading", { name: `Contact request — ${visitor}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Waiting items" })).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Client" })).toContainText("no client account");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "inbox item at 375 px");
    await page.getByRole("button", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("region", { name: "Waiting items" })).toBeVisible();
  });
});
