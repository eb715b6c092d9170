import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { CHECKOUT_MESSAGES } from "../../../core/checkout";
import { inEur, SITE_CURRENCY } from "../../../core/money";
import { PAYMENT_MESSAGES } from "../../../core/payments";
import { orders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { AppInstance } from "../../http/types";
import { applyPaymentEvent, fulfilmentDepsOf, settleUnpaid } from "./fulfilment";
import type { Locale } from "../../../core/locale";

export const notOpen = () => new HttpError(409, "not_open", PAYMENT_MESSAGES.requestNotOpen);
/** An order whose provider session may still take money (a declined card can be followed by a good one). */
const PAYABLE = ["pending", "failed"] as const;
const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
};

type Log = { error(o: object, m: string): void };
/** The open request being paid (its row), and who pays: the member signed in, or its pay link on their behalf. */
type Payable = { id: string; userId: string; amount: number; currency: string; description: string };
type Payer = { email: string; lang?: Locale; successUrl: string; cancelUrl: string };

/**
 * A payment request's checkout: one payable provider session per request,
 * whoever opens it — the member on Payment Due or anyone holding its pay link. Paying it goes
 * through the one fulfilment path, which marks the request paid once.
 */
export function requestCheckout(app: AppInstance) {
  const { db, clock } = app.deps;
  const fulfilment = fulfilmentDepsOf(app);
  const payableOrders = (requestId: string) =>
    db.select().from(orders).where(and(eq(orders.paymentRequestId, requestId), inArray(orders.status, [...PAYABLE]), isNotNull(orders.providerSessionId)));

  /**
   * The request's open checkout, if the provider still takes money on it: its page, for a
   * second tab. Paid meanwhile → fulfilled here (the request is then paid: 409). Closed at the
   * provider → closed here too, so a new one can open. One per request (unique index).
   */
  async function reuseOpenCheckout(requestId: string): Promise<string | null> {
    const [open] = await db.select().from(orders).where(and(eq(orders.paymentRequestId, requestId), inArray(orders.status, [...PAYABLE])));
    if (!open) return null;
    if (!open.providerSessionId) throw new HttpError(409, "checkout_opening", PAYMENT_MESSAGES.checkoutOpening);
    const session = await app.payments.retrieveSession(open.providerSessionId);
    if (session?.status === "unpaid" && session.url) return session.url;
    if (session?.status === "paid") {
      await applyPaymentEvent(fulfilment, { id: `reuse:${session.sessionId}`, providerType: "checkout_reuse", outcome: "paid", session });
      throw notOpen();
    }
    await settleUnpaid(fulfilment, open.providerSessionId, "expired");
    return null;
  }

  /** The provider's page for an open request: the one already open, or a new one. */
  async function open(request: Payable, payer: Payer, log: Log): Promise<{ url: string }> {
    // A request is paid once: a second tab gets the same checkout back, not a second one.
    const reused = await reuseOpenCheckout(request.id);
    if (reused) return { url: reused };
    const now = clock.now();
    // Charged in euro whatever it was made in: a request still in BGN is converted by the rule (docs/decisions/0033-euro.md).
    const amount = inEur(request.amount, request.currency);
    const line = { kind: "custom" as const, name: request.description, description: "Payment request", quantity: 1, unitAmount: amount, amount, line: { kind: "request" as const, description: request.description } };
    const inserted = db
      .insert(orders)
      .values({
        purpose: "payment_request",
        items: [line],
        subtotal: amount,
        tip: 0,
        total: amount,
        currency: SITE_CURRENCY,
        customerEmail: payer.email,
        userId: request.userId,
        paymentRequestId: request.id,
        gateway: app.payments.kind,
        ...(payer.lang ? { language: payer.lang } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    // Two tabs at the same instant: the unique index lets one open the checkout.
    const [order] = await inserted.catch((err: unknown) => {
      throw isUniqueViolation(err) ? new HttpError(409, "checkout_opening", PAYMENT_MESSAGES.checkoutOpening) : err;
    });
    try {
      const session = await app.payments.createCheckoutSession({
        orderId: order!.id,
        lineItems: [{ name: line.name, description: line.description, unitAmount: line.unitAmount, quantity: 1 }],
        currency: SITE_CURRENCY,
        customerEmail: payer.email,
        ...(payer.lang ? { locale: payer.lang } : {}),
        successUrl: payer.successUrl,
        cancelUrl: payer.cancelUrl,
        idempotencyKey: `order-${order!.id}`,
      });
      await db.update(orders).set({ providerSessionId: session.sessionId, updatedAt: clock.now() }).where(eq(orders.id, order!.id));
      return { url: session.url };
    } catch (err) {
      log.error({ err, orderId: order!.id }, "payment provider refused to open a checkout session");
      // Never opened: expired (not failed), so it does not hold the request's one checkout.
      await db.update(orders).set({ status: "expired", updatedAt: clock.now() }).where(eq(orders.id, order!.id));
      throw new HttpError(502, "payment_provider_error", CHECKOUT_MESSAGES.sessionFailed);
    }
  }

  /**
   * A cancelled request's checkouts are closed at the provider, so a page left open cannot
   * take money any more. One the customer paid first is fulfilled (and, the request being
   * cancelled, marked for a refund). A provider that does not answer leaves it to the
   * webhook: a late payment is still recorded and marked for a refund.
   */
  async function expireCheckouts(requestId: string, log: Log) {
    for (const order of await payableOrders(requestId)) {
      try {
        const session = await app.payments.expireSession(order.providerSessionId!);
        if (session?.status === "paid") await applyPaymentEvent(fulfilment, { id: `cancel:${session.sessionId}`, providerType: "request_cancelled", outcome: "paid", session });
        else await settleUnpaid(fulfilment, order.providerSessionId!, "expired");
      } catch (err) {
        log.error({ err, orderId: order.id }, "could not expire a cancelled payment request's checkout at the provider");
      }
    }
  }

  return { open, expireCheckouts };
}
