import type { Message } from "../../../core/i18n/messages/message";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Currency } from "../../../core/money";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { testCheckoutSessions } from "../../db/schema";
import { assertChargeCurrency, type PaymentGateway, type ProviderSession, RefundProviderError, SESSION_ID_PLACEHOLDER, WebhookSignatureError } from "./gateway";
import { type CardInput, judgeTestCard } from "./test-cards";

type SessionRow = typeof testCheckoutSessions.$inferSelect;

/** Like Stripe's: a session can be paid for 24 hours. */
const SESSION_TTL_MS = 24 * 3600 * 1000;

export type PayOutcome =
  | { kind: "not_found" }
  | { kind: "expired" }
  | { kind: "paid"; session: ProviderSession; redirectUrl: string }
  | { kind: "declined" | "invalid"; code: string; message: Message; session: ProviderSession };

/** The embedded default's gateway: sessions live in our database, the payment page is ours (TEST MODE). */
export interface LocalGateway extends PaymentGateway {
  readonly kind: "test";
  /** What the test checkout page shows; null for an unknown id. */
  describeSession(sessionId: string): Promise<{
    amountTotal: number;
    currency: Currency;
    lineItems: SessionRow["lineItems"];
    status: "open" | "complete" | "expired";
    paymentStatus: SessionRow["paymentStatus"];
    cancelUrl: string;
  } | null>;
  attemptPayment(sessionId: string, card: CardInput): Promise<PayOutcome>;
  cancelUrl(sessionId: string): Promise<string | null>;
}

export function isLocalGateway(g: PaymentGateway): g is LocalGateway {
  return g.kind === "test" && "attemptPayment" in g;
}

export function createLocalGateway(opts: { db: Db; clock: Clock; publicUrl: string }): LocalGateway {
  const { db, clock } = opts;
  const find = async (id: string) => (await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)))[0];
  const isExpired = (row: SessionRow) => row.status === "expired" || (row.status === "open" && clock.now() >= row.expiresAt);
  const toProvider = (row: SessionRow): ProviderSession => ({
    sessionId: row.id,
    status: row.paymentStatus === "paid" ? "paid" : isExpired(row) ? "expired" : "unpaid",
    amountTotal: row.amountTotal,
    currency: row.currency,
    ...(row.paymentIntentId ? { paymentIntentId: row.paymentIntentId } : {}),
    ...(row.customerEmail ? { customerEmail: row.customerEmail } : {}),
    ...(row.paymentStatus !== "paid" && !isExpired(row) ? { url: `${opts.publicUrl}/test-checkout/${row.id}` } : {}),
  });
  const successUrl = (row: SessionRow) => row.successUrl.replaceAll(SESSION_ID_PLACEHOLDER, row.id);

  return {
    kind: "test",

    async createCheckoutSession(input) {
      assertChargeCurrency(input.currency);
      const now = clock.now();
      const id = `cs_test_${randomBytes(24).toString("hex")}`;
      await db
        .insert(testCheckoutSessions)
        .values({
          id,
          orderId: input.orderId,
          lineItems: input.lineItems,
          amountTotal: input.lineItems.reduce((s, li) => s + li.unitAmount * li.quantity, 0),
          currency: input.currency,
          customerEmail: input.customerEmail ?? null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        })
        .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey });
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.idempotencyKey, input.idempotencyKey));
      return { sessionId: row!.id, url: `${opts.publicUrl}/test-checkout/${row!.id}` };
    },

    async retrieveSession(sessionId) {
      const row = await find(sessionId);
      return row ? toProvider(row) : null;
    },

    async expireSession(sessionId) {
      // Conditional: a session paid a moment ago stays paid, and says so.
      await db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, sessionId), ne(testCheckoutSessions.paymentStatus, "paid")));
      const row = await find(sessionId);
      return row ? toProvider(row) : null;
    },

    async refund(input) {
      // Like Stripe's test mode: a refund of a paid test payment succeeds at once. Its id follows
      // from the idempotency key, so a retried request answers the same refund. How much of the
      // payment is left to refund is ours to check (payments/refunds.ts), under the payment's lock.
      const [paid] = await db
        .select({ amountTotal: testCheckoutSessions.amountTotal })
        .from(testCheckoutSessions)
        .where(and(eq(testCheckoutSessions.paymentIntentId, input.paymentIntentId), eq(testCheckoutSessions.paymentStatus, "paid")));
      if (!paid) throw new RefundProviderError(`No such payment: ${input.paymentIntentId}`);
      if (input.amount > paid.amountTotal) throw new RefundProviderError("Refund amount is greater than the payment");
      const id = `re_test_${createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 24)}`;
      return { refundId: id, status: "succeeded", amount: input.amount, ourRefundId: input.refundId };
    },

    verifyWebhook() {
      throw new WebhookSignatureError("The local test gateway sends no webhooks");
    },

    async describeSession(sessionId) {
      const row = await find(sessionId);
      if (!row) return null;
      return {
        amountTotal: row.amountTotal,
        currency: row.currency,
        lineItems: row.lineItems,
        status: row.paymentStatus === "paid" ? "complete" : isExpired(row) ? "expired" : "open",
        paymentStatus: row.paymentStatus,
        cancelUrl: row.cancelUrl,
      };
    },

    async attemptPayment(sessionId, card) {
      const row = await find(sessionId);
      if (!row) return { kind: "not_found" };
      // Paying twice (a double click, a reload) just leads back to the success page.
      if (row.paymentStatus === "paid") return { kind: "paid", session: toProvider(row), redirectUrl: successUrl(row) };
      if (isExpired(row)) return { kind: "expired" };
      const verdict = judgeTestCard(card, clock.now());
      if (verdict.kind !== "approved") {
        if (verdict.kind === "declined") {
          // Conditional: another card may have paid since the read above; a paid session stays paid.
          await db
            .update(testCheckoutSessions)
            .set({ paymentStatus: "failed" })
            .where(and(eq(testCheckoutSessions.id, row.id), ne(testCheckoutSessions.paymentStatus, "paid")));
        }
        return { ...verdict, session: { ...toProvider(row), status: verdict.kind === "declined" ? "failed" : "unpaid" } };
      }
      const [paid] = await db
        .update(testCheckoutSessions)
        .set({ status: "complete", paymentStatus: "paid", paymentIntentId: `pi_test_${randomBytes(12).toString("hex")}` })
        // Not once expired (the operator cancelled, or another tab's checkout replaced it) since the read above.
        .where(and(eq(testCheckoutSessions.id, row.id), ne(testCheckoutSessions.paymentStatus, "paid"), ne(testCheckoutSessions.status, "expired")))
        .returning();
      const settled = paid ?? (await find(row.id))!;
      if (settled.paymentStatus !== "paid") return { kind: "expired" };
      return { kind: "paid", session: toProvider(settled), redirectUrl: successUrl(settled) };
    },

    async cancelUrl(sessionId) {
      return (await find(sessionId))?.cancelUrl ?? null;
    },
  };
}
