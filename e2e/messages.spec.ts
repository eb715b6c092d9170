import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import type { Mail } from "./mailbox";
import { adminBrowser, expectAxeClean, expectNoSidewaysScroll, pdf, toast } from "./work";

/** OPERATOR_EMAIL's default: the e2e server does not set one. */
const OPERATOR = "operator@concierge.localhost";

/** The newest mail to `to` whose text contains `needle` (tests share the operator's mailbox). */
async function mailWith(request: APIRequestContext, to: string, needle: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as Mail[]).find((m) => m.text.includes(needle));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The operator's row (desktop table) of the conversation whose last message starts with `tag`. */
const adminRow = (page: Page, tag: string) => page.getByTestId("conversation-row").filter({ hasText: tag });
/** The operator's open conversation with `name`. */
const threadOf = (page: Page, name: string) => page.getByRole("dialog", { name: `Conversation with ${name}` });
const conversationItem = (page: Page, text: string) => page.getByTestId("conversation-message").filter({ hasText: text });

async function memberWrites(page: Page, content: string, file?: ReturnType<typeof pdf>) {
  await page.goto("/dashboard/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill(content);
  if (file) {
    await page.getByLabel(/^Attachment/).setInputFiles(file);
    await expect(toast(page, "Document selected successfully!")).toBeVisible();
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
}

test.describe("messages", () => {
  test("member writes → the operator sees the conversation unread, opens the thread (read), replies → the member sees the reply", async ({
    memberPage: page,
    member,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const tag = `msg${Date.now().toString(36)}`;

    // Empty: the product's message.
    await page.goto("/dashboard/messages");
    await expect(page.getByText("No messages yet. Write to us using the form above.")).toBeVisible();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();

    await memberWrites(page, `${tag} Can you call my landlord?\nThe deposit is late.`, pdf("lease.pdf"));
    // The inline green notice beside the toast.
    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    const mine = conversationItem(page, tag);
    await expect(mine).toContainText("You");
    await expect(mine.getByRole("link", { name: "Download lease.pdf" })).toBeVisible();

    // The operator is emailed, with a link to the conversation and the file's name only.
    const toOperator = await mailWith(request, OPERATOR, tag);
    expect(toOperator.subject).toBe(`New message from ${member.name}`);
    expect(toOperator.text).toContain("/dashboard/messages");
    expect(toOperator.text).toContain("Attachments: lease.pdf");

    // The member leaves the conversation (an open one takes a live reply as read at once).
    await page.goto("/dashboard/profile");
    // The operator: the client's conversation, unread and highlighted, with the time left to answer.
    const admin = await adminBrowser(browser, baseURL);
    await admin.goto("/dashboard/messages");
    await expect(admin.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    const row = adminRow(admin, tag);
    await expect(row).toHaveAttribute("data-unread", "true");
    await expect(row).toContainText(member.name);
    await expect(row).toContainText(`${`${tag} Can you call my landlord?`.slice(0, 30)}...`);
    await expect(row).toContainText("1 attachment");
    await expect(row).toContainText("1 unread");
    await expect(row).toContainText(/\d+ h( \d+ min)? left/);
    await expectAxeClean(admin);

    // Opening the thread reads it; the reply goes to the member's conversation.
    await row.getByRole("button", { name: `Open the conversation with ${member.name}` }).click();
    const dialog = threadOf(admin, member.name);
    await expect(dialog).toContainText("The deposit is late.");
    await expect(dialog.getByRole("link", { name: "Download lease.pdf" })).toBeVisible();
    await expect(row).not.toHaveAttribute("data-unread", "true");
    await expect(row).not.toContainText("unread");
    await dialog.getByLabel("Message", { exact: true }).fill(`${tag} reply: yes, tomorrow at 10.`);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
    await expect(dialog.getByTestId("thread-message").last()).toContainText(`${tag} reply: yes, tomorrow at 10.`);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    // Answered: the operator's reply is the last message and nothing waits.
    const answered = adminRow(admin, `${tag} reply`);
    await expect(answered).toContainText(`You: ${tag} reply`);
    await expect(answered).not.toContainText("left");
    await admin.context().close();

    // The member is emailed and sees the reply, highlighted as new; opening marked it read.
    const toMember = await mailWith(request, member.email, `${tag} reply`);
    expect(toMember.subject).toBe("New message from Concierge");
    expect(toMember.text).toContain("/dashboard/messages");
    await page.goto("/dashboard/messages");
    const reply = conversationItem(page, `${tag} reply`);
    await expect(reply).toHaveAttribute("data-unread", "true");
    await expect(reply).toContainText("Concierge");
    await expect(page.getByTestId("conversation-message").first()).toContainText(`${tag} reply`);
    await expect.poll(async () => (await (await page.request.get("/api/messages")).json()).unread).toBe(0);
    await expectAxeClean(page);
  });

  test("the operator composes a new message to a client; HTML stays text on both sides", async ({ adminPage: admin, member, browser, baseURL, request }) => {
    test.setTimeout(60_000);
    const tag = `cmp${Date.now().toString(36)}`;
    const payload = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

    await admin.goto("/dashboard/messages");
    await admin.getByRole("button", { name: "Compose New" }).click();
    const dialog = admin.getByRole("dialog", { name: "Compose New" });
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(admin, "Please fill in all fields")).toBeVisible();
    await dialog.getByRole("searchbox", { name: "Search clients" }).fill(member.email);
    const select = dialog.getByLabel("Recipient", { exact: true });
    await expect(select.getByRole("option", { name: new RegExp(member.email.replace(/[.+]/g, "\\$&")) })).toHaveCount(1);
    await select.selectOption({ label: `${member.name} — ${member.email}` });
    await dialog.getByLabel("Subject").fill(`${tag} Appointment`);
    await dialog.getByLabel("Message", { exact: true }).fill(`Monday 10:00.\n${payload}`);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(admin, "Message sent successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = adminRow(admin, tag);
    await expect(row).toContainText(member.name);
    await expect(row).toContainText(`You: ${tag} Appointment...`);

    const mail = await mailWith(request, member.email, "Monday 10:00.");
    expect(mail.subject).toBe(`New message: ${tag} Appointment`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");

    const page = await browser.newPage({ baseURL });
    await signInAs(page.request, member);
    await page.goto("/dashboard/messages");
    const item = conversationItem(page, `${tag} Appointment`);
    await expect(item).toContainText(payload);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // The member's own HTML stays text in the operator's list and thread too.
    await memberWrites(page, `${tag} ${payload}`);
    await expect(conversationItem(page, `${tag} <img`)).toContainText(payload);
    await admin.reload();
    const theirs = adminRow(admin, `${tag} <img`);
    await theirs.getByRole("button", { name: `Open the conversation with ${member.name}` }).click();
    await expect(threadOf(admin, member.name).getByTestId("message-content").last()).toHaveText(`${tag} ${payload}`);
    expect(await admin.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });

  test("Messages speak Bulgarian", async ({ memberPage: page }, testInfo) => {
    const res = await page.request.patch("/api/profile", {
      data: { fullName: "Maria Ivanova", phone: "", preferredLanguage: "bg" },
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto("/dashboard/messages");
    await expect(page.getByRole("heading", { name: "Съобщения", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Изпрати съобщението" }).click();
    await expect(toast(page, "Моля, попълнете всички полета")).toBeVisible();
    await page.getByLabel("Съобщение", { exact: true }).fill("Здравейте!");
    await page.getByRole("button", { name: "Изпрати съобщението" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Съобщението е изпратено успешно!" })).toBeVisible();
    await expect(conversationItem(page, "Здравейте!")).toContainText("Вие");
  });

  test("the member's conversation fits a 375 px screen", { tag: "@mobile" }, async ({ memberPage: page }) => {
    await memberWrites(page, `Small screen ${"with a rather long unbroken word ".repeat(3)}${"x".repeat(60)}`, pdf("passport-scan.pdf"));
    await expect(page.getByTestId("conversation-message").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });

  test("the operator's Messages screen and its dialogs fit a 375 px screen", { tag: "@mobile" }, async ({ adminPage: page, member, request }, testInfo) => {
    const tag = `mob${Date.now().toString(36)}`;
    await signInAs(request, member);
    const sent = await request.post("/api/messages", {
      data: { content: `${tag} ${"a long line that has to wrap on a phone ".repeat(4)}` },
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto("/dashboard/messages");
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    const card = page.getByTestId("conversation-card").filter({ hasText: tag });
    await expect(card).toHaveAttribute("data-unread", "true");
    await expectNoSidewaysScroll(page);
    await card.getByRole("button", { name: /^Open the conversation with / }).click();
    await expect(page.getByRole("dialog", { name: /^Conversation with / })).toContainText(tag);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "Compose New" }).click();
    const dialog = page.getByRole("dialog", { name: "Compose New" });
    await expect(dialog.getByLabel("Subject")).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
});
