import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, pdf, toast } from "./work";

async function chooseClient(scope: ReturnType<Page["getByRole"]> | Page, email: string) {
  await scope.getByRole("searchbox", { name: "Search clients" }).fill(email);
  const select = scope.getByLabel("Client", { exact: true });
  await expect(select.getByRole("option", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toHaveCount(1);
  await select.selectOption({ label: `Maria Ivanova — ${email}` });
}

function documentRow(page: Page, fileName: string) {
  return page.getByRole("row").filter({ hasText: fileName });
}

test.describe("documents", () => {
  test("an admin uploads a document for a client, who sees it; filter, access log, download and delete", async ({ adminPage: page, member, browser, baseURL }) => {
    test.setTimeout(60_000);
    const fileName = `lease-${Date.now().toString(36)}.pdf`;
    const title = `Lease summary ${Date.now().toString(36)}`;

    await page.goto("/dashboard/documents");
    await expect(page.getByRole("heading", { name: "Document Management", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Upload Document" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Document" });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(toast(page, "Please fill in all required fields and select a file")).toBeVisible();

    await dialog.getByLabel("Document Title").fill(title);
    await chooseClient(dialog, member.email);
    await dialog.getByLabel("Notes").fill("The English summary of your lease.");
    await dialog.getByLabel("File").setInputFiles(pdf(fileName));
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(toast(page, "Document uploaded successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = documentRow(page, fileName);
    await expect(row).toContainText("Maria Ivanova");
    await expect(row).toContainText("pdf");
    await expect(row).toContainText("Available");
    await expect(row).toContainText(/^[0-9a-f]{8}/);
    await expectAxeClean(page);

    // Filter by client, then by a type that client has none of; Back restores the previous filter.
    await page.getByRole("button", { name: "Filter" }).click();
    const filters = page.getByRole("form", { name: "Filter" });
    await chooseClient(filters, member.email);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/clientId=/);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toBeVisible();
    await filters.getByLabel("Type").selectOption("docx");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/type=docx/);
    await expect(page.getByText("No documents match these filters.")).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();

    // The operator downloads it; the access log shows the upload and the download.
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: `Download ${fileName}` }).click();
    expect((await download).suggestedFilename()).toBe(fileName);
    await row.getByRole("button", { name: `Access log of ${fileName}` }).click();
    const log = page.getByRole("dialog", { name: "Access log" });
    await expect(log.getByRole("listitem").filter({ hasText: "Upload" })).toBeVisible();
    await expect(log.getByRole("listitem").filter({ hasText: "Download" })).toContainText("admin@concierge.test");
    await page.keyboard.press("Escape");

    // The client has a Pending task holding the document, and sees it in Recent Documents.
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage.request, member);
    await memberPage.goto("/dashboard");
    await expect(memberPage.getByTestId("recent-documents")).toContainText(fileName);
    await memberPage.goto("/dashboard/tasks");
    await expect(memberPage.getByRole("row").filter({ hasText: title })).toContainText("Pending");

    // Delete asks first; the record stays, marked deleted, and the member's link gives way to a note.
    await row.getByRole("button", { name: `Delete ${fileName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete document" });
    await expect(confirm).toContainText(fileName);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, "Document deleted")).toBeVisible();
    await expect(row).toContainText("Deleted");
    await expect(row.getByRole("link", { name: `Download ${fileName}` })).toHaveCount(0);
    await row.getByRole("button", { name: `Access log of ${fileName}` }).click();
    await expect(log.getByRole("listitem").filter({ hasText: "Delete" })).toBeVisible();

    await memberPage.goto("/dashboard");
    await expect(memberPage.getByTestId("recent-documents")).toContainText("Deleted by the operator");
    await memberContext.close();
  });

  test("a member is kept out of Document Management", async ({ memberPage: page }) => {
    await page.goto("/dashboard/documents");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
  });

  test("with no documents the spec's empty text shows", async ({ adminPage: page }) => {
    // The shared e2e database always has documents: answer this one list empty.
    await page.route("**/api/documents?**", (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
    await page.route("**/api/documents", (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
    await page.goto("/dashboard/documents");
    await expect(page.getByText("No documents available yet. Upload a document using the button above.")).toBeVisible();
  });

  test("Document Management fits a 375 px screen", { tag: "@mobile" }, async ({ adminPage: page }) => {
    await page.goto("/dashboard/documents");
    await expect(page.getByRole("heading", { name: "Document Management", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Filter" }).click();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Upload Document" }).click();
    await expect(page.getByRole("dialog", { name: "Upload Document" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
