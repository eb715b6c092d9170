import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "./gateway";
import { createLocalGateway } from "./local-gateway";
import { createStripeGateway } from "./stripe-gateway";

/**
 * Stripe when configured; otherwise the local test checkout, so a first run can buy something.
 * In production only with PAYMENTS=test (config.ts refuses to start otherwise).
 */
export function createPaymentGateway(opts: { config: Config; db: Db; clock: Clock }): PaymentGateway {
  const { config } = opts;
  if (config.payments === "stripe" && config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
      clock: opts.clock,
    });
  }
  return createLocalGateway({ db: opts.db, clock: opts.clock, publicUrl: config.publicUrl });
}
