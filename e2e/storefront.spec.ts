import { expect, test } from "./fixtures";
import { linkIn, uniqueEmail, waitForMail } from "./mailbox";

const PAGES: [string, RegExp][] = [
  ["/", /concierge|bulgaria/i],
  ["/about", /about/i],
  ["/services", /how we can help/i],
  ["/pricing", /pricing|prices|rates/i],
  ["/how-it-works", /five steps/i],
  ["/contact", /contact|get in touch|help/i],
  ["/privacy", /privacy/i],
  ["/terms", /terms/i],
];

const NAV = ["Home", "About", "How It Works", "Services", "Pricing", "Contact", "Members Area"];

test.describe("public pages", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} renders its heading, header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin Area" })).toHaveAttribute("href", "/auth");
    });
  }

  test("unknown paths show the 404 page with a link home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the translation card leads to /translation", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Upload & Review Document" }).click();
    await expect(page).toHaveURL(/\/translation$/);
  });
});

test.describe("navigation", () => {
  test("header links work on desktop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation");
    for (const label of NAV) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("under 768 px the navigation is a drawer", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (const label of NAV) await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    await drawer.getByRole("link", { name: "How It Works", exact: true }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    // As a visitor does: Escape once the drawer is open (on a fresh page its code arrives with the click).
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("contact form", () => {
  test("shows the spec's errors in order, then sends and queues the operator's email", async ({ page, request }) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: /send/i });
    const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

    await send.click();
    await expect(toast("Please enter your name")).toBeVisible();
    await page.getByLabel("Name").fill("Ivana Georgieva");
    await send.click();
    await expect(toast("Please enter your email address")).toBeVisible();
    await page.getByLabel("Email").fill("ivana@");
    await send.click();
    await expect(toast("Please enter a valid email address")).toBeVisible();
    const email = uniqueEmail("contact");
    await page.getByLabel("Email").fill(email);
    await send.click();
    await expect(toast("Please select the type of help needed")).toBeVisible();
    await page.getByLabel("Type of help needed").selectOption("paperwork");
    await send.click();
    await expect(toast("Please enter your message")).toBeVisible();
    await page.getByLabel("Message").fill("Please help me register my car.");
    await send.click();

    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /24 hours/ })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");

    const mail = await waitForMail(request, "operator@concierge.localhost", /Ivana Georgieva/);
    expect(mail.text).toContain(email);
  });
});

test.describe("newsletter", () => {
  test("sign-up sends a confirmation that works through the mailbox", async ({ page, request }) => {
    const email = uniqueEmail("news");
    await page.goto("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Almost there! Check your inbox for a link to confirm your subscription.").first()).toBeVisible();

    const mail = await waitForMail(request, email, "Please confirm your subscription to Concierge news");
    await page.goto(linkIn(mail, "/newsletter/confirm"));
    await expect(page.getByText("You're subscribed. Thank you!")).toBeVisible();

    await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
    await expect(page.getByText("You have been unsubscribed.", { exact: false })).toBeVisible();
  });
});
