import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { adminBrowser, expectAxeClean, toast } from "./work";

test.describe("newsletter: the operator's screen", () => {
  test("a visitor subscribes and confirms → the operator sees the address confirmed, exports it, removes it", async ({ page, request, browser, baseURL }) => {
    const email = uniqueEmail("news-admin");
    await page.goto("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Almost there! Check your inbox for a link to confirm your subscription.").first()).toBeVisible();
    const mail = await waitForMail(request, email, "Please confirm your subscription to Concierge news");
    await page.goto(linkIn(mail, "/newsletter/confirm"));
    await expect(page.getByText("You're subscribed. Thank you!")).toBeVisible();

    const admin = await adminBrowser(browser, baseURL);
    await admin.goto("/dashboard");
    await admin.getByRole("link", { name: "Newsletter" }).first().click();
    await expect(admin.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
    await admin.getByRole("button", { name: /Confirmed/ }).click();
    await expect(admin).toHaveURL(/status=confirmed/);
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText("English");
    // The subscribed and confirmed times, both shown.
    await expect(row.getByRole("cell").nth(3)).toHaveText(/\d{4}/);
    await expect(row.getByRole("cell").nth(4)).toHaveText(/\d{4}/);
    await expectAxeClean(admin);

    const downloading = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Export CSV of the subscribers shown" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toMatch(new RegExp(`${email.replace(/[.+]/g, "\\$&")},confirmed,en,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));

    await row.getByRole("button", { name: `Remove ${email}` }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Remove this subscriber?" });
    await expect(dialog).toContainText(email);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(toast(admin, "Subscriber removed")).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await admin.context().close();
  });

  test("one click in the mail client unsubscribes (RFC 8058 POST, no page, no cookie)", async ({ page, request, playwright, baseURL }) => {
    const email = uniqueEmail("news-oneclick");
    await page.goto("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    const mail = await waitForMail(request, email, "Please confirm your subscription to Concierge news");
    const token = new URL(linkIn(mail, "/newsletter/unsubscribe"), "http://x").searchParams.get("token");
    // The mail provider's own request: a form body, no browser, no session.
    const provider = await playwright.request.newContext({ baseURL });
    const res = await provider.post(`/api/newsletter/one-click?token=${token}&lang=en`, { form: { "List-Unsubscribe": "One-Click" } });
    expect(res.status(), await res.text()).toBe(200);
    await provider.dispose();
    // The confirmation link of that mail no longer subscribes anyone.
    await page.goto(linkIn(mail, "/newsletter/confirm"));
    await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
  });
});
