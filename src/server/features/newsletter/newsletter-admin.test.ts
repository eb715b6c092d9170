import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, newsletterSubscribers } from "../../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";
import type { Locale } from "../../../core/locale";

const ctx = await setupTestApp();
const admin = await apiAs(ctx, await createAdmin(ctx));

/** A visitor signs up (and confirms when asked), as on the site. */
async function subscribe(email: string, opts: { language?: Locale; confirm?: boolean } = {}) {
  await ctx.app.inject({ method: "POST", url: "/api/newsletter", payload: { email, language: opts.language ?? "en" }, remoteAddress: uniqueIp() });
  if (!opts.confirm) return;
  const mail = (await ctx.mailTo(email))[0]!;
  const token = new URL(linkFrom(mail.text, "http://concierge.localhost/newsletter/confirm?token=")).searchParams.get("token");
  expect((await ctx.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } })).statusCode).toBe(200);
}

const listed = async (query = "") => (await admin.get(`/api/newsletter/subscribers${query}`)).json();

describe("the operator's Newsletter screen", () => {
  it("lists pending and confirmed addresses, newest first, with language and confirmed time; unsubscribed ones are off the list", async () => {
    const confirmed = uniqueEmail("news-confirmed");
    const pending = uniqueEmail("news-pending");
    const gone = uniqueEmail("news-gone");
    await subscribe(confirmed, { language: "bg", confirm: true });
    await subscribe(pending);
    await subscribe(gone, { confirm: true });
    await ctx.db.update(newsletterSubscribers).set({ status: "unsubscribed" }).where(eq(newsletterSubscribers.email, gone));

    const page = await listed("?limit=100");
    const row = (email: string) => page.items.find((r: { email: string }) => r.email === email);
    expect(row(confirmed)).toMatchObject({ status: "confirmed", language: "bg", confirmedAt: ctx.clock.now().toISOString() });
    expect(row(pending)).toMatchObject({ status: "pending", language: "en", confirmedAt: null });
    expect(row(gone)).toBeUndefined();
    expect(page.counts.all).toBe(page.counts.pending + page.counts.confirmed);

    const onlyConfirmed = await listed("?status=confirmed&limit=100");
    expect(onlyConfirmed.items.every((r: { status: string }) => r.status === "confirmed")).toBe(true);
    // Pages: the cursor walks on without repeating a row.
    const first = await listed("?limit=1");
    const second = await listed(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });

  it("exports the list as CSV in Sofia time, and the export is audit-logged", async () => {
    const email = uniqueEmail("news-export");
    await subscribe(email, { confirm: true });
    const res = await admin.get("/api/newsletter/subscribers/export?status=confirmed");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split("\r\n")[0]).toBe("\uFEFFEmail,Status,Language,Subscribed (Sofia time),Confirmed (Sofia time)");
    const sofia = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Sofia", dateStyle: "short", timeStyle: "short" }).format(ctx.clock.now());
    expect(res.body).toContain(`${email},confirmed,en,${sofia},${sofia}\r\n`);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "newsletter.exported"), eq(auditLog.actorId, admin.user.id)));
    expect(audit).toMatchObject({ entity: "export", entityId: "newsletter-subscribers.csv" });
  });

  it("removes an address for good, with an audit row; an unknown or odd id is 404", async () => {
    const email = uniqueEmail("news-remove");
    await subscribe(email, { confirm: true });
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const res = await admin.del(`/api/newsletter/subscribers/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Subscriber removed");
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit).toMatchObject({ action: "newsletter.subscriber_removed", actorId: admin.user.id, before: { email, status: "confirmed" } });
    expect((await admin.del(`/api/newsletter/subscribers/${row!.id}`)).statusCode).toBe(404);
    expect((await admin.del("/api/newsletter/subscribers/not-a-uuid")).statusCode).toBe(404);
  });

  it("is the operator's only: a member gets 403, a signed-out caller 401, and nothing changes", async () => {
    const email = uniqueEmail("news-guarded");
    await subscribe(email);
    const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const member = await apiAs(ctx, await createMember(ctx));
    for (const call of [
      () => member.get("/api/newsletter/subscribers"),
      () => member.get("/api/newsletter/subscribers/export"),
      () => member.del(`/api/newsletter/subscribers/${row!.id}`),
    ]) {
      expect((await call()).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ["GET", "/api/newsletter/subscribers"],
      ["GET", "/api/newsletter/subscribers/export"],
      ["DELETE", `/api/newsletter/subscribers/${row!.id}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
  });
});
