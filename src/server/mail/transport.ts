import type { Transporter } from "nodemailer";
import type { DkimConfig } from "../config";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The envelope sender (SMTP MAIL FROM, the Return-Path bounces go to) when it is not `from`. */
  envelopeFrom?: string;
  attachments?: MailFile[];
  /** An appointment's calendar object (RFC 5545 text) and its METHOD. */
  calendar?: { method: "REQUEST" | "CANCEL"; ics: string };
};

export type MailFile = { filename: string; content: Buffer; contentType: string };

export type MailTransport = { kind: "smtp" | "dev"; send(mail: OutgoingMail): Promise<void>; close?(): void };

/**
 * SMTP through nodemailer. Reply-To travels as a header like the rest. A calendar object goes as
 * nodemailer's `icalEvent`: a `text/calendar; method=…` part beside the text and the HTML in
 * `multipart/alternative` (what Outlook and Gmail turn into an invite card with the event), and
 * the same object attached as invite.ics (`application/ics`) for clients that only offer a file,
 * all inside `multipart/mixed`. With `dkim` every message is signed by nodemailer as it is sent.
 */
export function smtpTransport(url: string, dkim?: DkimConfig | null): MailTransport {
  // With DKIM every message is signed (relaxed/relaxed, rsa-sha256) as it leaves.
  // nodemailer loads with the first mail sent, not with the server.
  let transporter: Promise<Transporter> | undefined;
  const open = () => (transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(dkim ? { url, dkim } : url)));
  return {
    kind: "smtp",
    async send({ calendar, envelopeFrom, ...mail }) {
      const { "Reply-To": replyTo, ...headers } = mail.headers;
      const icalEvent = calendar ? { method: calendar.method, filename: "invite.ics", content: calendar.ics } : undefined;
      await (await open()).sendMail({ ...mail, replyTo, headers, icalEvent, ...(envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {}) });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/**
 * The embedded default: no mail leaves the machine; it stays readable at /dev/mailbox. The
 * log names it but never prints the body: reset and verification links sign someone in, and
 * logs are kept, shipped and read by more people than the mailbox.
 */
export function devTransport(log: (line: string) => void): MailTransport {
  return {
    kind: "dev",
    async send(mail) {
      const names = [...(mail.attachments ?? []).map((a) => a.filename), ...(mail.calendar ? ["invite.ics"] : [])];
      const files = names.length ? ` with ${names.join(", ")}` : "";
      log(`[dev mailbox] to ${mail.to}: "${mail.subject}"${files} — read it at /dev/mailbox`);
    },
  };
}
