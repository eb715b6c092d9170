import { BUSINESS_MESSAGES, type BusinessSettingsValues, type PriceTable } from "../../../core/business-settings";
import { zonedInstant } from "../../../core/appointments/zone";
import { type PriceItem, priceOf } from "../../../core/catalogue";
import { sofiaDay } from "../../../core/receivables";
import { changedFields, recordAudit } from "../audit";
import type { Business } from "../../business/settings";
import type { Db } from "../../db/client";
import { businessSettings, prices } from "../../db/schema";
import { HttpError } from "../../http/errors";

/** The price table as the API shows it. */
export function priceTableOf(business: Business): PriceTable {
  const entry = (r: { amount: number; effectiveFrom: Date }) => ({ amount: r.amount, effectiveFrom: r.effectiveFrom.toISOString() });
  return { currency: "EUR", items: business.priceTable().map((p) => ({ item: p.item, current: entry(p.current), scheduled: p.scheduled.map(entry) })) };
}

/** Saves the settings with an audit row of what changed (none when nothing did), then reloads them. */
export async function saveBusinessSettings(db: Db, business: Business, actorId: string, input: BusinessSettingsValues, now: Date) {
  const { missing: _, ...before } = business.settings();
  // A VAT number is kept only for a VAT-registered seller.
  const values = { ...input, sellerVat: input.vatRegistered ? input.sellerVat : "" };
  await db.transaction(async (tx) => {
    await tx.update(businessSettings).set({ ...values, updatedBy: actorId, updatedAt: now });
    const changed = changedFields(before, values);
    if (changed) await recordAudit(tx, { actorId, action: "business.settings_updated", entity: "business", entityId: "settings", ...changed, at: now });
  });
  await business.reload();
}

/**
 * Sets an item's price from the start of a Sofia day (today: at once). A past day is refused:
 * an order already placed keeps the amount on its lines, and history is not rewritten.
 */
export async function setPrice(db: Db, business: Business, actorId: string, input: { item: PriceItem; price: number; effectiveFrom: string }, now: Date) {
  const today = sofiaDay(now);
  if (input.effectiveFrom < today) {
    throw new HttpError(400, "validation_failed", BUSINESS_MESSAGES.datePast, { effectiveFrom: BUSINESS_MESSAGES.datePast });
  }
  const effectiveFrom = input.effectiveFrom === today ? now : zonedInstant(input.effectiveFrom, 0);
  const before = business.prices(effectiveFrom);
  await db.transaction(async (tx) => {
    await tx.insert(prices).values({ item: input.item, amount: input.price, effectiveFrom, createdBy: actorId, createdAt: now });
    await recordAudit(tx, {
      actorId,
      action: "business.price_set",
      entity: "business",
      entityId: input.item,
      before: { amount: priceOf(before, input.item) },
      after: { amount: input.price, effectiveFrom: effectiveFrom.toISOString() },
      at: now,
    });
  });
  await business.reload();
}
