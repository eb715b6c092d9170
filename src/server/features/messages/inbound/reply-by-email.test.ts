import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { and, eq, inArray } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, inboundEmails, messages, notifications, outbox, replyTokens } from "../../../db/schema";
import { setupTestApp } from "../../../test/app";
import { type Dovecot, dovecotFetcher, startDovecot } from "../../../test/dovecot";
import { createAdmin, createMember } from "../../../test/factories";
import { FILES, tempStore } from "../../../test/payments";
import { type ApiClient, apiAs } from "../../../test/tasks";
import { ConfigError, DEV_REPLY_DOMAIN, parseConfig } from "../../../config";
import { testConfig } from "../../../test/app";
import { MESSAGE_RATE } from "../routes";
import { inboundDepsOf, receiveReply } from "./receive-reply";
import { createReplyPurge, INBOUND_KEEP_DAYS } from "./reply-purge";
import { hashToken, tokenOfAddress } from "./reply-address";

const DOMAIN = "reply.concierge.test";
const { dir: storeDir, store } = tempStore();
// A small daily upload budget, so a few emailed scans reach it.
const QUOTA_MB = 10;
const MB = 1024 * 1024;
const ctx = await setupTestApp({ storage: store, env: { REPLY_DOMAIN: DOMAIN, UPLOAD_QUOTA_ACCOUNT_MB: String(QUOTA_MB) } });
const OPERATOR = ctx.config.OPERATOR_EMAIL;
const logged: { reason?: string; m: string }[] = [];
const log = { info: (_o: object, m: string) => void logged.push({ m }), warn: (o: object, m: string) => void logged.push({ ...o, m }), error: () => undefined };
const inbound = { ...inboundDepsOf(ctx.app), log };

let imap: Dovecot;
let admin: ApiClient;
let fetcher: ReturnType<typeof dovecotFetcher>;
beforeAll(async () => {
  imap = await startDovecot();
  admin = await apiAs(ctx, await createAdmin(ctx, { email: OPERATOR }));
  fetcher = newFetcher();
});
afterAll(async () => imap?.stop());

function newFetcher(batchSize = 50, wrap: (raw: Buffer) => void = () => undefined) {
  return dovecotFetcher(imap, ctx, {
    log,
    batchSize,
    process: async (raw, o) => {
      wrap(raw);
      return receiveReply(inbound, raw, { source: "imap", ...o });
    },
  });
}

/** Real MIME, as a mail client writes it (nodemailer's composer). */
const mime = (mail: Mail.Options): Promise<Buffer> => new MailComposer({ messageId: `<${randomUUID()}@client.example>`, ...mail }).compile().build();

async function withImap<T>(fn: (c: ImapFlow) => Promise<T>): Promise<T> {
  const c = new ImapFlow({ host: "127.0.0.1", port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  c.on("error", () => undefined);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.logout();
  }
}
/** Delivers emails into the reply mailbox (an IMAP APPEND, as a delivery agent would). */
const deliver = (...raws: Buffer[]) =>
  withImap(async (c) => {
    for (const raw of raws) await c.append("INBOX", raw);
  });
const unseen = () =>
  withImap(async (c) => {
    const lock = await c.getMailboxLock("INBOX");
    try {
      return ((await c.search({ seen: false }, { uid: true })) || []).length;
    } finally {
      lock.release();
    }
  });

const member = async (name = "Maria Member") => apiAs(ctx, await createMember(ctx, { name }));
const replyToOf = async (to: string, template: string) => {
  const [mail] = (await ctx.mailTo(to)).filter((m) => m.template === template);
  return mail!.headers["Reply-To"]!;
};
/** The operator writes to `m`: answers the reply address of the email `m` gets. */
async function operatorWrites(m: ApiClient, content = "Your appointment is on Monday.") {
  const res = await admin.post("/api/messages/compose", { clientId: m.user.id, subject: "Appointment", content });
  expect(res.statusCode, res.body).toBe(201);
  ctx.clock.advance(1000);
  return replyToOf(m.user.email, "messageToMember");
}
const conversation = (clientId: string) => ctx.db.select().from(messages).where(eq(messages.userId, clientId)).orderBy(messages.createdAt);
const outcomeOf = async (messageId: string | undefined) => {
  const [row] = await ctx.db.select().from(inboundEmails).where(eq(inboundEmails.messageKey, `id:${messageId}`));
  return row;
};

describe("reply addresses", () => {
  it("every message email carries its own reply address; only the token's hash is stored, bound to the conversation and recipient", async () => {
    const maria = await member();
    const toMaria = await operatorWrites(maria);
    expect(await operatorWrites(maria)).not.toBe(toMaria);
    const token = tokenOfAddress(toMaria, DOMAIN)!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const [row] = await ctx.db.select().from(replyTokens).where(eq(replyTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ clientId: maria.user.id, recipientRole: "client", recipientEmail: maria.user.email.toLowerCase() });
    expect(JSON.stringify(await ctx.db.select().from(replyTokens))).not.toContain(token);

    expect((await maria.post("/api/messages", { content: "Thanks" })).statusCode).toBe(201);
    const toOperator = (await ctx.mailTo(OPERATOR)).find((m) => m.template === "messageToOperator" && m.text.includes(maria.user.email))!;
    expect(tokenOfAddress(toOperator.headers["Reply-To"]!, DOMAIN)).not.toBeNull();
    // RFC 3834: autoresponders leave it alone.
    expect(toOperator.headers["Auto-Submitted"]).toBe("auto-generated");
    expect(toOperator.text).toContain("You can answer by replying to this email");
  });
});

describe("replies fetched over IMAP (Dovecot)", () => {
  it("plain, HTML-only, Gmail- and Outlook-quoted replies and an attachment land in the right conversation as the member, quotes and signatures stripped", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const from = `Maria <${maria.user.email}>`;
    const plain = await mime({ from, to: address, subject: "Re: Appointment", text: "Monday works for me." });
    const html = await mime({ from, to: address, subject: "Re: Appointment", html: "<div dir=\"ltr\"><p>Could we make it <b>10:30</b>?</p></div>" });
    const gmail = await mime({
      from,
      to: address,
      subject: "Re: Appointment",
      text: `See you there.\n\n-- \nMaria Petrova\n+359 888 000 000\n\nOn Sat, 21 Nov 2026 at 12:00, Concierge <\n${address}> wrote:\n> Your appointment is on Monday.\n>\n`,
      html: `<div>See you there.</div><br><div class="gmail_quote"><div class="gmail_attr">On Sat, 21 Nov 2026 at 12:00, Concierge &lt;${address}&gt; wrote:<br></div><blockquote class="gmail_quote">Your appointment is on Monday.</blockquote></div>`,
    });
    const outlook = await mime({
      from,
      to: address,
      subject: "RE: Appointment",
      text: "I will bring my passport.\r\n\r\nSent from my iPhone\r\n\r\n________________________________\r\nFrom: Concierge <hello@concierge.localhost>\r\nSent: Saturday, November 21, 2026 12:00 PM\r\nTo: Maria\r\nSubject: Appointment\r\n\r\nYour appointment is on Monday.\r\n",
    });
    const attached = await mime({ from, to: address, subject: "Re: Appointment", text: "My lease is attached.", attachments: [{ filename: "lease.pdf", content: FILES.pdf, contentType: "application/pdf" }] });
    await deliver(plain, html, gmail, outlook, attached);

    expect(await fetcher.runOnce()).toBe(5);
    const texts = (await conversation(maria.user.id)).filter((m) => m.sender === "client");
    expect(texts.map((m) => m.content)).toEqual(["Monday works for me.", "Could we make it 10:30?", "See you there.", "I will bring my passport.", "My lease is attached."]);
    expect(texts.every((m) => m.authorId === maria.user.id && m.dueAt !== null)).toBe(true);
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.messageId, texts[4]!.id));
    expect(doc).toMatchObject({ fileName: "lease.pdf", contentType: "application/pdf", userId: maria.user.id, uploadedBy: maria.user.id });
    // The other side hears of it as of a message written on the site: an email and the live bell.
    const mails = (await ctx.mailTo(OPERATOR)).filter((m) => m.template === "messageToOperator" && m.text.includes("My lease is attached."));
    expect(mails).toHaveLength(1);
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(bell.filter((n) => texts.some((t) => t.id === n.data.messageId))).toHaveLength(5);
    // Marked seen once committed: the next pass has nothing to do.
    expect(await unseen()).toBe(0);
    expect(await fetcher.runOnce()).toBe(0);
  });

  it("the operator replies by email to a member's message: it reaches the member as the operator's", async () => {
    const maria = await member();
    expect((await maria.post("/api/messages", { content: "Is my permit ready?" })).statusCode).toBe(201);
    ctx.clock.advance(1000);
    const address = (await ctx.mailTo(OPERATOR)).find((m) => m.template === "messageToOperator" && m.text.includes("Is my permit ready?"))!.headers["Reply-To"]!;
    await deliver(await mime({ from: `Operator <${OPERATOR}>`, to: address, subject: "Re: New message", text: "Yes, pick it up on Friday.\n\nOn Sat, Maria wrote:\n> Is my permit ready?" }));
    expect(await fetcher.runOnce()).toBe(1);
    const last = (await conversation(maria.user.id)).at(-1)!;
    expect(last).toMatchObject({ sender: "admin", authorId: admin.user.id, content: "Yes, pick it up on Friday." });
    const [question] = (await conversation(maria.user.id)).filter((m) => m.sender === "client");
    expect(question!.answeredAt).not.toBeNull();
    const [mail] = await ctx.mailTo(maria.user.email);
    expect(mail).toMatchObject({ template: "messageToMember" });
    expect(mail!.text).toContain("Yes, pick it up on Friday.");
  });

  it("auto-replies, bounces, list mail, forged, unknown, expired and foreign tokens, and our own mail coming back are dropped and logged, never posted", async () => {
    const [maria, ivan] = [await member(), await member("Ivan")];
    const address = await operatorWrites(maria);
    const from = maria.user.email;
    const forged = `reply+${"a".repeat(32)}@${DOMAIN}`;
    const cases: [string, Buffer][] = [
      ["auto_reply", await mime({ from, to: address, subject: "Out of office", text: "I am away.", headers: { "Auto-Submitted": "auto-replied" } })],
      ["auto_reply", await mime({ from, to: address, subject: "Re: Appointment", text: "Bulk", headers: { Precedence: "bulk" } })],
      ["bounce", await mime({ from: "MAILER-DAEMON@mx.example", to: address, subject: "Undelivered Mail Returned to Sender", text: "The mail system could not deliver." })],
      ["unknown_token", await mime({ from, to: forged, subject: "Re: Appointment", text: "forged token" })],
      ["no_token", await mime({ from, to: `someone@${DOMAIN.replace("reply.", "")}`, subject: "Hi", text: "no token" })],
      ["sender_mismatch", await mime({ from: ivan.user.email, to: address, subject: "Re: Appointment", text: "token for another conversation" })],
      ["loop", await mime({ from: ctx.config.MAIL_FROM, to: address, subject: "New message", text: "our own mail" })],
    ];
    await deliver(...cases.map(([, raw]) => raw));
    const before = (await ctx.db.select().from(messages)).length;
    expect(await fetcher.runOnce()).toBe(cases.length);
    expect((await ctx.db.select().from(messages)).length).toBe(before);
    const ids = cases.map(([, raw]) => /Message-ID: (<[^>]+>)/i.exec(raw.toString())![1]);
    for (const [i, [reason]] of cases.entries()) expect(await outcomeOf(ids[i]), reason).toMatchObject({ status: "dropped", reason });
    expect(logged.filter((l) => l.m === "reply by email dropped").map((l) => l.reason)).toEqual(expect.arrayContaining(cases.map(([r]) => r)));

    ctx.clock.advance(91 * 86_400_000);
    const late = await mime({ from, to: address, subject: "Re: Appointment", text: "very late" });
    await deliver(late);
    await fetcher.runOnce();
    expect(await outcomeOf(/Message-ID: (<[^>]+>)/i.exec(late.toString())![1])).toMatchObject({ status: "dropped", reason: "expired_token" });
  });

  it("bad input changes nothing: a 6 MB attachment, a .exe renamed .pdf, a NUL in the subject, a 1 MB body", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const from = maria.user.email;
    const cases: [string, Buffer][] = [
      ["attachment_too_large", await mime({ from, to: address, subject: "Re", text: "big", attachments: [{ filename: "scan.pdf", content: Buffer.concat([FILES.pdf, Buffer.alloc(6 * 1024 * 1024)]) }] })],
      ["attachment_refused", await mime({ from, to: address, subject: "Re", text: "exe", attachments: [{ filename: "invoice.pdf", content: FILES.exe, contentType: "application/pdf" }] })],
      ["bad_subject", await mime({ from, to: address, subject: "Re: Appointment\u0000hidden", text: "nul" })],
      ["too_long", await mime({ from, to: address, subject: "Re", text: "x".repeat(1024 * 1024) })],
    ];
    await deliver(...cases.map(([, raw]) => raw));
    const docsBefore = (await ctx.db.select().from(documents)).length;
    expect(await fetcher.runOnce()).toBe(cases.length);
    expect((await conversation(maria.user.id)).filter((m) => m.sender === "client")).toHaveLength(0);
    expect((await ctx.db.select().from(documents)).length).toBe(docsBefore);
    const ids = cases.map(([, raw]) => /Message-ID: (<[^>]+>)/i.exec(raw.toString())![1]);
    for (const [i, [reason]] of cases.entries()) expect(await outcomeOf(ids[i]), reason).toMatchObject({ status: "dropped", reason });
  });

  it("a repeated Message-ID is processed once; an email without one, or with two Message-ID headers, is dropped (once)", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const from = maria.user.email;
    const once = await mime({ from, to: address, subject: "Re", text: "once", messageId: "<same@client.example>" });
    const again = await mime({ from, to: address, subject: "Re", text: "once more", messageId: "<same@client.example>" });
    const noId = Buffer.from(`From: ${from}\r\nTo: ${address}\r\nSubject: Re\r\nContent-Type: text/plain\r\n\r\nno message id\r\n`);
    const twoIds = Buffer.from(`From: ${from}\r\nTo: ${address}\r\nMessage-ID: <a@x>\r\nMessage-ID: <b@x>\r\nSubject: Re\r\n\r\ntwo ids\r\n`);
    await deliver(once, again, noId, noId, twoIds);
    expect(await fetcher.runOnce()).toBe(5);
    expect((await conversation(maria.user.id)).filter((m) => m.sender === "client").map((m) => m.content)).toEqual(["once"]);
    const rows = await ctx.db.select().from(inboundEmails).where(inArray(inboundEmails.fromAddress, [from.toLowerCase()]));
    expect(rows.filter((r) => r.status === "dropped").map((r) => r.reason).sort()).toEqual(["message_id_missing", "message_id_repeated"]);
  });
});

/** A PDF of `bytes` bytes (a real PDF's head, so the content check takes it). */
const pdf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(bytes - FILES.pdf.length, 0x20)]);
/** Files under the storage folder: what emailed attachments left on disk. */
const storedFiles = () => (fs.readdirSync(storeDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).length;
const idOf = (raw: Buffer) => /Message-ID: (<[^>]+>)/i.exec(raw.toString())![1];
/**
 * What several phone mail apps send: multipart/mixed holding a text/html part (and maybe an
 * attachment), no text/plain anywhere. Written by hand, as such an app writes it.
 */
function htmlOnlyMixed(from: string, to: string, html: string, attachment?: { name: string; data: Buffer }): Buffer {
  const lines = [
    `From: ${from}`,
    `To: ${to}`,
    "Subject: Re: Appointment",
    `Message-ID: <${randomUUID()}@phone.example>`,
    "Date: Sat, 21 Nov 2026 12:30:00 +0200",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="phone-boundary"',
    "",
    "--phone-boundary",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from(html).toString("base64"),
    ...(attachment
      ? ["--phone-boundary", `Content-Type: application/pdf; name="${attachment.name}"`, `Content-Disposition: attachment; filename="${attachment.name}"`, "Content-Transfer-Encoding: base64", "", attachment.data.toString("base64")]
      : []),
    "--phone-boundary--",
    "",
  ];
  return Buffer.from(lines.join("\r\n"));
}

describe("emailed attachments and the daily upload budget", () => {
  it("count against the member's budget like web uploads: the mail that would pass it is kept out, nothing stored, and the sender is told once, in Bulgarian", async () => {
    const maria = await member();
    expect((await maria.put("/api/profile/language", { preferredLanguage: "bg" })).statusCode).toBe(200);
    const address = await operatorWrites(maria);
    const raws = await Promise.all(
      [1, 2, 3, 4].map((i) => mime({ from: maria.user.email, to: address, subject: "Re: Appointment", text: `Scan ${i}.`, attachments: [{ filename: `scan-${i}.pdf`, content: pdf(4 * MB) }] })),
    );
    const filesBefore = storedFiles();
    await deliver(...raws);
    expect(await fetcher.runOnce()).toBe(4);

    // 4 + 4 MB fit the 10 MB budget; the third and the fourth would pass it.
    expect((await conversation(maria.user.id)).filter((m) => m.sender === "client").map((m) => m.content).sort()).toEqual(["Scan 1.", "Scan 2."]);
    for (const raw of raws.slice(2)) expect(await outcomeOf(idOf(raw))).toMatchObject({ status: "dropped", reason: "over_budget" });
    const docs = await ctx.db.select().from(documents).where(eq(documents.uploadedBy, maria.user.id));
    expect(docs.map((d) => d.fileName).sort()).toEqual(["scan-1.pdf", "scan-2.pdf"]);
    expect(storedFiles() - filesBefore).toBe(2);

    // The web budget is the same figure: 8 MB came by email, so 1.5 MB more fits and 1 MB after that does not.
    expect((await maria.upload("/api/documents/uploads", pdf(1.5 * MB), "lease.pdf")).statusCode).toBe(201);
    const refused = await maria.upload("/api/documents/uploads", pdf(1 * MB), "id.pdf");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("upload_quota_exceeded");

    // One notice for the two refused mails (one an hour at most), in her language, marked automatic.
    const notices = (await ctx.mailTo(maria.user.email)).filter((m) => m.template === "replyNotPosted");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Имейлът ви не е добавен в разговора");
    expect(notices[0]!.text).toContain("дневния лимит за качване от 10 MB");
    expect(notices[0]!.text).toContain("Re: Appointment");
    expect(notices[0]!.headers["Auto-Submitted"]).toBe("auto-replied");
  });
});

describe("HTML-only replies and out-of-office mail", () => {
  it("an HTML-only multipart/mixed reply with an attachment is posted with the HTML's words, its quote stripped", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const html =
      '<div dir="auto">Ето договора, <b>подписан</b>.</div><div dir="auto"><br></div>' +
      `<div class="gmail_quote"><div dir="ltr">On Sat, 21 Nov 2026 at 12:00, Concierge &lt;${address}&gt; wrote:<br></div>` +
      "<blockquote>Your appointment is on Monday.</blockquote></div>";
    await deliver(htmlOnlyMixed(maria.user.email, address, html, { name: "lease.pdf", data: FILES.pdf }));
    expect(await fetcher.runOnce()).toBe(1);
    const last = (await conversation(maria.user.id)).at(-1)!;
    expect(last).toMatchObject({ sender: "client", content: "Ето договора, подписан." });
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.messageId, last.id));
    expect(doc).toMatchObject({ fileName: "lease.pdf" });
  });

  it("one with no words of its own is not posted, and the sender is told (once an hour), in their language", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const onlyQuote = `<div><br></div><div>On Sat, 21 Nov 2026 at 12:00, Concierge &lt;${address}&gt; wrote:</div><blockquote>Your appointment is on Monday.</blockquote>`;
    const empty = [htmlOnlyMixed(maria.user.email, address, onlyQuote), htmlOnlyMixed(maria.user.email, address, "<div><br></div>")];
    await deliver(...empty);
    expect(await fetcher.runOnce()).toBe(2);
    expect((await conversation(maria.user.id)).filter((m) => m.sender === "client")).toHaveLength(0);
    for (const raw of empty) expect(await outcomeOf(idOf(raw))).toMatchObject({ status: "dropped", reason: "empty" });
    const notices = (await ctx.mailTo(maria.user.email)).filter((m) => m.template === "replyNotPosted");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Your email was not added to the conversation");
    expect(notices[0]!.text).toContain("we found no text of your own in it");

    // An hour later a new empty mail is answered again.
    ctx.clock.advance(3_600_000 + 1000);
    await deliver(htmlOnlyMixed(maria.user.email, address, "<p></p>"));
    await fetcher.runOnce();
    expect((await ctx.mailTo(maria.user.email)).filter((m) => m.template === "replyNotPosted")).toHaveLength(2);
  });

  it("out-of-office replies without Auto-Submitted (Outlook, Exchange, German and Bulgarian clients) are not posted and never answered", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const from = maria.user.email;
    const away = "I am out of the office until Monday.";
    const cases = [
      await mime({ from, to: address, subject: "Automatic reply: Appointment", text: away, headers: { "X-Auto-Response-Suppress": "All" } }),
      await mime({ from, to: address, subject: "Re: Appointment", text: away, headers: { "X-Auto-Response-Suppress": "DR, RN, NRN, OOF, AutoReply" } }),
      await mime({ from, to: address, subject: "Out of Office: Appointment", text: away }),
      await mime({ from, to: address, subject: "Out of Office AutoReply: Appointment", text: away }),
      await mime({ from, to: address, subject: "Autoreply: Appointment", text: away }),
      await mime({ from, to: address, subject: "Abwesenheitsnotiz: Appointment", text: away }),
      await mime({ from, to: address, subject: "Automatische Antwort: Appointment", text: away }),
      await mime({ from, to: address, subject: "Автоматичен отговор: Appointment", text: away }),
      await mime({ from, to: address, subject: "Извън офиса: Appointment", text: away }),
      await mime({ from, to: address, subject: "Re: Appointment", text: away, headers: { Precedence: "auto_reply" } }),
      await mime({ from, to: address, subject: "Re: Appointment", text: away, headers: { "X-Autoreply": "yes" } }),
      await mime({ from, to: address, subject: "Re: Appointment", text: away, headers: { "X-Autorespond": "Out of office" } }),
    ];
    // A person writing about office hours is not an autoresponder.
    const person = await mime({ from, to: address, subject: "Re: Out of office hours next week?", text: "Can we meet after work?" });
    await deliver(...cases, person);
    expect(await fetcher.runOnce()).toBe(cases.length + 1);
    expect((await conversation(maria.user.id)).filter((m) => m.sender === "client").map((m) => m.content)).toEqual(["Can we meet after work?"]);
    for (const raw of cases) expect(await outcomeOf(idOf(raw)), raw.toString().split("\r\n\r\n")[0]).toMatchObject({ status: "dropped", reason: "auto_reply" });
    // Never answered: Maria got the operator's message and nothing since.
    expect((await ctx.mailTo(maria.user.email)).map((m) => m.template)).toEqual(["messageToMember"]);
  });
});

describe("the fetcher", () => {
  it("a long quoted history is cut, not refused; an email whose processing fails stays unseen while the others go through", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const history = Array.from({ length: 3000 }, (_, i) => `> earlier line ${i} of a long thread`).join("\n");
    const long = await mime({ from: maria.user.email, to: address, subject: "Re", text: `Short answer.\n\nOn Fri, Concierge wrote:\n${history}` });
    const poison = await mime({ from: maria.user.email, to: address, subject: "Re", text: "poison" });
    await deliver(poison, long);
    const failing = newFetcher(50, (raw) => {
      if (raw.toString().includes("poison")) throw new Error("storage is down");
    });
    expect(await failing.runOnce()).toBe(1);
    expect((await conversation(maria.user.id)).at(-1)).toMatchObject({ sender: "client", content: "Short answer." });
    expect(await unseen()).toBe(1);
    ctx.clock.advance(1000);
    expect(await fetcher.runOnce()).toBe(1);
    expect((await conversation(maria.user.id)).at(-1)).toMatchObject({ content: "poison" });
  });
});

describe("the fetcher through an IMAP outage", () => {
  it("the server stopped mid-fetch and started again: every reply posted once, none lost", async () => {
    // Four members (a member may post MESSAGE_RATE replies per window), 30 replies each.
    const members = [await member(), await member(), await member(), await member()];
    const addresses = await Promise.all(members.map((m) => operatorWrites(m)));
    const N = 120;
    const raws = await Promise.all(
      Array.from({ length: N }, (_, i) => mime({ from: members[i % 4]!.user.email, to: addresses[i % 4], subject: "Re", text: `reply ${i}` })),
    );
    const ids = members.map((m) => m.user.id);
    await deliver(...raws);
    const loop = newFetcher(10);
    const started = Date.now();
    loop.start(20);
    const posted = async () => (await ctx.db.select({ id: messages.id }).from(messages).where(and(inArray(messages.userId, ids), eq(messages.sender, "client")))).length;
    while ((await posted()) < 30) await new Promise((r) => setTimeout(r, 10));
    await imap.stop(); // mid-fetch: the loop is working through the rest
    const atStop = await posted();
    const steadyRate = atStop / ((Date.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, 300));
    await imap.start();
    while ((await posted()) < N && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 20));
    const seconds = (Date.now() - started) / 1000;
    await loop.stop();
    const contents = (await ctx.db.select().from(messages).where(and(inArray(messages.userId, ids), eq(messages.sender, "client")))).map((m) => m.content);
    expect(atStop).toBeLessThan(N);
    expect(contents).toHaveLength(N);
    expect(new Set(contents).size).toBe(N);
    expect(await unseen()).toBe(0);
    console.info(`reply fetcher: ${N} replies in ${seconds.toFixed(1)} s across an IMAP restart (${(N / seconds).toFixed(1)}/s incl. the outage, ${steadyRate.toFixed(1)}/s before it); duplicates 0, lost 0`);
  }, 90_000);

  it("two fetchers on one mailbox (two instances) post each reply once", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const raws = await Promise.all(Array.from({ length: 20 }, (_, i) => mime({ from: maria.user.email, to: address, subject: "Re", text: `twin ${i}` })));
    await deliver(...raws);
    const [a, b] = [newFetcher(), newFetcher()];
    for (let i = 0; i < 5 && (await unseen()) > 0; i += 1) await Promise.all([a.runOnce(), b.runOnce()]);
    const contents = (await conversation(maria.user.id)).filter((m) => m.sender === "client").map((m) => m.content);
    expect(contents).toHaveLength(20);
    expect(new Set(contents).size).toBe(20);
  });
});

describe("the dev mailbox's Reply button", () => {
  it("replies as the recipient through the same processing; a mail without a reply address has none", async () => {
    const maria = await member();
    await operatorWrites(maria);
    const [mail] = (await ctx.mailTo(maria.user.email)).filter((m) => m.template === "messageToMember");
    const page = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}` });
    expect(page.body).toContain(`action="/dev/mailbox/${mail!.id}/reply"`);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/dev/mailbox/${mail!.id}/reply`,
      payload: "text=Thank+you%2C+Monday+is+fine.",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ctx.config.publicUrl },
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/dev/mailbox/${mail!.id}?reply=posted`);
    expect((await conversation(maria.user.id)).at(-1)).toMatchObject({ sender: "client", content: "Thank you, Monday is fine." });

    const now = ctx.clock.now();
    const [plainMail] = await ctx.db
      .insert(outbox)
      .values({ template: "messageToMember", to: maria.user.email, subject: "No reply address", html: "<p>x</p>", text: "x", headers: {}, attachments: [], createdAt: now, nextAttemptAt: now })
      .returning();
    expect((await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${plainMail!.id}` })).body).not.toContain("/reply\"");
    const refused = await ctx.app.inject({
      method: "POST",
      url: `/dev/mailbox/${plainMail!.id}/reply`,
      payload: "text=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ctx.config.publicUrl },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe("abuse", () => {
  it("a sender may post MESSAGE_RATE replies per window by email, as on the site; the next is dropped", async () => {
    const maria = await member();
    const address = await operatorWrites(maria);
    const reply = async (i: number) => receiveReply(inbound, await mime({ from: maria.user.email, to: address, subject: "Re", text: `n${i}` }), { source: "imap" });
    for (let i = 0; i < MESSAGE_RATE.max; i += 1) expect((await reply(i)).status).toBe("posted");
    expect(await reply(MESSAGE_RATE.max)).toEqual({ status: "dropped", reason: "rate_limited" });
    ctx.clock.advance(MESSAGE_RATE.windowMs);
    expect((await reply(MESSAGE_RATE.max + 1)).status).toBe("posted");
  });
});

describe("configuration and housekeeping", () => {
  it("IMAP_URL needs REPLY_DOMAIN; without REPLY_DOMAIN (tests, production) message emails keep Reply-To the client", () => {
    expect(() => testConfig({ IMAP_URL: "imap://u:p@127.0.0.1:1143" })).toThrow(ConfigError);
    expect(() => testConfig({ IMAP_URL: "http://x", REPLY_DOMAIN: DOMAIN })).toThrow(/IMAP_URL/);
    expect(testConfig({ IMAP_URL: "imaps://u:p@mail.example:993", REPLY_DOMAIN: "Reply.Example.com" }).replyDomain).toBe("reply.example.com");
    expect(testConfig().replyDomain).toBeNull();
    // The embedded default: the dev mailbox's Reply button needs addresses, not an IMAP server.
    expect(parseConfig({ NODE_ENV: "development" }).replyDomain).toBe(DEV_REPLY_DOMAIN);
  });

  it("expired reply tokens and old inbound records are purged", async () => {
    const maria = await member();
    await operatorWrites(maria);
    ctx.clock.advance((INBOUND_KEEP_DAYS + 91) * 86_400_000);
    const purge = createReplyPurge({ db: ctx.db, clock: ctx.clock, log });
    while ((await purge.runOnce()) > 0);
    const now = ctx.clock.now();
    expect((await ctx.db.select().from(replyTokens)).every((t) => t.expiresAt > now)).toBe(true);
    expect(await ctx.db.select().from(inboundEmails)).toHaveLength(0);
  });
});
