import { msg } from "../../../core/i18n/messages/message";
import { eq } from "drizzle-orm";
import { paymentsContract } from "../../../core/payments";
import type { AppInstance } from "../../http/types";
import { paymentEvents } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { applyPaymentEvent, fulfilmentDepsOf } from "./fulfilment";
import { WebhookSignatureError } from "./gateway";
import { declareRoutes } from "../../http/route";

/**
 * The payments webhook (core/routes/payments.ts): the provider's signed word that a session was paid, failed
 * or expired, or that a refund succeeded or failed. The signature covers the exact bytes sent, so this plugin (and only this
 * one) keeps the raw body instead of parsing JSON.
 */
export async function paymentWebhookRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  route.from(paymentsContract.webhook, {}, async (req) => {
    const { db, clock } = app.deps;
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers["stripe-signature"];
    let event: ReturnType<typeof app.payments.verifyWebhook>;
    try {
      event = app.payments.verifyWebhook(raw, typeof signature === "string" ? signature : undefined);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      req.log.warn({ reason: err.message }, "payment webhook refused: bad signature");
      throw new HttpError(400, "invalid_signature", msg("api.invalidWebhookSignature"));
    }

    const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (seen) return { received: true, duplicate: true };

    // Settle first, then remember the event: if settling fails the provider retries it.
    const result = await applyPaymentEvent(fulfilmentDepsOf(app), event);
    if (result === "unknown_session" || result === "mismatch" || result.includes("unknown_refund")) {
      req.log.warn({ eventId: event.id, type: event.providerType, result }, "payment webhook not applied");
    }
    await db
      .insert(paymentEvents)
      .values({ id: event.id, type: event.providerType, sessionId: event.session?.sessionId ?? null, receivedAt: clock.now() })
      .onConflictDoNothing();
    return { received: true };
  });
}
