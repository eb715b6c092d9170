/**
 * Checkout's texts and limits: apart from core/checkout.ts's zod schemas (which re-exports
 * them), so a page that only shows a payment's outcome loads no zod.
 */
import { CART_MESSAGES } from "./cart";
import { type Message, messageGroup, msg } from "./i18n/messages/message";
import { MIN_ORDER_TOTAL } from "./catalogue";
import { type Currency, formatMoney } from "./money";

/** What the help is for: a few sentences, not a document. */
export const MAX_NOTES = 1000;

export const CHECKOUT_MESSAGES = {
  ...CART_MESSAGES,
  ...messageGroup("checkout", [
    "quantity", "onlyOne", "customAmount", "customTooLow", "customTooHigh", "tip", "tipTooHigh", "unknownItem", "hourPack", "packAlone", "oneTranslation",
    "translationWithoutItem", "tooManyItems", "processingFailed", "sessionFailed", "paymentFailed", "emailRequired", "emailInvalid", "notesTooLong",
  ]),
  minimumTotal: (currency: Currency): Message => msg("checkout.minimumTotal", { amount: formatMoney(MIN_ORDER_TOTAL, currency) }),
} as const;
