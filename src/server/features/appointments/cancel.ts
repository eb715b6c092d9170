import { eq, sql } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract, CANCEL_BEFORE_MS } from "../../../core/appointments";
import { cancelConfirmed } from "../../appointments/cancel";
import { CANCEL_TOKEN_SHAPE, hashCancelToken } from "../../appointments/confirmation";
import { appointments } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { clientKey } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { BOOKING_RATE } from "./rate";

type Row = typeof appointments.$inferSelect;
const invalid = () => new HttpError(404, "not_found", M.cancelLinkInvalid);

/**
 * Cancel without signing in (issue 27 item 4): the confirmation mail's single-purpose link, until
 * 24 hours before the start. The slot is freed at once (a cancelled row no longer counts for the
 * exclusion constraint), a member's reserved hours go back (only confirmed rows reserve), a card
 * payment is marked for a refund, and both calendars get METHOD:CANCEL with the next SEQUENCE.
 * An unknown or altered token is a 404 that changes nothing.
 */
export async function cancelRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const info = (a: Row, now: Date) => ({
    service: a.service,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    status: a.status,
    cancellable: a.status === "confirmed" && now.getTime() < a.startsAt.getTime() - CANCEL_BEFORE_MS,
  });
  const byToken = (token: string) => (CANCEL_TOKEN_SHAPE.test(token) ? eq(appointments.cancelTokenHash, hashCancelToken(token)) : sql`false`);
  const limited = { onRequest: async (req: Parameters<typeof clientKey>[0]) => await app.rateLimiter.hit("appointments", clientKey(req), BOOKING_RATE) };

  route.from(appointmentsContract.cancelInfo, limited, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const [a] = await db.select().from(appointments).where(byToken(req.params.token));
    if (!a) throw invalid();
    return info(a, clock.now());
  });

  route.from(appointmentsContract.cancel, limited, async (req) => {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [a] = await tx.select().from(appointments).where(byToken(req.params.token)).for("update");
      if (!a) throw invalid();
      if (a.status === "cancelled") throw new HttpError(409, "already_cancelled", M.alreadyCancelled);
      if (!info(a, now).cancellable) throw new HttpError(409, "cancel_closed", M.cancelClosed);
      const cancelled = await cancelConfirmed(tx, a, { now, publicUrl: config.publicUrl, operatorEmail: config.OPERATOR_EMAIL });
      return info(cancelled, now);
    });
  });
}
