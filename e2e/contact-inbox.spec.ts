import { expect, signInAs, test, addAdminSession } from "./fixtures";
import { createClientFromDialog, toast } from "./inboxes";
import { uniqueEmail, waitForMail } from "./mailbox";


/** A contact request as the public form sends it (language: the one the visitor used). */
async function submitContact(request: import("@playwright/test").APIRequestContext, body: { name: string; email: string; message: string; language?: "en" | "bg" }) {
  const res = await request.post("/api/contact", {
    data: { service: "paperwork", language: "en", ...body },
    headers: { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("contact inbox", () => {
  test("visitor writes → the operator answers from the inbox → the visitor answers by email into the same request; then converts to a client and a task", async ({ page, request, browser, baseURL }) => {
    // A request's whole life, four emails and two browsers: about 30 s on CI's two cores.
    test.setTimeout(60_000);
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Ivana Georgieva ${suffix}`;
    const email = uniqueEmail("visitor");

    // The visitor, on the public contact form.
    await page.goto("/contact");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Type of help needed").selectOption("paperwork");
    await page.getByLabel("Message").fill("Please help me register my car.\n<script>alert('x')</script>");
    // The form's code loads on first use: on a loaded machine that and the send outlast the default 7 s.
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible({ timeout: 20_000 });
    // Its reference, on the page and in the acknowledgement the visitor gets at once.
    const reference = (await page.getByText(/^C-\d{4}-\d{6}$/).textContent()) ?? "";
    expect(reference).toMatch(/^C-\d{4}-\d{6}$/);
    const ack = await waitForMail(request, email, `We have your message — ${reference}`);
    expect(ack.text).toContain(`Your reference: ${reference}`);
    expect(ack.text).toContain("We reply within 24 hours, by ");

    // The operator, in the admin area.
    await addAdminSession(page.context());
    await page.goto("/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Contact inbox" }).click();
    await expect(page.getByRole("heading", { name: "Contact inbox", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(email);
    await expect(row).toContainText(reference);
    await expect(row).toContainText("Paperwork setup");
    await expect(row).toContainText("Please help me register my car. <script>alert('x')</script>");
    await expect(row).toContainText("New");
    await expect(row).toContainText(/(1 d|23 h( \d+ min)?) left/);
    await row.getByRole("button", { name: `Open the request from ${name}` }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Contact request: ${name}` })).toBeVisible();
    await expect(dialog.getByText("<script>alert('x')</script>")).toBeVisible();
    await expect(dialog.getByText(reference, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Subject")).toHaveValue("Re: Paperwork setup");
    await dialog.getByLabel("Reply", { exact: true }).fill("We can help. Bring your <b>passport</b> on Monday.");
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page, "Reply sent")).toBeVisible();
    await expect(dialog.getByText("We can help. Bring your <b>passport</b> on Monday.")).toBeVisible();
    await expect(dialog.getByText("Answered", { exact: true })).toBeVisible();

    // The answer's subject carries the reference: the visitor's own answer threads to it.
    const mail = await waitForMail(request, email, `Re: Paperwork setup [${reference}]`);
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.text).toContain("We can help. Bring your <b>passport</b> on Monday.");
    expect(mail.html).toContain("&lt;b&gt;passport&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>passport</b>");

    // The visitor answers that email (their mail client here: the dev mailbox's Reply, the same
    // path as a reply fetched over IMAP): the open request shows it, and it is New again.
    const client = await browser.newPage({ baseURL });
    await client.goto(`/dev/mailbox/${mail.id}`);
    await client.getByLabel("Your reply").fill("Monday works for me, thank you.");
    await client.getByRole("button", { name: "Reply" }).click();
    await expect(client.getByRole("status")).toHaveText("Reply: posted");
    await client.close();
    const answer = dialog.getByTestId("visitor-reply");
    await expect(answer).toContainText("Monday works for me, thank you.");
    await expect(answer).toContainText(`${name}, by email`);
    await expect(answer).not.toContainText("wrote:");
    await expect(dialog.getByText("New", { exact: true })).toBeVisible();

    // Convert into a client account (the Add New Client rules; a welcome email).
    await createClientFromDialog(page, dialog, request, { button: "Convert to client", name, email });

    // And into a task for that client.
    await dialog.getByRole("button", { name: "Convert to task" }).click();
    await expect(dialog.getByText(`For ${name} (linked client account).`)).toBeVisible();
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(toast(page, "Task created")).toBeVisible();
    await expect(dialog.getByRole("link", { name: `Paperwork setup — ${name}` })).toBeVisible();

    // Close it: it leaves the New tab.
    await dialog.getByRole("button", { name: "Close request" }).click();
    await expect(toast(page, "Status updated")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Closed/ }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Closed");
  });

  test("in Bulgarian: the inbox and the reply email speak the visitor's language", async ({ page, request, freshAdmin }, testInfo) => {
    const name = `Мария ${Math.random().toString(36).slice(2, 7)}`;
    const email = uniqueEmail("visitor-bg");
    await submitContact(request, { name, email, message: "Трябва ми помощ с адресната регистрация.", language: "bg" });

    await signInAs(page.request, freshAdmin);
    const profile = await page.request.patch("/api/profile", {
      data: { fullName: freshAdmin.name, phone: "", preferredLanguage: "bg" },
      headers: { Origin: new URL(testInfo.project.use.baseURL ?? "http://localhost:3100").origin },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    await page.goto("/dashboard/contact");
    await expect(page.getByRole("heading", { name: "Входящи запитвания", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Ново");
    await expect(row).toContainText(/Остават/);
    await row.getByRole("button", { name: `Отвори запитването от ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(`Изпраща се до ${email} на български.`)).toBeVisible();
    await dialog.getByLabel("Тема").fill("Вашето запитване");
    await dialog.getByLabel("Отговор", { exact: true }).fill("Ще ви помогнем още утре.");
    await dialog.getByRole("button", { name: "Изпрати отговора" }).click();
    await expect(toast(page, "Отговорът е изпратен")).toBeVisible();

    const mail = await waitForMail(request, email, /^Вашето запитване \[C-\d{4}-\d{6}\]$/);
    expect(mail.text).toContain(`Здравейте, ${name},`);
    expect(mail.text).toContain("Екипът на Concierge");
  });

  test("a client who writes from their address: the inbox names and links them, and the task is theirs without choosing", async ({ adminPage: page, request, member }) => {
    const message = `Please call my landlord ${Math.random().toString(36).slice(2, 7)}`;
    await submitContact(request, { name: "Someone", email: member.email, message });
    await page.goto("/dashboard/contact");
    await page.getByRole("row").filter({ hasText: message }).getByRole("button", { name: "Open the request from Someone" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: member.name })).toHaveAttribute("href", /\/dashboard\/clients\/.+/);
    await expect(dialog.getByText("(the email is this client's)")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Convert to client" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Convert to task" }).click();
    await expect(dialog.getByText(`For ${member.name} (linked client account).`)).toBeVisible();
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(toast(page, "Task created")).toBeVisible();
  });

  test("at 375 px the inbox is a list of cards without sideways scrolling", { tag: "@mobile" }, async ({ adminPage: page, request }) => {
    const name = `Phone Visitor ${Math.random().toString(36).slice(2, 7)}`;
    await submitContact(request, { name, email: uniqueEmail("visitor-phone"), message: "A long message ".repeat(20) });
    await page.goto("/dashboard/contact");
    await expect(page.getByRole("heading", { name: "Contact inbox", level: 1 })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: `Open the request from ${name}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole("button", { name: `Open the request from ${name}` }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Send reply" })).toBeVisible();
  });
});
