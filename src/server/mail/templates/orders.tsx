import { Link } from "@react-email/components";
import { BUSINESS } from "../../../core/business";
import { type MoneyLine, orderItemName } from "../../../core/money-lines";
import type { OrderPurpose } from "../../../core/checkout";
import type { Currency } from "../../../core/money";
import { mailWords } from "./catalogue";
import { Amounts, Button, Fields, Frame, greet, Lead, Line, mailMoney, P, renderMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

type OrderLine = { name: string; quantity: number; amount: number; kind?: string; hours?: number; line?: MoneyLine | null };

/** What both mails about a paid order say about it. */
type PaidOrder = { orderRef: string; purpose: OrderPurpose; lines: OrderLine[]; total: number; currency: Currency; paidAt: string; hours?: number };

export type PaymentReceiptData = PaidOrder & {
  /** The buyer's language: a member's preferred one, a visitor's checkout language. */
  lang?: Locale;
  name?: string;
  /** Where the customer can see the result (success page, hours page). */
  link: string;
  /** The address this receipt goes to, where we will contact the customer. */
  email?: string;
  /** What the help is for, as the customer wrote it. */
  notes?: string;
  /** The invoice asked for at checkout, issued with the payment and attached. */
  invoiceNumber?: string;
};

/** The order's lines as the mails list them: "Hourly help × 2" and the amount. */
const amountRows = (lines: OrderLine[], lang: Locale, money: (minor: number) => string): [string, string][] =>
  lines.map((l) => [`${orderItemName(l, lang)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}`, money(l.amount)]);

const hours = String(BUSINESS.supportReplyHours);

/** What the customer wrote at checkout, under a grey caption (the operator's mails). */
const CustomerNotes = ({ caption, notes }: { caption: string; notes: string }) => (
  <>
    <Line style={{ color: "#78716c" }}>{caption}</Line>
    <Words>{notes}</Words>
  </>
);

/** To the customer, once per paid order, in their language. */
export function paymentReceipt(d: PaymentReceiptData) {
  const { lang, t } = mailWords(d.lang);
  const money = (minor: number) => mailMoney(minor, d.currency, lang);
  const next = {
    services: () => (d.email ? t("orders.receipt.next.servicesAt", { hours, email: d.email }) : t("orders.receipt.next.services", { hours })),
    translation: () => t("orders.receipt.next.translation"),
    hours: () => t("orders.receipt.next.hours", { hours: String(d.hours ?? 0) }),
    payment_request: () => t("orders.receipt.next.payment_request"),
    appointment: () => t("orders.receipt.next.appointment"),
  }[d.purpose]();
  return renderMail(
    t("orders.receipt.subject", { reference: d.orderRef }),
    <Frame lang={lang} title={t("orders.receipt.title")}>
      <P>{d.name ? greet(t, d.name) : t("greet.hello")}</P>
      <P>{t("orders.receipt.thanks")}</P>
      <Line style={{ color: "#78716c" }}>{t("orders.receipt.order", { reference: d.orderRef, at: mailTime(d.paidAt, lang) })}</Line>
      <Amounts rows={amountRows(d.lines, lang, money)} total={[t("orders.totalPaid"), money(d.total)]} />
      {d.notes ? <P style={{ whiteSpace: "pre-wrap", color: "#78716c" }}>{t("orders.receipt.note", { notes: d.notes })}</P> : null}
      {d.invoiceNumber ? <P>{t("orders.receipt.invoice", { number: d.invoiceNumber })}</P> : null}
      <P>{next}</P>
      <Button href={d.link} label={t("orders.receipt.view")} lang={lang} />
      <P>{t("orders.receipt.questions", { hours })}</P>
    </Frame>,
  );
}

export type OrderNotificationData = PaidOrder & {
  /** The operator's language (English unless their account says Bulgarian). */
  lang?: Locale;
  customerName?: string;
  /** Absent only on an order placed before checkout asked every buyer for one. */
  customerEmail?: string;
  /** A signed-in member's order (linked to the account) rather than a visitor's. */
  member: boolean;
  notes?: string;
};

/** To the operator, for every paid order: what was bought, by whom, and what it is for. Reply-To is the customer. */
export function orderNotification(d: OrderNotificationData) {
  const { lang, t } = mailWords(d.lang);
  const money = (minor: number) => mailMoney(minor, d.currency, lang);
  const email = d.customerEmail ?? t("orders.operator.noEmail");
  const account = d.member ? t("orders.operator.member") : t("orders.operator.visitor");
  const summary = d.lines
    .filter((l) => l.kind !== "tip" && l.name !== "Tip")
    .map((l) => orderItemName(l, lang))
    .join(", ");
  const next = {
    services: () => t("orders.operator.next.services", { hours }),
    translation: () => t("orders.operator.next.translation"),
    hours: () => t("orders.operator.next.hours", { hours: String(d.hours ?? 0) }),
    payment_request: () => t("orders.operator.next.payment_request"),
    appointment: () => t("orders.operator.next.appointment"),
  }[d.purpose]();
  const address = d.customerEmail ? <Link href={`mailto:${d.customerEmail}`}>{d.customerEmail}</Link> : email;
  const customer = d.customerName ? (
    <>
      {d.customerName} &lt;{address}&gt; ({account})
    </>
  ) : (
    <>
      {address} ({account})
    </>
  );
  return renderMail(
    t("orders.operator.subject", { reference: d.orderRef, summary, who: d.customerName || email }),
    <Frame lang={lang} title={t("orders.operator.title")}>
      <Lead>{t("orders.operator.paid")}</Lead>
      <Fields
        rows={[
          [t("orders.operator.order"), t("orders.operator.paidAt", { reference: d.orderRef, at: mailTime(d.paidAt, lang) })],
          [t("orders.operator.customer"), customer],
        ]}
      >
        <Amounts rows={amountRows(d.lines, lang, money)} total={[t("orders.totalPaid"), money(d.total)]} />
      </Fields>
      <CustomerNotes caption={t("orders.operator.purpose")} notes={d.notes || t("orders.operator.notGiven")} />
      <P>{next}</P>
    </Frame>,
    d.customerEmail ? { "Reply-To": d.customerEmail } : undefined,
  );
}

export type TranslationRequestData = {
  lang?: Locale;
  name: string;
  email: string;
  notes: string;
  fileName: string;
  orderRef: string;
  total: number;
  currency: Currency;
  receivedAt: string;
};

/** To the operator: a paid translation request is waiting. Reply-To is the customer. */
export function translationRequestNotification(d: TranslationRequestData) {
  const { lang, t } = mailWords(d.lang);
  return renderMail(
    t("orders.translationRequest.subject", { file: d.fileName, name: d.name }),
    <Frame lang={lang} title={t("orders.translationRequest.title")}>
      <Lead>{t("orders.translationRequest.paid")}</Lead>
      <Fields
        rows={[
          [t("orders.translationRequest.name"), d.name],
          [t("orders.translationRequest.email"), <Link key="email" href={`mailto:${d.email}`}>{d.email}</Link>],
          [t("orders.translationRequest.document"), d.fileName],
          [t("orders.operator.order"), `${d.orderRef} (${mailMoney(d.total, d.currency, lang)})`],
          [t("orders.translationRequest.received"), mailTime(d.receivedAt, lang)],
        ]}
      />
      <CustomerNotes caption={t("orders.translationRequest.notes")} notes={d.notes || t("orders.translationRequest.none")} />
      <P>{t("orders.translationRequest.next")}</P>
    </Frame>,
    { "Reply-To": d.email },
  );
}
