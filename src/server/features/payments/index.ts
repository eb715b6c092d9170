import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "./gateway";
import { createLocalGateway } from "./local-gateway";

/**
 * Stripe when configured; otherwise the local test checkout, so a first run can buy something.
 * In production only with PAYMENTS=test (config.ts refuses to start otherwise). The Stripe SDK
 * loads only when Stripe is configured (a module of its own in the compiled server).
 */
export async function createPaymentGateway(opts: { config: Config; db: Db; clock: Clock }): Promise<PaymentGateway> {
  const { config } = opts;
  if (config.payments === "stripe" && config.STRIPE_SECRET_KEY) {
    const { createStripeGateway } = await import("./stripe-gateway");
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
      clock: opts.clock,
    });
  }
  return createLocalGateway({ db: opts.db, clock: opts.clock, publicUrl: config.publicUrl });
}

/**
 * What other features may use of payments: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { mailAttachments } from "./attachments";
export { eurSql, euroSumSql } from "./euro";
export { applyPaymentEvent, fulfilOrder, fulfilmentDepsOf, linesSummary, orderRef, resultLink, settleUnpaid } from "./fulfilment";
export type { FulfilmentDeps } from "./fulfilment";
export { SESSION_ID_PLACEHOLDER } from "./gateway";
export type { PaymentGateway, ProviderSession } from "./gateway";
export { invoiceOf, toInvoice } from "./invoice-document";
export { createPaymentRequest } from "./payment-requests";
export { findRequest, toPaymentRequest } from "./requests";
