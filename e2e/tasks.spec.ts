import type { Page } from "@playwright/test";
import { expect, signInAs, test, addAdminSession } from "./fixtures";
import { waitForMail } from "./mailbox";
import { adminBrowser, expectAxeClean, expectNoSidewaysScroll, pdf, toast } from "./work";

async function submitTask(page: Page, title: string, opts: { urgency?: string; file?: ReturnType<typeof pdf> } = {}) {
  await page.goto("/dashboard/upload");
  await expect(page.getByRole("heading", { name: "New Task Request", level: 1 })).toBeVisible();
  await page.getByLabel("Task Title").fill(title);
  await page.getByLabel("Description").fill("Please call the landlord about the deposit.");
  if (opts.urgency) await page.getByLabel("Urgency").selectOption({ label: opts.urgency });
  if (opts.file) {
    await page.getByLabel("Document").setInputFiles(opts.file);
    await expect(toast(page, "Document selected successfully!")).toBeVisible();
  }
  await page.getByRole("button", { name: "Submit Task" }).click();
  await expect(toast(page, "Your task has been submitted successfully!")).toBeVisible();
  // The member lands on the new task's details, over the list.
  await expect(page).toHaveURL(/\/dashboard\/tasks\?task=/);
  await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
}

function taskRow(page: Page, title: string) {
  return page.getByRole("row").filter({ hasText: title });
}

async function operatorUpdate(admin: Page, title: string, change: { status: string; hours?: string; notes?: string; draw?: boolean }) {
  await admin.goto(`/dashboard/tasks?q=${encodeURIComponent(title)}`);
  await expect(admin.getByRole("heading", { name: "All Client Tasks" })).toBeVisible();
  await admin.getByRole("button", { name: `Update ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Update Task" });
  await dialog.getByLabel("Status").selectOption({ label: change.status });
  if (change.notes !== undefined) await dialog.getByLabel("Admin notes").fill(change.notes);
  if (change.hours !== undefined) await dialog.getByLabel("Hours spent").fill(change.hours);
  if (change.draw === false) await dialog.getByLabel("Draw from the client's prepaid balance").uncheck();
  await dialog.getByRole("button", { name: "Save" }).click();
  return dialog;
}

test.describe("tasks", () => {
  test("member submits with a document, the operator works it, the member follows it and downloads the document", async ({
    memberPage: page,
    member,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const title = `Deposit call ${Date.now().toString(36)}`;
    const file = pdf("rental-contract.pdf");

    // Title is required, with the product's message.
    await page.goto("/dashboard/upload");
    await page.getByRole("button", { name: "Submit Task" }).click();
    await expect(toast(page, "Please enter a title for your task")).toBeVisible();

    await submitTask(page, title, { urgency: "High", file });
    await expect(page.getByRole("dialog").getByRole("link", { name: "Download rental-contract.pdf" })).toBeVisible();
    // Closing the details leaves the member on their list.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]task=/);

    await expect(page.getByRole("heading", { name: "My Tasks", level: 1 })).toBeVisible();
    const row = taskRow(page, title);
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("High");
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(page.getByRole("tab", { name: /All Tasks/ }).getByTestId("count-all")).toHaveText("1");
    await expect(page.getByRole("tab", { name: /Pending/ }).getByTestId("count-pending")).toHaveText("1");

    // The operator: no prepaid hours yet, so drawing them is refused; recorded without drawing, they show as unpaid.
    const admin = await adminBrowser(browser, baseURL);
    await admin.goto("/dashboard/tasks");
    const adminRow = taskRow(admin, title);
    await expect(adminRow).toContainText(member.name);
    let dialog = await operatorUpdate(admin, title, { status: "In Progress", hours: "1.5" });
    await expect(toast(admin, "Insufficient hours balance")).toBeVisible();
    await dialog.getByLabel("Draw from the client's prepaid balance").uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(admin, "Task updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(taskRow(admin, title)).toContainText("In Progress");

    // The member sees the status, the hours and what the unpaid time costs (1.5 h at €10.23).
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toContainText("In Progress");
    await expect(row).toContainText("1.5");
    await row.getByRole("button", { name: `View details of ${title}` }).click();
    await expect(page).toHaveURL(/[?&]task=/);
    const details = page.getByRole("dialog");
    await expect(details.getByRole("heading", { name: title })).toBeVisible();
    await expect(details.getByTestId("task-hours")).toHaveText("1.5 hours");
    await expect(details.getByTestId("task-unpaid")).toContainText("1.5 h to bill — €15.35 at €10.23 per hour");
    await expectAxeClean(page);
    // While the task is open the member can attach another document.
    await details.getByLabel("Attach a document").setInputFiles(pdf("landlord-letter.pdf"));
    await details.getByRole("button", { name: "Attach", exact: true }).click();
    await expect(toast(page, "Document attached to the task")).toBeVisible();
    await expect(details.getByRole("link", { name: "Download landlord-letter.pdf" })).toBeVisible();
    await expect(details.getByRole("link", { name: "Download rental-contract.pdf" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]task=/);

    // Completed: the member gets the completion report by email.
    dialog = await operatorUpdate(admin, title, { status: "Completed", notes: "Called the landlord; the deposit is returned on Friday." });
    await expect(dialog).toBeHidden();
    const mail = await waitForMail(page.request, member.email, `Your task "${title}" is completed`);
    expect(mail.text).toContain("Called the landlord; the deposit is returned on Friday.");
    expect(mail.text).toContain("rental-contract.pdf");
    expect(mail.text).toContain("landlord-letter.pdf");
    await admin.context().close();

    // The member reads the notes and downloads the document under its own name.
    await page.reload();
    await expect(row).toContainText("Completed");
    await row.getByRole("button", { name: `View details of ${title}` }).click();
    await expect(details.getByTestId("task-admin-notes")).toHaveText("Called the landlord; the deposit is returned on Friday.");
    const download = page.waitForEvent("download");
    await details.getByRole("link", { name: "Download rental-contract.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("rental-contract.pdf");
    // A completed task takes no more documents.
    await expect(details.getByText("Attach a document")).toHaveCount(0);
  });

  test("failures say what happened, with the spec's texts", async ({ memberPage: page }) => {
    await page.route("**/api/tasks?**", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Database unavailable" } } }));
    await page.route("**/api/tasks", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Database unavailable" } } })
        : route.fallback(),
    );
    await page.goto("/dashboard/tasks");
    // After the query client's three retries (1 + 2 + 4 s).
    await expect(toast(page, "Failed to load tasks: Database unavailable")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load tasks: Database unavailable" })).toBeVisible();
    await page.unrouteAll();

    await page.goto("/dashboard/upload");
    await page.getByLabel("Task Title").fill("Refused by the server");
    await page.route("**/api/tasks", (route) => route.fulfill({ status: 400, json: { error: { code: "bad_request", message: "Title is too long (200 characters at most)" } } }));
    await page.getByRole("button", { name: "Submit Task" }).click();
    await expect(toast(page, "Failed to submit task: Title is too long (200 characters at most)")).toBeVisible();
    // Nothing is lost: the title stays for another try.
    await expect(page.getByLabel("Task Title")).toHaveValue("Refused by the server");
    await page.unrouteAll();

    // The session ended in the meantime.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Submit Task" }).click();
    await expect(toast(page, "You must be logged in to submit a task")).toBeVisible();
  });

  test("Submit a Task speaks Bulgarian", async ({ memberPage: page }, testInfo) => {
    // The member's preferred language becomes the dashboard's.
    const res = await page.request.patch("/api/profile", {
      data: { fullName: "Maria Ivanova", phone: "", preferredLanguage: "bg" },
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto("/dashboard/upload");
    await expect(page.getByRole("heading", { name: "Нова заявка за задача", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(toast(page, "Моля, въведете заглавие на задачата")).toBeVisible();
    await page.getByLabel("Заглавие на задачата").fill("Обаждане до общината");
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(toast(page, "Задачата ви беше изпратена успешно!")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Обаждане до общината" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Моите задачи", level: 1 })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Обаждане до общината" })).toContainText("Чакаща");
  });

  test("tabs, search and pages live in the URL; Back restores them", async ({ memberPage: page, browser, baseURL }) => {
    const tag = Date.now().toString(36);
    await submitTask(page, `Tab check pending ${tag}`);
    await submitTask(page, `Tab check progress ${tag}`);
    const admin = await adminBrowser(browser, baseURL);
    await operatorUpdate(admin, `Tab check progress ${tag}`, { status: "In Progress" });
    await expect(toast(admin, "Task updated")).toBeVisible();
    await admin.context().close();

    await page.goto("/dashboard/tasks");
    // Newest first.
    await expect(page.getByRole("row").nth(1)).toContainText(`Tab check progress ${tag}`);
    await expect(page.getByTestId("count-in_progress")).toHaveText("1");
    await page.getByRole("tab", { name: /In Progress/ }).click();
    await expect(page).toHaveURL(/tab=in_progress/);
    await expect(page.getByRole("tab", { name: /In Progress/ })).toHaveAttribute("aria-selected", "true");
    await expect(taskRow(page, `Tab check pending ${tag}`)).toHaveCount(0);
    await expect(taskRow(page, `Tab check progress ${tag}`)).toBeVisible();
    // Keyboard: arrows move between tabs.
    await page.getByRole("tab", { name: /In Progress/ }).press("ArrowRight");
    await expect(page).toHaveURL(/tab=completed/);
    await expect(page.getByText("No tasks available yet.")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/tab=in_progress/);
    await expect(taskRow(page, `Tab check progress ${tag}`)).toBeVisible();
    // A shared link opens the same view.
    await page.goto("/dashboard/tasks?tab=pending");
    await expect(taskRow(page, `Tab check pending ${tag}`)).toBeVisible();
    await expect(taskRow(page, `Tab check progress ${tag}`)).toHaveCount(0);
  });

  test("the admin searches all client tasks and pages through them", async ({ page, member }, testInfo) => {
    test.setTimeout(60_000);
    const tag = `pg${Date.now().toString(36)}`;
    await signInAs(page.request, member);
    // 21 tasks: one more than a page.
    for (let i = 1; i <= 21; i += 1) {
      const res = await page.request.post("/api/tasks", {
        data: { title: `${tag} task ${i}`, description: "", urgency: "low" },
        headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.context().clearCookies();
    await addAdminSession(page.context());
    await page.goto("/dashboard/tasks");
    await page.getByLabel("Search tasks").fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByTestId("count-all")).toHaveText("21");
    const rows = page.getByRole("row").filter({ hasText: tag });
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(`${tag} task 21`);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag} task 1`);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(rows).toHaveCount(20);
    await expect(page).not.toHaveURL(/cursor=/);
    await expectAxeClean(page);
  });

  test("the task list and its dialogs fit a 375 px screen", { tag: "@mobile" }, async ({ memberPage: page }) => {
    const title = `Small screen ${Date.now().toString(36)} with a rather long title that must wrap`;
    await submitTask(page, title, { file: pdf("passport-scan.pdf") });
    await expectNoSidewaysScroll(page);
    await page.goto("/dashboard/tasks");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);
    await card.getByRole("button", { name: `View details of ${title}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Download passport-scan.pdf" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Polled: the dialog settles after its opening animation.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    await expectAxeClean(page);
  });

  test("the admin's task list and Update dialog fit a 375 px screen", { tag: "@mobile" }, async ({ adminPage: page }) => {
    await page.goto("/dashboard/tasks");
    await expect(page.getByRole("heading", { name: "All Client Tasks", level: 1 })).toBeVisible();
    const first = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Update / }) }).first();
    await expect(first).toBeVisible();
    await expectNoSidewaysScroll(page);
    await first.getByRole("button", { name: /^Update / }).click();
    const dialog = page.getByRole("dialog", { name: "Update Task" });
    await expect(dialog.getByLabel("Hours spent")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
