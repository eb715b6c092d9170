import type { Currency } from "../../../core/money";
import { type MailTranslate, mailCatalogue } from "./catalogue";
import { greet, type MailLang, mailMoney, paragraphMail } from "./kit";
import { mailTime } from "./layout";

/** Emails of issue 9 (clients, hours, payment requests), in the member's language. */
type Words = { subject: string; title: string; lines: string[]; button: string };

function render(d: { lang: MailLang; link: string }, words: (t: MailTranslate) => Words) {
  const w = words(mailCatalogue.translate(d.lang));
  return paragraphMail(d.lang, w.subject, w.title, w.lines, { href: d.link, label: w.button });
}

export type ClientInviteData = { lang: MailLang; name: string; email: string; link: string; /** ISO: when the link stops working. */ expiresAt: string };

/**
 * The operator made an account for the client (Add New Client, Convert to client): the button
 * sets their own password and signs them in. Single use, 7 days; the operator can send a new one.
 */
export const clientInvite = (d: ClientInviteData) =>
  render(d, (t) => ({
    subject: t("clients.invite.subject"),
    title: t("clients.invite.title"),
    lines: [greet(t, d.name), t("clients.invite.created", { email: d.email }), t("clients.invite.choose", { until: mailTime(d.expiresAt, d.lang) })],
    button: t("clients.invite.button"),
  }));

export type LowBalanceData = { lang: MailLang; name: string; balance: number; /** The pack the link puts in the cart. */ pack: number; link: string };

/** The balance fell below 2 hours after a debit: one email per crossing, with a link to buy a pack. */
export const lowBalance = (d: LowBalanceData) =>
  render(d, (t) => ({
    subject: t("clients.lowBalance.subject"),
    title: t("clients.lowBalance.title"),
    lines: [greet(t, d.name), t("clients.lowBalance.left", { balance: String(d.balance) }), t("clients.lowBalance.pack", { pack: d.pack })],
    button: t("clients.lowBalance.button"),
  }));

export type PackAccountReadyData = { lang: MailLang; name: string; email: string; hours: number; link: string };

/**
 * A visitor bought a pack for an address with no confirmed account: the hours wait on the account
 * for it, usable once they set a password through this link (which proves the address is theirs).
 */
export const packAccountReady = (d: PackAccountReadyData) =>
  render(d, (t) => ({
    subject: t("clients.packReady.subject"),
    title: t("clients.packReady.title"),
    lines: [greet(t, d.name), t("clients.packReady.put", { hours: String(d.hours), email: d.email }), t("clients.packReady.choose")],
    button: t("clients.packReady.button"),
  }));

export type PaymentRequestedData = { lang: MailLang; name: string; amount: number; currency: Currency; description: string; dueAt: string; link: string };

/** The operator billed the member (Payment Due); the button is the request's pay link (no sign-in). */
export function paymentRequested(d: PaymentRequestedData) {
  const amount = mailMoney(d.amount, d.currency, d.lang);
  return render(d, (t) => ({
    subject: t("clients.requested.subject", { amount }),
    title: t("clients.requested.title"),
    lines: [
      greet(t, d.name),
      t("clients.requested.due", { description: d.description, amount }),
      t("clients.requested.by", { due: mailTime(d.dueAt, d.lang) }),
      t("clients.payWithoutSignIn"),
    ],
    button: t("clients.pay"),
  }));
}

export type PaymentReminderData = { lang: MailLang; name: string; amount: number; currency: Currency; description: string; dueAt: string; overdue: boolean; link: string };

/** A reminder of an open payment request (on its due date, a week later, or the operator's Remind). */
export function paymentReminder(d: PaymentReminderData) {
  const amount = mailMoney(d.amount, d.currency, d.lang);
  const values = { description: d.description, amount, due: mailTime(d.dueAt, d.lang) };
  return render(d, (t) => ({
    subject: t("clients.reminder.subject", { amount }),
    title: t("clients.reminder.title"),
    lines: [
      greet(t, d.name),
      d.overdue ? t("clients.reminder.overdue", values) : t("clients.reminder.upcoming", values),
      t("clients.payWithoutSignIn"),
      t("clients.reminder.paid"),
    ],
    button: t("clients.pay"),
  }));
}

export type PaymentRefundDueData = { lang: MailLang; orderRef: string; amount: number; currency: Currency; link: string };

/** A payment arrived for a request that was no longer open (paid in another tab, or cancelled): it will be refunded. */
export function paymentRefundDue(d: PaymentRefundDueData) {
  const amount = mailMoney(d.amount, d.currency, d.lang);
  return render(d, (t) => ({
    subject: t("clients.refund.subject", { reference: d.orderRef }),
    title: t("clients.refund.title"),
    lines: [t("clients.refund.received", { amount, reference: d.orderRef }), t("clients.refund.notTwice")],
    button: t("clients.refund.button"),
  }));
}
