import { and, eq, isNull, or } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { appointmentsContract } from "../../../core/appointments";
import { localizeLink } from "../../../core/i18n/language-rule";
import { orderItemName } from "../../../core/money-lines";
import { giveUpHold } from "./holds";
import { appointments, orders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { limitByAddress } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { appointmentPolicy } from "../../policies/appointment";
import { resultLink } from "../payments";
import { SESSION_ID_PLACEHOLDER } from "../payments";
import { BOOKING_RATE } from "./rate";
import { pickLocale } from "../../../core/locale";

/**
 * A held booking's pay link (docs/decisions/0026-appointments.md, "Holds are bounded"): the provider's
 * checkout opens when the visitor goes to pay, not with every booking, so a script that books
 * without paying opens none. Following the link opens the order's session (the same one each
 * time: the order's idempotency key) and redirects there. A hold no longer waiting for payment
 * (its time ran out, the card was declined) redirects to the booking page, which says why; an
 * unknown or altered token is a 404.
 */
export async function payRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  route.from(appointmentsContract.pay, { onRequest: limitByAddress("appointment-pay", BOOKING_RATE) }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const now = clock.now();
    const [found] = await db
      .select({ hold: appointments, order: orders })
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .where(appointmentPolicy.payLinkScope(req.params.token));
    if (!found) throw new HttpError(404, "not_found", M.payLinkInvalid);
    const { hold, order } = found;
    const backToBooking = (why: "expired" | "failed") => reply.redirect(localizeLink(`${config.publicUrl}/book?payment=${why}`, hold.language), 303);
    // Paid already (a second click, a reload): the payment's result page.
    if (hold.status === "confirmed" && order.status === "paid" && order.providerSessionId) {
      return reply.redirect(resultLink(config.publicUrl, "appointment", order.providerSessionId, { visitor: !hold.userId }), 303);
    }
    if (hold.status !== "held" || !hold.heldUntil || hold.heldUntil < now || order.status !== "pending") return backToBooking("expired");

    const line = order.items[0]!;
    let session: { sessionId: string; url: string };
    try {
      session = await app.payments.createCheckoutSession({
        orderId: order.id,
        // The provider's page names the line in the visitor's language, as the receipt does.
        lineItems: [{ name: orderItemName(line, pickLocale(hold.language)), description: line.description, unitAmount: line.unitAmount, quantity: 1 }],
        currency: order.currency,
        customerEmail: order.customerEmail ?? hold.email,
        locale: hold.language,
        successUrl: resultLink(config.publicUrl, "appointment", SESSION_ID_PLACEHOLDER, { visitor: !hold.userId }),
        cancelUrl: localizeLink(`${config.publicUrl}/book`, hold.language),
        idempotencyKey: `order-${order.id}`,
      });
    } catch (err) {
      req.log.error({ err, orderId: order.id }, "payment provider refused to open a checkout session");
      await giveUpHold(db, { id: hold.id, orderId: order.id }, clock.now());
      return backToBooking("failed");
    }
    // Conditional: the hold may have been released (and its order expired) while the provider answered.
    const [kept] = await db
      .update(orders)
      .set({ providerSessionId: session.sessionId, updatedAt: clock.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending"), or(isNull(orders.providerSessionId), eq(orders.providerSessionId, session.sessionId))))
      .returning({ id: orders.id });
    if (!kept) {
      // Nobody may pay for a slot given back: close the session just opened.
      await app.payments.expireSession(session.sessionId).catch((err: unknown) => req.log.warn({ err, orderId: order.id }, "could not close the checkout of an expired hold"));
      return backToBooking("expired");
    }
    return reply.redirect(session.url, 303);
  });
}
