import { msg } from "../../../core/i18n/messages/message";
import { randomBytes } from "node:crypto";
import { testGatewayContract } from "../../../core/checkout";
import type { AppInstance } from "../../http/types";
import { HttpError, notFound } from "../../http/errors";
import { applyPaymentEvent, fulfilmentDepsOf } from "./fulfilment";
import type { LocalGateway } from "./local-gateway";
import { declareRoutes } from "../../http/route";

const SESSION_NOT_FOUND = msg("api.checkoutSessionNotFound");

/**
 * The local TEST MODE checkout's API (core/routes/test-gateway.ts; only when Stripe is not configured). Paying drives
 * the same settlement as Stripe's webhook, so everything after the card form is the real path.
 */
export async function testGatewayRoutes(app: AppInstance, opts: { gateway: LocalGateway }) {
  const route = declareRoutes(app);
  const { gateway } = opts;

  route.from(testGatewayContract.session, {}, async (req) => {
    return (await gateway.describeSession(req.params.id)) ?? notFound(SESSION_NOT_FOUND);
  });

  route.from(testGatewayContract.pay, {}, async (req) => {
    const outcome = await gateway.attemptPayment(req.params.id, req.body);
    const event = (kind: "paid" | "failed", session: Parameters<typeof applyPaymentEvent>[1]["session"]) => ({
      id: `test_evt_${randomBytes(12).toString("hex")}`,
      providerType: `test_checkout.${kind}`,
      outcome: kind,
      session,
    });
    switch (outcome.kind) {
      case "not_found":
        return notFound(SESSION_NOT_FOUND);
      case "expired":
        throw new HttpError(410, "session_expired", msg("api.checkoutSessionExpiredReturn"));
      case "invalid":
        throw new HttpError(400, outcome.code, outcome.message);
      case "declined":
        await applyPaymentEvent(fulfilmentDepsOf(app), event("failed", outcome.session));
        throw new HttpError(402, outcome.code, outcome.message);
      case "paid":
        await applyPaymentEvent(fulfilmentDepsOf(app), event("paid", outcome.session));
        return { redirectUrl: outcome.redirectUrl };
    }
  });

  route.from(testGatewayContract.cancel, {}, async (req) => {
    const url = await gateway.cancelUrl(req.params.id);
    return url ? { redirectUrl: url } : notFound(SESSION_NOT_FOUND);
  });
}
