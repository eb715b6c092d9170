import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";

/**
 * Money lines in the reader's language (docs/decisions/0035-money-lines.md): a Bulgarian visitor's
 * hour pack is named in Bulgarian on the success page, and again in their Payment History and
 * hours ledger once they have chosen a password — never the stored English sentence.
 */

async function payInBulgarian(page: Page, name: string) {
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await page.getByLabel("Номер на картата").fill("4242 4242 4242 4242");
  await page.getByLabel("Валидност (ММ / ГГ)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Име върху картата").fill(name);
  await page.getByRole("button", { name: /^Плати / }).click();
}

test("a Bulgarian visitor buys 3 hours and reads the line in Bulgarian on the success page and in their payments", async ({ page, request }) => {
  const email = uniqueEmail("bg-lines");
  await page.goto("/bg/pricing");
  await page.getByRole("link", { name: "Купи 3 часа" }).click();
  await expect(page).toHaveURL(/\/checkout(\?lang=bg)?$/);
  // No tip: the pack is the one line.
  await expect(page.getByRole("switch", { name: "Добави бакшиш за вашия консиерж" })).not.toBeChecked();
  await page.getByLabel("Имейл").fill(email);
  await page.getByLabel("Име (по желание)").fill("Мария Петрова");
  await page.getByRole("button", { name: "Към плащане" }).click();
  await payInBulgarian(page, "Мария Петрова");

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Плащането е успешно" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Предплатени часове: 3 часа" })).toBeVisible();
  await expect(page.getByText("Prepaid hours")).toHaveCount(0);

  const ready = await waitForMail(request, email, "Часовете ви чакат: изберете парола");
  await page.goto(linkIn(ready, "/reset-password"));
  await page.getByLabel("Нова парола", { exact: true }).fill("Vitosha-Morning-Trail-42");
  await page.getByLabel("Потвърдете новата парола").fill("Vitosha-Morning-Trail-42");
  await page.getByRole("button", { name: "Запази паролата" }).click();
  await expect(page).toHaveURL(/\/member-login$/);
  await page.getByLabel("Имейл", { exact: true }).fill(email);
  await page.getByLabel("Парола", { exact: true }).fill("Vitosha-Morning-Trail-42");
  await page.getByRole("button", { name: "Вход", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { name: "История на плащанията" })).toBeVisible();
  await expect(page.getByText("Предплатени часове: 3 часа").first()).toBeVisible();
  await expect(page.getByText("Prepaid hours")).toHaveCount(0);

  await page.goto("/dashboard/hours");
  await expect(page.getByText("Закупени 3 часа").first()).toBeVisible();
  await expect(page.getByText("Purchased 3 hours")).toHaveCount(0);
});
