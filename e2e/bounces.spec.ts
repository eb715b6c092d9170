import { randomUUID } from "node:crypto";
import { ImapFlow } from "imapflow";
import { type Dovecot, startDovecot } from "../src/server/test/dovecot";
import { expect, test } from "./fixtures";
import type { Mail } from "./mailbox";
import { toast } from "./work";

/*
 * A hard bounce (docs/decisions/0036-mail-delivery-and-bounces.md): a delivery report for a mail we
 * sent the member reaches the reply mailbox (a real Dovecot on the port the e2e server's IMAP_URL
 * names); the operator's page for that client says the address is undeliverable and why, and
 * the operator clears it.
 */
let imap: Dovecot;
test.afterEach(async () => imap?.stop());

/** An RFC 3464 report as Postfix writes one, returning the headers of the mail that bounced. */
function dsn(failed: string, mailId: string): string {
  const b = `b-${randomUUID()}`;
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
    "To: bounces@reply.concierge.test",
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <${randomUUID()}@mx.example.net>`,
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    "",
    `--${b}`,
    "Content-Type: text/plain",
    "",
    "Your message could not be delivered.",
    `--${b}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.net",
    "",
    `Final-Recipient: rfc822; ${failed}`,
    "Action: failed",
    "Status: 5.1.1",
    "Diagnostic-Code: smtp; 550 5.1.1 User unknown",
    "",
    `--${b}`,
    "Content-Type: text/rfc822-headers",
    "",
    `To: ${failed}`,
    `Message-ID: <mail.${mailId}@concierge.localhost>`,
    "",
    `--${b}--`,
    "",
  ].join("\r\n");
}

test("a hard bounce shows the client's address as undeliverable, with the server's words; the operator clears it", async ({ adminPage: admin, member, request }) => {
  test.skip(!!process.env.E2E_BASE_URL, "needs this run's own server, whose IMAP_URL names the Dovecot started here");
  test.setTimeout(60_000);
  imap = await startDovecot({ port: Number(process.env.E2E_IMAP_PORT), user: "replies", pass: "replies-secret" });

  const found = (await (await admin.request.get(`/api/clients/search?q=${encodeURIComponent(member.email)}`)).json()) as { items: { id: string }[] };
  const id = found.items[0]!.id;
  // The operator writes to the member; that mail is the one that bounces.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const sent = await admin.request.post("/api/messages/compose", { data: { clientId: id, subject: "Documents", content: "Your documents are ready." }, headers: { Origin: origin } });
  expect(sent.status()).toBe(201);
  let mailId = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json()) as Mail[];
      mailId = mails[0]?.id ?? "";
      return mailId;
    })
    .not.toBe("");
  const client = new ImapFlow({ host: "127.0.0.1", port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  await client.connect();
  await client.append("INBOX", Buffer.from(dsn(member.email, mailId)));
  await client.logout();

  // The server fetches the mailbox every 250 ms.
  await expect.poll(async () => ((await (await admin.request.get(`/api/clients/${id}`)).json()) as { undeliverable: unknown }).undeliverable, { timeout: 15_000 }).not.toBeNull();

  await admin.goto(`/dashboard/clients/${id}`);
  const notice = admin.getByRole("alert").filter({ hasText: "Undeliverable" });
  // Generous: the page loads its details after the frame.
  await expect(notice).toContainText("Undeliverable: mail to this address bounced", { timeout: 20_000 });
  await expect(notice).toContainText("The receiving server said: 550 5.1.1 User unknown");
  await notice.getByRole("button", { name: "The address works again: send mail to it" }).click();
  await expect(toast(admin, "Mail goes to this address again.")).toBeVisible();
  await expect(admin.getByText("Undeliverable: mail to this address bounced")).toHaveCount(0);
});
