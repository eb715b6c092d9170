import fs from "node:fs";
import { expect, test, addAdminSession } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";

const toast = (page: import("@playwright/test").Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, "latin1");
}

test.describe("translation delivery", () => {
  test("paid order → the operator delivers the summary → the customer downloads it from the emailed link; an altered link is 404", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail("translation-customer");
    const name = `Ivan Petrov ${Math.random().toString(36).slice(2, 7)}`;

    // The customer orders and pays through the local TEST MODE checkout.
    await page.goto("/translation");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Notes").fill("Only the first page, please.");
    await page.getByLabel("Document", { exact: true }).setInputFiles({ name: "lease.pdf", mimeType: "application/pdf", buffer: pdf("original") });
    await page.getByRole("button", { name: /Continue to Payment/ }).click();
    // The validation's code, the upload, the checkout session and the 1 s notice before the
    // redirect: on a loaded machine more than the default 7 s (as in translation.spec.ts).
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/, { timeout: 20_000 });
    await payWithTestCard(page, CARDS.success, name);
    await expect(page.getByRole("heading", { name: "Translation request submitted successfully!" })).toBeVisible();

    // The operator sees it with its document, payment and due time, and delivers the summary.
    await addAdminSession(page.context());
    await page.goto("/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Translation requests" }).click();
    await expect(page.getByRole("heading", { name: "Translation requests", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText("Only the first page, please.");
    await expect(row).toContainText("lease.pdf");
    await expect(row).toContainText("10.23");
    await expect(row).toContainText(/(2 d|1 d 23 h) left/);
    await expect(row).toContainText("New");
    await row.getByRole("button", { name: `Open the request from ${name}` }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Translation request: ${name}` })).toBeVisible();
    await dialog.getByLabel("Change status").selectOption("in_progress");
    await dialog.getByRole("button", { name: "Save status" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();

    const summary = pdf(`English summary for ${name}`);
    await dialog.getByLabel("Summary file").setInputFiles({ name: "English summary.pdf", mimeType: "application/pdf", buffer: summary });
    await dialog.getByRole("button", { name: "Deliver summary" }).click();
    await expect(toast(page, "Summary delivered: the customer has been emailed a download link")).toBeVisible();
    await expect(dialog.getByText("Delivered. To change it, deliver a new summary.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Download English summary.pdf" })).toBeVisible();
    await expect(dialog.getByText(/Active · 0 downloads/)).toBeVisible();

    // The customer: the emailed link downloads the file without an account.
    const mail = await waitForMail(request, email, "Your English summary is ready");
    const link = linkIn(mail, "/api/translation/deliveries/");
    const customer = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const tab = await customer.newPage();
      const [download] = await Promise.all([tab.waitForEvent("download"), tab.goto(link).catch(() => undefined)]);
      expect(download.suggestedFilename()).toBe("English summary.pdf");
      expect(fs.readFileSync((await download.path())!)).toEqual(summary);

      // An altered link: 404, a page that says so, and nothing recorded.
      const token = link.split("/").pop()!;
      const altered = link.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
      const res = await tab.goto(altered);
      expect(res?.status()).toBe(404);
      await expect(tab.getByRole("heading", { name: "This download link has expired or is not valid." })).toBeVisible();
    } finally {
      await customer.close();
    }

    // The operator sees exactly one download.
    await page.reload();
    await expect(page.getByRole("dialog").getByText(/Active · 1 download$/)).toBeVisible();
  });

  test("at 375 px the requests are cards without sideways scrolling", { tag: "@mobile" }, async ({ adminPage: page }) => {
    await page.goto("/dashboard/translations");
    await expect(page.getByRole("heading", { name: "Translation requests", level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading translation requests/)).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
