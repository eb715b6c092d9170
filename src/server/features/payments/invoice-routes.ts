import { eq } from "drizzle-orm";
import { INVOICE_MESSAGES, type Invoice } from "../../../core/invoices";
import type { Currency } from "../../../core/money";
import { paymentsContract } from "../../../core/payments";
import { recordAudit } from "../../audit/log";
import { invoices } from "../../db/schema";
import type { DbOrTx } from "../../db/client";
import { HttpError } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { invoicePdf } from "../../payments/invoice-pdf";
import { receiptFacts, sellerOf } from "../../payments/receipt-document";
import { allocateInvoiceNumber } from "../../payments/receipt-numbers";
import { findPayment } from "./store";

type InvoiceRow = typeof invoices.$inferSelect;

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
 * Invoices (issue 25 item 4): the payer (or the operator) asks for one with the company's
 * details; it is numbered in the one invoice series in the same transaction that stores it.
 * Its PDF is drawn from what was stored, in the payer's language.
 */
export async function invoiceRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const seller = sellerOf(config);

  route.from(paymentsContract.requestInvoice, {}, async (req, reply) => {
    const actor = req.actor;
    const row = await findPayment(db, actor, req.params.id);
    // An hours deduction moves no money: nothing to invoice.
    if (!row.receiptNumber) throw new HttpError(404, "not_found", INVOICE_MESSAGES.notFound);
    // A фактура names its supplier: without the seller's name, address and ЕИК none is issued.
    if (!seller.address || !seller.eik) throw new HttpError(409, "seller_missing", INVOICE_MESSAGES.sellerMissing);
    const facts = await receiptFacts(db, row);
    const now = clock.now();
    const issued = await db.transaction(async (tx) => {
      // One invoice per payment: the unique payment_id decides between two requests at once.
      const [created] = await tx
        .insert(invoices)
        .values({
          paymentId: row.id,
          number: await allocateInvoiceNumber(tx),
          companyName: req.body.companyName,
          eik: req.body.eik,
          vatNumber: req.body.vatNumber || null,
          address: req.body.address,
          seller,
          lang: facts.lang,
          requestedBy: actor.userId,
          issuedAt: now,
        })
        .onConflictDoNothing({ target: invoices.paymentId })
        .returning();
      if (!created) throw new HttpError(409, "invoice_exists", INVOICE_MESSAGES.exists);
      await recordAudit(tx, { actorId: actor.userId, action: "invoice.issued", entity: "payment", entityId: row.id, clientId: row.userId, after: { number: created.number }, at: now });
      return created;
    });
    return reply.status(201).send({ message: INVOICE_MESSAGES.issued, invoice: toInvoice(issued) });
  });

  route.from(paymentsContract.invoicePdf, {}, async (req, reply) => {
    const row = await findPayment(db, req.actor, req.params.id);
    const invoice = await invoiceOf(db, row.id);
    if (!invoice || !row.receiptNumber) throw new HttpError(404, "not_found", INVOICE_MESSAGES.notFound);
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
    return reply
      .header("Cache-Control", "private, no-store")
      .header("Content-Disposition", `attachment; filename="invoice-${invoice.number}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });
}
