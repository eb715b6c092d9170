import { BUSINESS } from "../../../core/business";
import { itemName } from "../../../core/catalogue";
import type { OrderPurpose } from "../../../core/checkout";
import { type Currency, formatMoney } from "../../../core/money";
import { button, esc, layout, mailLink, mailTime, type RenderedMail } from "./layout";

type Line = { name: string; quantity: number; amount: number; kind?: string; hours?: number };

export type PaymentReceiptData = {
  /** The buyer's language: a member's preferred one, a visitor's checkout language. */
  lang?: "en" | "bg";
  name?: string;
  orderRef: string;
  purpose: OrderPurpose;
  lines: Line[];
  total: number;
  currency: Currency;
  paidAt: string;
  hours?: number;
  /** Where the customer can see the result (success page, hours page). */
  link: string;
  /** The address this receipt goes to, where we will contact the customer. */
  email?: string;
  /** What the help is for, as the customer wrote it. */
  notes?: string;
  /** The invoice asked for at checkout, issued with the payment and attached. */
  invoiceNumber?: string;
};

type ReceiptWords = {
  subject: (ref: string) => string;
  title: string;
  greeting: (name?: string) => string;
  thanks: string;
  order: (ref: string, paidAt: string) => string;
  total: string;
  note: string;
  invoice: (n: string) => string;
  view: string;
  questions: string;
  next: Record<OrderPurpose, (d: PaymentReceiptData) => string>;
  intl: string;
};

const RECEIPT: Record<"en" | "bg", ReceiptWords> = {
  en: {
    subject: (ref) => `Your Concierge receipt — order ${ref}`,
    title: "Your receipt",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    thanks: "Thank you for your payment. This is your receipt.",
    order: (ref, paidAt) => `Order ${ref}, paid ${paidAt}`,
    total: "Total paid",
    note: "Your note",
    invoice: (n) => `Your invoice No. ${n} is attached.`,
    view: "View your order",
    questions: `Questions? Reply to this email; we answer within ${BUSINESS.supportReplyHours} hours.`,
    next: {
      services: (d) => `We will contact you within ${BUSINESS.supportReplyHours} hours${d.email ? ` at ${d.email}` : ""} to arrange the help you booked.`,
      translation: () => `We have received your document. Your English summary will arrive within ${BUSINESS.translationTurnaround}.`,
      hours: (d) => `${d.hours ?? 0} prepaid hours have been added to your balance.`,
      payment_request: () => "Thank you: your payment has been received.",
      appointment: () => "Your appointment is confirmed. You will find its day and time above.",
    },
    intl: "en-GB",
  },
  bg: {
    subject: (ref) => `Вашата бележка от Concierge — поръчка ${ref}`,
    title: "Вашата бележка",
    greeting: (name) => (name ? `Здравейте, ${name},` : "Здравейте,"),
    thanks: "Благодарим ви за плащането. Това е вашата бележка.",
    order: (ref, paidAt) => `Поръчка ${ref}, платена ${paidAt}`,
    total: "Общо платено",
    note: "Вашата бележка към поръчката",
    invoice: (n) => `Фактура № ${n} е приложена.`,
    view: "Вижте поръчката си",
    questions: `Въпроси? Отговорете на този имейл; отговаряме до ${BUSINESS.supportReplyHours} часа.`,
    next: {
      services: (d) => `Ще се свържем с вас до ${BUSINESS.supportReplyHours} часа${d.email ? ` на ${d.email}` : ""}, за да уговорим помощта, която заявихте.`,
      translation: () => "Получихме документа ви. Резюмето на английски ще пристигне до 24–48 часа.",
      hours: (d) => `${d.hours ?? 0} предплатени часа бяха добавени към баланса ви.`,
      payment_request: () => "Благодарим ви: плащането ви е получено.",
      appointment: () => "Срещата ви е потвърдена. Денят и часът ѝ са посочени по-горе.",
    },
    intl: "bg-BG",
  },
};

/** A catalogue line's name in the buyer's language; a line with its own name (a payment request) keeps it. */
const lineName = (l: Line, lang: "en" | "bg") => (l.kind && l.name === itemName({ kind: l.kind, hours: l.hours }, "en") ? itemName({ kind: l.kind, hours: l.hours }, lang) : l.name);

/** To the customer, once per paid order, in their language. */
export function paymentReceipt(d: PaymentReceiptData): RenderedMail {
  const lang = d.lang === "bg" ? "bg" : "en";
  const w = RECEIPT[lang];
  const money = (minor: number) => formatMoney(minor, d.currency, w.intl);
  const lines = d.lines.map((l) => ({ ...l, name: lineName(l, lang) }));
  const rows = lines.map((l) => `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""} — ${money(l.amount)}`);
  const greeting = w.greeting(d.name);
  const next = w.next[d.purpose](d);
  const invoice = d.invoiceNumber ? w.invoice(d.invoiceNumber) : "";
  return {
    subject: w.subject(d.orderRef),
    text: `${greeting}\n\n${w.thanks}\n\n${w.order(d.orderRef, mailTime(d.paidAt, lang))}\n${rows.map((r) => `  ${r}`).join("\n")}\n${w.total}: ${money(d.total)}${d.notes ? `\n\n${w.note}: ${d.notes}` : ""}${invoice ? `\n\n${invoice}` : ""}\n\n${next}\n\n${mailLink(d.link, lang)}\n\n${w.questions}`,
    html: layout({
      lang,
      title: w.title,
      bodyHtml: `<p>${esc(greeting)}</p><p>${esc(w.thanks)}</p>
<p style="color:#78716c">${esc(w.order(d.orderRef, mailTime(d.paidAt, lang)))}</p>
<table role="presentation" cellpadding="4" width="100%">${lines
        .map((l) => `<tr><td>${esc(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</td><td align="right">${esc(money(l.amount))}</td></tr>`)
        .join("")}
<tr><td style="border-top:1px solid #e7e5e4"><strong>${esc(w.total)}</strong></td><td align="right" style="border-top:1px solid #e7e5e4"><strong>${esc(money(d.total))}</strong></td></tr></table>
${d.notes ? `<p style="white-space:pre-wrap;color:#78716c">${esc(w.note)}: ${esc(d.notes)}</p>` : ""}${invoice ? `<p>${esc(invoice)}</p>` : ""}<p>${esc(next)}</p>${button(d.link, w.view, lang)}
<p>${esc(w.questions)}</p>`,
    }).replace('<html lang="en">', `<html lang="${lang}">`),
  };
}

export type OrderNotificationData = {
  /** The operator's language (English unless their account says Bulgarian). */
  lang?: "en" | "bg";
  orderRef: string;
  purpose: OrderPurpose;
  lines: Line[];
  total: number;
  currency: Currency;
  paidAt: string;
  customerName?: string;
  /** Absent only on an order placed before checkout asked every buyer for one. */
  customerEmail?: string;
  /** A signed-in member's order (linked to the account) rather than a visitor's. */
  member: boolean;
  notes?: string;
  hours?: number;
};

const OPERATOR = {
  en: {
    subject: (ref: string, summary: string, who: string) => `New paid order ${ref}: ${summary} — ${who}`,
    title: "New paid order",
    paid: "An order has been paid.",
    noEmail: "(no email given)",
    member: "member account",
    visitor: "visitor, no account",
    order: "Order",
    paidAt: (ref: string, at: string) => `${ref}, paid ${at}`,
    customer: "Customer",
    total: "Total paid",
    purpose: "What the help is for",
    notGiven: "(not given)",
    next: {
      services: () => `The customer was promised contact within ${BUSINESS.supportReplyHours} hours to arrange the help.`,
      translation: () => `The customer was promised a summary within ${BUSINESS.translationTurnaround}.`,
      hours: (d: OrderNotificationData) => `${d.hours ?? 0} prepaid hours were added to the member's balance.`,
      payment_request: () => "The member paid your payment request.",
      appointment: () => "An appointment was booked and paid: it is in your calendar at the time above.",
    } as Record<OrderPurpose, (d: OrderNotificationData) => string>,
    intl: "en-GB",
  },
  bg: {
    subject: (ref: string, summary: string, who: string) => `Нова платена поръчка ${ref}: ${summary} — ${who}`,
    title: "Нова платена поръчка",
    paid: "Поръчка е платена.",
    noEmail: "(без имейл)",
    member: "клиентски профил",
    visitor: "посетител без профил",
    order: "Поръчка",
    paidAt: (ref: string, at: string) => `${ref}, платена ${at}`,
    customer: "Клиент",
    total: "Общо платено",
    purpose: "За какво е помощта",
    notGiven: "(не е посочено)",
    next: {
      services: () => `На клиента е обещано да се свържем до ${BUSINESS.supportReplyHours} часа, за да уговорим помощта.`,
      translation: () => "На клиента е обещано резюме до 24–48 часа.",
      hours: (d: OrderNotificationData) => `${d.hours ?? 0} предплатени часа бяха добавени към баланса на клиента.`,
      payment_request: () => "Клиентът плати искането ви за плащане.",
      appointment: () => "Записана и платена е среща: тя е в календара ви в посочения по-горе час.",
    } as Record<OrderPurpose, (d: OrderNotificationData) => string>,
    intl: "bg-BG",
  },
};

/** To the operator, for every paid order: what was bought, by whom, and what it is for. Reply-To is the customer. */
export function orderNotification(d: OrderNotificationData): RenderedMail {
  const lang = d.lang === "bg" ? "bg" : "en";
  const w = OPERATOR[lang];
  const money = (minor: number) => formatMoney(minor, d.currency, w.intl);
  const email = d.customerEmail ?? w.noEmail;
  const who = d.customerName ? `${d.customerName} <${email}>` : email;
  const account = d.member ? w.member : w.visitor;
  const lines = d.lines.map((l) => ({ ...l, name: lineName(l, lang) }));
  const rows = lines.map((l) => `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""} — ${money(l.amount)}`);
  const summary = lines.filter((l) => l.kind !== "tip" && l.name !== "Tip").map((l) => l.name).join(", ");
  const next = w.next[d.purpose](d);
  return {
    subject: w.subject(d.orderRef, summary, d.customerName || email),
    ...(d.customerEmail ? { headers: { "Reply-To": d.customerEmail } } : {}),
    text: `${w.paid}\n\n${w.order}: ${w.paidAt(d.orderRef, mailTime(d.paidAt, lang))}\n${w.customer}: ${who} (${account})\n${rows.map((r) => `  ${r}`).join("\n")}\n${w.total}: ${money(d.total)}\n\n${w.purpose}:\n${d.notes || w.notGiven}\n\n${next}`,
    html: layout({
      lang,
      title: w.title,
      bodyHtml: `<p><strong>${esc(w.paid)}</strong></p>
<table role="presentation" cellpadding="4">
<tr><td style="color:#78716c">${esc(w.order)}</td><td>${esc(w.paidAt(d.orderRef, mailTime(d.paidAt, lang)))}</td></tr>
<tr><td style="color:#78716c">${esc(w.customer)}</td><td>${esc(d.customerName ?? "")} ${d.customerEmail ? `<a href="mailto:${esc(d.customerEmail)}">${esc(d.customerEmail)}</a>` : esc(email)} (${esc(account)})</td></tr>
</table>
<table role="presentation" cellpadding="4" width="100%">${lines
        .map((l) => `<tr><td>${esc(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</td><td align="right">${esc(money(l.amount))}</td></tr>`)
        .join("")}
<tr><td style="border-top:1px solid #e7e5e4"><strong>${esc(w.total)}</strong></td><td align="right" style="border-top:1px solid #e7e5e4"><strong>${esc(money(d.total))}</strong></td></tr></table>
<p style="color:#78716c;margin-bottom:4px">${esc(w.purpose)}</p>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px;margin-top:0">${esc(d.notes || w.notGiven)}</p>
<p>${esc(next)}</p>`,
    }),
  };
}

export type TranslationRequestData = {
  lang?: "en" | "bg";
  name: string;
  email: string;
  notes: string;
  fileName: string;
  orderRef: string;
  total: number;
  currency: Currency;
  receivedAt: string;
};

const TRANSLATION_REQUEST = {
  en: {
    subject: (file: string, name: string) => `New translation request: ${file} — ${name}`,
    title: "New translation request",
    paid: "A translation request has been paid.",
    name: "Name",
    email: "Email",
    document: "Document",
    order: "Order",
    received: "Received",
    notes: "Notes",
    none: "(none)",
    next: `The document is in the admin area. The customer was promised a summary within ${BUSINESS.translationTurnaround}.`,
    intl: "en-GB",
  },
  bg: {
    subject: (file: string, name: string) => `Нова заявка за превод: ${file} — ${name}`,
    title: "Нова заявка за превод",
    paid: "Заявка за превод е платена.",
    name: "Име",
    email: "Имейл",
    document: "Документ",
    order: "Поръчка",
    received: "Получена",
    notes: "Бележки",
    none: "(няма)",
    next: "Документът е в администрацията. На клиента е обещано резюме до 24–48 часа.",
    intl: "bg-BG",
  },
};

/** To the operator: a paid translation request is waiting. Reply-To is the customer. */
export function translationRequestNotification(d: TranslationRequestData): RenderedMail {
  const lang = d.lang === "bg" ? "bg" : "en";
  const w = TRANSLATION_REQUEST[lang];
  const total = formatMoney(d.total, d.currency, w.intl);
  return {
    subject: w.subject(d.fileName, d.name),
    headers: { "Reply-To": d.email },
    text: `${w.paid}\n\n${w.name}: ${d.name}\n${w.email}: ${d.email}\n${w.document}: ${d.fileName}\n${w.order}: ${d.orderRef} (${total})\n${w.received}: ${mailTime(d.receivedAt, lang)}\n\n${w.notes}:\n${d.notes || w.none}\n\n${w.next}`,
    html: layout({
      lang,
      title: w.title,
      bodyHtml: `<p><strong>${esc(w.paid)}</strong></p>
<table role="presentation" cellpadding="4">
<tr><td style="color:#78716c">${esc(w.name)}</td><td>${esc(d.name)}</td></tr>
<tr><td style="color:#78716c">${esc(w.email)}</td><td><a href="mailto:${esc(d.email)}">${esc(d.email)}</a></td></tr>
<tr><td style="color:#78716c">${esc(w.document)}</td><td>${esc(d.fileName)}</td></tr>
<tr><td style="color:#78716c">${esc(w.order)}</td><td>${esc(d.orderRef)} (${esc(total)})</td></tr>
<tr><td style="color:#78716c">${esc(w.received)}</td><td>${esc(mailTime(d.receivedAt, lang))}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(d.notes || w.none)}</p>
<p>${esc(w.next)}</p>`,
    }),
  };
}
