import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailAttachments } from "../mail/attachments";
import { createOutboxWorker } from "../mail/outbox-worker";
import { smtpTransport } from "../mail/transport";
import type { TestContext } from "./app";

/** A mail the local SMTP server received: its envelope's recipients and the raw message (bytes as latin1). */
type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server in-process on a free local port (the outer edge of the mail path); `reject` refuses every message. */
export async function startSmtp(opts: { reject?: boolean } = {}): Promise<{ received: ReceivedMail[]; url: string; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString("latin1");
      });
      stream.on("end", () => {
        if (opts.reject) return done(new Error("mailbox unavailable"));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A local SMTP server that keeps every message it receives, parsed. */
export async function smtpCatcher(): Promise<{ url: string; messages(): Promise<ParsedMail[]>; close(): Promise<void> }> {
  const { received, url, close } = await startSmtp();
  return { url, messages: () => Promise.all(received.map(({ raw }) => simpleParser(Buffer.from(raw, "latin1")))), close };
}

/** Sends every due mail in the test database's outbox through SMTP at `url`, with its attachments, as the real worker does. */
export async function deliverOutbox(ctx: TestContext, url: string): Promise<void> {
  const worker = createOutboxWorker({
    db: ctx.db,
    transport: smtpTransport(url),
    from: "Concierge <hello@concierge.test>",
    clock: ctx.clock,
    log: ctx.app.log,
    batchSize: 100,
    attach: mailAttachments(ctx.db, ctx.app.business),
  });
  while ((await worker.runOnce()) > 0);
}
