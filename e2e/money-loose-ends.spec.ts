import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

/**
 * Money's loose ends as a visitor meets them: what a prepaid hour buys is said beside the
 * pay-as-you-go price (priority, never a lower price), the tip starts off as its card says, a
 * disabled Pay button says why in the page's language, and a cancelled pay link says so.
 */
test.describe("what a prepaid hour buys", () => {
  test("the pricing page says it beside the hourly price, in English and Bulgarian", async ({ page }) => {
    await page.goto("/pricing");
    const hourly = (await page.getByRole("article").filter({ hasText: "Hourly help" }).first().textContent()) ?? "";
    const note = page.getByTestId("prepaid-priority");
    await expect(note).toHaveText(/^Pay as you go: .+ per hour\. A prepaid hour buys priority: clients with prepaid hours are scheduled first, and the time is ready to use without a payment for each task\.$/);
    // The pay-as-you-go price it names is the Hourly card's.
    const price = /^Pay as you go: (.+) per hour\./.exec((await note.textContent()) ?? "")![1]!;
    expect(hourly).toContain(price);

    await page.goto("/bg/pricing");
    await expect(page.getByTestId("prepaid-priority")).toHaveText(/^Без предплащане: .+ на час\. Предплатеният час ви дава приоритет: клиентите с предплатени часове се обслужват първи/);
  });

  test("the booking page says it beside the appointment's price, in English and Bulgarian", async ({ page }) => {
    await page.goto("/book");
    await expect(page.getByTestId("appointment-price")).toBeVisible();
    await expect(page.getByTestId("prepaid-priority")).toHaveText("Or 1 hour of prepaid hours. A prepaid hour buys priority: clients with prepaid hours are scheduled first.");
    await page.goto("/bg/book");
    await expect(page.getByTestId("prepaid-priority")).toHaveText("Или 1 час от предплатените часове. Предплатеният час ви дава приоритет: клиентите с предплатени часове се обслужват първи.");
  });
});

test.describe("the checkout's tip and Pay button", () => {
  test("the tip starts off and Pay is enabled; a tip switched on and not confirmed disables Pay, and the button says why", async ({ page }) => {
    await page.goto("/checkout?pack=1");
    const pay = page.getByRole("button", { name: "Proceed to Payment" });
    const tip = page.getByRole("switch", { name: "Add a tip for your concierge" });
    await expect(tip).not.toBeChecked();
    await expect(page.getByText("No tip will be added.")).toBeVisible();
    await expect(pay).toBeEnabled();
    await expect(pay).toHaveAccessibleDescription("");

    await tip.click();
    await expect(pay).toBeDisabled();
    const why = "To pay, press Confirm Tip, or switch the tip off.";
    await expect(page.getByText(why)).toBeVisible();
    await expect(pay).toHaveAccessibleDescription(why);

    await page.getByLabel(/^Tip amount/).fill("2");
    await page.getByRole("button", { name: "Confirm Tip" }).click();
    await expect(pay).toBeEnabled();
    await expect(page.getByText(why)).toHaveCount(0);
    await tip.click();
    await expect(pay).toBeEnabled();
  });

  test("while the payment is prepared, Pay is disabled and says so", async ({ page }) => {
    await page.goto("/checkout?pack=1");
    await page.getByLabel("Email").fill(`loose-${Date.now().toString(36)}@example.com`);
    // Hold the checkout request, so the page stays in the state being checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/checkout", async (route) => {
      await held;
      await route.abort();
    });
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const busy = page.getByRole("button", { name: "Processing..." });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAccessibleDescription("Preparing your secure payment. Please wait.");
    release();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });

  test("in Bulgarian: the tip starts off, and the reason Pay is disabled is in Bulgarian", async ({ page }) => {
    // A link's language (as the Bulgarian pages' links carry it) is the checkout's.
    await page.goto("/checkout?pack=1&lang=bg");
    const pay = page.getByRole("button", { name: "Към плащане" });
    const tip = page.getByRole("switch", { name: "Добави бакшиш за вашия консиерж" });
    await expect(tip).not.toBeChecked();
    await expect(page.getByText("Няма да бъде добавен бакшиш.")).toBeVisible();
    await expect(pay).toBeEnabled();
    await tip.click();
    const why = "За да платите, натиснете „Потвърди бакшиша“ или изключете бакшиша.";
    await expect(pay).toBeDisabled();
    await expect(page.getByText(why)).toBeVisible();
    await expect(pay).toHaveAccessibleDescription(why);
    await expect(page.getByText("Please confirm your tip preference")).toHaveCount(0);
  });
});

test("a cancelled pay link says it was cancelled, and shows the request's description", async ({ adminApi, member, browser, baseURL }) => {
  const clients = await adminApi.get(`/api/clients?q=${encodeURIComponent(member.email)}`);
  const id = (await clients.json()).items[0].id as string;
  const description = `Courier to the embassy ${Date.now().toString(36)}`;
  const made = await adminApi.post(`/api/clients/${id}/payment-requests`, { data: { amount: "18.00", description } });
  expect(made.status()).toBe(201);
  const mail = await waitForMail(adminApi, member.email, /^Payment due: /);
  expect((await adminApi.post(`/api/payment-requests/${(await made.json()).id}/cancel`, { data: {} })).status()).toBe(200);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto(linkIn(mail, "/pay/"));
  await expect(visitor.getByRole("heading", { name: description })).toBeVisible();
  await expect(visitor.getByTestId("pay-link-outcome")).toHaveText(/^This request was cancelled by .+ on .+\.$/);
  await expect(visitor.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await context.close();
});
