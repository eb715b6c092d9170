/**
 * Checkout's texts and limits: apart from core/checkout.ts's zod schemas (which re-exports
 * them), so a page that only shows a payment's outcome loads no zod.
 */
import { CART_MESSAGES } from "./cart";
import { type Message, msg } from "./i18n/messages/message";
import { MIN_ORDER_TOTAL } from "./catalogue";
import { type Currency, formatMoney } from "./money";

/** What the help is for: a few sentences, not a document. */
export const MAX_NOTES = 1000;

export const CHECKOUT_MESSAGES = {
  ...CART_MESSAGES,
  quantity: msg("checkout.quantity"),
  onlyOne: msg("checkout.onlyOne"),
  customAmount: msg("checkout.customAmount"),
  customTooLow: msg("checkout.customTooLow"),
  customTooHigh: msg("checkout.customTooHigh"),
  tip: msg("checkout.tip"),
  tipTooHigh: msg("checkout.tipTooHigh"),
  unknownItem: msg("checkout.unknownItem"),
  hourPack: msg("checkout.hourPack"),
  packAlone: msg("checkout.packAlone"),
  oneTranslation: msg("checkout.oneTranslation"),
  translationWithoutItem: msg("checkout.translationWithoutItem"),
  tooManyItems: msg("checkout.tooManyItems"),
  processingFailed: msg("checkout.processingFailed"),
  sessionFailed: msg("checkout.sessionFailed"),
  paymentFailed: msg("checkout.paymentFailed"),
  emailRequired: msg("checkout.emailRequired"),
  emailInvalid: msg("checkout.emailInvalid"),
  notesTooLong: msg("checkout.notesTooLong"),
  minimumTotal: (currency: Currency): Message => msg("checkout.minimumTotal", { amount: formatMoney(MIN_ORDER_TOTAL, currency) }),
} as const;
