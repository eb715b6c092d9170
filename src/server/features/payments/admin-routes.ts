import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { CLIENT_MESSAGES } from "../../../core/clients";
import { type Currency, SITE_CURRENCY } from "../../../core/money";
import { PAYMENT_MESSAGES, paymentsContract } from "../../../core/payments";
import type { AppInstance } from "../../http/types";
import { recordAudit } from "../audit";
import { hoursLedger, orders, paymentRequests, payments, user } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import type { Actor } from "../../http/access";
import { HttpError, said, notFound } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { memberMailLang } from "../../mail/language";
import { orderRef, resultLink } from "./fulfilment";
import { allocateReceiptNumber } from "./receipt-numbers";
import { receiptFacts, receiptFile } from "./receipt-document";
import { clientPolicy } from "../../policies/client";
import { paymentPolicy, paymentRequestPolicy } from "../../policies/payment";
import { BOM, csvLine } from "../../http/csv";
import { sendPdf } from "../../http/file-download";
import { PAYMENT_CSV_HEADER, paymentCsvLine } from "./csv";
import { invoiceOf, toInvoice } from "./invoice-document";
import { requestRows, toPaymentRequest } from "./requests";
import { findPayment as findPaymentFor, listPayments, type PaymentExportRow, paymentBatches, summarise, toPaymentRow } from "./store";
import { declareRoutes } from "../../http/route";

const notFoundPayment = () => notFound(PAYMENT_MESSAGES.notFound);

/** Payments (admin) and Payment History (member): core/routes/payments.ts. */
export async function paymentRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  const findPayment = (actor: Actor, id: string) => findPaymentFor(db, actor, id);

  route.from(paymentsContract.list, {}, async (req, reply) => {
    const actor = req.actor;
    reply.header("Cache-Control", "no-store");
    const page = await listPayments(db, actor, req.query);
    return {
      ...page,
      summary: paymentPolicy.filters(actor) ? await summarise(db, actor, req.query) : null,
      // A member's open bills go on top of their history (Payment Due).
      requests: paymentRequestPolicy.owesBills(actor) ? (await requestRows(db, actor, eq(paymentRequests.status, "open"))).map(toPaymentRequest) : [],
    };
  });

  route.from(paymentsContract.exportCsv, {}, async (req, reply) => {
    const actor = req.actor;
    // The filter is validated (schema) and the first batch read before the answer starts:
    // a failure then is a proper error answer, never a 200 with an empty file.
    const { separator, ...filter } = req.query;
    const sep = separator === "semicolon" ? ";" : ",";
    const batches = paymentBatches(db, actor, filter);
    // The Service column in the operator's language (the exporting operator's preferred language).
    const lang = await memberMailLang(db, actor.userId);
    const first = await batches.next();
    // An export takes personal data out of the product: who took which rows, before the first byte.
    await recordAudit(db, {
      actorId: actor.userId,
      action: "payments.exported",
      entity: "export",
      entityId: "payments.csv",
      after: { filter: Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== undefined && v !== "")) },
      at: clock.now(),
    });
    async function* lines() {
      const line = (p: PaymentExportRow) => paymentCsvLine(p, sep, lang);
      yield BOM + csvLine(PAYMENT_CSV_HEADER, sep);
      if (first.done) return;
      yield first.value.map(line).join("");
      for await (const batch of batches) yield batch.map(line).join("");
    }
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .header("Cache-Control", "no-store")
      .header("Content-Disposition", `attachment; filename="payments-${day}.csv"`)
      .type("text/csv; charset=utf-8")
      .send(Readable.from(lines()));
  });

  route.from(paymentsContract.get, {}, async (req) => {
    const actor = req.actor;
    const row = await findPayment(actor, req.params.id);
    const [order] = row.orderId ? await db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
    const ledger = await db.select().from(hoursLedger).where(eq(hoursLedger.paymentId, row.id));
    const [request] = await db.select({ id: paymentRequests.id }).from(paymentRequests).where(eq(paymentRequests.paymentId, row.id));
    const invoice = await invoiceOf(db, row.id);
    return {
      ...toPaymentRow(row),
      order: order
        ? {
            id: order.id,
            lines: order.items.map((l) => ({ name: l.name, kind: l.kind, hours: l.hours, line: l.line, quantity: l.quantity, unitAmount: l.unitAmount, amount: l.amount })),
            tip: order.tip,
            total: order.total,
            // A translation's note is the translation form's.
            notes: order.notes || order.translation?.notes || null,
            paidAt: order.paidAt?.toISOString() ?? null,
            status: order.purpose === "payment_request" ? null : order.inboxStatus,
          }
        : null,
      ledger: ledger.map((l) => ({ id: l.id, hours: Number(l.hours), description: l.description, line: l.line, date: l.createdAt.toISOString() })),
      paymentRequestId: request?.id ?? null,
      invoice: invoice ? toInvoice(invoice) : null,
      abilities: { canResendReceipt: paymentPolicy.canManage(actor) },
    };
  });

  route.from(paymentsContract.record, {}, async (req, reply) => {
    const actor = req.actor;
    const body = req.body;
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      // The client's row lock orders this credit with concurrent debits of the same balance.
      const [client] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(clientPolicy.scope(actor), eq(user.id, body.clientId)))
        .for("update");
      if (!client) throw new HttpError(404, "not_found", CLIENT_MESSAGES.notFound);
      const hours = body.paymentType === "prepaid_hours" ? (body.hours ?? null) : null;
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: client.id,
          amount: body.amount,
          currency: SITE_CURRENCY,
          description: body.description,
          lines: [{ kind: "note", text: body.description }],
          paymentType: body.paymentType,
          hoursPurchased: hours,
          receiptNumber: await allocateReceiptNumber(tx, now),
          createdAt: now,
        })
        .returning({ id: payments.id });
      if (hours) {
        await postLedgerEntry(tx, { userId: client.id, hours, paymentId: payment!.id, reason: "purchase", description: body.description, line: { kind: "note", text: body.description }, createdAt: now });
      }
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "payment.recorded",
        entity: "payment",
        entityId: payment!.id,
        clientId: client.id,
        after: { amount: body.amount, currency: SITE_CURRENCY, description: body.description, paymentType: body.paymentType, hours },
        at: now,
      });
      return payment!.id;
    });
    return reply.status(201).send({ ...said(PAYMENT_MESSAGES.recorded), payment: toPaymentRow(await findPayment(actor, id)) });
  });

  route.from(paymentsContract.receiptPdf, {}, async (req, reply) => {
    const row = await findPayment(req.actor, req.params.id);
    // An hours deduction moves no money: it has no receipt.
    const file = (await receiptFile(db, app.business.seller(), row)) ?? notFoundPayment();
    return sendPdf(reply, file);
  });

  route.from(paymentsContract.resendReceipt, {}, async (req) => {
    const actor = req.actor;
    const row = await findPayment(actor, req.params.id);
    const { order, lang, email: to, name, lines, total, paidAt } = await receiptFacts(db, row);
    if (!to) throw new HttpError(409, "no_email", PAYMENT_MESSAGES.noReceiptEmail);
    const purpose = order?.purpose ?? "payment_request";
    const now = clock.now();
    // The mail and its audit row commit together.
    await db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: actor.userId, action: "receipt.resent", entity: "payment", entityId: row.id, clientId: row.userId, after: { to }, at: now });
      await enqueueMail(
        tx,
        {
          template: "paymentReceipt",
          to,
          data: {
            lang,
            ...(name ? { name } : {}),
            orderRef: orderRef(order?.id ?? row.id),
            purpose,
            lines,
            total,
            currency: row.currency as Currency,
            paidAt: paidAt.toISOString(),
            hours: order?.hours ?? 0,
            link: order?.providerSessionId ? resultLink(config.publicUrl, purpose, order.providerSessionId) : `${config.publicUrl}/dashboard/payments`,
            email: to,
          },
          attachments: row.receiptNumber ? [{ kind: "receipt", paymentId: row.id }] : [],
        },
        now,
      );
    });
    return { ...said(PAYMENT_MESSAGES.receiptSent) };
  });
}
