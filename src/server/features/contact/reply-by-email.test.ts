import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contactReplies, contactSubmissions, inboundEmails, notifications } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { FILES } from "../../test/payments";
import { inboundDepsOf, receiveReply } from "../messages/inbound/receive-reply";
import type { Locale } from "../../../core/locale";

/**
 * The visitor who wrote through the contact form answers the operator's
 * reply by email, and their answer joins the same request (through the one inbound path).
 */
const ctx = await setupTestApp({ env: { REPLY_DOMAIN: "reply.concierge.test" } });
const admin = await createAdmin(ctx);
const adminCookie = (await signedInAs(ctx, admin)).cookie;
const member = await createMember(ctx);
const memberCookie = (await signedInAs(ctx, member)).cookie;

const mime = (mail: Mail.Options): Promise<Buffer> => new MailComposer({ messageId: `<${randomUUID()}@client.example>`, ...mail }).compile().build();
const receive = (raw: Buffer) => receiveReply(inboundDepsOf(ctx.app), raw, { source: "dev" });
const details = async (id: string, cookie = adminCookie) => ctx.app.inject({ method: "GET", url: `/api/contact/submissions/${id}`, headers: { cookie } });

/** A visitor writes, the operator answers from the inbox: the answer's email and its reply address. */
async function answered(language: Locale = "en") {
  const email = uniqueEmail("visitor");
  const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Ivana Georgieva", email, service: "paperwork", message: "Please help me register my car.", language }, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(201);
  const { id, reference } = res.json() as { id: string; reference: string };
  const reply = await ctx.app.inject({
    method: "POST",
    url: `/api/contact/submissions/${id}/replies`,
    payload: { subject: "Re: Paperwork setup", body: "Bring your passport on Monday." },
    remoteAddress: uniqueIp(),
    headers: { cookie: adminCookie, origin: ctx.config.publicUrl },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const mail = (await ctx.mailTo(email)).find((m) => m.template === "contactReply")!;
  return { id, reference, email, mail, replyTo: mail.headers["Reply-To"]! };
}

describe("a visitor answers the operator's reply by email", () => {
  it("the reply email carries the request's own reply address; the answer joins the request, New again, and the operator is told", async () => {
    const { id, reference, email, replyTo } = await answered();
    expect(replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.concierge\.test$/);
    await ctx.db.update(contactSubmissions).set({ status: "answered" }).where(eq(contactSubmissions.id, id));
    ctx.clock.advance(3 * 3_600_000);

    const raw = await mime({
      from: `Ivana <${email}>`,
      to: replyTo,
      subject: `Re: Paperwork setup [${reference}]`,
      text: "Monday is fine, thank you!\n\nOn Mon, 23 Nov 2026 at 10:00, Concierge wrote:\n> Bring your passport on Monday.\n",
      attachments: [{ filename: "passport.pdf", content: FILES.pdf }],
    });
    expect(await receive(raw)).toMatchObject({ status: "posted" });
    // The same email again (a refetch) changes nothing.
    expect(await receive(raw)).toEqual({ status: "duplicate" });

    const d = (await details(id)).json();
    expect(d.status).toBe("new");
    expect(d.replies.map((r: { fromVisitor: boolean; body: string }) => [r.fromVisitor, r.body])).toEqual([
      [false, "Bring your passport on Monday."],
      [true, "Monday is fine, thank you!\n\n(Attachments not kept (a contact request has no account to keep them in): passport.pdf)"],
    ]);
    const [row] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row!.dueAt!.getTime()).toBe(ctx.clock.now().getTime() + 24 * 3_600_000);
    const told = (await ctx.mailTo("operator@concierge.test")).find((m) => m.subject === `Reply on contact request ${reference} — Ivana Georgieva`);
    expect(told?.text).toContain("Monday is fine, thank you!");
    expect(told?.text).not.toContain("wrote:");
    const bells = await ctx.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(bells.some((b) => b.kind === "contact_received" && b.link === `/dashboard/contact?id=${id}`)).toBe(true);
    // A member is still kept out of the inbox.
    expect((await details(id, memberCookie)).statusCode).toBe(403);
  });

  it("another sender, a token altered, a token of another request's visitor, and an auto-reply change nothing", async () => {
    const first = await answered();
    const second = await answered();
    const count = async (id: string) => (await ctx.db.select().from(contactReplies).where(eq(contactReplies.submissionId, id))).length;
    const altered = first.replyTo.replace(/reply\+(.)/, (_m, c: string) => `reply+${c === "a" ? "b" : "a"}`);
    const cases: [Buffer, string][] = [
      [await mime({ from: "stranger@example.test", to: first.replyTo, subject: "Re", text: "hi" }), "sender_mismatch"],
      [await mime({ from: first.email, to: altered, subject: "Re", text: "hi" }), "unknown_token"],
      [await mime({ from: first.email, to: second.replyTo, subject: "Re", text: "into the other request" }), "sender_mismatch"],
      [await mime({ from: first.email, to: first.replyTo, subject: "Out of office", text: "away", headers: { "Auto-Submitted": "auto-replied" } }), "auto_reply"],
    ];
    for (const [raw, reason] of cases) expect(await receive(raw)).toEqual({ status: "dropped", reason });
    expect(await count(first.id)).toBe(1);
    expect(await count(second.id)).toBe(1);
    const dropped = await ctx.db.select().from(inboundEmails).where(eq(inboundEmails.status, "dropped"));
    expect(dropped.filter((r) => r.contactReplyId !== null)).toHaveLength(0);
  });

  it("an answer with no words of its own is not added, and the visitor is told in the language they wrote in", async () => {
    const { id, email, replyTo } = await answered("bg");
    const raw = await mime({ from: email, to: replyTo, subject: "Re: Paperwork setup", html: "<div><br></div><blockquote>Bring your passport on Monday.</blockquote>" });
    expect(await receive(raw)).toEqual({ status: "dropped", reason: "empty" });
    expect((await ctx.db.select().from(contactReplies).where(eq(contactReplies.submissionId, id))).length).toBe(1);
    const [notice] = (await ctx.mailTo(email)).filter((m) => m.template === "replyNotPosted");
    expect(notice?.subject).toBe("Имейлът ви не е добавен в разговора");
    expect(notice?.text).toContain("Здравейте, Ivana Georgieva,");
    // A visitor has no conversation on the site to be sent to.
    expect(notice?.text).not.toContain("http");
  });

  it("without a reply domain, the reply email's Reply-To is the operator, as before", async () => {
    const { buildApp } = await import("../../app");
    const { testConfig } = await import("../../test/app");
    const plain = await buildApp({ config: testConfig({}), db: ctx.db, dbKind: ctx.database.kind, clock: ctx.clock });
    const email = uniqueEmail("visitor");
    const res = await plain.inject({ method: "POST", url: "/api/contact", payload: { name: "Petar", email, service: "paperwork", message: "Hello there, I need help." }, remoteAddress: uniqueIp() });
    const { id } = res.json() as { id: string };
    const cookie = (await signedInAs(ctx, admin)).cookie;
    const reply = await plain.inject({ method: "POST", url: `/api/contact/submissions/${id}/replies`, payload: { subject: "Re", body: "Yes." }, remoteAddress: uniqueIp(), headers: { cookie, origin: ctx.config.publicUrl } });
    expect(reply.statusCode, reply.body).toBe(201);
    const mail = (await ctx.mailTo(email)).find((m) => m.template === "contactReply")!;
    expect(mail.headers["Reply-To"]).toBe(ctx.config.OPERATOR_EMAIL);
    await plain.close();
  });
});
