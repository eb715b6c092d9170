import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, newsletterDeliveries, newsletterIssues, newsletterSubscribers, outbox } from "../../db/schema";
import { createNewsletterSendJob } from "./newsletter-send";
import { appBeside, linkFrom, setupTestApp, testConfig, uniqueEmail } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";
import { hashToken, newToken } from "./store";
import type { Locale } from "../../../core/locale";

// Forty subscribers at twelve a minute: the batches, the pause and the resumption are the same as
// at any size, and rendering the mails is most of this file's time.
const PER_MINUTE = 12;
const SUBSCRIBERS = 40;
const ctx = await setupTestApp({ env: { NEWSLETTER_SEND_PER_MINUTE: String(PER_MINUTE) } });
const adminUser = await createAdmin(ctx);
const admin = await apiAs(ctx, adminUser);
const SITE = "http://concierge.localhost";
const LIST_ID = "Concierge news <newsletter.concierge.localhost>";

const ISSUE = {
  subjectEn: "Winter news",
  bodyEn: "Hello!\n\nOur new hours: https://concierge.localhost/hours.\nSee you soon.",
  subjectBg: "Зимни новини",
  bodyBg: "Здравейте!\n\nНовото ни работно време: https://concierge.localhost/hours.",
};
const issueInput = ISSUE;

/** Subscribers straight into the table (sign-ups through the form would be the slow part). */
async function addSubscribers(n: number, status: "pending" | "confirmed" | "unsubscribed", prefix: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: uniqueEmail(`${prefix}${i}`),
    status,
    language: (i % 2 === 0 ? "en" : "bg") as Locale,
    unsubscribeTokenHash: hashToken(newToken()),
    createdAt: ctx.clock.now(),
    confirmedAt: status === "confirmed" ? ctx.clock.now() : null,
  }));
  await ctx.db.insert(newsletterSubscribers).values(rows);
  return rows;
}

const issueMails = (emails: string[]) => ctx.db.select().from(outbox).where(and(eq(outbox.template, "newsletterIssue"), inArray(outbox.to, emails)));

describe("sending a newsletter issue", () => {
  it("reaches each confirmed subscriber exactly once, in their language, with their own unsubscribe link and List-Id, across a restart", async () => {
    const confirmed = await addSubscribers(SUBSCRIBERS, "confirmed", "nl-yes");
    const pending = await addSubscribers(5, "pending", "nl-pending");
    const gone = await addSubscribers(5, "unsubscribed", "nl-gone");

    // The first server: the operator writes the issue and sends it; the first batch goes at once.
    const first = await appBeside(ctx, { config: testConfig({ NEWSLETTER_SEND_PER_MINUTE: String(PER_MINUTE) }) });
    const post = (app: typeof first, url: string, payload?: object) => app.inject({ method: "POST", url, headers: admin.headers, ...(payload ? { payload } : {}) });
    const created = await post(first, "/api/newsletter/issues", issueInput);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const sent = await post(first, `/api/newsletter/issues/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ status: "sending", progress: { queued: PER_MINUTE, recipients: SUBSCRIBERS, remaining: SUBSCRIBERS - PER_MINUTE } });

    // Its job runs one more batch a minute later, then the server stops half-way.
    const deps = { db: ctx.db, clock: ctx.clock, siteUrl: SITE, perMinute: PER_MINUTE };
    expect(await createNewsletterSendJob(deps).runOnce()).toBe(0); // the minute's budget is spent
    ctx.clock.advance(60_000);
    expect(await createNewsletterSendJob(deps).runOnce()).toBe(PER_MINUTE);
    await first.close();

    // Someone unsubscribes while the send is paused: they are not mailed.
    const [late] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(and(inArray(newsletterSubscribers.email, confirmed.map((c) => c.email)), eq(newsletterSubscribers.status, "confirmed")))
      .orderBy(newsletterSubscribers.id)
      .offset(SUBSCRIBERS - 1)
      .limit(1);
    await ctx.db.update(newsletterSubscribers).set({ status: "unsubscribed" }).where(eq(newsletterSubscribers.id, late!.id));

    // A new server on the same database: its job picks up where the first stopped.
    const second = await appBeside(ctx, { config: testConfig({ NEWSLETTER_SEND_PER_MINUTE: String(PER_MINUTE) }) });
    const job = createNewsletterSendJob(deps);
    const batches: number[] = [];
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(60_000);
      batches.push(await job.runOnce());
    }
    // What is left after two batches, less the one who unsubscribed: a full batch, then the rest.
    expect(batches).toEqual([PER_MINUTE, SUBSCRIBERS - 3 * PER_MINUTE - 1, 0, 0, 0]);

    const mails = await issueMails([...confirmed, ...pending, ...gone].map((s) => s.email));
    expect(mails).toHaveLength(SUBSCRIBERS - 1);
    expect(mails.filter((m) => m.to === late!.email || pending.some((p) => p.email === m.to) || gone.some((g) => g.email === m.to))).toEqual([]);
    for (const s of confirmed.filter((c) => c.email !== late!.email)) {
      const own = mails.filter((m) => m.to === s.email);
      expect(own, s.email).toHaveLength(1);
      const mail = own[0]!;
      expect(mail.subject).toBe(s.language === "bg" ? ISSUE.subjectBg : ISSUE.subjectEn);
      expect(mail.text).toContain(s.language === "bg" ? "Здравейте!" : "See you soon.");
      expect(mail.html).toContain('href="https://concierge.localhost/hours"');
      expect(mail.headers["List-Id"]).toBe(LIST_ID);
      expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/concierge\.localhost\/api\/newsletter\/one-click\?token=[\w-]+&lang=(en|bg)>$/);
    }

    // Each link unsubscribes its own subscriber, and only them.
    const [one, two, untouched] = confirmed.filter((c) => c.email !== late!.email);
    for (const s of [one!, two!]) {
      const mail = mails.find((m) => m.to === s.email)!;
      const page = new URL(linkFrom(mail.text, `${SITE}/newsletter/unsubscribe?token=`));
      // The page opens in the mail's language.
      expect(page.searchParams.get("lang") ?? "en").toBe(s.language);
      const token = page.searchParams.get("token");
      expect((await ctx.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token } })).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, s.email));
      expect(row!.status).toBe("unsubscribed");
    }
    expect((await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, untouched!.email)))[0]!.status).toBe("confirmed");

    // The operator's screen: done, and who unsubscribed since.
    await ctx.db.update(outbox).set({ status: "sent" }).where(inArray(outbox.id, mails.slice(0, 30).map((m) => m.id)));
    await ctx.db.update(outbox).set({ status: "dead" }).where(eq(outbox.id, mails[30]!.id));
    const shown = await second.inject({ method: "GET", url: `/api/newsletter/issues/${id}`, headers: admin.headers });
    expect(shown.json()).toMatchObject({ status: "sent", progress: { recipients: SUBSCRIBERS - 1, queued: SUBSCRIBERS - 1, sent: 30, failed: 1, unsubscribed: 2, remaining: 0 } });
    expect(await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id))).toHaveLength(SUBSCRIBERS - 1);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, "newsletter.issue_send_started")));
    expect(audit).toMatchObject({ actorId: adminUser.id, entity: "newsletter_issue" });

    // Sent is sent: sending again or editing it is refused.
    expect((await post(second, `/api/newsletter/issues/${id}/send`)).statusCode).toBe(409);
    expect((await second.inject({ method: "PUT", url: `/api/newsletter/issues/${id}`, headers: admin.headers, payload: issueInput })).statusCode).toBe(409);
  }, 120_000);

  it("sends once when sent twice at once (a double click, two tabs)", async () => {
    ctx.clock.advance(60_000); // a fresh minute's budget
    const id = (await admin.post("/api/newsletter/issues", { ...issueInput, subjectEn: "Twice?" })).json().id;
    const [a, b] = await Promise.all([admin.post(`/api/newsletter/issues/${id}/send`, {}), admin.post(`/api/newsletter/issues/${id}/send`, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.message).toBe("This issue has already been sent");
    const deliveries = await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id));
    expect(new Set(deliveries.map((d) => d.subscriberId)).size).toBe(deliveries.length);
    expect(deliveries.length).toBeGreaterThan(0);
  });

  it("keeps an earlier issue's unsubscribe link working after the next issue is sent", async () => {
    ctx.clock.advance(60_000);
    await ctx.db.update(newsletterSubscribers).set({ status: "unsubscribed" }).where(eq(newsletterSubscribers.status, "confirmed"));
    const [reader] = await addSubscribers(1, "confirmed", "nl-twice");
    const sendIssue = async (subjectEn: string) => {
      ctx.clock.advance(60_000);
      const id = (await admin.post("/api/newsletter/issues", { ...issueInput, subjectEn })).json().id;
      expect((await admin.post(`/api/newsletter/issues/${id}/send`, {})).statusCode).toBe(202);
      return (await issueMails([reader!.email])).find((m) => m.subject === subjectEn)!;
    };
    const january = await sendIssue("January news");
    const february = await sendIssue("February news");
    const tokenOf = (text: string) => new URL(linkFrom(text, `${SITE}/newsletter/unsubscribe?token=`)).searchParams.get("token");
    expect(tokenOf(january.text)).not.toBe(tokenOf(february.text));
    // The reader opens January's mail after February's arrived: its link still unsubscribes them.
    expect((await ctx.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token: tokenOf(january.text) } })).statusCode).toBe(200);
    expect((await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, reader!.email)))[0]!.status).toBe("unsubscribed");
  });

  it("previews as the subscriber sees it, falling back to the other language, and sends the operator a test", async () => {
    const id = (await admin.post("/api/newsletter/issues", { subjectEn: "Only English", bodyEn: "Plain <b>text</b>, never HTML.", subjectBg: "", bodyBg: "" })).json().id;
    const bg = await admin.get(`/api/newsletter/issues/${id}/preview?lang=bg`);
    expect(bg.statusCode).toBe(200);
    expect(bg.json()).toMatchObject({ lang: "en", subject: "Only English" });
    expect(bg.json().html).toContain("Plain &lt;b&gt;text&lt;/b&gt;, never HTML.");
    expect(bg.json().text).toContain("Unsubscribe with one click:");

    const test = await admin.post(`/api/newsletter/issues/${id}/test`, {});
    expect(test.statusCode).toBe(202);
    const [mail] = await ctx.mailTo(adminUser.email);
    expect(mail).toMatchObject({ template: "newsletterIssue", subject: "[Test] Only English" });
    // A test changes nobody's subscription and counts as no delivery.
    expect(await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id))).toHaveLength(0);
    const [issue] = await ctx.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue!.status).toBe("draft");
  });

  it("refuses bad input with a clear error and keeps nothing", async () => {
    const before = (await ctx.db.select().from(newsletterIssues)).length;
    for (const body of [
      { subjectEn: "", bodyEn: "", subjectBg: "", bodyBg: "" },
      { subjectEn: "Subject only", bodyEn: "", subjectBg: "", bodyBg: "" },
      { subjectEn: "x".repeat(201), bodyEn: "Body", subjectBg: "", bodyBg: "" },
      { subjectEn: "S", bodyEn: "B", subjectBg: "", bodyBg: "", html: "<p>no</p>" },
    ]) {
      const res = await admin.post("/api/newsletter/issues", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    expect((await admin.post("/api/newsletter/issues", { subjectEn: "Subject only", bodyEn: "", subjectBg: "", bodyBg: "" })).json().error.fields).toEqual({
      bodyEn: "Write a text for this subject",
    });
    expect((await ctx.db.select().from(newsletterIssues)).length).toBe(before);
    expect((await admin.get("/api/newsletter/issues/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await admin.post("/api/newsletter/issues/not-a-uuid/send", {})).statusCode).toBe(404);
  });

  it("is the operator's only: a member gets 403, a signed-out caller 401, and nothing is sent", async () => {
    const id = (await admin.post("/api/newsletter/issues", { ...issueInput, subjectEn: "Guarded" })).json().id;
    const member = await apiAs(ctx, await createMember(ctx));
    const calls = [
      ["GET", "/api/newsletter/issues"],
      ["POST", "/api/newsletter/issues"],
      ["GET", `/api/newsletter/issues/${id}`],
      ["PUT", `/api/newsletter/issues/${id}`],
      ["GET", `/api/newsletter/issues/${id}/preview?lang=en`],
      ["POST", `/api/newsletter/issues/${id}/test`],
      ["POST", `/api/newsletter/issues/${id}/send`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === "GET" ? undefined : issueInput;
      expect((await ctx.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(401);
    }
    const [issue] = await ctx.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue).toMatchObject({ status: "draft", subjectEn: "Guarded" });
    expect(await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id))).toHaveLength(0);
  });
});
