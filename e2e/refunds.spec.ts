import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { addAdminSession, expect, test } from "./fixtures";
import { toast } from "./inboxes";
import { CARDS, payWithTestCard } from "./payments";

/**
 * Refunds and credit notes: a Bulgarian company pays by card (TEST MODE) with an invoice asked
 * for at checkout; the operator refunds half from the payment's details (a credit note is issued
 * and read back as a PDF reader would), then the rest, and then no more can be refunded. The
 * member's Payment History says so.
 */
const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");

/** Refunds from the payment's details: `amount` of what the dialog offers (all of it when it answers null). */
async function refund(page: Page, details: Locator, amount: (left: string) => string | null, reason: string) {
  await details.getByRole("button", { name: "Refund", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Refund to the card" });
  const field = form.getByLabel("Amount to refund");
  // The amount starts at what is left.
  const left = await field.inputValue();
  const typed = amount(left);
  if (typed) await field.fill(typed);
  await form.getByLabel("Reason (printed on the credit note)").fill(reason);
  await form.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(form).toBeHidden();
  return left;
}

test("a company's card payment is refunded in two halves with credit notes, and no further; the member sees it", async ({ memberPage: page, member, browser }) => {
  // Two people's screens and two PDFs in one journey.
  test.slow();
  await page.goto("/pricing");
  await page.getByLabel("Hours").fill("2");
  await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
  await page.getByRole("link", { name: /^View cart: 1 item/ }).click();
  await expect(page.getByRole("switch", { name: "Add a tip for your concierge" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "I need an invoice (фактура) for a company" }).check();
  await page.getByLabel("Company name").fill("Балкан Консулт ООД");
  await page.getByLabel("Company address").fill("ул. Шипка 5, 1504 София");
  await page.getByLabel("EIK (UIC / BULSTAT)").fill("121795649");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await payWithTestCard(page, CARDS.success);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The operator, in a browser of their own.
  const context = await browser.newContext();
  await addAdminSession(context);
  const op = await context.newPage();
  await op.goto("/dashboard/payments");
  await op.getByRole("row").filter({ hasText: member.email }).first().getByRole("button", { name: /^View payment / }).click();
  const details = op.getByRole("dialog", { name: "Payment details" });
  await expect(details.getByText("Invoice No.")).toBeVisible();
  const invoiceNumber = (await details.getByText(/^\d{10}$/).first().textContent())!;

  // Half.
  let half = "";
  await refund(op, details, (total) => (half = (Number(total) / 2).toFixed(2)), "Half of the visit was not needed");
  await expect(toast(op, "Payment refunded")).toBeVisible();
  await expect(details.getByText("Partly refunded")).toBeVisible();

  const note = details.getByRole("link", { name: /^Credit note \d{10} \(PDF\)$/ });
  await expect(note).toHaveCount(1);
  const downloading = op.waitForEvent("download");
  await note.click();
  const text = pdfText(await (await downloading).path());
  expect(text).toContain("Кредитно известие");
  expect(text).toContain(invoiceNumber);
  expect(text).toContain("Балкан Консулт ООД");
  expect(text).toContain("Half of the visit was not needed");

  // The rest: the dialog offers exactly what is left.
  expect(await refund(op, details, () => null, "The rest, as agreed")).toBe(half);
  await expect(details.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(details.getByRole("link", { name: /^Credit note \d{10} \(PDF\)$/ })).toHaveCount(2);
  // Nothing is left: no third refund.
  await expect(details.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  await context.close();

  // The member's Payment History.
  await page.goto("/dashboard/payments");
  const row = page.getByRole("row").filter({ hasText: "Hourly help" }).first();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Receipt for payment / }).click();
  const own = page.getByRole("dialog", { name: "Payment details" });
  await expect(own.getByRole("link", { name: /^Credit note \d{10} \(PDF\)$/ })).toHaveCount(2);
  await expect(own.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
});
