import { and, asc, eq, isNotNull, lt, or } from "drizzle-orm";
import { releaseExpiredHolds } from "./holds";
import { appointments, orders } from "../../db/schema";
import { applyPaymentEvent, type FulfilmentDeps, settleUnpaid } from "../payments";
import type { PaymentGateway } from "../payments";

export type HoldSweepOptions = FulfilmentDeps & { gateway: PaymentGateway; batchSize?: number };

/**
 * The sweep for abandoned checkouts: a slot held past its 10 minutes is given
 * back, and a hold a booking already released (in its own transaction, without calling the
 * provider) has its checkout closed. The checkout is closed at the provider first, so the slot
 * cannot be paid for after someone else took it; money that came first confirms it instead. Any
 * other hold past its time (no session was ever opened: the visitor never followed the pay link)
 * is released and its order expired. Safe on several instances: fulfilment and the release are
 * conditional updates.
 */
export function createHoldSweep(opts: HoldSweepOptions) {
  const batchSize = opts.batchSize ?? 50;
  async function runOnce(): Promise<number> {
    const now = opts.clock.now();
    const stale = await opts.db
      .select({ sessionId: orders.providerSessionId })
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .where(
        and(
          isNotNull(orders.providerSessionId),
          // Past its time, or already released by a booking (which does not call the provider) with its checkout still open.
          or(and(eq(appointments.status, "held"), lt(appointments.heldUntil, now)), and(eq(appointments.status, "released"), eq(orders.status, "pending"))),
        ),
      )
      .orderBy(asc(appointments.heldUntil))
      .limit(batchSize);
    for (const { sessionId } of stale) {
      try {
        const session = await opts.gateway.expireSession(sessionId!);
        if (session?.status === "paid") await applyPaymentEvent(opts, { id: `hold-expired:${sessionId}`, providerType: "hold_expired", outcome: "paid", session });
        else await settleUnpaid(opts, sessionId!, "expired");
      } catch (err) {
        opts.log?.warn({ err, sessionId }, "hold sweep: could not close an abandoned checkout at the provider");
      }
    }
    const released = await releaseExpiredHolds(opts.db, now);
    return stale.length + released.length;
  }
  return { runOnce };
}
