import nodemailer from "nodemailer";

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
};

export type MailFile = { filename: string; content: Buffer; contentType: string };

export type MailTransport = { kind: "smtp" | "dev"; send(mail: OutgoingMail): Promise<void>; close?(): void };

/** SMTP through nodemailer. Reply-To travels as a header like the rest. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      const { "Reply-To": replyTo, ...headers } = mail.headers;
      const { envelopeFrom, ...rest } = mail;
      await transporter.sendMail({ ...rest, replyTo, headers, ...(envelopeFrom ? { envelope: { from: envelopeFrom, to: mail.to } } : {}) });
    },
    close: () => transporter.close(),
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
      const files = mail.attachments?.length ? ` with ${mail.attachments.map((a) => a.filename).join(", ")}` : "";
      log(`[dev mailbox] to ${mail.to}: "${mail.subject}"${files} — read it at /dev/mailbox`);
    },
  };
}
