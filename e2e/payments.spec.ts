import { readFileSync } from "node:fs";
import { addClient, recordPrepaidHours } from "./books";
import { expect, signInAs, test } from "./fixtures";
import { CARDS, payWithTestCard } from "./payments";
import { expectAxeClean, expectNoSidewaysScroll, toast } from "./work";

test.describe("payments", () => {
  test("the operator requests a payment, the client pays it with the test card, the operator sees it in Payments and exports the CSV", async ({
    adminPage: page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const description = `Translation of a lease ${Date.now().toString(36)}`;

    // The member's client detail → Request Payment.
    await page.goto(`/dashboard/clients?q=${encodeURIComponent(member.email)}`);
    await page.getByRole("link", { name: `View ${member.name}` }).click();
    await page.getByRole("button", { name: "Request Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Payment" });
    await dialog.getByLabel("Amount (EUR)").fill("0");
    await dialog.getByLabel("Description").fill(description);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toast(page, "Please enter a valid amount")).toBeVisible();
    await dialog.getByLabel("Amount (EUR)").fill("12.345");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toast(page, "Please enter a valid amount")).toBeVisible();
    await dialog.getByLabel("Amount (EUR)").fill("35.50");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(toast(page, "Payment request sent")).toBeVisible();
    await page.getByRole("tab", { name: "Payments" }).click();
    await expect(page.getByRole("row").filter({ hasText: description })).toContainText("Open");

    // The member sees it as Payment Due on Payment History and pays with the test card.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const memberPage = await context.newPage();
    await signInAs(memberPage.request, member);
    await memberPage.goto("/dashboard/payments");
    await expect(memberPage.getByRole("heading", { name: "Payment History", level: 1 })).toBeVisible();
    const due = memberPage.getByRole("heading", { name: "Payment Due" });
    await expect(due).toBeVisible();
    await expect(memberPage.getByText(description)).toBeVisible();
    await expect(memberPage.getByText("€35.50")).toBeVisible();
    await expectAxeClean(memberPage);
    await memberPage.getByRole("button", { name: `Pay ${description}` }).click();
    await payWithTestCard(memberPage, CARDS.success, member.name);
    await expect(memberPage).not.toHaveURL(/\/test-checkout\//);
    await memberPage.goto("/dashboard/payments");
    await expect(memberPage.getByRole("row").filter({ hasText: description })).toContainText("€35.50");
    await expect(memberPage.getByRole("heading", { name: "Payment Due" })).toHaveCount(0);
    await context.close();

    // The operator sees it as paid, in Payments, filtered by client, and exports the filtered CSV.
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: description }).first()).toContainText("Paid");
    await page.goto("/dashboard/payments");
    await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
    await expect(page.getByText("Total Revenue")).toBeVisible();
    await page.getByRole("button", { name: "Filter" }).click();
    const filters = page.getByRole("form", { name: "Filter" });
    await filters.getByRole("searchbox", { name: "Search clients" }).fill(member.email);
    const select = filters.getByLabel("Client", { exact: true });
    await expect(select.getByRole("option", { name: new RegExp(member.email.replace(/[.+]/g, "\\$&")) })).toHaveCount(1);
    await select.selectOption({ label: `${member.name} — ${member.email}` });
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/clientId=/);
    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row).toContainText("€35.50");
    await expect(row).toContainText("Completed");
    await expect(page.getByTestId("summary-revenue")).toHaveText("€35.50");
    await expectAxeClean(page);

    await row.getByRole("button", { name: /^View payment / }).click();
    const details = page.getByRole("dialog", { name: "Payment details" });
    await expect(details.getByText("Provider payment id")).toBeVisible();
    await expect(details.getByText("None (manual entry)")).toHaveCount(0);
    await details.getByRole("button", { name: "Close" }).first().click();

    const exportLink = page.getByRole("link", { name: "Export the filtered payments as CSV", exact: true });
    await expect(exportLink).toHaveAttribute("href", /\/api\/payments\/export\.csv\?clientId=/);
    const downloading = page.waitForEvent("download");
    await exportLink.click();
    const download = await downloading;
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.charCodeAt(0), "UTF-8 BOM so Excel reads Bulgarian names").toBe(0xfeff);
    expect(csv).toContain(description);
    // The payment recorded above (35.50): a decimal point here, a decimal comma in the semicolon version.
    expect(csv).toContain(",35.50,0.00,");
    expect(csv).toContain(member.email);
    // The same rows for a spreadsheet set up for Bulgarian: semicolons, and Sofia's clock beside UTC.
    const semicolons = page.getByRole("link", { name: /with semicolons/ });
    await expect(semicolons).toHaveAttribute("href", /separator=semicolon/);
    const downloadingBg = page.waitForEvent("download");
    await semicolons.click();
    const bg = readFileSync(await (await downloadingBg).path(), "utf8");
    expect(bg.slice(1).split("\r\n")[0]).toBe("Transaction ID;Date;Date (Sofia time);Client;Email;Service;Type;Amount;of which tip;Currency;Amount in EUR;Status;Provider ID;Invoice number;Hours");
    expect(bg).toContain(member.email);
    expect(bg).toContain(';"35,50";"0,00";');
  });

  test("Record New Payment checks the spec's rules; prepaid hours credit the client", async ({ adminPage: page }) => {
    test.setTimeout(60_000);
    const client = await addClient(page, "paying");
    await page.goto("/dashboard/payments");
    await page.getByRole("button", { name: "Record New Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Record New Payment" });
    await dialog.getByRole("button", { name: "Record Payment" }).click();
    await expect(toast(page, "Please fill in all required fields")).toBeVisible();
    await page.keyboard.press("Escape");

    await recordPrepaidHours(page, client, "3", "140");
    await expect(page.getByRole("row").filter({ hasText: "3 prepaid hours paid in the office" }).first()).toContainText("€140.00");
    await page.goto(`/dashboard/clients?q=${encodeURIComponent(client.email)}`);
    await expect(page.getByRole("row").filter({ hasText: client.email })).toContainText("3 h");
  });

  test("a member whose language is Bulgarian sees Payment Due in Bulgarian, amounts in the Bulgarian locale", async ({ adminApi, member, memberPage }) => {
    const list = await adminApi.get(`/api/clients?q=${encodeURIComponent(member.email)}`);
    expect(list.ok(), await list.text()).toBe(true);
    const id = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
    const edit = await adminApi.patch(`/api/clients/${id}`, { data: { fullName: member.name, phone: "", preferredLanguage: "bg" } });
    expect(edit.ok(), await edit.text()).toBe(true);
    const request = await adminApi.post(`/api/clients/${id}/payment-requests`, { data: { amount: "1234.5", description: "Превод на договор" } });
    expect(request.status(), await request.text()).toBe(201);

    await memberPage.goto("/dashboard/payments");
    await expect(memberPage.getByRole("heading", { name: "История на плащанията", level: 1 })).toBeVisible();
    await expect(memberPage.getByRole("heading", { name: "Дължимо плащане" })).toBeVisible();
    await expect(memberPage.getByText(/^1[\s\u00a0]?234,50[\s\u00a0]€$/)).toBeVisible();
    await expect(memberPage.getByRole("button", { name: "Плати Превод на договор" })).toBeVisible();
    await expectAxeClean(memberPage);
  });

  test("Payments fits 375 px", { tag: "@mobile" }, async ({ adminPage: page }) => {
    await page.goto("/dashboard/payments");
    await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
    await expect(page.getByText("Total Revenue")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
