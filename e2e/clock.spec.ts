import { expect, test } from "./fixtures";
import { advanceClock, CLOCK_URL, clockApi, clockUser } from "./clock";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";

/**
 * Issue 25 item 2, by the clock: a payment request falls due, the reminder job sends the
 * reminder on the due date (the server's time moved forward a week), and the client pays
 * from the reminder's link, signed out; no second reminder after that.
 */
test("a payment request's reminder comes when the due date arrives, and its link pays the bill signed out", async ({ playwright, browser }) => {
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Clock Admin", email: uniqueEmail("clock-admin"), password: "clock-admin-password-1" }, "admin");
  const member = { name: "Vera Dimitrova", email: uniqueEmail("clock-member"), password: "clock-member-password-1" };
  const memberApi = await clockApi(playwright);
  const { id: clientId } = await clockUser(memberApi, member);

  const description = `Courier to the notary ${Date.now().toString(36)}`;
  const created = await admin.post(`/api/clients/${clientId}/payment-requests`, { data: { amount: "35.50", description } });
  expect(created.status(), await created.text()).toBe(201);
  await waitForMail(admin, member.email, "Payment due: 35.50 BGN");

  // Six days on, nothing is due yet; a day later (the due date, a week after the request) the reminder goes.
  expect((await advanceClock(admin, 6 * 24)).ran["payment reminders"]).toBe(0);
  const due = await advanceClock(admin, 24 + 10);
  expect(due.ran["payment reminders"]).toBeGreaterThanOrEqual(1);
  const reminder = await waitForMail(admin, member.email, "Reminder: payment of 35.50 BGN");
  expect(reminder.text).toContain(description);

  // The reminder's link pays the bill in a browser with no session.
  const context = await browser.newContext({ baseURL: CLOCK_URL });
  const visitor = await context.newPage();
  await visitor.goto(linkIn(reminder, "/pay/"));
  await expect(visitor.getByRole("heading", { name: description })).toBeVisible();
  await expect(visitor.getByTestId("pay-link-amount")).toHaveText("35.50 BGN");
  await visitor.getByRole("button", { name: "Pay now" }).click();
  await payWithTestCard(visitor, CARDS.success, member.name);
  await expect(visitor).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(visitor.getByText("Payment successful")).toBeVisible();
  await context.close();
  const receipt = await waitForMail(admin, member.email, /^Your Concierge receipt/);
  const pdf = await admin.get(`/dev/mailbox/${receipt.id}/attachments/0`);
  expect(pdf.headers()["content-disposition"]).toMatch(/filename="receipt-R-\d{4}-\d{6}\.pdf"/);

  // Paid: a week later the late reminder does not come.
  await advanceClock(admin, 8 * 24);
  const mails = (await (await admin.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as { subject: string }[];
  expect(mails.filter((m) => m.subject.startsWith("Reminder:"))).toHaveLength(1);
  await admin.dispose();
  await memberApi.dispose();
});
