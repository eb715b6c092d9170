import { allocateReceiptNumber } from "./receipt-numbers";
import { confirmPaidAppointment, releaseHoldOfSession } from "../appointments";
import { TRANSLATION_DUE_MS } from "../../../core/sla";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { PricedLine } from "../../../core/checkout";
import type { Currency } from "../../../core/money";
import { describeLine, type MoneyLine } from "../../../core/money-lines";
import type { Clock } from "../../clock";
import type { Db, Tx } from "../../db/client";
import { orders, paymentRequests, payments, translationRequests, translationUploads, user } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { packBuyerAccount } from "./pack-buyer";
import { memberMailLang, operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { notifyAdmins } from "../notifications";
import type { PaymentEvent, ProviderSession } from "./gateway";
import { invoiceSellerReady, issueInvoice } from "./invoice-document";
import { settleRefund } from "./refunds";
import { orderRef } from "./order-ref";
import type { Business } from "../../business/settings";
import type { ReceiptDocument } from "./receipt-pdf";
import { pickLocale } from "../../../core/locale";

export type FulfilmentDeps = {
  db: Db;
  clock: Clock;
  publicUrl: string;
  operatorEmail: string;
  /** MAIL_FROM: an appointment invite's SENT-BY. */
  mailFrom: string;
  /** The seller printed on an invoice asked for at checkout (Settings → Business). */
  seller: ReceiptDocument["seller"];
  log?: { warn(o: object, m: string): void; error(o: object, m: string): void };
};

type Order = typeof orders.$inferSelect;

export type FulfilOutcome = "fulfilled" | "already_paid" | "unknown_session" | "mismatch";

/**
 * Settles a paid provider session exactly once, whichever path reports it
 * first — webhook, success page, test checkout or reconciler. The conditional update is
 * the gate: under concurrent calls one transaction flips the order to paid and the others
 * find it already paid; the unique order_id on payments backs it up. Everything the
 * payment causes (payment row, hours credit, translation request, emails) commits with it.
 */
export async function fulfilOrder(deps: FulfilmentDeps, session: ProviderSession): Promise<FulfilOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: "paid",
        paidAt: now,
        updatedAt: now,
        providerPaymentId: session.paymentIntentId ?? null,
      })
      .where(
        and(
          eq(orders.providerSessionId, session.sessionId),
          ne(orders.status, "paid"),
          // What the provider charged must be what we priced.
          eq(orders.total, session.amountTotal),
          // A currency we do not sell in matches no order (the comparison, not a claim about the value).
          eq(orders.currency, session.currency.toUpperCase() as Currency),
        ),
      )
      .returning();
    if (!order) return explainNoop(tx, deps, session);

    const customerEmail = order.customerEmail ?? session.customerEmail ?? null;
    if (!order.customerEmail && customerEmail) await tx.update(orders).set({ customerEmail }).where(eq(orders.id, order.id));

    // A visitor's pack goes on the account for their email (pack-buyer.ts has the rule).
    const packBuyer =
      order.purpose === "hours" && !order.userId ? await packBuyerAccount(tx, { ...order, customerEmail }, { now, publicUrl: deps.publicUrl }) : null;
    if (packBuyer) await tx.update(orders).set({ userId: packBuyer }).where(eq(orders.id, order.id));
    const ownerId = order.userId ?? packBuyer;

    const [payment] = await tx
      .insert(payments)
      .values({
        userId: ownerId,
        orderId: order.id,
        amount: order.total,
        currency: order.currency,
        description: paymentDescription(order),
        lines: paymentLines(order),
        paymentType: order.purpose === "hours" ? "hours_purchase" : order.purpose === "translation" ? "translation" : "other",
        hoursPurchased: order.purpose === "hours" ? order.hours : null,
        providerPaymentId: session.paymentIntentId ?? null,
        receiptNumber: await allocateReceiptNumber(tx, now),
        createdAt: now,
      })
      .returning({ id: payments.id });

    if (order.purpose === "appointment") {
      // The slot the payment held becomes the customer's. Taken meanwhile by someone
      // else (the hold ran out first): the money is kept on record and marked for a refund.
      if ((await confirmPaidAppointment(tx, order.id, { now, publicUrl: deps.publicUrl, operatorEmail: deps.operatorEmail, mailFrom: deps.mailFrom })) === "taken") {
        await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, payment!.id));
        deps.log?.error({ orderId: order.id }, "appointment paid after its hold ran out and the slot was taken: marked for a refund");
      }
    }

    if (order.purpose === "payment_request" && order.paymentRequestId) {
      // Marked paid once: a second paid order for the same request (two tabs) changes nothing here.
      const settled = await tx
        .update(paymentRequests)
        .set({ status: "paid", paidAt: now, paymentId: payment!.id })
        .where(and(eq(paymentRequests.id, order.paymentRequestId), eq(paymentRequests.status, "open")))
        .returning({ id: paymentRequests.id });
      if (!settled.length) {
        // Paid already, or cancelled: the money is recorded, marked for a refund on the operator's
        // payments screen, and the member is told (mail in their language, the mark in their history).
        await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, payment!.id));
        if (order.userId) {
          const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
          if (member) {
            await enqueueMail(
              tx,
              {
                template: "paymentRefundDue",
                to: member.email,
                data: { lang: await memberMailLang(tx, order.userId), orderRef: orderRef(order.id), amount: order.total, currency: order.currency as Currency, link: `${deps.publicUrl}/dashboard/payments` },
              },
              now,
            );
          }
        }
        deps.log?.error({ orderId: order.id, paymentRequestId: order.paymentRequestId }, "payment request was not open when paid: marked for a refund");
      }
    }

    if (order.purpose === "hours") {
      // Under the member's row lock, with the stored balance (postLedgerEntry); null when the account is gone.
      const posted = ownerId
        ? await postLedgerEntry(tx, {
            userId: ownerId,
            hours: order.hours,
            paymentId: payment!.id,
            reason: "purchase",
            description: describeLine({ kind: "purchase", hours: order.hours }, "en"),
            line: { kind: "purchase", hours: order.hours },
            createdAt: now,
          })
        : null;
      if (!posted) deps.log?.error({ orderId: order.id }, "paid hour pack has no member (account deleted?): hours not credited");
    }

    const ref = orderRef(order.id);
    if (order.purpose === "translation" && order.translation) {
      const t = order.translation;
      await tx.insert(translationRequests).values({
        orderId: order.id,
        uploadId: t.uploadRowId,
        name: t.name,
        email: t.email,
        notes: t.notes,
        language: t.language ?? "en",
        // The summary is promised within 48 hours of payment.
        dueAt: new Date(now.getTime() + TRANSLATION_DUE_MS),
        createdAt: now,
        updatedAt: now,
      });
      // The operator's bell, once: this transaction is the one that flipped the order to paid.
      await notifyAdmins(
        tx,
        { kind: "translation_requested", data: { name: t.name, orderRef: ref, total: order.total, currency: order.currency }, link: "/dashboard/translations" },
        now,
      );
      const [upload] = await tx.select({ fileName: translationUploads.fileName }).from(translationUploads).where(eq(translationUploads.id, t.uploadRowId));
      await enqueueMail(tx, {
        template: "translationRequestNotification",
        to: deps.operatorEmail,
        data: { ...t, lang: await operatorMailLang(tx, deps.operatorEmail), fileName: upload?.fileName ?? "document", orderRef: ref, total: order.total, currency: order.currency as Currency, receivedAt: now.toISOString() },
      }, now);
    }

    // The kind lets the mail name a catalogue item in its reader's language.
    const receiptLines = order.items.map((l) => ({ name: l.name, quantity: l.quantity, amount: l.amount, kind: l.kind, hours: l.hours, line: l.line }));
    const notes = order.notes ?? undefined;
    // Every paid order reaches the operator: a translation through its own request mail
    // (with the document), anything else through this one.
    if (order.purpose !== "translation" || !order.translation) {
      await notifyAdmins(
        tx,
        {
          kind: "order_paid",
          data: { orderRef: ref, purpose: order.purpose, total: order.total, currency: order.currency, customer: order.customerName || customerEmail || null },
          // A storefront order opens in the Orders inbox; a paid bill is a payment.
          link: order.purpose === "payment_request" ? "/dashboard/payments" : `/dashboard/orders?id=${order.id}`,
        },
        now,
      );
      await enqueueMail(tx, {
        template: "orderNotification",
        to: deps.operatorEmail,
        data: {
          lang: await operatorMailLang(tx, deps.operatorEmail),
          orderRef: ref,
          purpose: order.purpose,
          lines: receiptLines,
          total: order.total,
          currency: order.currency as Currency,
          paidAt: now.toISOString(),
          ...(order.customerName ? { customerName: order.customerName } : {}),
          ...(customerEmail ? { customerEmail } : {}),
          member: Boolean(order.userId),
          ...(notes ? { notes } : {}),
          hours: order.hours,
        },
      }, now);
    }

    // The buyer's language: a member's follows the profile; a visitor's, the language used at checkout.
    const buyerLang = order.userId ? await memberMailLang(tx, order.userId) : pickLocale(order.translation?.language ?? order.language);
    // An invoice asked for at checkout is issued with the payment, numbered in this transaction
    // (checkout refused it while the seller's details were missing; settings may since have changed).
    const [marked] = await tx.select({ refundDue: payments.refundDue }).from(payments).where(eq(payments.id, payment!.id));
    const invoice =
      order.invoiceRequest && invoiceSellerReady(deps.seller) && !marked?.refundDue
        ? await issueInvoice(tx, { paymentId: payment!.id, clientId: ownerId, buyer: order.invoiceRequest, seller: deps.seller, lang: buyerLang, requestedBy: order.userId, now })
        : null;
    if (order.invoiceRequest && !invoice && !marked?.refundDue) deps.log?.error({ orderId: order.id }, "invoice asked for at checkout not issued: the seller's address or EIK is missing");

    if (customerEmail) {
      await enqueueMail(tx, {
        template: "paymentReceipt",
        to: customerEmail,
        data: {
          lang: buyerLang,
          lines: receiptLines,
          ...(order.customerName ? { name: order.customerName } : {}),
          orderRef: ref,
          purpose: order.purpose,
          total: order.total,
          currency: order.currency as Currency,
          paidAt: now.toISOString(),
          hours: order.hours,
          link: resultLink(deps.publicUrl, order.purpose, session.sessionId, { visitor: !order.userId }),
          email: customerEmail,
          ...(notes ? { notes } : {}),
          ...(invoice ? { invoiceNumber: invoice.number } : {}),
        },
        // The numbered receipt (and invoice) as PDFs, made when the mail is sent (mail/attachments.ts).
        attachments: [{ kind: "receipt", paymentId: payment!.id }, ...(invoice ? [{ kind: "invoice" as const, paymentId: payment!.id }] : [])],
      }, now);
    }
    return "fulfilled";
  });
}

async function explainNoop(tx: Tx, deps: FulfilmentDeps, session: ProviderSession): Promise<FulfilOutcome> {
  const [existing] = await tx.select().from(orders).where(eq(orders.providerSessionId, session.sessionId));
  if (!existing) return "unknown_session";
  if (existing.status === "paid") return "already_paid";
  deps.log?.error(
    { orderId: existing.id, expected: [existing.total, existing.currency], charged: [session.amountTotal, session.currency] },
    "provider reports a different amount than the order: not fulfilled",
  );
  return "mismatch";
}

/** A declined or expired session; a paid order never goes back. */
export async function settleUnpaid(deps: FulfilmentDeps, sessionId: string, status: "failed" | "expired"): Promise<boolean> {
  const from: Order["status"][] = status === "failed" ? ["pending"] : ["pending", "failed"];
  const rows = await deps.db
    .update(orders)
    .set({ status, updatedAt: deps.clock.now() })
    .where(and(eq(orders.providerSessionId, sessionId), inArray(orders.status, from)))
    .returning({ id: orders.id });
  // An appointment's slot is not kept for a payment that failed or expired.
  if (rows.length) await releaseHoldOfSession(deps.db, sessionId, deps.clock.now());
  return rows.length > 0;
}

/** The one path every provider report takes. */
export async function applyPaymentEvent(deps: FulfilmentDeps, event: PaymentEvent): Promise<string> {
  if (event.outcome === "refund") {
    const outcomes = [];
    for (const refund of event.refunds ?? []) outcomes.push(await settleRefund(deps, refund));
    return outcomes.join(",") || "ignored";
  }
  const session = event.session;
  if (!session || event.outcome === "ignored") return "ignored";
  if (event.outcome === "paid") return fulfilOrder(deps, session);
  return (await settleUnpaid(deps, session.sessionId, event.outcome)) ? event.outcome : "unchanged";
}

export { orderRef } from "./order-ref";


function paymentDescription(order: Order): string {
  if (order.purpose === "hours") return describeLine({ kind: "hours_pack", hours: order.hours }, "en");
  return linesSummary(order.items);
}

/**
 * A payment's lines (the description's meaning): an hour pack is its hours; any other order,
 * its lines with their quantities. Null when a line was stored before lines had a meaning.
 */
function paymentLines(order: Order): MoneyLine[] | null {
  if (order.purpose === "hours") return [{ kind: "hours_pack", hours: order.hours }];
  const lines = order.items.map((l): MoneyLine | undefined => {
    const line = l.line;
    if (!line) return undefined;
    const counted = line.kind === "hourly" || line.kind === "daily" || line.kind === "translation";
    return counted && l.quantity > 1 ? { ...line, quantity: l.quantity } : line;
  });
  return lines.every((l): l is MoneyLine => Boolean(l)) ? lines : null;
}

/** An order's items on one line: "Hourly help × 2, Tip" (the payment's description, the Orders inbox). */
export const linesSummary = (lines: PricedLine[]) => lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(", ").slice(0, 500);

/** Where the provider sends the buyer back after paying; the receipt links there too. */
export function resultLink(publicUrl: string, purpose: Order["purpose"], sessionId: string, opts: { visitor?: boolean } = {}): string {
  // A visitor's pack has no Hours page to return to yet: the storefront's success page says where the hours went.
  const hoursPath = opts.visitor ? "/checkout/success" : "/dashboard/hours";
  const path =
    purpose === "translation" ? "/translation-success" : purpose === "hours" ? hoursPath : purpose === "payment_request" ? "/dashboard/payments" : "/checkout/success";
  return `${publicUrl}${path}?session_id=${sessionId}`;
}

/** The fulfilment dependencies of a built app. */
export function fulfilmentDepsOf(app: {
  deps: { db: Db; clock: Clock; config: { publicUrl: string; MAIL_FROM: string } };
  business: Pick<Business, "operatorEmail" | "seller">;
  log: NonNullable<FulfilmentDeps["log"]>;
}): FulfilmentDeps {
  const { db, clock, config } = app.deps;
  const { business } = app;
  // Getters: a long-lived job (the reconciler) reads the settings in force at each payment.
  return {
    db,
    clock,
    publicUrl: config.publicUrl,
    mailFrom: config.MAIL_FROM,
    get operatorEmail() {
      return business.operatorEmail();
    },
    get seller() {
      return business.seller();
    },
    log: app.log,
  };
}
