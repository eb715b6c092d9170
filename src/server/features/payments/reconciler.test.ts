import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/app";
import { appOnFakeStripe } from "../../test/stripe-app";
import { effectsOf, openCheckout } from "../../test/payments";
import { fulfilmentDepsOf } from "./fulfilment";
import { createReconciler } from "./reconciler";

const SECRET_KEY = "sk_test_reconcile";
const { fake, ctx } = await appOnFakeStripe(SECRET_KEY, "whsec_reconcile");
const reconciler = createReconciler({ ...fulfilmentDepsOf(ctx.app), gateway: ctx.app.payments, graceMs: 5 * 60_000 });

const open = async () => {
  const email = uniqueEmail("lost-webhook");
  return { email, sessionId: await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email } }) };
};

describe("reconciler", () => {
  it("settles orders whose webhook never came, after a grace period, exactly once", async () => {
    const paid = await open();
    const expired = await open();
    const unpaid = await open();
    fake.complete(paid.sessionId);
    fake.expire(expired.sessionId);

    // Young orders are left to the webhook.
    expect(await reconciler.runOnce()).toMatchObject({ checked: 0 });
    expect(await effectsOf(ctx, paid.sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });

    ctx.clock.advance(5 * 60_000 + 1);
    const counts = await reconciler.runOnce();
    expect(counts).toMatchObject({ paid: 1, expired: 1 });
    expect(await effectsOf(ctx, paid.sessionId)).toMatchObject({ payments: 1, order: { status: "paid" } });
    expect(await effectsOf(ctx, expired.sessionId)).toMatchObject({ payments: 0, order: { status: "expired" } });
    expect(await effectsOf(ctx, unpaid.sessionId)).toMatchObject({ payments: 0, order: { status: "pending" } });
    expect(await ctx.mailTo(paid.email)).toHaveLength(1);

    // Running again (or on another instance at the same time) changes nothing more.
    await Promise.all([reconciler.runOnce(), reconciler.runOnce()]);
    expect(await effectsOf(ctx, paid.sessionId)).toMatchObject({ payments: 1 });
    expect(await ctx.mailTo(paid.email)).toHaveLength(1);
  });

  it("leaves pending an order the provider does not know, and settles the rest", async () => {
    const { sessionId } = await open();
    fake.sessions.delete(sessionId);
    const other = await open();
    fake.complete(other.sessionId);
    ctx.clock.advance(5 * 60_000 + 1);
    await reconciler.runOnce();
    expect(await effectsOf(ctx, other.sessionId)).toMatchObject({ payments: 1 });
    expect(await effectsOf(ctx, sessionId)).toMatchObject({ order: { status: "pending" } });
  });
});
