import { addAdminSession, expect, test } from "./fixtures";
import { createClientFromDialog, toast } from "./inboxes";
import { uniqueEmail } from "./mailbox";
import { CARDS, payWithTestCard } from "./payments";

/** The Orders inbox: a guest's paid order with a note becomes the operator's task. */


test.describe("orders inbox", () => {
  test("a guest orders with a note and pays in TEST MODE → the operator sees the note in Orders, links the client, converts to a task → the task carries the note", async ({ page, request }) => {
    test.setTimeout(60_000);
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Petar Dimitrov ${suffix}`;
    const email = uniqueEmail("order");
    const note = `Help me register my address in Lozenets, please (${suffix})`;

    // The guest, on the storefront.
    await page.goto("/pricing");
    await page.getByLabel("Hours").fill("2");
    await page.getByRole("button", { name: "Add to Cart: Hourly help" }).click();
    await page.getByRole("link", { name: /^View cart: 1 item/ }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name (optional)").fill(name);
    await page.getByLabel("What do you need help with? (optional)").fill(note);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await payWithTestCard(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const ref = (await page.getByTestId("order-ref").textContent())!;

    // The operator: the dashboard counts it, Orders lists it with the note.
    await addAdminSession(page.context());
    await page.goto("/dashboard");
    await expect(page.getByTestId("card-new-orders")).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: ref });
    await expect(row).toContainText(name);
    await expect(row).toContainText(email);
    await expect(row).toContainText(note);
    await expect(row).toContainText("Hourly help × 2");
    await expect(row).toContainText("€20.46");
    await expect(row).toContainText("New");
    await row.getByRole("button", { name: `Open order ${ref}` }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Order ${ref}` })).toBeVisible();
    await expect(dialog.getByText(note)).toBeVisible();
    await expect(dialog.getByText("Guest (no account)")).toBeVisible();

    // No account has the email: Link client creates one, as Add New Client does.
    await createClientFromDialog(page, dialog, request, { button: "Link client", name, email });

    // Convert to task: the note becomes its description; the order is In progress.
    await dialog.getByRole("button", { name: "Convert to task" }).click();
    await expect(dialog.getByLabel("Task title")).toHaveValue(`Order ${ref} — ${name}`);
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(toast(page, "Task created")).toBeVisible();
    await expect(dialog.getByLabel("Change status")).toHaveValue("in_progress");
    await dialog.getByRole("link", { name: `Order ${ref} — ${name}` }).click();

    // The task, in Tasks Overview, carries the note.
    await expect(page).toHaveURL(/\/dashboard\/tasks\?task=/);
    const task = page.getByRole("dialog");
    await expect(task.getByText(`Order ${ref} — ${name}`).first()).toBeVisible();
    await expect(task.getByText(note, { exact: false })).toBeVisible();
  });

  test("at 375 px the inbox is a list of cards without sideways scrolling, and the note is on the card", { tag: "@mobile" }, async ({ adminPage: page, request }) => {
    const note = `Phone order note ${Math.random().toString(36).slice(2, 7)} `.repeat(6).trim();
    const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin };
    const opened = await request.post("/api/checkout", {
      headers,
      data: { items: [{ kind: "daily", quantity: 1 }], customer: { name: "Phone Buyer", email: uniqueEmail("order-phone"), notes: note }, language: "en" },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const { sessionId } = (await opened.json()) as { sessionId: string };
    const paid = await request.post(`/api/test-gateway/sessions/${sessionId}/pay`, { headers, data: { cardNumber: CARDS.success, expiry: "12/34", cvc: "123", name: "Phone Buyer" } });
    expect(paid.status(), await paid.text()).toBeLessThan(300);

    await page.goto("/dashboard/orders?status=new");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: note });
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole("button", { name: /^Open order / }).click();
    await expect(page.getByRole("dialog").getByText(note)).toBeVisible();
  });
});
