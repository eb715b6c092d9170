import { BUSINESS } from "../../../core/business";
import type { OrderPurpose } from "../../../core/checkout";
import { type Currency, formatMoney } from "../../../core/money";
import { button, esc, layout, type RenderedMail } from "./layout";

type Line = { name: string; quantity: number; amount: number };

export type PaymentReceiptData = {
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
};

const NEXT_STEP: Record<OrderPurpose, (d: PaymentReceiptData) => string> = {
  services: () => "We will be in touch within 24 hours to arrange the help you booked.",
  translation: () => `We have received your document. Your English summary will arrive within ${BUSINESS.translationTurnaround}.`,
  hours: (d) => `${d.hours ?? 0} prepaid hours have been added to your balance.`,
};

/** To the customer, once per paid order. */
export function paymentReceipt(d: PaymentReceiptData): RenderedMail {
  const money = (minor: number) => formatMoney(minor, d.currency);
  const rows = d.lines.map((l) => `${l.name}${l.quantity > 1 ? ` × ${l.quantity}` : ""} — ${money(l.amount)}`);
  const greeting = d.name ? `Hello ${d.name},` : "Hello,";
  const next = NEXT_STEP[d.purpose](d);
  return {
    subject: `Your Concierge receipt — order ${d.orderRef}`,
    text: `${greeting}\n\nThank you for your payment. This is your receipt.\n\nOrder ${d.orderRef}, paid ${d.paidAt}\n${rows.map((r) => `  ${r}`).join("\n")}\nTotal paid: ${money(d.total)}\n\n${next}\n\n${d.link}\n\nQuestions? Reply to this email; we answer within ${BUSINESS.supportReplyHours} hours.`,
    html: layout({
      title: "Your receipt",
      bodyHtml: `<p>${esc(greeting)}</p><p>Thank you for your payment. This is your receipt.</p>
<p style="color:#78716c">Order ${esc(d.orderRef)}, paid ${esc(d.paidAt)}</p>
<table role="presentation" cellpadding="4" width="100%">${d.lines
        .map((l) => `<tr><td>${esc(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</td><td align="right">${esc(money(l.amount))}</td></tr>`)
        .join("")}
<tr><td style="border-top:1px solid #e7e5e4"><strong>Total paid</strong></td><td align="right" style="border-top:1px solid #e7e5e4"><strong>${esc(money(d.total))}</strong></td></tr></table>
<p>${esc(next)}</p>${button(d.link, "View your order")}
<p>Questions? Reply to this email; we answer within ${BUSINESS.supportReplyHours} hours.</p>`,
    }),
  };
}

export type TranslationRequestData = {
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
export function translationRequestNotification(d: TranslationRequestData): RenderedMail {
  const total = formatMoney(d.total, d.currency);
  return {
    subject: `New translation request: ${d.fileName} — ${d.name}`,
    headers: { "Reply-To": d.email },
    text: `A translation request has been paid.\n\nName: ${d.name}\nEmail: ${d.email}\nDocument: ${d.fileName}\nOrder: ${d.orderRef} (${total})\nReceived: ${d.receivedAt}\n\nNotes:\n${d.notes || "(none)"}\n\nThe document is in the admin area. The customer was promised a summary within ${BUSINESS.translationTurnaround}.`,
    html: layout({
      title: "New translation request",
      bodyHtml: `<p><strong>A translation request has been paid.</strong></p>
<table role="presentation" cellpadding="4">
<tr><td style="color:#78716c">Name</td><td>${esc(d.name)}</td></tr>
<tr><td style="color:#78716c">Email</td><td><a href="mailto:${esc(d.email)}">${esc(d.email)}</a></td></tr>
<tr><td style="color:#78716c">Document</td><td>${esc(d.fileName)}</td></tr>
<tr><td style="color:#78716c">Order</td><td>${esc(d.orderRef)} (${esc(total)})</td></tr>
<tr><td style="color:#78716c">Received</td><td>${esc(d.receivedAt)}</td></tr>
</table>
<p style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${esc(d.notes || "(no notes)")}</p>
<p>The document is in the admin area. The customer was promised a summary within ${esc(BUSINESS.translationTurnaround)}.</p>`,
    }),
  };
}
