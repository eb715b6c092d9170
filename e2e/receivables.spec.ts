import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";
import { expectAxeClean, expectNoSidewaysScroll, toast } from "./work";

/**
 * The operator bills a client with a due date, sees it among the open
 * requests and reminds once; the client pays from the email's link, signed out, in TEST MODE,
 * and gets the numbered receipt; the link then says when it was paid; the request leaves the
 * operator's open requests.
 */
test("a payment request is paid by its email link signed out, and leaves the open requests", async ({ adminPage: page, member, browser, baseURL }) => {
  test.setTimeout(90_000);
  const description = `Notary fee ${Date.now().toString(36)}`;
  const dueDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  // The operator bills the client, choosing the due date.
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(member.email)}`);
  await page.getByRole("link", { name: `View ${member.name}` }).click();
  await page.getByRole("button", { name: "Request Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Payment" });
  await dialog.getByLabel("Amount (EUR)").fill("42.00");
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByLabel("Due date (optional)").fill(dueDay);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toast(page, "Payment request sent")).toBeVisible();

  // Payments → Open requests: the row, and Remind once (a second within 24 hours is refused).
  await page.goto("/dashboard/payments");
  await page.getByRole("tab", { name: "Open requests" }).click();
  await expect(page).toHaveURL(/view=open/);
  const row = page.getByRole("row").filter({ hasText: description });
  await expect(row).toContainText(member.email);
  await expect(row).toContainText("€42.00");
  await expect(row.getByTestId("reminders-sent")).toHaveText("0");
  await expectAxeClean(page);
  await row.getByRole("button", { name: `Remind ${description}` }).click();
  await expect(toast(page, "Reminder sent")).toBeVisible();
  await expect(row.getByTestId("reminders-sent")).toContainText("1");
  await row.getByRole("button", { name: `Remind ${description}` }).click();
  await expect(toast(page, "A reminder was sent less than 24 hours ago. You can send the next one 24 hours after the last.")).toBeVisible();

  // The request email carries the pay link; a fresh browser without a session opens it.
  const mail = await waitForMail(page.request, member.email, "Payment due: €42.00");
  const link = linkIn(mail, "/pay/");
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: description })).toBeVisible();
  await expect(visitor.getByTestId("pay-link-amount")).toHaveText("€42.00");
  await expect(visitor.getByText(/^Payment request from /)).toBeVisible();
  await expect(visitor.getByText(member.email)).toHaveCount(0);
  await expectAxeClean(visitor);
  await visitor.getByRole("button", { name: "Pay now" }).click();
  await payWithTestCard(visitor, CARDS.success, member.name);
  await expect(visitor).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(visitor.getByText("Payment successful")).toBeVisible();
  // A bill's success page: its line is the description, and no help is promised (nothing to arrange).
  const masked = `${member.email[0]}•••@${member.email.split("@")[1]}`;
  await expect(visitor.getByRole("cell", { name: description })).toBeVisible();
  await expect(visitor.getByText("Your payment request is settled: there is nothing more to pay.")).toBeVisible();
  await expect(visitor.getByText(`Your receipt is on its way to ${masked}.`)).toBeVisible();
  await expect(visitor.getByText(/arrange the help/)).toHaveCount(0);
  await expect(visitor.getByText("Custom amount")).toHaveCount(0);

  // Paid: the link says when, and where the receipt went (masked); it offers no Pay.
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: description })).toBeVisible();
  await expect(visitor.getByTestId("pay-link-outcome")).toHaveText(new RegExp(`^Paid on [A-Z][a-z]{2} \\d{1,2}, \\d{4} — the receipt was sent to ${masked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.$`));
  await expect(visitor.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await expect(visitor.getByText(member.email)).toHaveCount(0);
  await expectAxeClean(visitor);
  await context.close();
  const receipt = await waitForMail(page.request, member.email, /^Your Concierge receipt/);
  const pdf = await page.request.get(`/dev/mailbox/${receipt.id}/attachments/0`);
  expect(pdf.headers()["content-disposition"]).toMatch(/filename="receipt-R-\d{4}-\d{6}\.pdf"/);

  // The operator's open requests no longer list it.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Open requests" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("row").filter({ hasText: description })).toHaveCount(0);
});

test("Open requests fits 375 px", { tag: "@mobile" }, async ({ adminApi, member, adminPage: page }) => {
  const clients = await adminApi.get(`/api/clients?q=${encodeURIComponent(member.email)}`);
  const id = (await clients.json()).items[0].id as string;
  const description = `A long description of a courier and notary errand ${Date.now().toString(36)}`;
  expect((await adminApi.post(`/api/clients/${id}/payment-requests`, { data: { amount: "1234.50", description } })).status()).toBe(201);
  await page.goto("/dashboard/payments?view=open");
  // Cards below 1024 px: the table's copy of the row is hidden.
  await expect(page.getByText(description).filter({ visible: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
});
