import type { Locator, Page } from "@playwright/test";
import { addUnits, emptyCart } from "../src/core/cart";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Phone layouts. The file sets the viewport per case, so it runs in the
 * desktop project only instead of once per project.
 */

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/pricing",
  "/how-it-works",
  "/contact",
  "/privacy",
  "/terms",
  "/translation",
  "/checkout",
  "/member-login",
  "/auth",
  "/no-such-page",
] as const;
const WIDTHS = [320, 360, 375] as const;
const LANGUAGES = ["en", "bg"] as const;
const THEMES = ["light", "dark"] as const;

/** What a visitor's switchers store (I18nProvider, ThemeProvider); read before first paint. */
async function choose(page: Page, settings: { locale?: string; theme?: string }) {
  await page.evaluate(({ locale, theme }) => {
    if (locale) localStorage.setItem("concierge-locale", locale);
    if (theme) localStorage.setItem("concierge-theme", theme);
  }, settings);
}

/** One item in the cart, so the floating cart button is on screen as well. */
async function addToCart(page: Page) {
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("floating-cart")).toBeVisible();
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
}

function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 0.5;
    // The innermost elements that stick out name the culprit (their ancestors only follow).
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

/** Pages without the floating cart: the checkout itself and the sign-in screens (no storefront chrome). */
const WITHOUT_FLOATING_CART = new Set<string>(["/checkout", "/member-login", "/auth"]);

for (const locale of LANGUAGES) {
  test.describe(`public pages in ${locale}`, () => {
    // A visitor with one item in the cart (so the floating cart is on screen as well), this language
    // and the light theme, stored before the first page loads as the switchers and the cart store them.
    test.use({
      storageState: async ({ baseURL }, use) => {
        const cart = JSON.stringify(addUnits(emptyCart, "hourly", 1));
        const localStorage = [
          { name: "concierge-cart", value: cart },
          { name: "concierge-locale", value: locale },
          { name: "concierge-theme", value: "light" },
        ];
        await use({ cookies: [], origins: [{ origin: new URL(baseURL ?? "").origin, localStorage }] });
      },
    });

    for (const path of PUBLIC_PAGES) {
      test(`${path} fits 320-375 px and passes axe in both themes`, async ({ page }) => {
        const open = async () => {
          await openPage(page, path);
          if (!WITHOUT_FLOATING_CART.has(path)) await expect(page.getByTestId("floating-cart")).toBeVisible();
        };
        // One load at the narrowest width, then wider: the layout is CSS only (nothing in src/web reads
        // the window's width), so a resize reflows the page as a load at that width would draw it.
        await page.setViewportSize({ width: WIDTHS[0], height: 740 });
        await open();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          const result = await horizontalOverflow(page);
          expect(result.scrollWidth, `${path} (${locale}) at ${width} px scrolls sideways: ${result.wide.join(", ")}`).toBeLessThanOrEqual(
            result.clientWidth,
          );
        }
        await expectNoAxeViolations(page, `${path} (${locale}, light, 375 px)`);
        await choose(page, { theme: "dark" });
        await open();
        await expectNoAxeViolations(page, `${path} (${locale}, dark, 375 px)`);
      });
    }
  });
}

/** The floating cart must never sit on a form's main button (bounding boxes at 375 px). */
async function expectUncovered(page: Page, target: Locator) {
  const cart = page.getByTestId("floating-cart");
  const overlap = async () => {
    const [a, b] = [await cart.boundingBox(), await target.boundingBox()];
    if (!a || !b) return false;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // Brought on screen the way a browser does it: keyboard focus, then scrolled to the very end.
  await target.focus();
  expect(await overlap(), "covered when focused").toBe(false);
  // Scrolled just far enough to show it, as a visitor scrolling down to the form's end does.
  await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
  expect(await overlap(), "covered when scrolled into view").toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await overlap(), "covered at the end of the page").toBe(false);
  // A tap lands on the button itself, not on the cart (Playwright's hit-target check).
  await target.click({ trial: true, timeout: 2000 });
}

test("a visitor whose system asks for less motion gets none: fields and buttons change at once; others keep the fades", async ({ page }) => {
  await page.goto("/member-login");
  const email = page.getByRole("textbox", { name: /email/i });
  await expect(email).toBeVisible();
  const seconds = () => email.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
  // Polled: the app redraws the server's first frame of the page, and a replaced field has no style.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect.poll(seconds).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect.poll(seconds).toBeLessThan(0.001);
});

test.describe("floating cart at 375 px", () => {
  test("it covers none of Add to Cart, Send Message and Continue to Payment", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await addToCart(page);
    for (const button of await page.getByRole("button", { name: "Add to Cart" }).all()) await expectUncovered(page, button);
    await openPage(page, "/contact");
    await expectUncovered(page, page.getByRole("button", { name: "Send Message" }));
    await openPage(page, "/translation");
    await expectUncovered(page, page.getByRole("button", { name: /^Continue to Payment/ }));
  });
});

test.describe("toasts and alerts", () => {
  for (const theme of THEMES) {
    // In the dark theme the header's island hydrates at once, before the press on /pricing's
    // Add to Cart, which is held and performed once the pricing island has hydrated.
    test(`their text meets 4.5:1 contrast in the ${theme} theme`, async ({ page }) => {
      await page.goto("/");
      await choose(page, { theme });
      await openPage(page, "/pricing");
      // A success toast (with its action), then an error toast and a field error.
      // (The success toast is awaited before Hours changes: a press held while the island hydrates is
      // performed with the fields' values at that moment, as a slow page would.)
      const toasts = page.locator("[data-sonner-toast]");
      await page.getByRole("button", { name: "Add to Cart" }).first().click();
      await expect(toasts.filter({ hasText: "Added to your cart" })).toBeVisible();
      await page.getByLabel("Hours", { exact: true }).fill("0");
      await page.getByRole("button", { name: "Add to Cart" }).first().click();
      await expect(toasts.filter({ hasText: "Added to your cart" })).toBeVisible();
      await expect(toasts.filter({ hasText: "Please enter a whole number of hours" })).toBeVisible();
      // Hovering the stack keeps the toasts open (and expanded) while axe reads them.
      await toasts.first().hover();
      await expectNoAxeViolations(page, `toasts on /pricing (${theme})`, { toasts: true });

      await openPage(page, "/member-login");
      await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
      await page.getByLabel("Password", { exact: true }).fill("Wrong-password-123");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("Invalid login credentials");
      await expectNoAxeViolations(page, `the sign-in error (${theme})`);
    });
  }
});
