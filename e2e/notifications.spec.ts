import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { adminBrowser, expectNoSidewaysScroll } from "./work";

/** The bell in the dashboard header (its name carries the unread count for screen readers). */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const dot = (page: Page) => page.getByTestId("notification-dot");
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

const origin = (info: TestInfo) => new URL(info.project.use.baseURL ?? "").origin;

async function submitTaskViaApi(request: APIRequestContext, info: TestInfo, title: string): Promise<string> {
  const res = await request.post("/api/tasks", { data: { title, description: "", urgency: "normal" }, headers: { Origin: origin(info) } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The operator's Update, as the dialog sends it. */
async function setStatus(adminApi: APIRequestContext, taskId: string, status: string) {
  const res = await adminApi.patch(`/api/tasks/${taskId}`, { data: { status, adminNotes: "", hoursSpent: 0, drawFromBalance: false } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until this tab's live stream is open (the stream's `ready` arrives after the bell's first list). */
async function streamOpen(page: Page) {
  await page.waitForResponse((r) => r.url().includes("/api/notifications/stream") && r.status() === 200);
}

test.describe("notification bell", () => {
  test("the operator changes a task's status: the member's bell lights up live, opens the list, marks all read", async ({
    memberPage: page,
    adminApi,
  }, testInfo) => {
    const title = `Residence permit ${Date.now().toString(36)}`;
    const taskId = await submitTaskViaApi(page.request, testInfo, title);

    const opened = streamOpen(page);
    await page.goto("/dashboard");
    await opened;
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(dot(page)).toHaveCount(0);

    await setStatus(adminApi, taskId, "in_progress");
    // No reload: the stream brings it.
    await expect(dot(page)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread notification");

    await bell(page).click();
    const list = panel(page);
    await expect(list.getByRole("button", { name: `Unread: Task "${title}" is now In Progress` })).toBeVisible();
    await expect(list.getByText(/ago$/)).toBeVisible();
    await list.getByRole("button", { name: "Mark all as read" }).click();
    await expect(dot(page)).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(list.getByRole("button", { name: `Task "${title}" is now In Progress` })).toBeVisible();

    // A second change; clicking it opens the task's details.
    await setStatus(adminApi, taskId, "completed");
    await expect(list.getByRole("button", { name: `Unread: Task "${title}" is now Completed` })).toBeVisible();
    await list.getByRole("button", { name: `Unread: Task "${title}" is now Completed` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/tasks\\?task=${taskId}`));
    // The dialog is named "Task Details" while it loads, then by the task's title.
    await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
    await expect(dot(page)).toHaveCount(0);
  });

  test("a member submits a task: the operator's bell lights up live", async ({ page, member, browser, baseURL, adminApi }, testInfo) => {
    const admin = await adminBrowser(browser, baseURL);
    // The operator's account is shared with tests running alongside, whose members also ring
    // this bell: start from a read bell, but judge by this test's own notification.
    expect((await adminApi.post("/api/notifications/read-all", { data: {} })).ok()).toBe(true);
    const opened = streamOpen(admin);
    await admin.goto("/dashboard");
    await opened;

    await signInAs(page.request, member);
    const title = `Lease review ${Date.now().toString(36)}`;
    await submitTaskViaApi(page.request, testInfo, title);

    // The dot may light for a neighbour's notification first: open the bell once this test's own exists.
    await expect
      .poll(async () => {
        const list = (await (await adminApi.get("/api/notifications")).json()) as { items: { data: object }[] };
        return list.items.some((n) => Object.values(n.data).includes(title));
      })
      .toBe(true);
    await expect(dot(admin)).toBeVisible();
    await bell(admin).click();
    const item = panel(admin).getByRole("button", { name: `Unread: New task from ${member.name}: "${title}"` });
    await expect(item).toBeVisible();
    await item.click();
    await expect(admin).toHaveURL(/\/dashboard\/tasks\?task=/);
    // Opening it marked this notification read (others may have arrived meanwhile).
    await expect
      .poll(async () => {
        const list = (await (await adminApi.get("/api/notifications")).json()) as { items: { data: object; readAt: string | null }[] };
        const mine = list.items.find((n) => Object.values(n.data).includes(title));
        return mine ? (mine.readAt ? "read" : "unread") : "missing";
      })
      .toBe("read");
    await admin.context().close();
  });

  test("when the stream is blocked, the bell falls back to polling every 30 s", async ({ memberPage: page, adminApi }, testInfo) => {
    const title = `Blocked proxy ${Date.now().toString(36)}`;
    const taskId = await submitTaskViaApi(page.request, testInfo, title);
    let attempts = 0;
    await page.route("**/api/notifications/stream**", (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.clock.install();
    await page.goto("/dashboard");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    // The second failed attempt (after 1 s) switches to polling.
    await expect.poll(async () => {
      await page.clock.runFor(1_000);
      return attempts;
    }).toBeGreaterThanOrEqual(2);

    await setStatus(adminApi, taskId, "in_progress");
    await page.clock.runFor(31_000);
    await expect(dot(page)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread notification");
  });

  test("the bell's list fits a 375 px phone, in Bulgarian too", { tag: "@mobile" }, async ({ memberPage: page, adminApi }, testInfo) => {
    const title = `A rather long task title about the municipality of Sofia ${Date.now().toString(36)}`;
    const taskId = await submitTaskViaApi(page.request, testInfo, title);
    await setStatus(adminApi, taskId, "in_progress");
    await page.goto("/dashboard");
    await expect(dot(page)).toBeVisible();
    await bell(page).click();
    const list = panel(page);
    await expect(list.getByText(`Task "${title}" is now In Progress`)).toBeVisible();
    const fits = async (panelBox: ReturnType<typeof panel>) => {
      const box = await panelBox.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await expectNoSidewaysScroll(page);
    };
    await fits(list);

    // The member's preferred language words the same notification in Bulgarian.
    const res = await page.request.patch("/api/profile", {
      data: { fullName: "Maria Ivanova", phone: "", preferredLanguage: "bg" },
      headers: { Origin: origin(testInfo) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("banner").getByRole("button", { name: "Известия, 1 непрочетено известие" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: /^Известия/ }).click();
    const bgList = page.getByRole("dialog", { name: "Известия" });
    await expect(bgList.getByText(`Задачата „${title}“ вече е: В процес`)).toBeVisible();
    await expect(bgList.getByRole("button", { name: "Маркирай всички като прочетени" })).toBeVisible();
    await expect(bgList.getByText(/преди/)).toBeVisible();
    await fits(bgList);
  });
});
