import type { Page } from "@playwright/test";
import { type Account, expect, newAccount } from "./fixtures";
import { toast } from "./work";

/** Helpers of the clients and payments journeys. */

/** The operator adds a client through Add New Client; returns the account (with its temporary password). */
export async function addClient(page: Page, prefix = "client"): Promise<Account> {
  const client = { ...newAccount(prefix), name: `Elena Petrova ${Date.now().toString(36)}` };
  await page.goto("/dashboard/clients");
  await page.getByRole("button", { name: "Add New Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Client" });
  await dialog.getByLabel("Email").fill(client.email);
  await dialog.getByLabel("Full Name").fill(client.name);
  await dialog.getByLabel("Temporary Password").fill(client.password);
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(toast(page, "Client added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  return client;
}

/** Record New Payment of type prepaid_hours: the operator gives the client hours. */
export async function recordPrepaidHours(page: Page, client: Account, hours: string, amount: string) {
  await page.goto("/dashboard/payments");
  await page.getByRole("button", { name: "Record New Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record New Payment" });
  await dialog.getByRole("searchbox", { name: "Search clients" }).fill(client.email);
  const select = dialog.getByLabel("Client", { exact: true });
  await expect(select.getByRole("option", { name: new RegExp(client.email.replace(/[.+]/g, "\\$&")) })).toHaveCount(1);
  await select.selectOption({ label: `${client.name} — ${client.email}` });
  await dialog.getByLabel("Amount (BGN)").fill(amount);
  await dialog.getByLabel("Description").fill(`${hours} prepaid hours paid in the office`);
  await dialog.getByLabel("Payment Type").selectOption("prepaid_hours");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(toast(page, "Please specify how many hours are being purchased")).toBeVisible();
  await dialog.getByLabel("Hours Purchased").fill(hours);
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(toast(page, "Payment recorded successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

