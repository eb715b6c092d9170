import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, inboundEmails, messages, outbox, suppressedAddresses } from "../../../db/schema";
import { enqueueMail } from "../../../mail/outbox";
import { createOutboxWorker, SUPPRESSED_PREFIX } from "../../../mail/outbox-worker";
import { smtpTransport } from "../../../mail/transport";
import { linkFrom, setupTestApp, uniqueEmail } from "../../../test/app";
import { uniqueIp } from "../../../test/browser";
import { type Dovecot, dovecotFetcher, startDovecot } from "../../../test/dovecot";
import { createAdmin, createMember } from "../../../test/factories";
import { startSmtp } from "../../../test/smtp";
import { type ApiClient, apiAs } from "../../../test/tasks";
import { inboundDepsOf, receiveReply } from "./receive-reply";

const DOMAIN = "reply.concierge.test";
const FROM = "Concierge <hello@concierge.test>";
const ctx = await setupTestApp({ env: { REPLY_DOMAIN: DOMAIN } });
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const inbound = { ...inboundDepsOf(ctx.app), log };

let imap: Dovecot;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: ApiClient;
beforeAll(async () => {
  imap = await startDovecot();
  smtp = await startSmtp();
  admin = await apiAs(ctx, await createAdmin(ctx, { email: ctx.config.OPERATOR_EMAIL }));
});
afterAll(async () => {
  await imap?.stop();
  await smtp?.close();
});

const worker = () => createOutboxWorker({ db: ctx.db, transport: smtpTransport(smtp.url), from: FROM, replyDomain: DOMAIN, clock: ctx.clock, log, batchSize: 100 });
async function sendOutbox() {
  const w = worker();
  while ((await w.runOnce()) > 0);
}
const fetcher = (batchSize = 50) => dovecotFetcher(imap, ctx, { log, batchSize, process: (raw, o) => receiveReply(inbound, raw, { source: "imap", ...o }) });

async function deliver(...raws: Buffer[]) {
  const c = new ImapFlow({ host: "127.0.0.1", port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  c.on("error", () => undefined);
  await c.connect();
  try {
    for (const raw of raws) await c.append("INBOX", raw);
  } finally {
    await c.logout();
  }
}

/** The outbox row of the newest mail to `to` (of `template`). */
async function lastMail(to: string, template?: string) {
  const rows = (await ctx.mailTo(to)).filter((m) => !template || m.template === template);
  return rows[0]!;
}

type Dsn = { to?: string; failed: string; status?: string; action?: string; messageId?: string; diagnostic?: string };

/** An RFC 3464 delivery status notification, as Postfix writes one, returning the original's headers. */
function dsn(o: Dsn): Buffer {
  const b = `b-${randomUUID()}`;
  const status = o.status ?? "5.1.1";
  return Buffer.from(
    [
      "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
      `To: ${o.to ?? `hello@concierge.test`}`,
      "Subject: Undelivered Mail Returned to Sender",
      `Message-ID: <${randomUUID()}@mx.example.net>`,
      "Auto-Submitted: auto-replied",
      "MIME-Version: 1.0",
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
      "",
      `--${b}`,
      "Content-Type: text/plain; charset=us-ascii",
      "",
      "I'm sorry to have to inform you that your message could not be delivered.",
      "",
      `<${o.failed}>: host mx.example.org said: ${o.diagnostic ?? "550 5.1.1 User unknown"}`,
      "",
      `--${b}`,
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns; mx.example.net",
      "",
      `Final-Recipient: rfc822; ${o.failed}`,
      `Original-Recipient: rfc822;${o.failed}`,
      `Action: ${o.action ?? "failed"}`,
      `Status: ${status}`,
      `Diagnostic-Code: smtp; ${o.diagnostic ?? "550 5.1.1 User unknown"}`,
      "",
      `--${b}`,
      "Content-Type: text/rfc822-headers",
      "",
      `From: ${FROM}`,
      `To: ${o.failed}`,
      "Subject: A message from Concierge",
      ...(o.messageId ? [`Message-ID: ${o.messageId}`] : []),
      "",
      `--${b}--`,
      "",
    ].join("\r\n"),
  );
}

/** An old-style bounce in prose ("Mail Delivery Subsystem"), no delivery-status part: found by its VERP address. */
function proseBounce(o: { verpTo: string; failed: string; code: string }): Buffer {
  return Buffer.from(
    [
      "From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>",
      `To: ${o.verpTo}`,
      `Delivered-To: ${o.verpTo}`,
      "Subject: Delivery Status Notification (Failure)",
      `Message-ID: <${randomUUID()}@mail.gmail.com>`,
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "Delivery to the following recipient failed permanently:",
      "",
      `     ${o.failed}`,
      "",
      "Technical details of permanent failure:",
      `The email account that you tried to reach does not exist. ${o.code}`,
      "",
    ].join("\r\n"),
  );
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
const suppressed = async (address: string) => (await ctx.db.select().from(suppressedAddresses).where(eq(suppressedAddresses.address, address.toLowerCase())))[0];
const conversationSize = async (clientId: string) => (await ctx.db.select({ n: count() }).from(messages).where(eq(messages.userId, clientId)))[0]!.n;

async function operatorWrites(m: ApiClient, content = "Your documents are ready.") {
  const res = await admin.post("/api/messages/compose", { clientId: m.user.id, subject: "Documents", content });
  expect(res.statusCode, res.body).toBe(201);
  ctx.clock.advance(1000);
}

describe("bounces", () => {
  it("every mail goes out with its own Message-ID and a VERP envelope sender at the reply domain", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    await operatorWrites(maria);
    const row = await lastMail(maria.user.email, "messageToMember");
    await sendOutbox();
    const got = smtp.received.find((r) => r.to.includes(maria.user.email))!;
    expect(messageIdOf(got.raw)).toBe(`<mail.${row.id}@concierge.test>`);
    expect(got.from).toBe(`bounce+${row.id.replaceAll("-", "")}@${DOMAIN}`);
  });

  it("a hard bounce fetched from the mailbox marks the client's address; the next mail is not sent and says why; the operator sees it", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    await operatorWrites(maria);
    const first = await lastMail(maria.user.email, "messageToMember");
    await sendOutbox();
    const before = await conversationSize(maria.user.id);
    const bounce = dsn({ failed: maria.user.email, messageId: `<mail.${first.id}@concierge.test>` });
    await deliver(bounce);
    expect(await fetcher().runOnce()).toBe(1);

    const row = await suppressed(maria.user.email);
    expect(row).toMatchObject({ outboxId: first.id, reason: "550 5.1.1 User unknown" });
    const [seen] = await ctx.db.select().from(inboundEmails).where(eq(inboundEmails.messageKey, `id:${messageIdOf(bounce.toString())}`));
    expect(seen).toMatchObject({ status: "dropped", reason: "hard_bounce" });
    // A delivery report never reaches the conversation.
    expect(await conversationSize(maria.user.id)).toBe(before);

    const details = await admin.get(`/api/clients/${maria.user.id}`);
    expect(details.json().undeliverable).toEqual({ reason: "550 5.1.1 User unknown", since: row!.createdAt.toISOString() });

    const sentBefore = smtp.received.length;
    await operatorWrites(maria, "Are you there?");
    const next = await lastMail(maria.user.email, "messageToMember");
    await sendOutbox();
    const [after] = await ctx.db.select().from(outbox).where(eq(outbox.id, next.id));
    expect(after).toMatchObject({ status: "suppressed", sentAt: null, lastError: `${SUPPRESSED_PREFIX}550 5.1.1 User unknown` });
    expect(smtp.received.slice(sentBefore).filter((r) => r.to.includes(maria.user.email))).toEqual([]);
    // Not retried: another pass leaves it as it is.
    ctx.clock.advance(24 * 3_600_000);
    await sendOutbox();
    expect((await ctx.db.select().from(outbox).where(eq(outbox.id, next.id)))[0]).toMatchObject({ status: "suppressed", attempts: 0 });

    // Another client's page shows nothing.
    const ana = await apiAs(ctx, await createMember(ctx));
    expect((await admin.get(`/api/clients/${ana.user.id}`)).json().undeliverable).toBeNull();
  });

  it("a bounce in prose (no delivery-status part) is matched by its VERP address; a temporary failure is not a hard bounce", async () => {
    const ivan = await apiAs(ctx, await createMember(ctx));
    await operatorWrites(ivan);
    const mail = await lastMail(ivan.user.email, "messageToMember");
    const verp = `bounce+${mail.id.replaceAll("-", "")}@${DOMAIN}`;
    await deliver(proseBounce({ verpTo: verp, failed: ivan.user.email, code: "452 4.2.2 The email account is over quota." }));
    await fetcher().runOnce();
    expect(await suppressed(ivan.user.email)).toBeUndefined();
    await deliver(proseBounce({ verpTo: verp, failed: ivan.user.email, code: "550 5.1.1 https://support.google.com/mail/?p=NoSuchUser" }));
    await fetcher().runOnce();
    expect(await suppressed(ivan.user.email)).toMatchObject({ outboxId: mail.id, reason: "550 5.1.1 https://support.google.com/mail/?p=NoSuchUser" });
  });

  it("a forged bounce changes nothing: an address we never mailed, a mail id we never sent, another address than the mail's, a delay", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    const ana = await apiAs(ctx, await createMember(ctx));
    await operatorWrites(maria);
    const toMaria = await lastMail(maria.user.email, "messageToMember");
    const stranger = uniqueEmail("never-mailed");
    const forged = [
      dsn({ failed: stranger, messageId: `<mail.${randomUUID()}@concierge.test>` }),
      dsn({ failed: maria.user.email }),
      dsn({ failed: maria.user.email, messageId: `<mail.${randomUUID()}@concierge.test>` }),
      // Maria's mail, but Ana's address: someone who saw Maria's Message-ID cannot silence Ana.
      dsn({ failed: ana.user.email, messageId: `<mail.${toMaria.id}@concierge.test>` }),
      dsn({ failed: maria.user.email, messageId: `<mail.${toMaria.id}@concierge.test>`, action: "delayed", status: "4.4.7", diagnostic: "451 4.4.7 try again later" }),
    ];
    await deliver(...forged);
    expect(await fetcher().runOnce()).toBe(forged.length);
    for (const a of [stranger, maria.user.email, ana.user.email]) expect(await suppressed(a)).toBeUndefined();
    const keys = forged.map((raw) => `id:${messageIdOf(raw.toString())}`);
    const rows = await ctx.db.select().from(inboundEmails).where(inArray(inboundEmails.messageKey, keys));
    expect(rows.map((r) => r.reason)).toEqual(forged.map(() => "bounce"));
    expect((await admin.get(`/api/clients/${maria.user.id}`)).json().undeliverable).toBeNull();
  });

  it("a bounce storm: ten reports for each of 20 mails mark each address once, and a second delivery of them changes nothing", async () => {
    // The reports are taken one by one, as the fetcher takes them: what holds for 20 addresses holds
    // for 100 (the storm was 1,000 reports, five times this file's time for the same proof).
    const addresses = Array.from({ length: 20 }, (_, i) => uniqueEmail(`storm${i}`));
    for (const to of addresses) await enqueueMail(ctx.db, { template: "newsletterConfirm", to, data: { confirmUrl: "https://x.test/c", lang: "en" } as never }, ctx.clock.now());
    // Sent long ago (the other tests' outbox passes have nothing to do with them).
    const rows = await ctx.db.update(outbox).set({ status: "sent" }).where(inArray(outbox.to, addresses)).returning({ id: outbox.id, to: outbox.to });
    // Ten reports per mail (every server on the way writes its own), each its own Message-ID.
    const storm = rows.flatMap((r) => Array.from({ length: 10 }, () => dsn({ failed: r.to, messageId: `<mail.${r.id}@concierge.test>` })));
    expect(storm).toHaveLength(200);
    const outcomes = [];
    for (const raw of storm) outcomes.push((await receiveReply(inbound, raw, { source: "imap" })).status);
    expect(outcomes.filter((s) => s === "dropped")).toHaveLength(200);
    const marked = await ctx.db.select().from(suppressedAddresses).where(inArray(suppressedAddresses.address, addresses));
    expect(marked).toHaveLength(20);
    expect(new Set(marked.map((m) => m.outboxId))).toEqual(new Set(rows.map((r) => r.id)));
    // The mailbox hands them over again (a crash before \Seen): every one is a no-op.
    const again = [];
    for (const raw of storm) again.push((await receiveReply(inbound, raw, { source: "imap" })).status);
    expect(new Set(again)).toEqual(new Set(["duplicate"]));
    expect(await ctx.db.select().from(suppressedAddresses).where(inArray(suppressedAddresses.address, addresses))).toEqual(marked);

    // A smaller round through IMAP: 60 reports, a batch of 50 per pass, none lost or counted twice.
    const more = Array.from({ length: 60 }, (_, i) => uniqueEmail(`imapstorm${i}`));
    for (const to of more) await enqueueMail(ctx.db, { template: "newsletterConfirm", to, data: { confirmUrl: "https://x.test/c", lang: "en" } as never }, ctx.clock.now());
    const moreRows = await ctx.db.update(outbox).set({ status: "sent" }).where(inArray(outbox.to, more)).returning({ id: outbox.id, to: outbox.to });
    await deliver(...moreRows.map((r) => dsn({ failed: r.to, messageId: `<mail.${r.id}@concierge.test>` })));
    const f = fetcher(50);
    expect(await f.runOnce()).toBe(50);
    expect(await f.runOnce()).toBe(10);
    expect(await f.runOnce()).toBe(0);
    expect(await ctx.db.select({ n: count() }).from(suppressedAddresses).where(inArray(suppressedAddresses.address, more))).toEqual([{ n: 60 }]);
  }, 300_000);

  it("a newsletter subscriber's bounce shows in the operator's list, and a new double opt-in clears it", async () => {
    const email = uniqueEmail("news");
    const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl } });
    expect((await post("/api/newsletter", { email })).statusCode).toBe(202);
    const confirmMail = await lastMail(email, "newsletterConfirm");
    await sendOutbox();
    await deliver(dsn({ failed: email, messageId: `<mail.${confirmMail.id}@concierge.test>`, diagnostic: "550 5.2.1 Mailbox disabled" }));
    await fetcher().runOnce();
    const listed = async () => (await admin.get("/api/newsletter/subscribers?status=all")).json().items.find((s: { email: string }) => s.email === email);
    expect((await listed()).undeliverable).toMatchObject({ reason: "550 5.2.1 Mailbox disabled" });

    // Signing up again: the confirmation goes out even to the marked address, and its link clears the mark.
    ctx.clock.advance(60_000);
    expect((await post("/api/newsletter", { email })).statusCode).toBe(202);
    const again = await lastMail(email, "newsletterConfirm");
    await sendOutbox();
    expect((await ctx.db.select().from(outbox).where(eq(outbox.id, again.id)))[0]!.status).toBe("sent");
    const link = linkFrom(again.text, `${ctx.config.publicUrl}/newsletter/confirm?token=`);
    const token = new URL(link).searchParams.get("token")!;
    expect((await post("/api/newsletter/confirm", { token })).statusCode).toBe(200);
    expect(await suppressed(email)).toBeUndefined();
    expect((await listed()).undeliverable).toBeNull();
  }, 60_000);

  it("the operator clears an undeliverable address (audited); a member cannot; a client not marked answers 409; an unknown one 404", async () => {
    const maria = await apiAs(ctx, await createMember(ctx));
    await operatorWrites(maria);
    const mail = await lastMail(maria.user.email, "messageToMember");
    await receiveReply(inbound, dsn({ failed: maria.user.email, messageId: `<mail.${mail.id}@concierge.test>` }), { source: "imap" });
    expect(await suppressed(maria.user.email)).toBeDefined();

    // A member (even this client) may not: the route is the operator's.
    expect((await maria.del(`/api/clients/${maria.user.id}/undeliverable`)).statusCode).toBe(403);
    expect((await admin.del("/api/clients/no-such-client/undeliverable")).statusCode).toBe(404);
    expect(await suppressed(maria.user.email)).toBeDefined();

    const res = await admin.del(`/api/clients/${maria.user.id}/undeliverable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Mail goes to this address again.", client: { id: maria.user.id, undeliverable: null } });
    expect(await suppressed(maria.user.email)).toBeUndefined();
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "client.undeliverable_cleared"), eq(auditLog.entityId, maria.user.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, before: { email: maria.user.email, reason: "550 5.1.1 User unknown" } });

    const again = await admin.del(`/api/clients/${maria.user.id}/undeliverable`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Mail to this address has not bounced: there is nothing to clear.");

    // Mail goes to her again.
    await operatorWrites(maria, "Welcome back.");
    const next = await lastMail(maria.user.email, "messageToMember");
    await sendOutbox();
    expect((await ctx.db.select().from(outbox).where(eq(outbox.id, next.id)))[0]!.status).toBe("sent");
  });
});
