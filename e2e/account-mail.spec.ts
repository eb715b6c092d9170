import { expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";

test("a member changes the password in Settings and gets 'Your password was changed'", async ({ memberPage: page, member, request }) => {
  await page.goto("/dashboard/settings");
  await page.getByLabel("Current Password").fill(member.password);
  await page.getByLabel("New Password", { exact: true }).fill("Vitosha-Lift-Ticket-2027");
  await page.getByLabel("Confirm New Password").fill("Vitosha-Lift-Ticket-2027");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();

  const mail = await waitForMail(request, member.email, "Your password was changed");
  expect(mail.text).toContain("If this was not you, reset your password now");
  expect(mail.text).toContain("Sofia time");
});
