import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { passesAtOnce } from "../test/jobs";
import { startSmtp } from "../test/smtp";
import { enqueueMail } from "./outbox";
import { backoffMs, createOutboxWorker } from "./outbox-worker";
import { smtpTransport } from "./transport";

const ctx = await setupTestApp();

async function queueNewsletterMail(to: string) {
  await enqueueMail(ctx.db, {
    template: "newsletterConfirm",
    to,
    data: { confirmUrl: "http://concierge.localhost/newsletter/confirm?token=abc", unsubscribeUrl: "http://concierge.localhost/u" },
  }, ctx.clock.now());
  return (await ctx.mailTo(to))[0]!;
}

const worker = (url: string) =>
  createOutboxWorker({ db: ctx.db, transport: smtpTransport(url), from: "Concierge <hello@concierge.test>", clock: ctx.clock, log: ctx.app.log, batchSize: 50 });

describe("outbox worker", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it("sends queued mail over SMTP and marks it sent", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const to = uniqueEmail("smtp");
    const row = await queueNewsletterMail(to);
    await worker(smtp.url).runOnce();

    const delivered = smtp.received.find((m) => m.to.includes(to));
    expect(delivered?.raw).toContain("Subject: Please confirm your subscription to Concierge news");
    expect(delivered?.raw).toContain("List-Unsubscribe: <http://concierge.localhost/u>");
    const [after] = await ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps mail through an outage and retries it with backoff", async () => {
    const down = await startSmtp({ reject: true });
    servers.push(down);
    const to = uniqueEmail("outage");
    const row = await queueNewsletterMail(to);
    await worker(down.url).runOnce();

    let [after] = await ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: "pending", attempts: 1 });
    expect(after?.lastError).toMatch(/mailbox unavailable/);
    expect(after!.nextAttemptAt.getTime()).toBe(ctx.clock.now().getTime() + backoffMs(1));

    // Not due yet: a second pass leaves it alone.
    const up = await startSmtp();
    servers.push(up);
    await worker(up.url).runOnce();
    expect(up.received.some((m) => m.to.includes(to))).toBe(false);

    ctx.clock.advance(backoffMs(1));
    await worker(up.url).runOnce();
    expect(up.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    [after] = await ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("logs a failed send through the real logger and goes on with the rest of the batch", async () => {
    const down = await startSmtp({ reject: true });
    servers.push(down);
    const lines: { level: number; msg: string; err?: string; mailId?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const log = pino({ level: "info" }, sink);
    const rows = [];
    for (let i = 0; i < 3; i++) rows.push(await queueNewsletterMail(uniqueEmail("logged")));
    const ids = rows.map((r) => r.id);
    await createOutboxWorker({ db: ctx.db, transport: smtpTransport(down.url), from: "Concierge <hello@concierge.test>", clock: ctx.clock, log, batchSize: 50 }).runOnce();

    const after = await ctx.db.select().from(outbox).where(inArray(outbox.id, ids));
    // Every row of the batch was tried and released, none left waiting out its lease.
    expect(after.map((r) => [r.attempts, r.lockedUntil])).toEqual(ids.map(() => [1, null]));
    const logged = lines.filter((l) => l.mailId && ids.includes(l.mailId));
    expect(logged).toHaveLength(3);
    for (const l of logged) {
      expect(l).toMatchObject({ level: 40, msg: "mail send failed, will retry" });
      expect(l.err).toMatch(/mailbox unavailable/);
    }
  });

  it("never sends a mail twice when several workers run at once", async () => {
    const smtp = await startSmtp();
    servers.push(smtp);
    const recipients = Array.from({ length: 12 }, () => uniqueEmail("race"));
    for (const to of recipients) await queueNewsletterMail(to);
    await passesAtOnce(3, () => worker(smtp.url));
    for (const to of recipients) {
      expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    }
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
