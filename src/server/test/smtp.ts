import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailAttachments } from "../mail/attachments";
import { createOutboxWorker } from "../mail/outbox-worker";
import { smtpTransport } from "../mail/transport";
import type { TestContext } from "./app";

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function smtpCatcher(): Promise<{ url: string; messages(): Promise<ParsedMail[]>; close(): Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString("latin1");
      });
      stream.on("end", () => {
        received.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => Promise.all(received.map((raw) => simpleParser(Buffer.from(raw, "latin1")))),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
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
    attach: mailAttachments(ctx.db, ctx.config),
  });
  while ((await worker.runOnce()) > 0);
}
