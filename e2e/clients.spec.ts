import type { Browser, Page } from "@playwright/test";
import { addClient, recordPrepaidHours } from "./books";
import { type Account, expect, newAccount, signInAs, test } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, toast } from "./work";

/** The client's own browser, signed in with the password they chose through the invitation. */
async function clientBrowser(browser: Browser, baseURL: string | undefined, client: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAs(page.request, client);
  return page;
}

test.describe("clients", () => {
  test("add a client, who accepts the invitation; the operator credits and deducts hours; the client sees the ledger row", async ({
    adminPage: page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);

    await page.goto("/dashboard/clients");
    await expect(page.getByRole("heading", { name: "Manage Clients", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add New Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Client" });
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await page.keyboard.press("Escape");

    const client = await addClient(page);
    // The same email again is refused clearly.
    await page.getByRole("button", { name: "Add New Client" }).click();
    await dialog.getByLabel("Email").fill(client.email);
    await dialog.getByLabel("Full Name").fill("Someone Else");
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText(/^Failed to add client: /)).toBeVisible();
    await page.keyboard.press("Escape");

    // Search in the URL finds the new client; View opens the detail.
    await page.getByRole("searchbox", { name: "Search clients" }).fill(client.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole("row").filter({ hasText: client.email });
    await expect(row).toContainText(client.name);
    await expect(row).toContainText("Active");
    await expect(row).toContainText("0 h");
    await expectAxeClean(page);

    // The client (who chose their password through the invitation, books.ts) goes straight to their pages.
    const member = await clientBrowser(browser, baseURL, client);
    await member.goto("/dashboard/hours");
    await expect(member.getByRole("heading", { name: "Prepaid Hours", level: 1 })).toBeVisible();

    // The operator gives the client 5 hours (manual payment), then deducts 1.5 for a call.
    await recordPrepaidHours(page, client, "5", "225");
    await page.goto("/dashboard/clients");
    await page.getByRole("searchbox", { name: "Search clients" }).fill(client.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: `View ${client.name}` }).click();
    await expect(page.getByRole("heading", { name: client.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId("client-balance")).toHaveText("5 h");
    await expect(page.getByText("Not provided")).toBeVisible();

    await page.getByRole("button", { name: "Deduct Hours" }).click();
    const deduct = page.getByRole("dialog", { name: "Deduct Hours" });
    await expect(deduct.getByLabel("Hours")).toHaveAttribute("step", "0.5");
    await deduct.getByRole("button", { name: "Deduct" }).click();
    await expect(toast(page, "Please enter a valid number of hours")).toBeVisible();
    await deduct.getByLabel("Hours").fill("1.5");
    await deduct.getByRole("button", { name: "Deduct" }).click();
    await expect(toast(page, "Please enter a description")).toBeVisible();
    await deduct.getByLabel("Description").fill("Phone call with the landlord");
    await deduct.getByRole("button", { name: "Deduct" }).click();
    await expect(toast(page, "Successfully deducted 1.5 hours")).toBeVisible();
    await expect(page.getByTestId("client-balance")).toHaveText("3.5 h");

    // More than the balance is refused and nothing changes.
    await page.getByRole("button", { name: "Deduct Hours" }).click();
    await deduct.getByLabel("Hours").fill("10");
    await deduct.getByLabel("Description").fill("Too much");
    await deduct.getByRole("button", { name: "Deduct" }).click();
    await expect(toast(page, "Insufficient hours balance")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("client-balance")).toHaveText("3.5 h");

    // The Hours tab (ledger) and Edit Client.
    await page.getByRole("tab", { name: "Hours" }).click();
    await expect(page).toHaveURL(/tab=hours/);
    await expect(page.getByRole("row").filter({ hasText: "Phone call with the landlord" })).toContainText("−1.5");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Edit Client" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Client" });
    await expect(edit.getByLabel("Email")).toHaveAttribute("readonly", "");
    await edit.getByLabel("Phone").fill("+359 88 123 4567");
    await edit.getByLabel("Preferred Language").selectOption({ label: "German" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Client information updated successfully")).toBeVisible();
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByText("+359 88 123 4567")).toBeVisible();
    await expect(page.getByText("German")).toBeVisible();

    // Every change is in the client's Audit tab and in the Audit Log, with who and what changed.
    await page.getByRole("tab", { name: "Audit" }).click();
    const audit = page.getByRole("tabpanel");
    await expect(audit.getByRole("row").filter({ hasText: "Client edited" })).toContainText("+359 88 123 4567");
    // The changed field is named in words, not by its key.
    await expect(audit.getByRole("row").filter({ hasText: "Client edited" })).toContainText("Phone:");
    await expect(audit.getByRole("row").filter({ hasText: "Hours deducted" }).first()).toContainText("admin@concierge.test");
    await expect(audit.getByRole("row").filter({ hasText: "Client created" })).toBeVisible();
    await page.getByRole("link", { name: "Audit Log" }).click();
    await expect(page.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
    await page.getByLabel("Action").selectOption({ label: "Client edited" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/action=client\.updated/);
    await expect(page.getByRole("row").filter({ hasText: "+359 88 123 4567" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Hours deducted" })).toHaveCount(0);
    await expectAxeClean(page);

    // The client sees the debit in their own ledger.
    await member.goto("/dashboard/hours");
    await expect(member.getByTestId("hours-balance")).toContainText("3.5");
    await expect(member.getByRole("row").filter({ hasText: "Phone call with the landlord" })).toContainText("−1.5");
    const credit = member.getByRole("row").filter({ hasText: "5 prepaid hours paid in the office" });
    await expect(credit).toContainText("+5");
    await expect(credit).toContainText("€225.00");
    await expect(credit).toContainText("Prepaid Hours");
    await member.context().close();
  });

  test("an unknown client id shows 'Client not found'; a member is refused", async ({ adminPage: page, browser, baseURL, member }) => {
    await page.goto("/dashboard/clients/00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Client not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Clients" })).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const memberPage = await context.newPage();
    await signInAs(memberPage.request, member);
    await memberPage.goto("/dashboard/clients");
    await expect(toast(memberPage, "You don't have permission to access this page")).toBeVisible();
    await expect(toast(memberPage, "Access denied. Admin privileges required.")).toBeVisible();
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test("Manage Clients and a client's detail fit 375 px", { tag: "@mobile" }, async ({ adminPage: page, baseURL }) => {
    // This test's own client, with a long name and address, added through the API.
    const client = newAccount("a-rather-long-client-address");
    const res = await page.request.post("/api/clients", {
      data: { email: client.email, fullName: "Александра Константинова-Великова", language: "bg" },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto("/dashboard/clients");
    await expect(page.getByRole("heading", { name: "Manage Clients", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^View / }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("link", { name: /^View / }).first().click();
    await expect(page.getByRole("link", { name: "Back to Clients" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
