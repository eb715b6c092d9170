import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppInstance } from "../../http/types";
import { HttpError, notFound } from "../../http/errors";
import { applyPaymentEvent, fulfilmentDepsOf } from "../../payments/fulfilment";
import type { LocalGateway } from "../../payments/local-gateway";
import { declareRoutes } from "../../http/route";

const Params = z.object({ id: z.string().max(300) });
const Card = z.strictObject({
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(200),
});
const Redirect = z.object({ redirectUrl: z.string() });

const SESSION_NOT_FOUND = "Checkout session not found";

/**
 * The local TEST MODE checkout's API (only when Stripe is not configured). Paying drives
 * the same settlement as Stripe's webhook, so everything after the card form is the real path.
 */
export async function testGatewayRoutes(app: AppInstance, opts: { gateway: LocalGateway }) {
  const route = declareRoutes(app);
  const { gateway } = opts;

  route.get("/api/test-gateway/sessions/:id", { access: "public", schema: { params: Params } }, async (req) => {
    return (await gateway.describeSession(req.params.id)) ?? notFound(SESSION_NOT_FOUND);
  });

  route.post(
    "/api/test-gateway/sessions/:id/pay",
    { access: "public", schema: { params: Params, body: Card, response: { 200: Redirect } } },
    async (req) => {
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
          throw new HttpError(410, "session_expired", "This checkout session has expired. Please return to your cart and try again.");
        case "invalid":
          throw new HttpError(400, outcome.code, outcome.message);
        case "declined":
          await applyPaymentEvent(fulfilmentDepsOf(app), event("failed", outcome.session));
          throw new HttpError(402, outcome.code, outcome.message);
        case "paid":
          await applyPaymentEvent(fulfilmentDepsOf(app), event("paid", outcome.session));
          return { redirectUrl: outcome.redirectUrl };
      }
    },
  );

  route.post(
    "/api/test-gateway/sessions/:id/cancel",
    { access: "public", schema: { params: Params, response: { 200: Redirect } } },
    async (req) => {
      const url = await gateway.cancelUrl(req.params.id);
      return url ? { redirectUrl: url } : notFound(SESSION_NOT_FOUND);
    },
  );
}
