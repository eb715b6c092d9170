import type { Page } from "@playwright/test";
import { expect, newAccount, signInAs, signUpViaApi, test, verifyEmail } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";
import { fillSignIn, signOut } from "./ui";
import { expectAxeClean } from "./work";

/** The small frictions of everyday use, gone: each journey at 1280 and 375 px. */

test("the operator's client search filters as they type, and finds a client by the company on their invoices", { tag: "@all-widths" }, async ({ adminPage: page, adminApi, member, request }) => {
  await signInAs(request, member);
  const me = (await (await request.get("/api/me")).json()) as { user: { id: string } };
  const company = `Pirin Oak ${Date.now().toString(36)} EOOD`;
  const paid = await adminApi.post("/api/payments", { data: { clientId: me.user.id, amount: "50.00", description: "Help with a lease", paymentType: "other" } });
  expect(paid.status()).toBe(201);
  const { payment } = (await paid.json()) as { payment: { id: string } };
  const invoice = await adminApi.post(`/api/payments/${payment.id}/invoice`, { data: { companyName: company, address: "5 Vitosha Blvd, Sofia", eik: "131468980" } });
  expect(invoice.status(), await invoice.text()).toBe(201);

  await page.goto("/dashboard/clients");
  // The app's list, not the server's first frame of the page (whose box the app replaces).
  await expect(page.getByRole("link", { name: /^View / }).first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search clients" });
  await expect(search).toHaveAttribute("placeholder", "Name, email or company");
  // Part of the company's name, typed, without Enter or the button.
  await search.pressSequentially(company.slice(6, -5).toLowerCase());
  await expect(page.getByText(member.email, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(company.slice(6, -5).toLowerCase()).replace(/%20/g, "(\\+|%20)")}`));
  await expect(page.getByText("No clients match this search.")).toHaveCount(0);
  // The list holds that client alone.
  await expect(page.getByRole("link", { name: /^View / })).toHaveCount(1);

  // More letters that match nobody: the list follows, still without Enter.
  await search.pressSequentially("zzq");
  await expect(page.getByText("No clients match this search.")).toBeVisible();
});

test("letters typed at the moment the typing pause's search lands stay in the box and are searched next", async ({ adminPage: page, member: _member }) => {
  // Whenever the list's URL changes, the page types "x" into the box in the same instant: before
  // the box learns the query it searched (CI's loaded machine once typed whole words there).
  await page.addInitScript(() => {
    const typeAfter = (original: typeof history.replaceState) =>
      function (this: History, ...args: Parameters<typeof history.replaceState>) {
        original.apply(this, args);
        const box = document.querySelector<HTMLInputElement>("input[type=search]");
        if (!box || !new URL(location.href).searchParams.has("q") || box.value.endsWith("x")) return;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(box, `${box.value}x`);
        box.dispatchEvent(new Event("input", { bubbles: true }));
      };
    history.pushState = typeAfter(history.pushState);
    history.replaceState = typeAfter(history.replaceState);
  });
  await page.goto("/dashboard/clients");
  await expect(page.getByRole("link", { name: /^View / }).first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search clients" });
  await search.pressSequentially("oak");
  // The pause searched "oak"; the "x" typed as it landed stays, and is searched at the next pause.
  await expect(page).toHaveURL(/q=oakx(&|$)/);
  await expect(search).toHaveValue("oakx");
});

test("sign-up leaves a clear next step, not an empty form; then sign-in has the address filled in", { tag: "@all-widths" }, async ({ page }) => {
  const account = newAccount("next-step");
  await page.goto("/member-login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Full Name").fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  const next = page.getByRole("status").filter({ hasText: "Registration successful! Please check your email to verify your account." });
  await expect(next).toContainText(`We sent a link to ${account.email}. Open it to confirm your address, then sign in here.`);
  // No form that invites a second sign-up, and no toast saying the same again.
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole("button", { name: "Go to sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
});

test("the first sign-in says welcome; only a returning member hears 'welcome back'", { tag: "@all-widths" }, async ({ page, request }, info) => {
  const account = newAccount("first-time");
  await signUpViaApi(request, account);
  await verifyEmail(request, account.email);

  await page.goto("/member-login");
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
  await expect(page.getByText(`Welcome back, ${account.email}`)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page, info);

  await page.goto("/member-login");
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByText(`Welcome back, ${account.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a message sent offline says it will go when the connection is back, then goes once", { tag: "@all-widths" }, async ({ memberPage: page, context }) => {
  const tag = `off${Date.now().toString(36)}`;
  await page.goto("/dashboard/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill(`${tag} Is my permit ready?`);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are offline — we will send this when you are back." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Waiting for a connection" })).toBeDisabled();
  await expectAxeClean(page);

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
  await expect(page.getByText("You are offline — we will send this when you are back.")).toHaveCount(0);
  await expect(page.getByTestId("conversation-message").filter({ hasText: tag })).toHaveCount(1);
  // Still once after a reload: the server has one message, not one per retry.
  await page.reload();
  await expect(page.getByTestId("conversation-message").filter({ hasText: tag })).toHaveCount(1);
});

/** The nth free time (from 0), showing more days until it is there. */
async function nthSlot(page: Page, n: number) {
  const slots = page.getByRole("button", { name: /GMT-[45], Sofia: / });
  await expect(slots.first()).toBeVisible();
  while ((await slots.count()) <= n) await page.getByRole("button", { name: "Show more days" }).click();
  return slots.nth(n);
}

test.describe("a booking from New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("is confirmed on the success page and in the email in New York time, with Sofia's beside it", { tag: "@all-widths" }, async ({ page, request }, info) => {
    const email = uniqueEmail("new-york");
    await page.goto("/book");
    // Each width its own time, away from the other journeys' picks.
    const slot = await nthSlot(page, info.project.name === "mobile" ? 47 : 44);
    const [, local, sofia] = /(\d\d:\d\d) GMT-[45], Sofia: (\d\d:\d\d)$/.exec((await slot.textContent())!)!;
    await slot.click();
    await page.getByLabel("Name", { exact: true }).fill("Grace Miller");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+1 212 555 0110");
    await page.getByLabel("What is it for?").fill("Visa questions");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await payWithTestCard(page, CARDS.success);

    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const confirmed = page.getByText(/^Your appointment is confirmed for /);
    await expect(confirmed).toHaveText(new RegExp(`^Your appointment is confirmed for \\w{3} \\d{1,2} \\w{3}, ${local} \\(New York\\) · (\\w{3} \\d{1,2} \\w{3}, )?${sofia} Sofia time\\.$`));
    const when = (await confirmed.textContent())!.replace(/^Your appointment is confirmed for /, "").replace(/\.$/, "");
    await expectAxeClean(page);

    const mail = await waitForMail(request, email, /^Confirmed: Phone call/);
    expect(mail.text).toContain(when);
  });
});

test.describe("a time taken while the visitor fills in the form", () => {
  test.use({ timezoneId: "America/New_York" });

  test("'just taken' appears beside the Pay button and the free times take the focus", { tag: "@all-widths" }, async ({ page, request }, info) => {
    await page.goto("/book");
    const slot = await nthSlot(page, info.project.name === "mobile" ? 53 : 50);
    await slot.click();
    await page.getByLabel("Name", { exact: true }).fill("Ella Stone");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("slower"));
    await page.getByLabel("Phone", { exact: true }).fill("+1 212 555 0123");
    await page.getByLabel("What is it for?").fill("Residence card");

    // Someone else books that very time just before this visitor's request arrives: a real race, lost.
    await page.route(
      "**/api/appointments",
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        const faster = await request.post("/api/appointments", { data: { ...body, name: "Faster Visitor", email: uniqueEmail("faster") } });
        expect(faster.status(), await faster.text()).toBe(200);
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Book and pay" }).click();
    const times = page.getByRole("group", { name: "This time was just taken" });
    await expect(times).toBeFocused();
    await expect(times).toBeInViewport();
    await expect(page.getByText("Someone booked it a moment ago. These times are still free:")).toBeInViewport();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectAxeClean(page);

    // A free time from the offer, and the booking goes through.
    await times.getByRole("button").first().click();
    await page.getByRole("button", { name: "Book and pay" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
  });
});
