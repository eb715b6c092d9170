import nodemailer from "nodemailer";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export type MailTransport = { kind: "smtp" | "dev"; send(mail: OutgoingMail): Promise<void>; close?(): void };

/** SMTP through nodemailer. Reply-To travels as a header like the rest. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      const { "Reply-To": replyTo, ...headers } = mail.headers;
      await transporter.sendMail({ ...mail, replyTo, headers });
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: no mail leaves the machine; it is logged and readable at /dev/mailbox. */
export function devTransport(log: (line: string) => void): MailTransport {
  return {
    kind: "dev",
    async send(mail) {
      log(`[dev mailbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}
