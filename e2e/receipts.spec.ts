import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A member downloads the numbered receipt of a payment from Payment History,
 * asks for an invoice with their company's details (a wrong ЕИК is refused in the form), and
 * downloads the invoice; both PDFs are read back as a PDF reader would.
 */
const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  return pdfText(await (await downloading).path());
}

test("a member downloads the numbered receipt, asks for an invoice (a wrong ЕИК refused) and downloads it", async ({ adminApi, member, memberPage: page }) => {
  const me = await (await page.request.get("/api/me")).json();
  const recorded = await adminApi.post("/api/payments", { data: { clientId: me.user.id, amount: "80.00", description: "4 hours, bank transfer", paymentType: "prepaid_hours", hours: 4 } });
  expect(recorded.status()).toBe(201);
  const receiptNumber = (await recorded.json()).payment.receiptNumber as string;

  await page.goto("/dashboard/payments");
  await page.getByRole("row").filter({ hasText: "4 hours, bank transfer" }).getByRole("button", { name: /^Receipt for payment / }).click();
  const details = page.getByRole("dialog", { name: "Payment details" });
  await expect(details.getByText(receiptNumber)).toBeVisible();

  const receipt = await download(page, "Receipt (PDF)");
  expect(receipt).toContain(`Receipt No. ${receiptNumber}`);
  expect(receipt).toContain("Concierge Services EOOD");
  expect(receipt).toContain(member.name);

  await details.getByRole("button", { name: "Request an invoice" }).click();
  const form = page.getByRole("dialog", { name: "Request an invoice" });
  await form.getByLabel("Company name").fill("Balkan Consult OOD");
  await form.getByLabel("Company address").fill("5 Shipka St, 1504 Sofia");
  await form.getByLabel("EIK (UIC / BULSTAT)").fill("121795640");
  await form.getByRole("button", { name: "Issue invoice" }).click();
  await expect(form.getByText("Please enter a valid EIK (9 or 13 digits)")).toBeVisible();
  await form.getByLabel("EIK (UIC / BULSTAT)").fill("121795649");
  await form.getByRole("button", { name: "Issue invoice" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Invoice issued")).toBeVisible();
  await expect(form).toBeHidden();

  const invoice = await download(page, "Invoice (PDF)");
  expect(invoice).toMatch(/Фактура \/ Invoice — Оригинал \/ Original/);
  expect(invoice).toMatch(/Invoice No\.: \d{10}/);
  expect(invoice).toContain("Balkan Consult OOD");
  expect(invoice).toContain("ЕИК / UIC: 121795649");
  expect(invoice).toContain(`For receipt ${receiptNumber}`);
  await expect(details.getByRole("button", { name: "Request an invoice" })).toHaveCount(0);
});
