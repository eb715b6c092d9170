import { Writable } from "node:stream";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { backoffMs, createOutboxWorker } from "../mail/outbox-worker";
import { smtpTransport } from "../mail/transport";
import { figures } from "../security/report";
import { fixedClock } from "../test/app";
import { createTestDatabase } from "../test/db";
import { freePort } from "../test/spawn-main";
import { seconds } from "./drill";

/**
 * The mail server is down (its port closed, then up but refusing
 * every connection) while 200 mails wait in the outbox; then it comes up. Every mail must
 * arrive, each exactly once, with eight workers (eight instances) sending at the same time.
 * The real outbox worker and SMTP transport against a real SMTP server, in process; the
 * clock is the app's test clock, so the retry backoff (30 s, 60 s) passes at once.
 */
const f = figures("Fault drill: SMTP down while 200 mails are queued");
afterAll(f.print);

const MAILS = 200;
const WORKERS = 8;
/** The real logger (pino), writing to lines this test reads: a failed send must reach the log. */
function capturedLogger() {
  const lines: { level: number; msg: string; err?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: "info" }, sink) };
}

type Received = { to: string[]; messageId: string };

/** An SMTP server on `port`: it refuses every connection (421) or takes every mail. */
async function smtpOn(port: number, mode: "refuse" | "accept") {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, done) {
      if (mode === "accept") return done();
      const err = Object.assign(new Error("Service not available, try again later"), { responseCode: 421 });
      done(err);
    },
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId: raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? "" });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("the outbox through an SMTP outage", () => {
  it("delivers every queued mail exactly once when the mail server comes back", async () => {
    const database = await createTestDatabase();
    const clock = fixedClock();
    const { lines, log } = capturedLogger();
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    // Eight instances' workers at once: a mail server takes ~0.1 s per connection (smtp-server's
    // early-talker pause), and several senders are where a mail could go out twice.
    const workers = Array.from({ length: WORKERS }, () =>
      createOutboxWorker({ db: database.db, transport: smtpTransport(url), from: "Concierge <hello@concierge.test>", clock, log, batchSize: 10 }),
    );
    const servers: { close(): Promise<void> }[] = [];
    try {
      const recipients = Array.from({ length: MAILS }, (_, i) => `drill-${i}@smtp-down.test`);
      await database.db.transaction(async (tx) => {
        for (const to of recipients) {
          const data = { confirmUrl: "http://concierge.localhost/newsletter/confirm?token=abc", unsubscribeUrl: "http://concierge.localhost/u" };
          await enqueueMail(tx, { template: "newsletterConfirm", to, data }, clock.now());
        }
      });
      /** Both workers, round after round, until a round finds nothing due. */
      const drain = async () => {
        while ((await Promise.all(workers.map((w) => w.runOnce()))).some((n) => n > 0));
      };
      const attempted = async () => (await database.db.select({ n: count() }).from(outbox).where(eq(outbox.attempts, 0)))[0]!.n;

      // 1. Nothing listens on the port: every send fails to connect.
      await drain();
      const untriedWhileClosed = await attempted();
      const failedClosed = await database.db.select().from(outbox);
      const connectErrors = failedClosed.filter((r) => r.status === "pending" && r.attempts === 1 && /ECONNREFUSED|connect/i.test(r.lastError ?? "")).length;

      // 2. Up, but refusing every connection (421), once the first retry is due.
      const refusing = await smtpOn(port, "refuse");
      servers.push(refusing);
      clock.advance(backoffMs(1));
      await drain();
      const afterRefusal = await database.db.select().from(outbox);
      const refused = afterRefusal.filter((r) => r.status === "pending" && r.attempts === 2 && /421|not available/i.test(r.lastError ?? "")).length;
      await refusing.close();
      servers.pop();

      // 3. Up and accepting, once the second retry is due.
      const smtp = await smtpOn(port, "accept");
      servers.push(smtp);
      clock.advance(backoffMs(2));
      const started = performance.now();
      await drain();
      const drainMs = performance.now() - started;

      const perRecipient = new Map<string, number>();
      for (const m of smtp.received) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const delivered = recipients.filter((to) => perRecipient.has(to)).length;
      const lost = MAILS - delivered;
      const duplicates = [...perRecipient.values()].reduce((sum, k) => sum + (k - 1), 0);
      const messageIds = new Set(smtp.received.map((m) => m.messageId).filter(Boolean));
      const rows = await database.db.select().from(outbox);
      const sent = rows.filter((r) => r.status === "sent").length;

      const loggedFailures = lines.filter((l) => l.level === 40 && l.msg === "mail send failed, will retry" && /ECONNREFUSED|connect|421|not available/i.test(l.err ?? "")).length;
      f.add({ check: "mails queued in the outbox", figure: MAILS, target: `${MAILS}`, ok: rows.length === MAILS });
      f.add({ check: "port closed: sends failed, kept for retry", figure: connectErrors, target: `${MAILS}`, ok: connectErrors === MAILS && untriedWhileClosed === 0 });
      f.add({ check: "server refusing (421): sends failed, kept for retry", figure: refused, target: `${MAILS}`, ok: refused === MAILS });
      f.add({ check: "failed sends in the log (real logger, with the SMTP error)", figure: loggedFailures, target: `${2 * MAILS}`, ok: loggedFailures === 2 * MAILS });
      f.add({ check: "delivered once the server is up", figure: delivered, target: `${MAILS}`, ok: delivered === MAILS });
      f.add({ check: "lost", figure: lost, target: "0", ok: lost === 0 });
      f.add({ check: `duplicates (same recipient twice; ${WORKERS} workers)`, figure: duplicates, target: "0", ok: duplicates === 0 });
      f.add({ check: "messages received / distinct Message-IDs", figure: `${smtp.received.length} / ${messageIds.size}`, target: `${MAILS} / ${MAILS}`, ok: smtp.received.length === MAILS && messageIds.size === MAILS });
      f.add({ check: "outbox rows marked sent", figure: sent, target: `${MAILS}`, ok: sent === MAILS });
      f.add({ check: "time to deliver the backlog once up", figure: seconds(drainMs), target: "< 60 s", ok: drainMs < 60_000 });

      expect(rows).toHaveLength(MAILS);
      expect(untriedWhileClosed).toBe(0);
      expect(connectErrors).toBe(MAILS);
      expect(refused).toBe(MAILS);
      expect(loggedFailures).toBe(2 * MAILS);
      expect(lost).toBe(0);
      expect(duplicates).toBe(0);
      expect(smtp.received).toHaveLength(MAILS);
      expect(messageIds.size).toBe(MAILS);
      expect(sent).toBe(MAILS);
      expect(drainMs).toBeLessThan(60_000);
    } finally {
      for (const s of servers) await s.close();
      await database.close();
    }
  }, 90_000);
});
