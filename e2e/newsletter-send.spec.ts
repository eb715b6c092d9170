import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { adminBrowser, expectAxeClean, toast } from "./work";

const ADMIN_EMAIL = "admin@concierge.test";

test.describe("newsletter: the operator writes and sends an issue", () => {
  test("writes in both languages, previews, sends a test to themselves, sends; the progress shows", async ({ page, request, browser, baseURL }) => {
    // A whole journey through two browsers and the mailbox.
    test.setTimeout(180_000);
    // A subscriber who reads Bulgarian, confirmed.
    const email = uniqueEmail("news-send");
    await page.goto("/bg");
    await page.getByLabel("Имейл адрес").fill(email);
    await page.getByRole("button", { name: "Абонирай се" }).click();
    const confirmMail = await waitForMail(request, email, /./);
    await page.goto(linkIn(confirmMail, "/newsletter/confirm"));

    const subject = `Winter news ${Date.now().toString(36)}`;
    const admin = await adminBrowser(browser, baseURL);
    await admin.goto("/dashboard/newsletter");
    await admin.getByRole("link", { name: "New issue" }).click();
    await expect(admin.getByRole("heading", { name: "New issue", level: 1 })).toBeVisible();
    await expectAxeClean(admin);
    const english = admin.getByRole("group", { name: "English" });
    const bulgarian = admin.getByRole("group", { name: "Bulgarian" });
    await english.getByLabel("Subject").fill(subject);
    await english.getByLabel("Text").fill("Hello!\n\nOur winter hours: https://concierge.test/hours");
    await bulgarian.getByLabel("Subject").fill(`Зимни новини ${subject}`);
    await bulgarian.getByLabel("Text").fill("Здравейте!\n\nЗимното ни работно време е тук.");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(admin, "Issue saved")).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Issue", level: 1 })).toBeVisible();

    // The preview, as a subscriber of each language sees it.
    await expect(admin.getByTestId("preview-subject")).toHaveText(subject);
    await expect(admin.frameLocator("iframe[title='The email as a subscriber sees it']").getByText("Our winter hours:")).toBeVisible();
    await admin.getByRole("button", { name: "Bulgarian", exact: true }).click();
    await expect(admin.getByTestId("preview-subject")).toHaveText(`Зимни новини ${subject}`);
    await expect(admin.frameLocator("iframe[title='The email as a subscriber sees it']").getByText("Здравейте!")).toBeVisible();

    // A test to the operator's own address, in the dev mailbox.
    await admin.getByRole("button", { name: "Send a test to me" }).click();
    await expect(toast(admin, "A test was sent to your address")).toBeVisible();
    await waitForMail(request, ADMIN_EMAIL, `[Test] ${subject}`);
    const mailbox = await admin.context().newPage();
    await mailbox.goto("/dev/mailbox");
    await expect(mailbox.getByText(`[Test] ${subject}`)).toBeVisible();
    await expect(mailbox.getByText(`[Проба] Зимни новини ${subject}`)).toBeVisible();
    await mailbox.close();

    // The send asks first, then goes; the progress shows on the screen.
    await admin.getByRole("button", { name: "Send to subscribers" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Send this issue?" });
    await expect(dialog).toContainText("confirmed subscriber");
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expect(toast(admin, "Sending started")).toBeVisible();
    await expect(admin.getByText("This issue has been sent: its text can no longer change.")).toBeVisible();
    await expect(admin.getByTestId("progress-queued")).not.toHaveText("0");
    await expect(admin.getByTestId("progress-remaining")).toHaveText("0");

    // The Bulgarian subscriber got the Bulgarian version, with their own unsubscribe link.
    const issue = await waitForMail(request, email, `Зимни новини ${subject}`);
    expect(issue.text).toContain("Здравейте!");
    expect(linkIn(issue, "/newsletter/unsubscribe")).toMatch(/token=/);

    // The issues list shows it sent.
    await admin.getByRole("link", { name: "Back to the newsletter" }).click();
    const row = admin.getByRole("listitem").filter({ hasText: subject });
    await expect(row).toContainText("Sent");
    await admin.context().close();
  });
});
