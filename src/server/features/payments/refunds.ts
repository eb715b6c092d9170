import { msg } from "../../../core/i18n/messages/message";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { INVOICE_MESSAGES } from "../../../core/invoices";
import type { Currency } from "../../../core/money";
import { paymentShortId } from "../../../core/payments-constants";
import { REFUND_MESSAGES, type Refund, type RefundRequest, type RefundList } from "../../../core/refunds";
import { recordAudit } from "../audit";
import type { Clock } from "../../clock";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { invoices, payments, refunds } from "../../db/schema";
import { paymentRows } from "./store";
import { balanceOf, postLedgerEntry } from "../hours";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { uuidOr404 } from "../../http/keyset";
import { enqueueMail } from "../../mail/outbox";
import { paymentPolicy } from "../../policies/payment";
import { creditNotePdf } from "./credit-note-pdf";
import type { PaymentGateway, ProviderRefund } from "./gateway";
import { invoiceOf } from "./invoice-document";
import { orderRef } from "./order-ref";
import { receiptFacts } from "./receipt-document";
import { allocateInvoiceNumber } from "./receipt-numbers";

/*
 * Refunds (docs/decisions/0039-refunds-and-credit-notes.md): claimed under the payment's row lock (so
 * two at once never give back more than was paid), sent to the provider outside any transaction,
 * and settled once by whichever report of the provider comes first (its answer, its webhook).
 */

type RefundRow = typeof refunds.$inferSelect;
/** What settling needs (a subset of fulfilment's dependencies, which settle a provider's other reports). */
type SettleDeps = { db: Db; clock: Clock; publicUrl: string; log?: { error(o: object, m: string): void } };
type PaymentRowRaw = Awaited<ReturnType<typeof paymentRows>>[number];
const M = REFUND_MESSAGES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Half-hour steps, rounded down: hours are only ever withdrawn in the ledger's steps. */
const halfHoursDown = (h: number) => Math.floor(h * 2 + 1e-9) / 2;

export const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  hoursWithdrawn: Number(r.hoursWithdrawn),
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
  creditNote: r.creditNoteNumber && r.creditNoteIssuedAt ? { number: r.creditNoteNumber, issuedAt: r.creditNoteIssuedAt.toISOString() } : null,
});

/** A refund that succeeded or is on its way counts against what is left. */
const live = inArray(refunds.status, ["pending", "succeeded"]);

/** What a payment has left to refund, and the hours it bought: how many of them are already withdrawn (or on their way out), and unused. */
async function refundState(db: DbOrTx, p: { id: string; amount: number; userId: string | null; hoursPurchased: number | null }) {
  const [s] = await db
    .select({
      taken: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
      hours: sql<string>`coalesce(sum(case when ${refunds.status} = 'pending' then ${refunds.hoursToWithdraw} else ${refunds.hoursWithdrawn} end), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, p.id), live));
  const left = p.amount - Number(s?.taken ?? 0);
  const purchased = Number(p.hoursPurchased ?? 0);
  if (!purchased || !p.userId) return { left, hours: null };
  const withdrawn = Number(s?.hours ?? 0);
  const remaining = Math.max(0, purchased - withdrawn);
  return { left, hours: { purchased, withdrawn, remaining, unused: Math.min(remaining, halfHoursDown(await balanceOf(db, p.userId))) } };
}

/** Whether a payment came by card (through the provider) and so can be refunded. */
const byCard = (p: { providerPaymentId: string | null; paymentType: string }) => Boolean(p.providerPaymentId) && p.paymentType !== "hours_deduction";

/** A payment's refunds, newest first; for the operator also what is left and the hours (the refund dialog's numbers). */
export async function refundsOfPayment(db: DbOrTx, actor: Actor, row: PaymentRowRaw): Promise<RefundList> {
  const items = await db.select().from(refunds).where(eq(refunds.paymentId, row.id)).orderBy(desc(refunds.createdAt), desc(refunds.id));
  let refundable: RefundList["refundable"] = null;
  if (paymentPolicy.canRefund(actor) && byCard({ providerPaymentId: row.providerPaymentId, paymentType: row.type })) {
    const state = await refundState(db, { id: row.id, amount: row.amount, userId: row.userId, hoursPurchased: row.hoursPurchased === null ? null : Number(row.hoursPurchased) });
    refundable = {
      left: state.left,
      currency: row.currency,
      hours: state.hours ? { purchased: state.hours.purchased, withdrawn: state.hours.withdrawn, unused: state.hours.unused } : null,
    };
  }
  return { items: items.map(toRefund), refundable };
}

export type RefundDeps = SettleDeps & { gateway: PaymentGateway };

/**
 * The operator refunds all or part of a card payment. The same request key (a second press, a
 * retried request) answers the refund it already made. A provider that refuses leaves nothing
 * behind: the claimed row is removed and the payment is as it was.
 */
export async function startRefund(deps: RefundDeps, actor: Actor, paymentId: string, input: Omit<RefundRequest, "amount"> & { amount: number }): Promise<RefundRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const key = `${paymentId}:${input.requestKey}`;
  const claim = await db.transaction(async (tx) => {
    // The payment's row lock queues every refund of it, so the sum of refunds is read and written by one at a time.
    const [p] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), paymentPolicy.scope(actor))).for("update");
    if (!p) throw new HttpError(404, "not_found", msg("payment.notFound"));
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
    if (existing) return { refund: existing, payment: p, fresh: false };
    if (!byCard(p)) throw new HttpError(409, "not_card", M.notCard);
    const state = await refundState(tx, p);
    if (state.left <= 0) throw new HttpError(409, "refunded", M.nothingLeft);
    if (input.amount > state.left) throw new HttpError(400, "too_much", M.tooMuch, { amount: M.tooMuch });
    const hoursToWithdraw = planHours(state.hours, input.amount, state.left, input.hours);
    const [refund] = await tx
      .insert(refunds)
      .values({ paymentId: p.id, amount: input.amount, currency: p.currency, reason: input.reason, idempotencyKey: key, hoursToWithdraw, createdBy: actor.userId, createdAt: now })
      .returning();
    return { refund: refund!, payment: p, fresh: true };
  });
  if (!claim.fresh) return claim.refund;

  const { refund, payment } = claim;
  let answer: ProviderRefund;
  try {
    answer = await deps.gateway.refund({
      paymentIntentId: payment.providerPaymentId!,
      amount: refund.amount,
      currency: refund.currency,
      refundId: refund.id,
      reason: refund.reason,
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (err) {
    await db.delete(refunds).where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
    deps.log?.error({ paymentId, err: err instanceof Error ? err.message : String(err) }, "refund refused by the provider: nothing changed");
    throw new HttpError(502, "refund_failed", M.providerFailed);
  }
  await db.transaction(async (tx) => {
    await tx.update(refunds).set({ providerRefundId: answer.refundId }).where(and(eq(refunds.id, refund.id), sql`${refunds.providerRefundId} is null`));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "refund.created",
      entity: "payment",
      entityId: payment.id,
      clientId: payment.userId,
      after: { refundId: refund.id, amount: refund.amount, currency: refund.currency, reason: refund.reason, hoursToWithdraw: Number(refund.hoursToWithdraw) },
      at: now,
    });
  });
  // A provider that answers at once (the test gateway, often Stripe) settles it now; otherwise its webhook will.
  if (answer.status !== "pending") await settleRefund(deps, { ...answer, ourRefundId: refund.id });
  const [after] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return after!;
}

/**
 * How many of the payment's hours a refund takes off the balance: its share of the hours not yet
 * withdrawn (all of them for the rest of the payment). When the balance no longer holds them
 * (some were used), the operator chooses: withdraw what is unused, or keep the hours.
 */
function planHours(hours: { remaining: number; unused: number } | null, amount: number, left: number, choice: "withdraw" | "keep" | undefined): number {
  if (!hours || hours.remaining <= 0 || choice === "keep") return 0;
  const share = amount >= left ? hours.remaining : halfHoursDown((hours.remaining * amount) / left);
  if (share <= hours.unused) return share;
  if (choice === "withdraw") return hours.unused;
  throw new HttpError(409, "hours_choice", M.hoursChoice, { hours: M.hoursChoice });
}

export type RefundOutcome = "refunded" | "failed" | "unchanged" | "unknown_refund";

/**
 * Settles a refund once, from the provider's answer or its signed webhook (replayed or not): the
 * refund row's lock decides, and everything a refund causes (hours withdrawn, credit note
 * numbered in the invoice series, the buyer's mail) commits with its new status.
 */
export async function settleRefund(deps: SettleDeps, reported: ProviderRefund): Promise<RefundOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ours = reported.ourRefundId && UUID.test(reported.ourRefundId) ? eq(refunds.id, reported.ourRefundId) : undefined;
    const [r] = await tx
      .select()
      .from(refunds)
      .where(ours ? or(eq(refunds.providerRefundId, reported.refundId), ours) : eq(refunds.providerRefundId, reported.refundId))
      .for("update");
    if (!r) return "unknown_refund";
    const providerRefundId = r.providerRefundId ?? reported.refundId;
    if (r.status !== "pending" || reported.status === "pending") {
      if (!r.providerRefundId) await tx.update(refunds).set({ providerRefundId }).where(eq(refunds.id, r.id));
      return "unchanged";
    }
    if (reported.status === "failed") {
      await tx.update(refunds).set({ status: "failed", providerRefundId, settledAt: now }).where(eq(refunds.id, r.id));
      deps.log?.error({ refundId: r.id }, "the provider reports a refund failed: the amount can be refunded again");
      return "failed";
    }
    if (reported.amount !== r.amount) deps.log?.error({ refundId: r.id, ours: r.amount, reported: reported.amount }, "the provider reports another refund amount");
    const [p] = await tx.select().from(payments).where(eq(payments.id, r.paymentId)).for("update");
    const hoursWithdrawn = p?.userId ? await withdrawHours(tx, p.userId, Number(r.hoursToWithdraw), p.id, now) : 0;
    const invoice = await invoiceOf(tx, r.paymentId);
    const creditNote = invoice ? { creditNoteNumber: await allocateInvoiceNumber(tx), creditNoteIssuedAt: now } : {};
    await tx.update(refunds).set({ status: "succeeded", providerRefundId, settledAt: now, hoursWithdrawn, ...creditNote }).where(eq(refunds.id, r.id));
    await mailBuyer(tx, deps, r, creditNote.creditNoteNumber, now);
    return "refunded";
  });
}

/** Takes the refund's hours off the member's balance, as far as it still holds them (a half-hour step at a time). */
async function withdrawHours(tx: Tx, userId: string, planned: number, paymentId: string, now: Date): Promise<number> {
  if (planned <= 0) return 0;
  const hours = Math.min(planned, halfHoursDown(await balanceOf(tx, userId)));
  if (hours <= 0) return 0;
  const posted = await postLedgerEntry(tx, {
    userId,
    hours: -hours,
    reason: "adjustment",
    description: `Refund of payment ${paymentShortId(paymentId)}: ${hours} ${hours === 1 ? "hour" : "hours"} withdrawn`,
    createdAt: now,
  });
  return posted ? hours : 0;
}

async function mailBuyer(tx: Tx, deps: SettleDeps, r: RefundRow, creditNoteNumber: string | undefined, now: Date) {
  const [row] = await paymentRows(tx, eq(payments.id, r.paymentId));
  if (!row) return;
  const facts = await receiptFacts(tx, row);
  if (!facts.email) return;
  await enqueueMail(
    tx,
    {
      template: "paymentRefunded",
      to: facts.email,
      data: {
        lang: facts.lang,
        orderRef: orderRef(row.orderId ?? row.id),
        amount: r.amount,
        currency: r.currency as Currency,
        reason: r.reason,
        // The row is read after this refund's own update: its amount is counted.
        kept: Math.max(0, row.amount - row.refundedAmount),
        ...(creditNoteNumber ? { creditNoteNumber } : {}),
        link: `${deps.publicUrl}/dashboard/payments`,
      },
      attachments: creditNoteNumber ? [{ kind: "creditNote", refundId: r.id }] : [],
    },
    now,
  );
}

/** A refund the actor may see (through its payment: paymentPolicy), or 404. */
async function findRefund(db: DbOrTx, actor: Actor | null, id: string): Promise<RefundRow> {
  const [row] = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(actor ? paymentPolicy.scope(actor) : sql`true`, eq(refunds.id, uuidOr404(id))));
  if (!row) throw new HttpError(404, "not_found", M.creditNoteNotFound);
  return row.refund;
}

/** A refund's credit note as a PDF, in its invoice's language; null without one. */
export async function creditNoteFile(db: DbOrTx, actor: Actor | null, refundId: string): Promise<{ filename: string; pdf: Buffer } | null> {
  const r = await findRefund(db, actor, refundId);
  if (!r.creditNoteNumber || !r.creditNoteIssuedAt) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, r.paymentId));
  if (!invoice) return null;
  const pdf = await creditNotePdf({
    number: r.creditNoteNumber,
    lang: invoice.lang,
    issuedAt: r.creditNoteIssuedAt,
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    seller: invoice.seller,
    buyer: { companyName: invoice.companyName, address: invoice.address, eik: invoice.eik, vatNumber: invoice.vatNumber },
    reason: r.reason,
    amount: r.amount,
    currency: r.currency as Currency,
  });
  return { filename: `credit-note-${r.creditNoteNumber}.pdf`, pdf };
}

/** No invoice for money given back (or due back): the payment is refunded, in part or in full, or marked for a refund. */
export async function refuseInvoiceIfRefunded(db: DbOrTx, row: { id: string; refundDue: boolean }): Promise<void> {
  const [any] = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.paymentId, row.id), live)).limit(1);
  if (row.refundDue || any) throw new HttpError(409, "refunded", INVOICE_MESSAGES.refunded);
}
