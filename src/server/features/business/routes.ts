import { said } from "../../http/errors";
import { BUSINESS_MESSAGES, businessContract } from "../../../core/business-settings";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { priceTableOf, saveBusinessSettings, setPrice } from "./store";

/**
 * Settings → Business (core/routes/business.ts): the seller, VAT registration, the operator's
 * notification address and the price list, for administrators only; every change is audited.
 */
export async function businessRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;
  const { business } = app;

  route.from(businessContract.settings, {}, async () => business.settings());

  route.from(businessContract.saveSettings, {}, async (req) => {
    await saveBusinessSettings(db, business, req.actor.userId, req.body, clock.now());
    return { ...said(BUSINESS_MESSAGES.saved), settings: business.settings() };
  });

  route.from(businessContract.prices, {}, async () => priceTableOf(business));

  route.from(businessContract.setPrice, {}, async (req, reply) => {
    await setPrice(db, business, req.actor.userId, req.body, clock.now());
    return reply.status(201).send({ ...said(BUSINESS_MESSAGES.priceSaved), prices: priceTableOf(business) });
  });
}
