import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { toast } from "./work";

/**
 * Bulgarian everywhere: validation messages, toasts and API errors reach a
 * Bulgarian user in Bulgarian, and the mail a visitor triggers is written in the language
 * they used.
 */

/** The visitor chose Bulgarian (what the language switcher stores). */
async function inBulgarian(page: Page) {
  await page.addInitScript(() => localStorage.setItem("concierge-locale", "bg"));
}

test.describe("a Bulgarian visitor", () => {
  test.beforeEach(async ({ page }) => {
    await inBulgarian(page);
  });

  test("contact form: validation messages and toasts in Bulgarian, schema limits included", async ({ page }) => {
    // Public pages take their language from the URL: the Bulgarian contact page is /bg/contact.
    await page.goto("/bg/contact");
    const send = page.getByRole("button", { name: "Изпрати съобщението" });
    await send.click();
    await expect(toast(page, "Моля, въведете името си")).toBeVisible();
    await expect(page.locator("#contact-name-error")).toHaveText("Моля, въведете името си");

    await page.getByLabel("Име", { exact: true }).fill("М".repeat(201));
    await page.getByLabel("Имейл", { exact: true }).fill("not-an-email");
    await send.click();
    await expect(page.locator("#contact-name-error")).toHaveText("Името е твърде дълго (най-много 200 знака)");
    await expect(page.locator("#contact-email-error")).toHaveText("Моля, въведете валиден имейл адрес");
    await expect(page.getByText("Please enter", { exact: false })).toHaveCount(0);
  });

  test("member sign-in failure in Bulgarian", async ({ page }) => {
    await page.goto("/member-login");
    await page.getByLabel("Имейл", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByLabel("Парола", { exact: true }).fill("Wrong-password-123");
    await page.getByRole("button", { name: "Вход", exact: true }).click();
    const message = "Невалидни данни за вход. Проверете имейла и паролата си.";
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  });

  test("sign-up: messages in Bulgarian, and the verification mail too", async ({ page }) => {
    const email = uniqueEmail("signup-bg");
    await page.goto("/member-login");
    await page.getByRole("button", { name: "Създайте профил", exact: true }).click();
    await page.getByRole("button", { name: "Създай профил", exact: true }).click();
    await expect(page.locator("#signup-name-error")).toHaveText("Моля, въведете пълното си име");
    await page.getByLabel("Име и фамилия").fill("Елена Петрова");
    await page.getByLabel("Имейл", { exact: true }).fill(email);
    await page.getByLabel("Парола", { exact: true }).fill("Tram-Route-Twelve-Vitosha");
    await page.getByRole("button", { name: "Създай профил", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Регистрацията е успешна! Проверете пощата си, за да потвърдите профила си." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Към вход" })).toBeVisible();
    const mail = await waitForMail(page.request, email, "Потвърдете имейла си за Concierge");
    expect(mail.text).toContain("Здравейте, Елена Петрова,");
  });

  test("newsletter: the confirmation mail is written in Bulgarian", async ({ page }) => {
    const email = uniqueEmail("news-bg");
    await page.goto("/bg");
    await page.getByLabel("Имейл адрес").fill(email);
    await page.getByRole("button", { name: "Абонирай се" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Почти готово! Проверете пощата си за връзка, с която да потвърдите абонамента." }).first()).toBeVisible();
    const mail = await waitForMail(page.request, email, "Моля, потвърдете абонамента си за новините на Concierge");
    expect(mail.text).toContain("Потвърдете абонамента си:");
  });
});

test.describe("a member whose preferred language is Bulgarian", () => {
  test("task form: validation in Bulgarian, and an API refusal shown in Bulgarian", async ({ page, member }, testInfo) => {
    await signInAs(page.request, member);
    const origin = new URL(testInfo.project.use.baseURL ?? "http://localhost:3100").origin;
    const saved = await page.request.patch("/api/profile", { data: { fullName: member.name, phone: "", preferredLanguage: "bg" }, headers: { Origin: origin } });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto("/dashboard/upload");
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(toast(page, "Моля, въведете заглавие на задачата")).toBeVisible();

    await page.getByLabel("Заглавие на задачата").fill("З".repeat(201));
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(page.locator("#task-title-error")).toHaveText("Заглавието е твърде дълго (най-много 200 знака)");

    // The API answers its English and the message's key; the member reads it in Bulgarian by the key.
    await page.route("**/api/tasks", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: { code: "not_found", message: "Task not found", key: "api.taskNotFound" } }) })
        : route.fallback(),
    );
    await page.getByLabel("Заглавие на задачата").fill("Обаждане до хазяина");
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(toast(page, "Неуспешно изпращане на задачата: Задачата не е намерена")).toBeVisible();
  });
});

test("at 375 px the longer Bulgarian messages wrap instead of widening the page", { tag: "@mobile" }, async ({ page }) => {
  await inBulgarian(page);
  await page.goto("/bg/contact");
  await page.getByLabel("Име", { exact: true }).fill("М".repeat(201));
  await page.getByRole("button", { name: "Изпрати съобщението" }).click();
  await expect(page.locator("#contact-name-error")).toHaveText("Името е твърде дълго (най-много 200 знака)");
  await expect(toast(page, "Името е твърде дълго (най-много 200 знака)")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
