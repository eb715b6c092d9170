import { expect, test } from "./fixtures";
import { uniqueEmail, waitForMail } from "./mailbox";
import { CARDS, payWithTestCard, rememberedSession } from "./payments";

/** The storefront journey with money: pricing → cart → tip → checkout → TEST MODE page → result. */

/** OPERATOR_EMAIL's default: the e2e server does not set one. */
const OPERATOR = "operator@concierge.localhost";

test.describe("cart and checkout", () => {
  test("pricing → cart → tip → checkout → TEST MODE page → 4242 → paid", async ({ page, request }) => {
    const email = uniqueEmail("buyer");
    await page.goto("/pricing");
    await page.getByLabel("Hours").fill("3");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await expect(page.getByText("Added to your cart: Hourly help · 3 hours")).toBeVisible();

    const cartButton = page.getByRole("link", { name: /^View cart: 1 item, €30\.69$/ });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Quantity controls change the line and the totals.
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.getByRole("button", { name: "More: Hourly help" }).click();
    await expect(page.getByTestId("subtotal")).toHaveText("€40.92");
    await page.getByRole("button", { name: "Fewer: Hourly help" }).click();
    await expect(page.getByTestId("subtotal")).toHaveText("€30.69");

    // The tip is optional, so it starts off; switched on, it must be confirmed before checkout; editing it un-confirms.
    const pay = page.getByRole("button", { name: "Proceed to Payment" });
    const tipSwitch = page.getByRole("switch", { name: "Add a tip for your concierge" });
    await expect(tipSwitch).not.toBeChecked();
    await expect(pay).toBeEnabled();
    await tipSwitch.click();
    await expect(pay).toBeDisabled();
    await expect(page.getByText("To pay, press Confirm Tip, or switch the tip off.")).toBeVisible();
    await page.getByLabel("Tip amount (EUR)").fill("5");
    await expect(page.getByTestId("tip")).toHaveText("€0.00");
    await page.getByRole("button", { name: "Confirm Tip" }).click();
    await expect(page.getByTestId("tip")).toHaveText("€5.00");
    await expect(page.getByTestId("total")).toHaveText("€35.69");
    await expect(pay).toBeEnabled();
    await page.getByLabel("Tip amount (EUR)").fill("6");
    await expect(pay).toBeDisabled();
    await page.getByRole("button", { name: "Confirm Tip" }).click();
    await expect(page.getByTestId("total")).toHaveText("€36.69");

    // A visitor must say where the receipt goes: without an email nothing leaves the page.
    await pay.click();
    const emailField = page.getByLabel("Email");
    await expect(page.getByText("Please enter your email address so we can send your receipt and contact you about your order")).toBeVisible();
    await expect(emailField).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);

    await emailField.fill(email);
    await page.getByLabel("Name (optional)").fill("Maria Petrova");
    const notes = "Help at the migration office on Monday morning";
    await page.getByLabel("What do you need help with? (optional)").fill(notes);
    await pay.click();
    await expect(page.getByRole("button", { name: /Redirecting to secure payment/ })).toBeVisible();

    // The local payment page: clearly TEST MODE, lists the test cards, shows the server's total.
    await expect(page).toHaveURL(/\/test-checkout\//);
    await expect(page.getByText("4242 4242 4242 4242", { exact: true })).toBeVisible();
    await expect(page.getByText("4000 0000 0000 0002", { exact: true })).toBeVisible();
    await expect(page.getByTestId("amount-due")).toHaveText("€36.69");
    // The same item names as in the cart.
    await expect(page.getByText("Hourly help", { exact: true })).toBeVisible();
    await expect(page.getByText("Tip", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel and return to Concierge" }).first()).toBeVisible();
    const sessionId = await rememberedSession(page);
    expect(sessionId).toMatch(/^cs_test_/);
    await payWithTestCard(page, CARDS.success);

    await expect(page).toHaveURL(new RegExp(`/checkout/success\\?session_id=${sessionId}$`));
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("€36.69");
    await expect(page.getByRole("cell", { name: "Hourly help" })).toBeVisible();
    // The reference and what happens next.
    const ref = (await page.getByTestId("order-ref").textContent())!;
    expect(ref).toMatch(/^[0-9A-F]{8}$/);
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    // The status answer masks the address (whoever holds a session id learns no personal data).
    const masked = `${email[0]}•••@${email.split("@")[1]}`;
    await expect(page.getByText(`We'll contact you within 24 hours at ${masked} to arrange the help you booked.`)).toBeVisible();
    await expect(page.getByText(`Your receipt is on its way to ${masked}.`)).toBeVisible();
    // Paid: the cart is emptied, the floating button goes away.
    await expect(page.getByTestId("floating-cart")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("concierge-cart"))).toBeNull();

    // The buyer's receipt and the operator's mail name the same reference and items.
    const receipt = await waitForMail(request, email, `Your Concierge receipt — order ${ref}`);
    expect(receipt.text).toContain("Hourly help × 3");
    expect(receipt.text).toContain("Total paid: €36.69");
    const toOperator = await waitForMail(request, OPERATOR, `New paid order ${ref}: Hourly help — Maria Petrova`);
    for (const text of ["Hourly help × 3", "Tip", "Total paid: €36.69", email, notes]) expect(toOperator.text).toContain(text);

    await page.goto("/checkout");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("a declined card shows the decline; cancelling returns to checkout with the cart intact", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Add to Cart: Full day" }).click();
    await page.getByTestId("floating-cart").click();

    // Tip off (as it starts) = no tip, and counts as confirmed.
    await expect(page.getByText("No tip will be added.")).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText("€71.58");
    await page.getByLabel("Email").fill(uniqueEmail("declined"));
    await page.getByRole("button", { name: "Proceed to Payment" }).click();

    await payWithTestCard(page, CARDS.declined);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try a different card.");
    await expect(page).toHaveURL(/\/test-checkout\//);
    const sessionId = await rememberedSession(page);

    // Opening the success address without paying changes nothing.
    await page.goto(`/checkout/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
    await page.goBack();

    await page.getByRole("link", { name: "Cancel and return to Concierge" }).first().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText("Full-day help");
    await expect(page.getByTestId("subtotal")).toHaveText("€71.58");
  });

  test("cart rules: validation on /pricing, kept across reloads, quantity only for hourly/daily, remove, tip clamps", async ({ page }) => {
    await page.goto("/pricing");
    const amount = page.getByLabel("Amount (EUR)");
    await amount.fill("0");
    await expect(page.getByText("Please enter an amount from 1 to 10,000").first()).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart: Custom amount" }).click();
    await amount.fill("0.5");
    await page.getByRole("button", { name: "Add to Cart: Custom amount" }).click();
    await expect(page.getByTestId("floating-cart")).toHaveCount(0);
    await page.getByLabel("Hours").fill("0");
    await expect(page.getByText("Please enter a whole number of hours from 1 to 100").first()).toBeVisible();

    await amount.fill("12.5");
    await page.getByRole("button", { name: "Add to Cart: Custom amount" }).click();
    await page.getByLabel("Hours").fill("1");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    // Adding never merges: three lines.
    await expect(page.getByRole("link", { name: "View cart: 3 items, €32.96" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("link", { name: "View cart: 3 items, €32.96" })).toBeVisible();

    await page.goto("/checkout");
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "More: Custom amount" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "More: Hourly help" })).toHaveCount(2);

    await page.getByRole("switch", { name: "Add a tip for your concierge" }).click();
    const tip = page.getByLabel("Tip amount (EUR)");
    await tip.fill("-3");
    await expect(tip).toHaveValue("0");

    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: /^Remove / }).first().click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
  });

  test("a signed-in member pays on the account: email prefilled, order in their history", async ({ memberPage: page, member }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await page.getByTestId("floating-cart").click();
    const email = page.getByLabel("Email");
    await expect(email).toHaveValue(member.email);
    await expect(email).toHaveAttribute("readonly", "");
    await expect(page.getByText("Your account's email: the receipt goes here and the order appears in your account.")).toBeVisible();
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await payWithTestCard(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const ref = (await page.getByTestId("order-ref").textContent())!;
    await waitForMail(page.request, member.email, `Your Concierge receipt — order ${ref}`);
    const exported = await page.request.get("/api/account/export");
    const orders = ((await exported.json()) as { orders: { id: string; status: string }[] }).orders;
    expect(orders.map((o) => [o.id.slice(0, 8).toUpperCase(), o.status])).toEqual([[ref, "paid"]]);
  });

  test("the success page without a session, or with an unknown one, says so in a customer's words", async ({ page }) => {
    await page.goto("/checkout/success");
    await expect(page.getByRole("heading", { name: "No payment to show here" })).toBeVisible();
    await expect(page.getByText("No session ID")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to checkout" })).toBeVisible();
    await page.goto("/checkout/success?session_id=cs_test_doesnotexist000");
    await expect(page.getByRole("heading", { name: "We couldn't find this payment." })).toBeVisible();
  });

  test("on a phone the cart button never covers the footer links", { tag: "@mobile" }, async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    const cart = page.getByTestId("floating-cart");
    await expect(cart).toBeVisible();
    // Each footer link in turn near the bottom of the screen, where a fixed button would sit.
    for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
      await link.evaluate((el) => {
        el.scrollIntoView({ block: "end" });
        window.scrollBy(0, 40);
      });
      const button = (await cart.boundingBox())!;
      const box = await link.boundingBox();
      if (!box) continue;
      const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, `cart button covers footer link "${await link.textContent()}"`).toBe(false);
    }
  });
});
