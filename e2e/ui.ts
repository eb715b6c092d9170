import type { Page, TestInfo } from "@playwright/test";
import { expect, totp, type TwoFactor } from "./fixtures";

/** Steps a user takes on screen, shared by the account specs. */

export const isMobile = (info: TestInfo) => info.project.name === "mobile";

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Sign Out from the header (desktop) or the slide-in menu (under 768 px). */
export async function signOut(page: Page, info: TestInfo) {
  if (isMobile(info)) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been successfully signed out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Settings → Security → Enable: password, then the QR step; reads the key and backup codes off the dialog. */
export async function enrolInSettings(page: Page, password: string): Promise<TwoFactor> {
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Enable", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const codes = dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = (await codes.allTextContents()).map((c) => c.trim());
  const secret = ((await dialog.getByTestId("totp-manual-key").textContent()) ?? "").replace(/\s/g, "");
  const usedCode = totp(secret);
  await dialog.getByLabel("Code from the app").fill(usedCode);
  await dialog.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(dialog).toBeHidden();
  return { secret, backupCodes, usedCode };
}
