import { SITE_CURRENCY } from "../../../core/money";
import { and, eq } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { sofiaLabel } from "../../../core/appointments/format";
import { SERVICE_NAMES } from "../../../core/appointments/services";
import { calendarContract } from "../../../core/calendar";
import { CLIENT_MESSAGES } from "../../../core/clients-constants";
import { enqueueConfirmation } from "../appointments";
import { isOverlap, releaseExpiredHolds } from "../appointments";
import { recordAudit } from "../audit";
import { appointments, profiles, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { createPaymentRequest } from "../payments";
import { clientPolicy } from "../../policies/client";
import { confirmOnPrepaid, insertAppointment, loadAvailability, timesAndPrice } from "../appointments";
import { itemOf } from "./routes";
import { pickLocale } from "../../../core/locale";

/**
 * An appointment made by hand for a client, POST /api/calendar. It is the
 * operator's own time, so the availability rules (hours, notice, horizon) do not bind it — only
 * the past does — but it never overlaps another: the exclusion constraint decides (409, nothing
 * changed). Paid from the client's prepaid hours the way a member's booking is (confirmOnPrepaid:
 * reserved, drawn when done), or unpaid — with a payment request and its pay link if asked. The
 * client gets the confirmation with the invite in their language; the creation is audited.
 */
export async function calendarCreateRoute(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  route.from(calendarContract.create, {}, async (req, reply) => {
    const b = req.body;
    const now = clock.now();
    const start = new Date(b.start);
    if (start.getTime() <= now.getTime()) throw new HttpError(400, "validation_failed", M.inPast, { start: M.inPast });
    const [client] = await db
      .select({ id: user.id, email: user.email, name: user.name, fullName: profiles.fullName, phone: profiles.phone, lang: profiles.preferredLanguage })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(and(clientPolicy.scope(req.actor), eq(user.id, b.clientId)));
    if (!client) throw new HttpError(404, "not_found", CLIENT_MESSAGES.notFound);
    const phone = b.phone || client.phone || "";
    if (b.place === "phone" && !phone) throw new HttpError(400, "validation_failed", M.phone, { phone: M.phone });
    const lang = pickLocale(client.lang);
    const availability = await loadAvailability(db);
    const values = {
      service: b.service,
      durationMinutes: b.durationMinutes,
      ...timesAndPrice(start, b.durationMinutes, availability, SITE_CURRENCY, app.business.prices()),
      place: b.place,
      address: b.place === "address" ? (b.address ?? null) : null,
      name: client.fullName || client.name,
      email: client.email,
      phone,
      purpose: b.purpose,
      language: lang,
      userId: client.id,
      createdAt: now,
      updatedAt: now,
    };
    const mailCtx = { now, publicUrl: config.publicUrl, operatorEmail: app.business.operatorEmail(), mailFrom: config.MAIL_FROM };
    try {
      const created = await db.transaction(async (tx) => {
        await releaseExpiredHolds(tx, now);
        let row: Awaited<ReturnType<typeof insertAppointment>>;
        if (b.payWith === "prepaid") {
          row = await confirmOnPrepaid(tx, values, mailCtx, M.clientNotEnoughHours);
        } else {
          row = await insertAppointment(tx, { ...values, status: "confirmed", paidWith: "unpaid", confirmedAt: now });
          await enqueueConfirmation(tx, row.id, mailCtx);
        }
        let paymentRequestId: string | null = null;
        if (b.payWith === "request") {
          const description = `${SERVICE_NAMES[lang][b.service]}, ${sofiaLabel(start, lang)}`;
          paymentRequestId = await createPaymentRequest(tx, req.actor, client.id, { amount: row.price, description }, { now, currency: SITE_CURRENCY, publicUrl: config.publicUrl });
          // Linked, so the calendar and the member's dashboard show it paid once the request is.
          row = (await tx.update(appointments).set({ paymentRequestId }).where(eq(appointments.id, row.id)).returning())[0]!;
        }
        await recordAudit(tx, {
          actorId: req.actor.userId,
          action: "appointment.created",
          entity: "appointment",
          entityId: row.id,
          clientId: client.id,
          after: { start: row.startsAt.toISOString(), service: row.service, durationMinutes: row.durationMinutes, payWith: b.payWith, ...(paymentRequestId ? { paymentRequestId } : {}) },
          at: now,
        });
        return row;
      });
      return reply.status(201).send(itemOf(created, false));
    } catch (err) {
      if (isOverlap(err)) throw new HttpError(409, "slot_taken", M.overlaps);
      throw err;
    }
  });
}
