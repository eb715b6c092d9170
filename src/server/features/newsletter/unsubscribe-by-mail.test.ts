import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboundEmails, newsletterSubscribers, outbox } from "../../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { type Dovecot, dovecotFetcher, startDovecot } from "../../test/dovecot";
import { inboundDepsOf, receiveReply } from "../messages/inbound/receive-reply";

const DOMAIN = "reply.concierge.test";
const ctx = await setupTestApp({ env: { REPLY_DOMAIN: DOMAIN } });
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

let imap: Dovecot;
let fetcher: ReturnType<typeof dovecotFetcher>;
beforeAll(async () => {
  imap = await startDovecot();
  fetcher = dovecotFetcher(imap, ctx, {
    maxBytes: 1024 * 1024,
    log,
    process: (raw, o) => receiveReply({ ...inboundDepsOf(ctx.app), log }, raw, { source: "imap", ...o }),
  });
});
afterAll(async () => imap?.stop());

/** Real MIME, as a mail client writes it, delivered into the reply mailbox (IMAP APPEND). */
async function deliver(mail: Mail.Options): Promise<string> {
  const messageId = `<${randomUUID()}@client.example>`;
  const raw = await new MailComposer({ messageId, ...mail }).compile().build();
  const c = new ImapFlow({ host: "127.0.0.1", port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  c.on("error", () => undefined);
  await c.connect();
  await c.append("INBOX", raw);
  await c.logout();
  return messageId;
}
const outcomeOf = async (messageId: string) => (await ctx.db.select().from(inboundEmails).where(eq(inboundEmails.messageKey, `id:${messageId}`)))[0];
const statusOf = async (email: string) => (await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

/** A confirmed subscriber and the List-Unsubscribe header of the newsletter mail they got. */
async function subscribed() {
  const email = uniqueEmail("news");
  expect((await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email }, remoteAddress: uniqueIp() })).statusCode).toBe(202);
  const [mail] = await ctx.mailTo(email);
  const token = new URL(linkFrom(mail!.text, "http://concierge.localhost/newsletter/confirm?token=")).searchParams.get("token")!;
  expect((await ctx.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } })).statusCode).toBe(200);
  expect(await statusOf(email)).toBe("confirmed");
  return { email, header: mail!.headers["List-Unsubscribe"]! };
}
const mailtoOf = (header: string) => new URL(/<(mailto:[^>]+)>/.exec(header)![1]!);

describe("unsubscribing from the newsletter by email (List-Unsubscribe's mailto:)", () => {
  it("every newsletter mail names both ways: mailto:unsubscribe+<token>@REPLY_DOMAIN and the one-click https address", async () => {
    const { header } = await subscribed();
    expect(header).toMatch(/^<mailto:unsubscribe\+[a-z2-7]{52}@reply\.concierge\.test\?subject=unsubscribe>, <http:\/\/concierge\.localhost\/api\/newsletter\/one-click\?token=[\w-]{43}&lang=en>$/);
    // An address's local part holds at most 64 characters.
    expect(mailtoOf(header).pathname.split("@")[0]!.length).toBeLessThanOrEqual(64);
  });

  it("an email from the subscriber's own address to it, fetched over IMAP, unsubscribes them; nobody is answered", async () => {
    const { email, header } = await subscribed();
    const to = mailtoOf(header).pathname;
    const before = (await ctx.db.select().from(outbox)).length;
    // Some clients change the case of what they send to.
    const id = await deliver({ from: email.toUpperCase(), to: to.toUpperCase(), subject: "unsubscribe", text: "unsubscribe" });
    expect(await fetcher.runOnce()).toBe(1);
    expect(await statusOf(email)).toBe("unsubscribed");
    expect(await outcomeOf(id)).toMatchObject({ status: "unsubscribed", reason: null, fromAddress: email.toLowerCase() });
    // The same email fetched again, and a second request: no change, still unsubscribed.
    const again = await deliver({ from: email, to, subject: "unsubscribe", text: "" });
    expect(await fetcher.runOnce()).toBe(1);
    expect(await outcomeOf(again)).toMatchObject({ status: "unsubscribed" });
    expect(await statusOf(email)).toBe("unsubscribed");
    expect((await ctx.db.select().from(outbox)).length).toBe(before);
  });

  it("the token from another address, an unknown or altered token, a malformed one: nothing changes, nothing is sent back", async () => {
    const { email, header } = await subscribed();
    const to = mailtoOf(header).pathname;
    const local = to.split("@")[0]!;
    const altered = `${local.slice(0, -2)}${local.endsWith("aa") ? "bb" : "aa"}@${DOMAIN}`;
    const before = (await ctx.db.select().from(outbox)).length;
    const cases = [
      { from: "someone.else@example.test", to, reason: "sender_mismatch" },
      { from: email, to: altered, reason: "unknown_token" },
      { from: email, to: `unsubscribe+${"a".repeat(52)}@${DOMAIN}`, reason: "unknown_token" },
      { from: email, to: `unsubscribe+short@${DOMAIN}`, reason: "unknown_token" },
      { from: email, to: `unsubscribe@${DOMAIN}`, reason: "no_token" },
    ];
    const ids = [];
    for (const c of cases) ids.push(await deliver({ from: c.from, to: c.to, subject: "unsubscribe", text: "unsubscribe" }));
    expect(await fetcher.runOnce()).toBe(cases.length);
    for (const [i, c] of cases.entries()) expect(await outcomeOf(ids[i]!), c.to).toMatchObject({ status: "dropped", reason: c.reason });
    expect(await statusOf(email)).toBe("confirmed");
    // No reply storm: nothing was queued to anyone.
    expect((await ctx.db.select().from(outbox)).length).toBe(before);
  });
});
