import { expect, test } from "./fixtures";
import { CLOCK_URL, clockApi, clockUser } from "./clock";
import { uniqueEmail } from "./mailbox";
import { toast } from "./work";

// On the clock server (its own data): this journey changes the seller and a price, which the main server's journeys must not see.
test.describe.configure({ mode: "default" });

const SELLER = { sellerName: "Concierge Services EOOD", sellerAddress: "1 Vitosha Blvd, 1000 Sofia", sellerEik: "131468980", vatRegistered: false, sellerVat: "", operatorEmail: "admin@concierge.test" };
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(new Date());

/**
 * Settings → Business: until the seller's address is set, checkout offers no company invoice and
 * the admin dashboard says what to finish; the operator sets it on screen, and a new price for
 * the 10-hour pack, which the prerendered pricing page shows at once in both languages.
 */
test("the operator finishes the seller's details and sets a price on screen; the visitor sees the price and the invoice option only then", async ({ playwright, browser }) => {
  test.setTimeout(60_000);
  const admin = await clockApi(playwright);
  await clockUser(admin, { name: "Business Admin", email: uniqueEmail("business-admin"), password: "business-admin-password-1" }, "admin");
  // The state of an install whose seller has no address yet (this server's environment pre-filled one).
  const cleared = await admin.put("/api/business/settings", { data: { ...SELLER, sellerAddress: "" } });
  expect(cleared.status(), await cleared.text()).toBe(200);

  const visitor = await (await browser.newContext({ baseURL: CLOCK_URL })).newPage();
  await visitor.goto("/pricing");
  await visitor.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
  await expect(visitor.getByText(/^Added to your cart: Hourly help/)).toBeVisible();
  await visitor.goto("/checkout");
  await expect(visitor.getByTestId("cart-line")).toHaveCount(1);
  await expect(visitor.getByLabel("I need an invoice (фактура) for a company")).toHaveCount(0);

  const page = await (await browser.newContext({ baseURL: CLOCK_URL, storageState: await admin.storageState(), viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Finish setting up" });
  await expect(card).toContainText("the seller's address");
  await card.getByRole("link", { name: "Open Business settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#business$/);
  const business = page.getByRole("region", { name: "Business" });
  await business.getByLabel("ЕИК (BULSTAT)").fill("131468981");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(business.getByText("This ЕИК is not valid: it has 9 or 13 digits and its last digit is a check digit")).toBeVisible();
  await business.getByLabel("ЕИК (BULSTAT)").fill("131468980");
  await business.getByLabel("Registered address").fill("1 Vitosha Blvd, 1000 Sofia");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(toast(page, "Business settings saved")).toBeVisible();

  await business.getByLabel("Service or pack").selectOption({ label: "Prepaid hours: 10 hours" });
  await business.getByLabel("New price (€)").fill("199.99");
  await business.getByLabel("Takes effect on").fill(today());
  await business.getByRole("button", { name: "Save price" }).click();
  await expect(toast(page, "Price saved")).toBeVisible();
  await expect(business.getByTestId("price-pack_10")).toContainText("€199.99");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Finish setting up" })).toHaveCount(0);

  // The prerendered pricing page, both languages: the new price, the old one gone.
  await visitor.goto("/pricing");
  await expect(visitor.getByText("€199.99", { exact: true })).toBeVisible();
  await expect(visitor.getByText("€204.52", { exact: true })).toHaveCount(0);
  await visitor.goto("/bg/pricing");
  await expect(visitor.getByText("199,99\u00a0€", { exact: true })).toBeVisible();
  await expect(visitor.getByText("204,52\u00a0€", { exact: true })).toHaveCount(0);

  // And checkout offers the company invoice now (in Bulgarian: the visitor's last page was).
  await visitor.goto("/checkout");
  await expect(visitor.getByRole("checkbox", { name: "Нужна ми е фактура за фирма" })).toBeVisible();
  await page.context().close();
  await visitor.context().close();
  await admin.dispose();
});
