import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract } from "../../../core/appointments";
import { cancelOnline } from "./cancel";
import { appointments } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { limitByAddress } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { appointmentPolicy } from "../../policies/appointment";
import { BOOKING_RATE } from "./rate";

type Row = typeof appointments.$inferSelect;
const invalid = () => new HttpError(404, "not_found", M.cancelLinkInvalid);

/**
 * Cancel without signing in: the confirmation mail's single-purpose link, until
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
    cancellable: appointmentPolicy.canChangeOnline(a, now),
  });
  const limited = { onRequest: limitByAddress("appointments", BOOKING_RATE) };

  route.from(appointmentsContract.cancelInfo, limited, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const [a] = await db.select().from(appointments).where(appointmentPolicy.linkScope(req.params.token));
    if (!a) throw invalid();
    return info(a, clock.now());
  });

  route.from(appointmentsContract.cancel, limited, async (req) => {
    const now = clock.now();
    const cancelled = await cancelOnline(db, appointmentPolicy.linkScope(req.params.token), invalid, { now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM });
    return info(cancelled, now);
  });
}
