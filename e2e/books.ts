import type { APIRequestContext, Page } from "@playwright/test";
import { type Account, expect, newAccount, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import { toast } from "./work";

/** Helpers of the clients and payments journeys. */

/** The invitation's subject in each language (server/mail/templates/clients.ts). */
export const INVITE_SUBJECT = { en: "You're invited to Concierge: choose your password", bg: "Поканени сте в Concierge: изберете парола" } as const;

/** The link of the newest invitation to `email` (path and query, with its lang). */
export async function inviteLink(request: APIRequestContext, email: string, lang: "en" | "bg" = "en"): Promise<string> {
  return linkIn(await waitForMail(request, email, INVITE_SUBJECT[lang]), "/invite");
}

/** The client sets their password through the invitation, as the invite page does (journeys that are not about it). */
export async function acceptInvite(request: APIRequestContext, client: Account, lang: "en" | "bg" = "en"): Promise<void> {
  const token = new URL(await inviteLink(request, client.email, lang), "http://x").searchParams.get("token");
  const res = await request.post("/api/auth/reset-password", {
    data: { token, newPassword: client.password },
    headers: { Origin: new URL(test.info().project.use.baseURL ?? "").origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The operator adds a client through Add New Client (English); the client accepts the invitation with the account's password. */
export async function addClient(page: Page, prefix = "client"): Promise<Account> {
  const client = { ...newAccount(prefix), name: `Elena Petrova ${Date.now().toString(36)}` };
  await page.goto("/dashboard/clients");
  await page.getByRole("button", { name: "Add New Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Client" });
  await dialog.getByLabel("Email").fill(client.email);
  await dialog.getByLabel("Full Name").fill(client.name);
  await dialog.getByLabel("Client's language").selectOption("en");
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect(toast(page, "Client added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await acceptInvite(page.request, client);
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
  await dialog.getByLabel("Amount (EUR)").fill(amount);
  await dialog.getByLabel("Description").fill(`${hours} prepaid hours paid in the office`);
  await dialog.getByLabel("Payment Type").selectOption("prepaid_hours");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(toast(page, "Please specify how many hours are being purchased")).toBeVisible();
  await dialog.getByLabel("Hours Purchased").fill(hours);
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(toast(page, "Payment recorded successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
}

