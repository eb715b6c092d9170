import { REFUND_MESSAGES, refundsContract } from "../../../core/refunds";
import { HttpError, said } from "../../http/errors";
import { sendPdf } from "../../http/file-download";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { fulfilmentDepsOf } from "./fulfilment";
import { creditNoteFile, refundsOfPayment, startRefund, toRefund } from "./refunds";
import { findPayment } from "./store";

/**
 * Refunds (core/routes/refunds.ts): the operator gives back all or part of a card payment through
 * the provider; the payer reads the refunds of their own payments and downloads the credit notes.
 */
export async function refundRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;

  route.from(refundsContract.list, {}, async (req, reply) => {
    const row = await findPayment(db, req.actor, req.params.id);
    reply.header("Cache-Control", "no-store");
    return refundsOfPayment(db, req.actor, row);
  });

  route.from(refundsContract.create, {}, async (req, reply) => {
    const row = await findPayment(db, req.actor, req.params.id);
    const refund = await startRefund({ ...fulfilmentDepsOf(app), gateway: app.payments }, req.actor, row.id, req.body);
    return reply.status(201).send({ ...said(refund.status === "succeeded" ? REFUND_MESSAGES.settled : REFUND_MESSAGES.created), refund: toRefund(refund) });
  });

  route.from(refundsContract.creditNotePdf, {}, async (req, reply) => {
    const file = await creditNoteFile(db, req.actor, req.params.id);
    if (!file) throw new HttpError(404, "not_found", REFUND_MESSAGES.creditNoteNotFound);
    return sendPdf(reply, file);
  });
}
