import Stripe from "stripe";
import { afterAll } from "vitest";
import { setupTestApp } from "./app";
import { startFakeStripe } from "./fake-stripe";

/**
 * An app that takes payments through Stripe: the real SDK against the local fake of its API
 * (closed after the file's tests), and webhooks delivered as Stripe would send them, signed
 * with the SDK's own test header.
 */
export async function appOnFakeStripe(secretKey: string, webhookSecret: string) {
  const fake = await startFakeStripe({ secretKey });
  afterAll(() => fake.close());
  const ctx = await setupTestApp({ env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.apiBase } });
  const { webhooks } = new Stripe("sk_test_signing_only");

  const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret, timestamp: opts.timestamp ?? nowSeconds() });
  /** A webhook with this body and Stripe-Signature header (none when undefined). */
  const deliver = (payload: string, signature: string | undefined, contentType = "application/json; charset=utf-8") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload,
      headers: { "content-type": contentType, ...(signature === undefined ? {} : { "stripe-signature": signature }) },
    });
  const deliverSigned = (event: object) => {
    const payload = JSON.stringify(event);
    return deliver(payload, sign(payload));
  };
  return { fake, ctx, nowSeconds, sign, deliver, deliverSigned };
}
