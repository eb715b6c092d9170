import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import { orders } from "../../db/schema";
import { applyPaymentEvent, type FulfilmentDeps } from "./fulfilment";
import type { PaymentGateway } from "./gateway";
import { periodic } from "../../jobs/periodic";

export type ReconcilerOptions = FulfilmentDeps & {
  gateway: PaymentGateway;
  /** Orders younger than this are left to the webhook. */
  graceMs?: number;
  batchSize?: number;
};

export const RECONCILE_INTERVAL_MS = 5 * 60_000;

/**
 * Covers a lost webhook: asks the provider about orders still pending after a grace
 * period, and settles them through the same path as a webhook. Safe to run on several
 * instances at once, because fulfilment is idempotent.
 */
export function createReconciler(opts: ReconcilerOptions) {
  const graceMs = opts.graceMs ?? 5 * 60_000;
  const batchSize = opts.batchSize ?? 50;
  async function runOnce() {
    const cutoff = new Date(opts.clock.now().getTime() - graceMs);
    const pending = await opts.db
      .select({ sessionId: orders.providerSessionId })
      .from(orders)
      .where(and(eq(orders.status, "pending"), lt(orders.createdAt, cutoff), isNotNull(orders.providerSessionId)))
      .orderBy(asc(orders.createdAt))
      .limit(batchSize);
    const counts = { checked: 0, paid: 0, expired: 0, failed: 0 };
    for (const { sessionId } of pending) {
      counts.checked += 1;
      try {
        const session = await opts.gateway.retrieveSession(sessionId!);
        if (!session || session.status === "unpaid") continue;
        const outcome = session.status;
        const result = await applyPaymentEvent(opts, { id: `reconcile:${sessionId}`, providerType: "reconcile", outcome, session });
        if (result === "fulfilled") counts.paid += 1;
        else if (result === outcome) counts[outcome] += 1;
      } catch (err) {
        opts.log?.warn({ err, sessionId }, "reconciler: could not check a pending order");
      }
    }
    return counts;
  }

  const loop = periodic("reconciler", runOnce, opts.log ?? console);
  return {
    runOnce,
    start: (intervalMs = RECONCILE_INTERVAL_MS) => loop.start(intervalMs),
    stop: loop.stop,
  };
}
