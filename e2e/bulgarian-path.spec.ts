import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import { englishOn, expectNoEnglish } from "./english-copy";
import { expect, newAccount, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";
import { rememberedSession } from "./payments";
import { toast } from "./work";

/**
 * A visitor who opens the Bulgarian site keeps Bulgarian on every step that
 * follows — the cart, checkout, the TEST MODE page, the result pages, sign-up and sign-in, the
 * emails and the pages their links open — and no screen on the way shows an English sentence
 * (expectNoEnglish: the English copy of these screens, the message catalogue, runs of English words).
 */

/** A small PDF-looking document (the server checks the magic bytes). */
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n", "latin1"), Buffer.alloc(2048, 0x30), Buffer.from("\n%%EOF\n")]);

/** On the TEST MODE page in Bulgarian: the test card, then Pay. */
async function payInBulgarian(page: Page, name: string) {
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
  await expect(page.getByText("ТЕСТОВ РЕЖИМ", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("amount-due")).toBeVisible();
  await expectNoEnglish(page, "the TEST MODE page");
  await page.getByLabel("Номер на картата").fill("4242 4242 4242 4242");
  await page.getByLabel("Валидност (ММ / ГГ)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Име върху картата").fill(name);
  await page.getByRole("button", { name: /^Плати / }).click();
}

/** Opens a link from an email in a browser that has never seen the site: the link alone must say the language. */
async function openInFreshBrowser(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe("a visitor who chose Bulgarian", () => {
  // Each journey is several page loads, a payment or an email round trip: on CI's two loaded
  // cores the translation order once needed over 20 s from Pay to the TEST MODE page alone.
  test.setTimeout(60_000);
  test("the paying path: /bg → pricing → cart → checkout → TEST MODE page → success → receipt, all in Bulgarian", async ({ page, request, browser, baseURL }) => {
    const email = uniqueEmail("bg-path");
    // Chosen on the English home page with the header's switch.
    await page.goto("/");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("menuitemradio", { name: "Български" }).click();
    await expect(page).toHaveURL(/\/bg$/);
    await expectNoEnglish(page, "/bg");
    // The newsletter's notice and toast (the API's English answer, said in Bulgarian), and the toast's close button.
    const subscriber = uniqueEmail("bg-news");
    await page.getByLabel("Имейл адрес").fill(subscriber);
    await page.getByRole("button", { name: "Абонирай се" }).click();
    const almost = "Почти готово! Проверете пощата си за връзка, с която да потвърдите абонамента.";
    // Said once, under the field (no toast repeating it).
    await expect(page.locator("#newsletter").getByRole("status").getByText(almost)).toBeVisible();
    await expectNoEnglish(page, "/bg after subscribing");
    const confirmMail = await waitForMail(request, subscriber, "Моля, потвърдете абонамента си за новините на Concierge");
    const confirmed = await openInFreshBrowser(browser, baseURL, linkIn(confirmMail, "/newsletter/confirm"));
    await expect(confirmed.getByRole("heading", { name: "Абонамент за бюлетина" })).toBeVisible();
    await expect(confirmed.getByRole("heading", { name: "Готово" })).toBeVisible();
    await expect(confirmed.getByRole("link", { name: "Към началната страница" })).toHaveAttribute("href", "/bg");
    await expectNoEnglish(confirmed, "/newsletter/confirm from the mail");
    await confirmed.context().close();

    await page.getByRole("navigation", { name: "Основна навигация" }).getByRole("link", { name: "Цени" }).click();
    await expect(page).toHaveURL(/\/bg\/pricing$/);
    await page.getByLabel("Часове", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Добави в количката: Почасова помощ" }).click();
    await expect(toast(page, "Добавено в количката: Почасова помощ · 2 часа")).toBeVisible();
    await expectNoEnglish(page, "/bg/pricing with the cart");

    await page.getByRole("link", { name: /^Количка: 1 артикул/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Плащане" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Добави бакшиш за вашия консиерж" })).not.toBeChecked();
    await page.getByLabel("Имейл").fill(email);
    await page.getByLabel("Име (по желание)").fill("Мария Петрова");
    // A business buyer asks for the invoice (фактура) here: a wrong ЕИК is refused on its field, in Bulgarian.
    await page.getByRole("checkbox", { name: "Нужна ми е фактура за фирма" }).check();
    await page.getByLabel("Име на фирмата").fill("Балкан Консулт ООД");
    await page.getByLabel("Адрес на фирмата").fill("ул. Шипка 5, 1504 София");
    await page.getByLabel("ЕИК / БУЛСТАТ").fill("121795640");
    await expectNoEnglish(page, "/checkout");
    await page.getByRole("button", { name: "Към плащане" }).click();
    await expect(page.getByText("Въведете валиден ЕИК (9 или 13 цифри)")).toBeVisible();
    await expect(page.getByLabel("ЕИК / БУЛСТАТ")).toBeFocused();
    await page.getByLabel("ЕИК / БУЛСТАТ").fill("121795649");
    await page.getByRole("button", { name: "Към плащане" }).click();

    const sessionId = await payAndGetSession(page);
    await expect(page).toHaveURL(new RegExp(`/checkout/success\\?session_id=${sessionId}`));
    await expect(page.getByRole("heading", { name: "Плащането е успешно" })).toBeVisible();
    await expectNoEnglish(page, "/checkout/success");
    // Its links to the storefront stay in Bulgarian.
    await expect(page.getByRole("link", { name: "Към началото" })).toHaveAttribute("href", "/bg");

    // The receipt: Bulgarian, the date in Bulgarian and Sofia time, its link opening the Bulgarian page.
    const receipt = await waitForMail(request, email, /^Вашата бележка от Concierge — поръчка /);
    expect(receipt.text).toMatch(/платена \d{1,2} [а-я]+ \d{4} г\., \d{2}:\d{2} ч\. българско време \(EES?T\)/);
    expect(receipt.text).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}T/);
    // The invoice, issued with the payment, is attached in Bulgarian.
    const invoiceNumber = receipt.text.match(/Фактура № (\d{10}) е приложена\./)?.[1];
    expect(invoiceNumber, receipt.text).toBeDefined();
    const invoicePdf = await request.get(`/dev/mailbox/${receipt.id}/attachments/1`);
    expect(invoicePdf.headers()["content-disposition"]).toContain(`filename="invoice-${invoiceNumber}.pdf"`);
    const invoiceText = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await invoicePdf.body() }).toString("utf8");
    expect(invoiceText).toContain("Фактура — Оригинал");
    expect(invoiceText).toContain("Балкан Консулт ООД");
    expect(invoiceText).toContain("121795649");
    const link = linkIn(receipt, "/checkout/success");
    expect(link).toContain("lang=bg");
    const fresh = await openInFreshBrowser(browser, baseURL, link);
    await expect(fresh.getByRole("heading", { name: "Плащането е успешно" })).toBeVisible();
    await expectNoEnglish(fresh, "/checkout/success from the receipt");
    await fresh.context().close();
  });

  test("a translation order from /bg/translation to /translation-success, in Bulgarian", async ({ page }) => {
    const email = uniqueEmail("bg-translation");
    await page.goto("/bg/translation");
    await page.getByLabel("Име", { exact: true }).fill("Иван Петров");
    await page.getByLabel("Имейл", { exact: true }).fill(email);
    await page.getByLabel("Документ", { exact: true }).setInputFiles({ name: "писмо.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expectNoEnglish(page, "/bg/translation with a document");
    await page.getByRole("button", { name: /^Към плащане/ }).click();
    // Cancelling on the payment page would return to the Bulgarian form.
    await expect(page).toHaveURL(/\/test-checkout\//, { timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Отказ и връщане към Concierge" }).first()).toHaveAttribute("href", /\/bg\/translation$/, { timeout: 20_000 });
    await payAndGetSession(page, "Иван Петров");
    await expect(page).toHaveURL(/\/translation-success\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "•••@" })).toBeVisible();
    await expectNoEnglish(page, "/translation-success");
    const receipt = await waitForMail(page.request, email, /^Вашата бележка от Concierge — поръчка /);
    expect(receipt.text).toContain("Получихме документа ви.");
  });

  test("sign-up, verification, welcome and a password reset, in Bulgarian, links included", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("bg-signup");
    const password = "Tram-Route-Twelve-Vitosha";
    await page.goto("/bg");
    await page.getByRole("link", { name: "Клиентска зона" }).first().click();
    await expect(page).toHaveURL(/\/member-login/);
    await expect(page.getByRole("heading", { name: "Влезте в профила си" })).toBeVisible();
    await expectNoEnglish(page, "/member-login");

    await page.getByRole("button", { name: "Създайте профил", exact: true }).click();
    await page.getByLabel("Име и фамилия").fill("Елена Петрова");
    await page.getByLabel("Имейл", { exact: true }).fill(email);
    await page.getByLabel("Парола", { exact: true }).fill(password);
    await expectNoEnglish(page, "the sign-up form");
    await page.getByRole("button", { name: "Създай профил", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Регистрацията е успешна! Проверете пощата си, за да потвърдите профила си." })).toBeVisible();
    await expectNoEnglish(page, "the sign-up form, sent");

    const verify = await waitForMail(page.request, email, "Потвърдете имейла си за Concierge");
    const verified = await openInFreshBrowser(browser, baseURL, linkIn(verify, "/api/auth/verify-email"));
    await expect(verified).toHaveURL(/\/member-login\?.*lang=bg/);
    await expect(verified.getByText("Имейлът ви е потвърден — влезте, за да продължите.")).toBeVisible();
    await expectNoEnglish(verified, "/member-login after verifying");
    await verified.context().close();

    const welcome = await waitForMail(page.request, email, "Добре дошли в Concierge");
    expect(linkIn(welcome, "/dashboard")).toBe("/dashboard?lang=bg");

    // Forgot password: the mail and the page its link opens.
    await page.goto("/member-login");
    await page.getByLabel("Имейл", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Забравена парола?" }).click();
    // A toast, and its close button, in Bulgarian.
    await expect(toast(page, "Изпратихме ви имейл с връзка за смяна на паролата")).toBeVisible();
    await expect(page.getByRole("button", { name: "Затвори известието" }).first()).toBeAttached();
    const reset = await waitForMail(page.request, email, "Смяна на паролата ви за Concierge");
    const resetPage = await openInFreshBrowser(browser, baseURL, linkIn(reset, "/reset-password"));
    await expect(resetPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoEnglish(resetPage, "/reset-password from the mail");
    await resetPage.context().close();

    // The administrator's sign-in page follows the visitor's choice too.
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Вход за администратор" })).toBeVisible();
    await expectNoEnglish(page, "/auth");
  });

  test("the privacy policy and the terms are written in Bulgarian", async ({ page }) => {
    for (const [path, heading] of [
      ["/bg/privacy", "Политика за поверителност"],
      ["/bg/terms", "Общи условия"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("1. Кои сме ние");
      await expectNoEnglish(page, path);
    }
  });
});

test("a client the operator invited in Bulgarian: the invitation page, the dashboard and Settings' email note in Bulgarian", async ({ adminPage, browser, baseURL }) => {
  const client = newAccount("bg-client");
  const origin = new URL(baseURL ?? "").origin;
  const created = await adminPage.request.post("/api/clients", { data: { email: client.email, fullName: "Мария Иванова", language: "bg" }, headers: { Origin: origin } });
  expect(created.status(), await created.text()).toBe(201);

  // An English browser: the link's language decides the page.
  const context = await browser.newContext({ baseURL, locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(linkIn(await waitForMail(page.request, client.email, "Поканени сте в Concierge: изберете парола"), "/invite"));
  await expect(page.getByRole("heading", { name: "Добре дошли в Concierge" })).toBeVisible();
  await expect(page.getByText("Поне 10 знака и да не е често използвана парола.")).toBeVisible();
  await expectNoEnglish(page, "the invitation page");

  const password = `Fresh-lemon-${Date.now().toString(36)}`;
  await page.getByLabel("Парола", { exact: true }).fill(password);
  await page.getByLabel("Потвърдете паролата").fill(password);
  await page.getByRole("button", { name: "Задай парола и влез" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/settings");
  await expect(page.getByText("За да смените имейла си, свържете се с поддръжката")).toBeVisible();
  await expect(page.getByText("To change your email, please contact support")).toHaveCount(0);
  // A person's own language menu offers the languages the product speaks, no more.
  await expect(page.getByLabel("Предпочитан език").locator("option")).toHaveText(["Английски", "Български"]);
  await context.close();
});

test("opening /bg/pricing chooses Bulgarian at once: checkout opened before the page's script came is in Bulgarian", async ({ page }) => {
  // The page's script never comes: only the first paint's own script can have kept the choice.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/bg/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "concierge-locale")?.value).toBe("bg");
  await page.unroute(/\/assets\/.*\.js$/);
  await page.goto("/checkout");
  await expect(page.getByRole("status").filter({ hasText: "Количката е празна" })).toBeVisible();
});

test("the English check finds English: the same checkout in English fails it", async ({ page }) => {
  await page.goto("/pricing");
  await page.goto("/checkout");
  // The app's own render (the server's first frame has a placeholder where the cart goes).
  await expect(page.getByRole("status").filter({ hasText: "Your cart is empty" })).toBeVisible();
  expect(await englishOn(page)).toContain("Your cart is empty");
});

/** Waits for the TEST MODE page, pays there in Bulgarian, and returns the session id. */
async function payAndGetSession(page: Page, name = "Мария Петрова"): Promise<string> {
  await expect(page).toHaveURL(/\/test-checkout\//, { timeout: 30_000 });
  const sessionId = await rememberedSession(page);
  expect(sessionId).toMatch(/^cs_test_/);
  await payInBulgarian(page, name);
  return sessionId!;
}
