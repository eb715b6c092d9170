import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mailbox";
import { toast } from "./work";

/**
 * The messages' English (every validation and API message) is no part of a page's first load:
 * it comes once the page is idle, or with the first message said (src/web/i18n/en.ts). A
 * visitor who sends a form before that sees every message in words, in their language, never
 * by its key. "Before that": the browser's idle callbacks are held back, so only the form's own
 * need can bring the English.
 */

/** The browser is never idle: the idle prefetch (ui/deferred.tsx) never starts. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Records every key of `keys` that the page ever shows as text, however briefly. */
async function watchForKeys(page: Page, keys: string[]) {
  await page.addInitScript((watched: string[]) => {
    const seen = new Set<string>();
    (window as unknown as { keysSeen: Set<string> }).keysSeen = seen;
    const look = (node: Node) => {
      if (node.nodeName === "SCRIPT") return;
      const text = node.textContent ?? "";
      for (const key of watched) if (text.includes(key)) seen.add(key);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") look(record.target);
        for (const node of record.addedNodes) look(node);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, keys);
}

const keysSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { keysSeen: Set<string> }).keysSeen]);

/** Whether the page has fetched the messages' English chunk (src/web/i18n/en-messages.ts). */
const englishFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").some((r) => /\/assets\/en-messages-[^/]*\.js$/.test(new URL(r.name).pathname)));

const LONG_TITLE = "T".repeat(201);
/** Each test loads a page's code and then the messages' on a machine that may be busy. */
const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });

test.describe("messages said before the page is idle", () => {
  test("a task sent at once: its errors in English, fetched on that need, never a key", async ({ memberPage: page }) => {
    await neverIdle(page);
    await watchForKeys(page, ["length.title", "task.titleRequired"]);
    await page.goto("/dashboard/upload");
    await expect(page.getByRole("heading", { name: "New Task Request", level: 1 })).toBeVisible();
    // Interactive, and the English is not in: nothing said a message yet.
    expect(await englishFetched(page)).toBe(false);

    await page.getByLabel("Task Title").fill(LONG_TITLE);
    await page.getByRole("button", { name: "Submit Task" }).click();
    await expect(page.locator("#task-title-error")).toHaveText("Title is too long (200 characters at most)", SLOW);
    await expect(toast(page, "Title is too long (200 characters at most)")).toBeVisible();
    expect(await englishFetched(page)).toBe(true);
    expect(await keysSeen(page)).toEqual([]);
  });

  test("a refused sign-in at once: the refusal in English, never a key", async ({ page }) => {
    await neverIdle(page);
    await watchForKeys(page, ["auth.invalidCredentials"]);
    await page.goto("/member-login");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill("Wrong-password-123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const message = "Invalid login credentials. Please check your email and password.";
    await expect(toast(page, message)).toBeVisible(SLOW);
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    expect(await keysSeen(page)).toEqual([]);
  });

  for (const [path, required, tooLong] of [
    ["/contact", "Please enter your name", "Name is too long (200 characters at most)"],
    ["/bg/contact", "Моля, въведете името си", "Името е твърде дълго (най-много 200 знака)"],
  ] as const) {
    test(`${path}: the contact form sent before its island hydrated says its errors in words`, async ({ page }) => {
      await watchForKeys(page, ["contact.name", "length.name"]);
      // The press comes before the form's island has hydrated: it brings the form's code, and its messages.
      await page.goto(path);
      await expect(page.locator("html")).not.toHaveAttribute("data-prerendered", /.*/);
      await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute("data-hydrated", /.*/);
      // A public page loads no message before one is said.
      expect(await englishFetched(page)).toBe(false);
      const send = page.getByRole("button", { name: path === "/contact" ? "Send Message" : "Изпрати съобщението" });
      await send.click();
      await expect(page.locator("#contact-name-error")).toHaveText(required, SLOW);
      await expect(toast(page, required)).toBeVisible();
      await page.locator("#contact-name").fill("M".repeat(201));
      await send.click();
      await expect(page.locator("#contact-name-error")).toHaveText(tooLong);
      expect(await keysSeen(page)).toEqual([]);
    });
  }

  test("a Bulgarian member's task sent at once: its errors in Bulgarian", async ({ memberPage: page }, testInfo) => {
    const res = await page.request.patch("/api/profile", {
      data: { fullName: "Maria Ivanova", phone: "", preferredLanguage: "bg" },
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await neverIdle(page);
    await watchForKeys(page, ["length.title", "task.titleRequired"]);
    await page.goto("/dashboard/upload");
    await expect(page.getByRole("heading", { name: "Нова заявка за задача", level: 1 })).toBeVisible();
    await page.getByLabel("Заглавие на задачата").fill(LONG_TITLE);
    await page.getByRole("button", { name: "Изпрати задачата" }).click();
    await expect(page.locator("#task-title-error")).toHaveText("Заглавието е твърде дълго (най-много 200 знака)", SLOW);
    expect(await keysSeen(page)).toEqual([]);
  });
});

test("the English comes by itself once the dashboard is idle, with no message said", async ({ memberPage: page }) => {
  // Within 10 s of load as bench/dashboard-weight.ts measures it; here only that nothing needs to ask for it.
  test.setTimeout(90_000);
  await page.goto("/dashboard");
  await expect.poll(() => englishFetched(page), { timeout: 60_000 }).toBe(true);
});
