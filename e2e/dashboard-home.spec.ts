import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, signInAs, test, addAdminSession } from "./fixtures";
import { expectAxeClean, expectNoSidewaysScroll, pdf } from "./work";

/** Dashboard home from live data. */

const originOf = (info: TestInfo) => new URL(info.project.use.baseURL ?? "http://localhost:3100").origin;

async function clientId(adminApi: APIRequestContext, email: string): Promise<string> {
  const res = await adminApi.get(`/api/clients?q=${encodeURIComponent(email)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
}

async function submitTask(page: Page, info: TestInfo, title: string, urgency = "normal", fileName?: string) {
  const documentIds: string[] = [];
  if (fileName) {
    const file = pdf(fileName);
    const up = await page.request.post("/api/documents/uploads", {
      data: file.buffer,
      headers: { Origin: originOf(info), "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(fileName) },
    });
    expect(up.status(), await up.text()).toBe(201);
    documentIds.push(((await up.json()) as { id: string }).id);
  }
  const res = await page.request.post("/api/tasks", { data: { title, urgency, documentIds }, headers: { Origin: originOf(info) } });
  expect(res.status(), await res.text()).toBe(201);
}

async function requestPayment(adminApi: APIRequestContext, id: string, amount: string, description: string) {
  const res = await adminApi.post(`/api/clients/${id}/payment-requests`, { data: { amount, description } });
  expect(res.status(), await res.text()).toBe(201);
}

const card = (page: Page, id: string) => page.getByTestId(`card-${id}`);

test.describe("dashboard home", () => {
  test("a member sees their own figures and panels, and each card opens its screen", async ({ memberPage: page, member, adminApi }, info) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${member.name}!`)).toBeVisible();
    await expect(card(page, "active-tasks")).toHaveText("0");
    await expect(card(page, "payment-due")).toHaveText("€0.00");
    await expect(page.getByText("No open tasks. Request a task whenever you need help.")).toBeVisible();

    const tag = Date.now().toString(36);
    await submitTask(page, info, `Register my car ${tag}`, "normal", `registration-${tag}.pdf`);
    await submitTask(page, info, `Urgent visa call ${tag}`, "urgent");
    await requestPayment(adminApi, await clientId(adminApi, member.email), "12.50", `Notary fee ${tag}`);

    await page.reload();
    await expect(card(page, "active-tasks")).toHaveText("2");
    await expect(card(page, "documents")).toHaveText("1");
    await expect(card(page, "unread-messages")).toHaveText("0");
    await expect(card(page, "payment-due")).toHaveText("€12.50");
    // Upcoming Tasks: the urgent one first.
    const upcoming = page.getByRole("region", { name: "Upcoming Tasks" }).getByTestId("dashboard-task");
    await expect(upcoming).toHaveCount(2);
    await expect(upcoming.first()).toContainText(`Urgent visa call ${tag}`);
    await expect(upcoming.first()).toContainText("Urgent");
    await expect(page.getByRole("region", { name: "Recent Documents" }).getByTestId("recent-documents")).toContainText(`registration-${tag}.pdf`);
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");

    // The cards link where the spec says.
    for (const [name, href] of [
      ["Active Tasks", "/dashboard/tasks"],
      ["Documents", "/dashboard/upload"],
      ["Unread Messages", "/dashboard/messages"],
      ["Payment Due", "/dashboard/payments"],
    ] as const) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await page.getByRole("link", { name: /^Active Tasks/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/tasks$/);
    // The same figure as My Tasks: everything but Completed.
    await expect(page.getByTestId("count-all")).toHaveText("2");
    await page.goBack();
    await page.getByRole("link", { name: /^Payment Due/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(page.getByText(`Notary fee ${tag}`)).toBeVisible();
  });

  test("the operator's figures match the list screens, and a new contact request shows as due with time left", async ({ adminPage: page, request }, info) => {
    const who = `Visitor ${Date.now().toString(36)}`;
    const contact = await request.post("/api/contact", {
      data: { name: who, email: "visitor@example.com", service: "calls", message: "Please call me", language: "en" },
      headers: { Origin: originOf(info) },
    });
    expect(contact.ok(), await contact.text()).toBe(true);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage client tasks, payments, and documents")).toBeVisible();
    await expect(card(page, "revenue")).toHaveText(/^€[\d,]+\.\d\d$/);

    // The Due panel: the contact request, with the time left, linking to the inbox.
    const due = page.getByTestId("due-item").filter({ hasText: who });
    await expect(due).toBeVisible();
    await expect(due.getByRole("link", { name: `Contact request from ${who}` })).toHaveAttribute("href", "/dashboard/contact");
    await expect(due).toContainText(/\d+ h( \d+ min)? left/);
    await expect(due).toHaveAttribute("data-overdue", "false");

    // Pending Tasks equals the Pending tab badge of Tasks Overview.
    await expect(async () => {
      await page.goto("/dashboard");
      const pending = (await card(page, "pending-tasks").textContent())?.trim();
      await page.getByRole("link", { name: /^Pending Tasks/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/tasks$/);
      await expect(page.getByTestId("count-pending")).toHaveText(pending ?? "missing", { timeout: 3000 });
    }).toPass({ timeout: 20_000 });

    // Active Clients links to Manage Clients, Earned (Month) to the Reports.
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /^Active Clients/ })).toHaveAttribute("href", "/dashboard/clients");
    await expect(page.getByRole("link", { name: /^Earned \(Month\)/ })).toHaveAttribute("href", "/dashboard/reports");
    await expect(page.getByRole("region", { name: "Recent Documents" }).getByRole("link", { name: "View all" })).toHaveAttribute("href", "/dashboard/documents");

    // A day later (the browser's clock), the same promise shows as overdue and highlighted (axe scans this page).
    await page.clock.setFixedTime(new Date(Date.now() + 25 * 3600 * 1000));
    await page.reload();
    await expect(due).toHaveAttribute("data-overdue", "true");
    await expect(due).toContainText(/Overdue by (\d+ h|\d+ min)/);
  });

  test("a failed load says so and can be retried", async ({ memberPage: page }) => {
    let fail = true;
    await page.route("**/api/dashboard", (route) =>
      fail
        ? route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ error: { code: "forbidden", message: "Not now" } }) })
        : route.continue(),
    );
    await page.goto("/dashboard");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load the dashboard: Not now" })).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(card(page, "active-tasks")).toHaveText("0");
  });

  test("a Bulgarian member reads the dashboard in Bulgarian, amounts in the Bulgarian locale", async ({ memberPage: page, member, adminApi }, info) => {
    const res = await page.request.patch("/api/profile", {
      data: { fullName: member.name, phone: "", preferredLanguage: "bg" },
      headers: { Origin: originOf(info) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await requestPayment(adminApi, await clientId(adminApi, member.email), "1234.5", "Превод на договор");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Моето табло" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Дължимо плащане/ })).toBeVisible();
    await expect(card(page, "payment-due")).toHaveText(/^1[\s\u00a0\u202f]?234,50[\s\u00a0]€$/);
    await expect(page.getByRole("region", { name: "Предстоящи задачи" })).toContainText("Няма отворени задачи.");
    await expect(page.getByRole("link", { name: "Свържете се с нас" })).toBeVisible();
  });

  test("an operator who prefers Bulgarian reads the admin dashboard and what is due in Bulgarian", async ({ page, freshAdmin, request }, info) => {
    const who = `Посетител ${Date.now().toString(36)}`;
    const contact = await request.post("/api/contact", {
      data: { name: who, email: "visitor@example.com", service: "calls", message: "Обадете се", language: "bg" },
      headers: { Origin: originOf(info) },
    });
    expect(contact.ok(), await contact.text()).toBe(true);
    await signInAs(page.request, freshAdmin);
    const res = await page.request.patch("/api/profile", {
      data: { fullName: freshAdmin.name, phone: "", preferredLanguage: "bg" },
      headers: { Origin: originOf(info) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Администраторско табло" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Спечелено \(месец\)/ })).toBeVisible();
    const due = page.getByTestId("due-item").filter({ hasText: who });
    await expect(due.getByRole("link", { name: `Запитване от ${who}` })).toBeVisible();
    await expect(due).toContainText(/Остават \d+ ч/);
  });

  test("both dashboards fit 375 px", { tag: "@mobile" }, async ({ memberPage: page, browser, baseURL }, info) => {
    await submitTask(page, info, "A task with a rather long title that has to wrap on a small phone screen");
    await page.goto("/dashboard");
    await expect(card(page, "active-tasks")).toHaveText("1");
    await expect(page.getByRole("region", { name: "Upcoming Tasks" })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const admin = await context.newPage();
    await addAdminSession(context);
    await admin.goto("/dashboard");
    await expect(card(admin, "pending-tasks")).toHaveText(/^\d+$/);
    await expect(admin.getByTestId("due-panel")).toBeVisible();
    await expectNoSidewaysScroll(admin);
    await expectAxeClean(admin);
    await context.close();
  });
});
