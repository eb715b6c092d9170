import { eq } from "drizzle-orm";
import type { Currency } from "../../../core/money";
import type { DbOrTx } from "../../db/client";
import { orders, payments } from "../../db/schema";
import { paymentRows } from "./store";
import { memberMailLang } from "../../mail/language";
import { orderRef } from "./order-ref";
import { type ReceiptDocument, receiptPdf } from "./receipt-pdf";
import { pickLocale } from "../../../core/locale";

type PaymentRowRaw = Awaited<ReturnType<typeof paymentRows>>[number];

/** What a payment's receipt says (its email and its PDF): the paid order's lines and buyer, or the payment's own. */
export async function receiptFacts(db: DbOrTx, row: PaymentRowRaw) {
  const [order] = row.orderId ? await db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
  const lang = order?.userId ? await memberMailLang(db, order.userId) : order ? pickLocale(order.translation?.language ?? order.language) : row.userId ? await memberMailLang(db, row.userId) : "en";
  return {
    order,
    lang,
    email: order?.customerEmail ?? row.clientEmail,
    name: order?.customerName || row.clientOwnName || null,
    lines: order
      ? order.items.map((l) => ({ name: l.name, quantity: l.quantity, amount: l.amount, kind: l.kind, hours: l.hours, line: l.line }))
      : // A payment recorded by hand is one line: its note.
        [{ name: row.description, quantity: 1, amount: row.amount, line: row.lines?.length === 1 ? row.lines[0] : null }],
    total: order?.total ?? row.amount,
    paidAt: order?.paidAt ?? row.createdAt,
  };
}

/** The payment's receipt as a PDF with its file name, or null when it has none (an hours deduction). */
export async function receiptFile(db: DbOrTx, seller: ReceiptDocument["seller"], row: PaymentRowRaw): Promise<{ filename: string; pdf: Buffer } | null> {
  if (!row.receiptNumber) return null;
  const facts = await receiptFacts(db, row);
  const pdf = await receiptPdf({
    number: row.receiptNumber,
    lang: facts.lang,
    paidAt: facts.paidAt,
    seller,
    buyer: { name: facts.name, email: facts.email },
    reference: orderRef(facts.order?.id ?? row.id),
    lines: facts.lines,
    total: facts.total,
    currency: row.currency as Currency,
    method: row.providerPaymentId ? "card" : "recorded",
  });
  return { filename: `receipt-${row.receiptNumber}.pdf`, pdf };
}

/** A payment's receipt by its id (a queued mail's attachment); null when it has none. */
export async function receiptFileById(db: DbOrTx, seller: ReceiptDocument["seller"], paymentId: string) {
  const [row] = await paymentRows(db, eq(payments.id, paymentId));
  return row ? receiptFile(db, seller, row) : null;
}
