import { CHECKOUT_MESSAGES, checkoutContract, minimumTotalError, priceOrder } from "../../../core/checkout";
import { itemName } from "../../../core/catalogue";
import { localizeLink } from "../../../core/i18n/language-rule";
import { TRANSLATION_MESSAGES } from "../../../core/translation";
import { INVOICE_MESSAGES } from "../../../core/invoices";
import type { AppInstance } from "../../http/types";
import { HttpError } from "../../http/errors";
import { clientKey, type Rule } from "../../http/rate-limit";
import { fulfilmentDepsOf, resultLink } from "../payments";
import { SESSION_ID_PLACEHOLDER } from "../payments";
import { findUsableUpload } from "../../storage/upload-tokens";
import { cachedProviderAnswers, sessionStatus } from "./session-status";
import { attachSession, eraseCustomerData, insertOrder, markNeverOpened, ordersOf } from "./store";
import { declareRoutes } from "../../http/route";
import { formLanguageFromRequest } from "../../mail/language";

/** Each checkout opens a session at the provider: bounded per client address. */
export const CHECKOUT_RATE: Rule = { max: 60, windowMs: 60_000 };
/** The success pages poll a handful of times (3 s apart): 30 a minute per address leaves room for several tabs. */
export const SESSION_STATUS_RATE: Rule = { max: 30, windowMs: 60_000 };

const CANCEL_PATH = { services: "/checkout", translation: "/translation", hours: "/dashboard/hours", payment_request: "/dashboard/payments", appointment: "/book" } as const;
const VISITOR_CANCEL_PATH = { ...CANCEL_PATH, hours: "/checkout" } as const;

export async function checkoutRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;

  app.accountData.register({
    name: "orders",
    export: (db, owner) => ordersOf(db, owner.userId),
    erase: (tx, owner) => eraseCustomerData(tx, owner.userId),
  });

  route.from(
    checkoutContract.create,
    { onRequest: async (req) => await app.rateLimiter.hit("checkout", clientKey(req), CHECKOUT_RATE), preValidation: formLanguageFromRequest },
    async (req) => {
      const body = req.body;
      const now = clock.now();
      const priced = priceOrder(body, app.business.prices());
      const tooSmall = minimumTotalError(priced);
      if (tooSmall) throw new HttpError(400, "validation_failed", tooSmall, { total: tooSmall });

      let translation = null;
      if (body.translation) {
        const upload = await findUsableUpload(db, body.translation.uploadId, now);
        if (!upload) {
          throw new HttpError(400, "upload_expired", TRANSLATION_MESSAGES.uploadExpired, { "translation.uploadId": TRANSLATION_MESSAGES.uploadExpired });
        }
        translation = { ...body.translation, uploadRowId: upload.id };
      }

      // Who the order belongs to comes from the session, never the body: a member's order is
      // linked to the account and mailed to its address. A visitor must give an address.
      const actor = req.actor;
      const contactEmail = actor?.email ?? body.customer?.email ?? body.translation?.email;
      if (!contactEmail) {
        throw new HttpError(400, "validation_failed", CHECKOUT_MESSAGES.emailRequired, { "customer.email": CHECKOUT_MESSAGES.emailRequired });
      }
      // An invoice is issued with the payment: refused now, before any money moves, when checkout does not
      // offer one (the seller's details are not complete). The buyer is told nothing about the business's setup.
      if (body.invoice && !app.business.invoicesOffered()) throw new HttpError(409, "invoice_unavailable", INVOICE_MESSAGES.unavailable);
      const gateway = app.payments;
      const customerEmail = contactEmail;
      const order = await insertOrder(db, {
        priced,
        customerName: body.customer?.name || body.translation?.name || null,
        customerEmail,
        notes: body.customer?.notes || null,
        userId: actor?.userId ?? null,
        language: body.language,
        translation,
        invoiceRequest: body.invoice ?? null,
        gateway: gateway.kind,
        now,
      });

      let session: { sessionId: string; url: string };
      try {
        session = await gateway.createCheckoutSession({
          orderId: order.id,
          // The provider refuses a zero line; none should reach here, but a refusal would strand the buyer.
          // The payment page names the items in the buyer's language.
          lineItems: priced.lines.filter((l) => l.amount > 0).map((l) => ({ name: itemName(l, body.language), description: l.description, unitAmount: l.unitAmount, quantity: l.quantity })),
          currency: priced.currency,
          customerEmail,
          locale: body.language,
          successUrl: resultLink(config.publicUrl, priced.purpose, SESSION_ID_PLACEHOLDER, { visitor: !actor }),
          // Back in the buyer's language: a Bulgarian translation order returns to /bg/translation.
          // A visitor's pack (bought from /pricing, fulfilment credits the account for the email) returns to the cart.
          cancelUrl: localizeLink(`${config.publicUrl}${actor ? CANCEL_PATH[priced.purpose] : VISITOR_CANCEL_PATH[priced.purpose]}`, body.language),
          idempotencyKey: `order-${order.id}`,
        });
      } catch (err) {
        req.log.error({ err, orderId: order.id }, "payment provider refused to open a checkout session");
        await markNeverOpened(db, order.id, clock.now());
        throw new HttpError(502, "payment_provider_error", CHECKOUT_MESSAGES.sessionFailed);
      }
      await attachSession(db, order.id, session.sessionId, clock.now());
      return session;
    },
  );

  const retrieve = cachedProviderAnswers(app.payments, clock);
  route.from(
    checkoutContract.session,
    // Public and able to reach the provider: bounded per address, on top of the per-session cache.
    { onRequest: async (req) => await app.rateLimiter.hit("checkout-status", clientKey(req), SESSION_STATUS_RATE) },
    async (req) => sessionStatus({ db, retrieve, fulfilment: fulfilmentDepsOf(app), log: req.log }, req.params.sessionId),
  );
}
