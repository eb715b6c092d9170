import type { Currency } from "../../../core/money";
import { type MailTranslate, mailCatalogue } from "./catalogue";
import { Button, Frame, greet, mailMoney, P, paragraphMail, renderMail } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

/** Emails (clients, hours, payment requests), in the member's language. */
type Words = { subject: string; title: string; lines: string[]; button: string };

function render(d: { lang: Locale; link: string }, words: (t: MailTranslate) => Words) {
  const w = words(mailCatalogue.translate(d.lang));
  return paragraphMail(d.lang, w.subject, w.title, w.lines, { href: d.link, label: w.button });
}

export type ClientInviteData = { lang: Locale; name: string; email: string; link: string; /** ISO: when the link stops working. */ expiresAt: string };

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

export type LowBalanceData = { lang: Locale; name: string; balance: number; /** The pack the link puts in the cart. */ pack: number; link: string };

/** The balance fell below 2 hours after a debit: one email per crossing, with a link to buy a pack. */
export const lowBalance = (d: LowBalanceData) =>
  render(d, (t) => ({
    subject: t("clients.lowBalance.subject"),
    title: t("clients.lowBalance.title"),
    lines: [greet(t, d.name), t("clients.lowBalance.left", { balance: String(d.balance) }), t("clients.lowBalance.pack", { pack: d.pack })],
    button: t("clients.lowBalance.button"),
  }));

export type PackAccountReadyData = { lang: Locale; name: string; email: string; hours: number; link: string };

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

export type PaymentRequestedData = { lang: Locale; name: string; amount: number; currency: Currency; description: string; dueAt: string; link: string };

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

/** One open request in a reminder: its words and its own pay link. */
export type PaymentReminderItem = { amount: number; currency: Currency; description: string; dueAt: string; overdue: boolean; link: string };

/** The first (earliest due) request, and `more` when the client has several due a reminder at once. */
export type PaymentReminderData = PaymentReminderItem & { lang: Locale; name: string; more?: PaymentReminderItem[] };

/**
 * A reminder of open payment requests (on the due date, a week later, or the operator's Remind).
 * A client never gets one mail per request: several due together come as one mail, each request
 * with its own button, since each pay link pays only its request.
 */
export function paymentReminder(d: PaymentReminderData) {
  const t = mailCatalogue.translate(d.lang);
  const sentence = (i: PaymentReminderItem) => {
    const values = { description: i.description, amount: mailMoney(i.amount, i.currency, d.lang), due: mailTime(i.dueAt, d.lang) };
    return i.overdue ? t("clients.reminder.overdue", values) : t("clients.reminder.upcoming", values);
  };
  if (!d.more?.length) {
    return render(d, () => ({
      subject: t("clients.reminder.subject", { amount: mailMoney(d.amount, d.currency, d.lang) }),
      title: t("clients.reminder.title"),
      lines: [greet(t, d.name), sentence(d), t("clients.payWithoutSignIn"), t("clients.reminder.paid")],
      button: t("clients.pay"),
    }));
  }
  const items = [d, ...d.more];
  return renderMail(
    t("clients.reminder.subjectMany", { count: items.length }),
    <Frame lang={d.lang} title={t("clients.reminder.title")}>
      <P>{greet(t, d.name)}</P>
      <P>{t("clients.reminder.several")}</P>
      {items.map((i) => (
        <Button key={i.link} href={i.link} label={t("clients.pay")} lang={d.lang} caption={sentence(i)} />
      ))}
      <P>{t("clients.reminder.paid")}</P>
    </Frame>,
  );
}

export type PaymentRefundDueData = { lang: Locale; orderRef: string; amount: number; currency: Currency; link: string };

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

export type PaymentRefundedData = {
  lang: Locale;
  orderRef: string;
  amount: number;
  currency: Currency;
  reason: string;
  /** The rest of the payment still kept (0 when it is refunded in full). */
  kept: number;
  /** The credit note attached, when the payment had an invoice. */
  creditNoteNumber?: string;
  link: string;
};

/** Money given back to the card: the refund's receipt, and its credit note attached where the payment had an invoice. */
export function paymentRefunded(d: PaymentRefundedData) {
  const amount = mailMoney(d.amount, d.currency, d.lang);
  return render(d, (t) => ({
    subject: t("clients.refunded.subject", { reference: d.orderRef }),
    title: t("clients.refunded.title"),
    lines: [
      t("clients.refunded.amount", { amount, reference: d.orderRef }),
      t("clients.refunded.reason", { reason: d.reason }),
      d.kept > 0 ? t("clients.refunded.kept", { amount: mailMoney(d.kept, d.currency, d.lang) }) : t("clients.refunded.full"),
      d.creditNoteNumber ? t("clients.refunded.creditNote", { number: d.creditNoteNumber }) : t("clients.refunded.receipt"),
    ],
    button: t("clients.refund.button"),
  }));
}
