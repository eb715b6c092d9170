import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions, messages, notifications, outbox, profiles, translationRequests } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { passesAtOnce } from "../../test/jobs";
import { createAdmin, createMember, testContactReference } from "../../test/factories";
import { FILES, openCheckout, payTestSession } from "../../test/payments";
import { createOverdueJob } from "./overdue";

const ctx = await setupTestApp();
const job = () =>
  createOverdueJob({ db: ctx.db, clock: ctx.clock, operatorEmail: () => ctx.config.OPERATOR_EMAIL, publicUrl: ctx.config.publicUrl, log: ctx.app.log });
const HOUR = 3600 * 1000;
const admin = await createAdmin(ctx);

/** Overdue mails naming `who`. */
const overdueMails = async (who: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "itemOverdue"), eq(outbox.to, ctx.config.OPERATOR_EMAIL), like(outbox.subject, `%${who}%`)));
const bell = async (who: string) =>
  (await ctx.db.select().from(notifications).where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "item_overdue")))).filter(
    (n) => n.data.who === who,
  );

async function contactDueIn(ms: number, name: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(contactSubmissions)
    .values({ reference: testContactReference(), name, email: uniqueEmail("visitor"), service: "calls", message: "Please call", createdAt: now, dueAt: new Date(now.getTime() + ms) })
    .returning();
  return row!;
}

describe("overdue job", () => {
  it("emails the operator once when a contact request falls overdue: not before, once after, never again", async () => {
    const who = `Vera ${Date.now()}`;
    const row = await contactDueIn(24 * HOUR, who);

    ctx.clock.advance(24 * HOUR - 60_000);
    await job().runOnce();
    expect(await overdueMails(who)).toHaveLength(0);

    ctx.clock.advance(2 * 60_000);
    await job().runOnce();
    const mails = await overdueMails(who);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Overdue: reply to ${who}'s contact request`);
    expect(mails[0]!.text).toContain(`${ctx.config.publicUrl}/dashboard/contact`);
    expect(await bell(who)).toMatchObject([{ link: "/dashboard/contact", data: { item: "contact", id: row.id } }]);
    const [after] = await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, row.id));
    expect(after!.overdueNotifiedAt).toEqual(ctx.clock.now());

    ctx.clock.advance(HOUR);
    await job().runOnce();
    expect(await overdueMails(who)).toHaveLength(1);
    expect(await bell(who)).toHaveLength(1);
  });

  it("sends exactly one email when two instances run at the same moment", async () => {
    const who = `Concurrent ${Date.now()}`;
    await contactDueIn(HOUR, who);
    ctx.clock.advance(2 * HOUR);
    await passesAtOnce(3, job);
    expect(await overdueMails(who)).toHaveLength(1);
    expect(await bell(who)).toHaveLength(1);
  });

  it("leaves an item answered in time alone", async () => {
    const who = `Answered ${Date.now()}`;
    const row = await contactDueIn(HOUR, who);
    await ctx.db.update(contactSubmissions).set({ status: "answered" }).where(eq(contactSubmissions.id, row.id));
    ctx.clock.advance(2 * HOUR);
    await job().runOnce();
    expect(await overdueMails(who)).toHaveLength(0);
  });

  it("covers an unanswered client message and an undelivered translation, with a link to each screen", async () => {
    const client = await createMember(ctx, { name: `Client ${Date.now()}` });
    const now = ctx.clock.now();
    const [msg] = await ctx.db
      .insert(messages)
      .values({ userId: client.id, sender: "client", content: "secret content", createdAt: now, dueAt: new Date(now.getTime() + 24 * HOUR) })
      .returning();
    const upload = await ctx.app.inject({
      method: "POST",
      url: "/api/translation/uploads",
      payload: FILES.pdf,
      headers: { "content-type": "application/octet-stream", "x-file-name": "deed.pdf" },
    });
    const translator = `Tom ${Date.now()}`;
    const sessionId = await openCheckout(ctx, {
      items: [{ kind: "translation" }],
      translation: { uploadId: upload.json().uploadId, name: translator, email: uniqueEmail("tom"), notes: "" },
    });
    expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);

    ctx.clock.advance(25 * HOUR);
    await job().runOnce();
    const msgMails = await overdueMails(client.name);
    expect(msgMails).toHaveLength(1);
    expect(msgMails[0]!.subject).toBe(`Overdue: reply to ${client.name}'s message`);
    expect(msgMails[0]!.text).toContain("/dashboard/messages");
    expect(msgMails[0]!.text).not.toContain("secret content");
    expect(await overdueMails(translator)).toHaveLength(0);
    const [m] = await ctx.db.select().from(messages).where(eq(messages.id, msg!.id));
    expect(m!.overdueNotifiedAt).not.toBeNull();

    ctx.clock.advance(24 * HOUR);
    await job().runOnce();
    const tMails = await overdueMails(translator);
    expect(tMails).toHaveLength(1);
    expect(tMails[0]!.text).toContain("/dashboard/translations");
    const [t] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.name, translator));
    expect(t!.overdueNotifiedAt).not.toBeNull();
  });

  it("tells a burst of messages from one client once, and a later unanswered message again when it falls due", async () => {
    const client = await createMember(ctx, { name: `Burst ${Date.now()}` });
    const t0 = ctx.clock.now().getTime();
    const write = (at: number) =>
      ctx.db.insert(messages).values({ userId: client.id, sender: "client", content: "hi", createdAt: new Date(at), dueAt: new Date(at + 24 * HOUR) });
    await write(t0);
    await write(t0 + 60_000);
    await write(t0 + 3 * 60_000);
    ctx.clock.advance(24 * HOUR + 30_000);
    await job().runOnce();
    ctx.clock.advance(5 * 60_000);
    await job().runOnce();
    expect(await overdueMails(client.name)).toHaveLength(1);
    expect(await bell(client.name)).toMatchObject([{ data: { item: "message", id: client.id } }]);

    // Still unanswered, the client writes again the next day: that message gets its own reminder.
    await write(ctx.clock.now().getTime());
    ctx.clock.advance(24 * HOUR + 60_000);
    await job().runOnce();
    expect(await overdueMails(client.name)).toHaveLength(2);
  });

  it("names the item as text: markup in a visitor's name is escaped in the email", async () => {
    const who = `<script>alert(1)</script> ${Date.now()}`;
    await contactDueIn(HOUR, who);
    ctx.clock.advance(2 * HOUR);
    await job().runOnce();
    const [mail] = await overdueMails(who);
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
  });

  it("writes to the operator in Bulgarian when the operator's account prefers it", async () => {
    const operator = await createAdmin(ctx, { email: ctx.config.OPERATOR_EMAIL });
    await ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, operator.id));
    const who = `Bulgarian ${Date.now()}`;
    await contactDueIn(HOUR, who);
    ctx.clock.advance(2 * HOUR);
    await job().runOnce();
    const [mail] = await overdueMails(who);
    expect(mail!.subject).toBe(`Просрочено: отговор на запитването от ${who}`);
    expect(mail!.html).toMatch(/<html[^>]* lang="bg"/);
  });
});
