import { ImapFlow } from "imapflow";
import MailComposer from "nodemailer/lib/mail-composer";
import { type Dovecot, startDovecot } from "../src/server/test/dovecot";
import { expect, test } from "./fixtures";
import type { Mail } from "./mailbox";
import { toast } from "./work";

/*
 * Reply by email: the operator writes, the member answers from their mail
 * client — the reply goes through a real IMAP server (Dovecot, on the port the e2e server's
 * IMAP_URL names) — and the operator's open Messages screen shows it without a reload.
 */
/** OPERATOR_EMAIL's default: the e2e server does not set one. */
const OPERATOR = "operator@concierge.localhost";

// Started inside the one test that needs it: with fullyParallel a beforeAll would run in every
// worker that takes a test of this file, and two Dovecots cannot share the port.
let imap: Dovecot;
test.afterEach(async () => imap?.stop());

test("operator writes → the member replies by email through IMAP → the operator's open thread updates live", async ({ adminPage: admin, member, request }) => {
  test.skip(!!process.env.E2E_BASE_URL, "needs this run's own server, whose IMAP_URL names the Dovecot started here");
  test.setTimeout(60_000);
  const tag = `rbe${Date.now().toString(36)}`;
  imap = await startDovecot({ port: Number(process.env.E2E_IMAP_PORT), user: "replies", pass: "replies-secret" });

  await admin.goto("/dashboard/messages");
  const streamOpen = admin.waitForResponse((r) => r.url().includes("/api/notifications/stream") && r.status() === 200);
  await admin.getByRole("button", { name: "Compose New" }).click();
  const dialog = admin.getByRole("dialog", { name: "Compose New" });
  await dialog.getByRole("searchbox", { name: "Search clients" }).fill(member.email);
  await dialog.getByLabel("Recipient", { exact: true }).selectOption({ label: `${member.name} — ${member.email}` });
  await dialog.getByLabel("Subject").fill(`${tag} Appointment`);
  await dialog.getByLabel("Message", { exact: true }).fill("Your appointment is on Monday at 10:00.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(admin, "Message sent successfully!")).toBeVisible();
  await streamOpen;

  // The member's email carries the conversation's reply address.
  let mail: Mail & { replyTo: string | null } = undefined as never;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as (Mail & { replyTo: string | null })[];
      mail = mails.find((m) => m.subject === `New message: ${tag} Appointment`)!;
      return mail?.replyTo ?? "";
    })
    .toMatch(/^reply\+[a-z2-7]{32}@reply\.concierge\.test$/);
  expect(mail.text).toContain("You can answer by replying to this email");

  // Their mail client answers above the quoted original; the reply lands in the mailbox the server fetches.
  const raw = await new MailComposer({
    from: `${member.name} <${member.email}>`,
    to: mail.replyTo!,
    subject: `Re: ${mail.subject}`,
    text: `${tag} Monday suits me, thank you.\n\nOn Sat, 21 Nov 2026 at 10:00, Concierge <${mail.replyTo}> wrote:\n> Your appointment is on Monday at 10:00.\n`,
  })
    .compile()
    .build();
  const client = new ImapFlow({ host: "127.0.0.1", port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  await client.connect();
  await client.append("INBOX", raw);
  await client.logout();

  // No reload: the operator's open screen gains the member's reply, unread, without the quoted history.
  const row = admin.getByTestId("conversation-row").filter({ hasText: `${tag} Monday suits me` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toHaveAttribute("data-unread", "true");
  await row.getByRole("button", { name: `Open the conversation with ${member.name}` }).click();
  const details = admin.getByRole("dialog", { name: `Conversation with ${member.name}` });
  await expect(details).toContainText(`${tag} Monday suits me, thank you.`);
  await expect(details).not.toContainText("wrote:");
});

test("the dev mailbox's Reply button: the operator answers a member's message email, the member's open conversation updates live", async ({
  memberPage: page,
  browser,
  baseURL,
  request,
}) => {
  const tag = `dmr${Date.now().toString(36)}`;
  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/notifications/stream") && r.status() === 200);
  await page.goto("/dashboard/messages");
  await streamOpen;
  await page.getByLabel("Message", { exact: true }).fill(`${tag} Where is my permit?`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();

  let mailId = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(OPERATOR)}`)).json()) as Mail[];
      mailId = mails.find((m) => m.text.includes(tag))?.id ?? "";
      return mailId;
    })
    .not.toBe("");
  // The operator's mail client, here the dev mailbox's page (public, like the mailbox).
  const operator = await browser.newPage({ baseURL });
  await operator.goto(`/dev/mailbox/${mailId}`);
  await operator.getByLabel("Your reply").fill(`${tag} It is ready: pick it up on Friday.`);
  await operator.getByRole("button", { name: "Reply" }).click();
  await expect(operator.getByRole("status")).toHaveText("Reply: posted");
  await operator.close();

  await expect(page.getByTestId("conversation-message").filter({ hasText: `${tag} It is ready` })).toBeVisible();
  await expect(page.getByTestId("conversation-message").filter({ hasText: "wrote:" })).toHaveCount(0);
});
