import { INVOICE_MESSAGES } from "../../../core/invoices";
import { paymentsContract } from "../../../core/payments";
import { HttpError, said } from "../../http/errors";
import { sendPdf } from "../../http/file-download";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { invoiceFile, invoiceSellerReady, issueInvoice, toInvoice } from "./invoice-document";
import { receiptFacts } from "./receipt-document";
import { refuseInvoiceIfRefunded } from "./refunds";
import { findPayment } from "./store";


/**
 * Invoices: the payer (or the operator) asks for one with the company's
 * details; it is numbered in the one invoice series in the same transaction that stores it.
 * Its PDF is drawn from what was stored, in the payer's language. (One asked for at checkout
 * is issued by fulfilment, with the payment.)
 */
export async function invoiceRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(paymentsContract.requestInvoice, {}, async (req, reply) => {
    const actor = req.actor;
    const row = await findPayment(db, actor, req.params.id);
    // An hours deduction moves no money: nothing to invoice.
    if (!row.receiptNumber) throw new HttpError(404, "not_found", INVOICE_MESSAGES.notFound);
    await refuseInvoiceIfRefunded(db, row);
    const seller = app.business.seller();
    if (!invoiceSellerReady(seller)) {
      // The operator is told what to set up; a customer only that there is none (no word about the business's setup).
      throw actor.role === "admin" ? new HttpError(409, "seller_missing", INVOICE_MESSAGES.sellerMissing) : new HttpError(409, "invoice_unavailable", INVOICE_MESSAGES.unavailable);
    }
    const facts = await receiptFacts(db, row);
    const now = clock.now();
    const issued = await db.transaction((tx) =>
      issueInvoice(tx, { paymentId: row.id, clientId: row.userId, buyer: req.body, seller, lang: facts.lang, requestedBy: actor.userId, now }),
    );
    return reply.status(201).send({ ...said(INVOICE_MESSAGES.issued), invoice: toInvoice(issued) });
  });

  route.from(paymentsContract.invoicePdf, {}, async (req, reply) => {
    const row = await findPayment(db, req.actor, req.params.id);
    const file = await invoiceFile(db, row);
    if (!file) throw new HttpError(404, "not_found", INVOICE_MESSAGES.notFound);
    return sendPdf(reply, file);
  });
}
