import { eq } from "drizzle-orm";
import { INVOICE_MESSAGES, type Invoice, type InvoiceBuyer } from "../../../core/invoices";
import { HttpError } from "../../http/errors";
import type { Currency } from "../../../core/money";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { invoices, payments } from "../../db/schema";
import { paymentRows } from "./store";
import { invoicePdf } from "./invoice-pdf";
import { receiptFacts } from "./receipt-document";
import type { ReceiptDocument } from "./receipt-pdf";
import { allocateInvoiceNumber } from "./receipt-numbers";
import type { Locale } from "../../../core/locale";

type Seller = ReceiptDocument["seller"];
type PaymentRowRaw = Awaited<ReturnType<typeof paymentRows>>[number];
export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice names its supplier: without the seller's address and UIC (EIK) none is issued. */
export const invoiceSellerReady = (seller: Seller) => Boolean(seller.address && seller.eik);

/** An invoice as the API shows it (core's contract). */
export const toInvoice = (r: InvoiceRow): Invoice => ({
  number: r.number,
  issuedAt: r.issuedAt.toISOString(),
  companyName: r.companyName,
  eik: r.eik,
  vatNumber: r.vatNumber,
  address: r.address,
});

/** A payment's invoice, or null while none is issued. */
export async function invoiceOf(db: DbOrTx, paymentId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row ?? null;
}

/**
 * Issues a payment's invoice inside the caller's transaction, numbered in the one invoice
 * series: asked later from Payment History, or at checkout (then with the payment itself).
 * A payment that already has one (the unique payment_id decides between two at once) is a
 * 409 thrown inside the transaction, so its rollback hands the number back: the series keeps no gap.
 */
export async function issueInvoice(
  tx: DbOrTx,
  p: { paymentId: string; clientId: string | null; buyer: InvoiceBuyer; seller: Seller; lang: Locale; requestedBy: string | null; now: Date },
): Promise<InvoiceRow> {
  const [created] = await tx
    .insert(invoices)
    .values({
      paymentId: p.paymentId,
      number: await allocateInvoiceNumber(tx),
      companyName: p.buyer.companyName,
      eik: p.buyer.eik,
      vatNumber: p.buyer.vatNumber || null,
      address: p.buyer.address,
      seller: p.seller,
      lang: p.lang,
      requestedBy: p.requestedBy,
      issuedAt: p.now,
    })
    .onConflictDoNothing({ target: invoices.paymentId })
    .returning();
  if (!created) throw new HttpError(409, "invoice_exists", INVOICE_MESSAGES.exists);
  await recordAudit(tx, { actorId: p.requestedBy, action: "invoice.issued", entity: "payment", entityId: p.paymentId, clientId: p.clientId, after: { number: created.number }, at: p.now });
  return created;
}

/** The payment's invoice as a PDF with its file name, or null when it has none. */
export async function invoiceFile(db: DbOrTx, row: PaymentRowRaw): Promise<{ filename: string; pdf: Buffer } | null> {
  const invoice = await invoiceOf(db, row.id);
  if (!invoice || !row.receiptNumber) return null;
  const facts = await receiptFacts(db, row);
  const pdf = await invoicePdf({
    number: invoice.number,
    lang: invoice.lang,
    issuedAt: invoice.issuedAt,
    paidAt: facts.paidAt,
    seller: invoice.seller,
    buyer: { companyName: invoice.companyName, address: invoice.address, eik: invoice.eik, vatNumber: invoice.vatNumber },
    receiptNumber: row.receiptNumber,
    lines: facts.lines,
    total: facts.total,
    currency: row.currency as Currency,
    method: row.providerPaymentId ? "card" : "recorded",
  });
  return { filename: `invoice-${invoice.number}.pdf`, pdf };
}

/** A payment's invoice by the payment's id (a queued mail's attachment); null when it has none. */
export async function invoiceFileById(db: DbOrTx, paymentId: string) {
  const [row] = await paymentRows(db, eq(payments.id, paymentId));
  return row ? invoiceFile(db, row) : null;
}
