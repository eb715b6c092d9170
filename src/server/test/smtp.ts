import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailAttachments } from "../features/payments/attachments";
import { createOutboxWorker } from "../mail/outbox-worker";
import { smtpTransport } from "../mail/transport";
import type { TestContext } from "./app";

/** A mail the local SMTP server received: its envelope's recipients and the raw message (bytes as latin1). */
type ReceivedMail = { to: string[]; from: string; raw: string };

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
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", raw });
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

/** Sends every due mail in the test database's outbox through SMTP at `url`, with its attachments (and DKIM-signed with the config's key), as the real worker does. */
export async function deliverOutbox(ctx: TestContext, url: string): Promise<void> {
  const worker = createOutboxWorker({
    db: ctx.db,
    transport: smtpTransport(url, ctx.config.dkim),
    from: ctx.config.MAIL_FROM,
    clock: ctx.clock,
    log: ctx.app.log,
    batchSize: 100,
    attach: mailAttachments(ctx.db, ctx.app.business),
  });
  while ((await worker.runOnce()) > 0);
}

/** One MIME part as a mail client sees it: its type and parameters, disposition, decoded body and children. */
export type MimePart = { type: string; params: Record<string, string>; disposition: string | null; headers: Record<string, string>; body: Buffer; parts: MimePart[] };

/** Content-Type / Content-Disposition: the value and its parameters (quoted or not). */
function headerValue(value: string): { value: string; params: Record<string, string> } {
  const [first = "", ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf("=");
    if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return { value: first.trim().toLowerCase(), params };
}

/** Walks a raw message's MIME tree (RFC 2045/2046) without a parser's interpretation: the shape a client receives. */
export function mimeTree(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headerValue(headers["content-type"] ?? "text/plain");
  const disposition = headers["content-disposition"] ? headerValue(headers["content-disposition"]) : null;
  const params = { ...type.params, ...(disposition?.params.filename ? { filename: disposition.params.filename } : {}) };
  if (type.value.startsWith("multipart/")) {
    const boundary = `--${type.params.boundary}`;
    const chunks = rest.split(new RegExp(`\\r?\\n?${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    // Before the first boundary is the preamble; after the closing "--" the epilogue.
    const parts = chunks.slice(1).filter((c) => !c.startsWith("--")).map((c) => mimeTree(c.replace(/^[ \t]*\r?\n/, "")));
    return { type: type.value, params, disposition: disposition?.value ?? null, headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(rest.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1")
        : Buffer.from(rest, "latin1");
  return { type: type.value, params, disposition: disposition?.value ?? null, headers, body, parts: [] };
}
