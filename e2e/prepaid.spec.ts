import { expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { adminBrowser, toast } from "./work";

/**
 * Prepaid time is hours and the balance left, never money — in the operator's
 * Update dialog (the balance before and after saving), Task Details (both roles), the completion
 * email and the member's dashboard; unpaid time is billed with one click.
 */
test("a member with a pack: 1.5 h drawn shows as 'Covered by prepaid hours — 1.5 h, balance now 8.5 h', never money; unpaid time is billed once", async ({
  adminApi,
  member,
  memberPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL!).origin;
  const me = await (await page.request.get("/api/me")).json();
  const pack = await adminApi.post("/api/payments", { data: { clientId: me.user.id, amount: "400.00", description: "10 hours pack", paymentType: "prepaid_hours", hours: 10 } });
  expect(pack.status()).toBe(201);
  const title = `Visa appointment ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/tasks", { data: { title, description: "At the migration office" }, headers: { Origin: origin } });
  expect(created.status()).toBe(201);

  // The operator sees the client's balance before saving, and what it will be after.
  const admin = await adminBrowser(browser, baseURL);
  await admin.goto(`/dashboard/tasks?q=${encodeURIComponent(title)}`);
  await admin.getByRole("button", { name: `Update ${title}` }).click();
  const update = admin.getByRole("dialog", { name: "Update Task" });
  const preview = update.getByTestId("update-balance");
  await expect(preview).toContainText("Client's prepaid balance: 10 h");
  await update.getByLabel("Status").selectOption({ label: "Completed" });
  await update.getByLabel("Admin notes").fill("Booked the appointment for Monday.");
  await update.getByLabel("Hours spent").fill("1.5");
  await expect(preview).toContainText("After saving: 8.5 h");
  await update.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin, "Task updated")).toBeVisible();
  await expect(update).toBeHidden();

  // Task Details, the operator's: hours and the balance left.
  await admin.getByRole("button", { name: `View details of ${title}` }).click();
  const adminDetails = admin.getByRole("dialog");
  await expect(adminDetails.getByTestId("task-prepaid")).toHaveText("Covered by prepaid hours — 1.5 h, balance now 8.5 h");
  await expect(adminDetails).not.toContainText("€");
  await admin.keyboard.press("Escape");

  // The member's: the same words, no money.
  await page.goto("/dashboard/tasks");
  await page.getByRole("button", { name: `View details of ${title}` }).click();
  const details = page.getByRole("dialog");
  await expect(details.getByTestId("task-prepaid")).toHaveText("Covered by prepaid hours — 1.5 h, balance now 8.5 h");
  await expect(details.getByTestId("task-hours")).toHaveText("1.5 hours");
  await expect(details).not.toContainText("€");

  // The completion email likewise.
  const mail = await waitForMail(page.request, member.email, `Your task "${title}" is completed`);
  expect(mail.text).toContain("Covered by prepaid hours — 1.5 h, balance now 8.5 h.");
  expect(mail.text).not.toContain("€");

  // The dashboard: the balance in hours and the task that drew on it.
  await page.goto("/dashboard");
  const panel = page.getByTestId("dashboard-prepaid");
  await expect(panel).toContainText("Balance: 8.5 h");
  await expect(panel).toContainText(`${title}: Covered by prepaid hours — 1.5 h, balance now 8.5 h`);

  // Unpaid time on another task: billed with one click, prefilled hours × rate, once.
  const second = `Lease translation ${Date.now().toString(36)}`;
  const other = await page.request.post("/api/tasks", { data: { title: second }, headers: { Origin: origin } });
  expect(other.status()).toBe(201);
  const recorded = await adminApi.patch(`/api/tasks/${(await other.json()).id}`, { data: { status: "in_progress", hoursSpent: 1, drawFromBalance: false } });
  expect(recorded.status()).toBe(200);
  await admin.goto(`/dashboard/tasks?q=${encodeURIComponent(second)}`);
  await admin.getByRole("button", { name: `View details of ${second}` }).click();
  const unpaid = admin.getByRole("dialog").getByTestId("task-unpaid");
  await expect(unpaid).toContainText("1 h to bill — €10.23 at €10.23 per hour");
  await admin.getByRole("button", { name: "Bill unpaid time" }).click();
  const bill = admin.getByRole("dialog", { name: "Request Payment" });
  await expect(bill.getByLabel("Amount (EUR)")).toHaveValue("10.23");
  await expect(bill.getByLabel("Description")).toHaveValue(`Unpaid time on “${second}”: 1 h`);
  await bill.getByRole("button", { name: "Send request" }).click();
  await expect(toast(admin, "Payment request sent")).toBeVisible();
  await expect(bill).toBeHidden();
  await expect(unpaid).toContainText("1 h billed with a payment request");
  await expect(admin.getByRole("button", { name: "Bill unpaid time" })).toHaveCount(0);
  await admin.context().close();

  // The member owes it: Payment Due.
  await waitForMail(page.request, member.email, "Payment due: €10.23");
});
