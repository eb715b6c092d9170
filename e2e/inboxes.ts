import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

/** Helpers of the operator's inbox journeys (contact requests, orders). */

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/**
 * In an inbox item's details dialog: press `button` (Convert to client, Link client), create the
 * client account with Add New Client's fields, and see it linked and its invitation sent.
 */
export async function createClientFromDialog(page: Page, dialog: Locator, request: APIRequestContext, o: { button: string; name: string; email: string }) {
  await dialog.getByRole("button", { name: o.button }).click();
  await expect(dialog.getByLabel("Full name")).toHaveValue(o.name);
  // The invitation's language starts from the one the visitor wrote in (English here).
  await expect(dialog.getByLabel("Client's language")).toHaveValue("en");
  await dialog.getByRole("button", { name: "Create client" }).click();
  await expect(toast(page, "Client added successfully!")).toBeVisible();
  await expect(dialog.getByRole("link", { name: o.name })).toHaveAttribute("href", /\/dashboard\/clients\/.+/);
  await waitForMail(request, o.email, "You're invited to Concierge: choose your password");
}
