/**
 * Checkout's texts and limits: apart from core/checkout.ts's zod schemas (which re-exports
 * them), so a page that only shows a payment's outcome loads no zod.
 */
import { CART_MESSAGES } from "./cart";
import { template } from "./i18n/messages/keyed";
import { MAX_ITEMS, MAX_QUANTITY, MIN_ORDER_TOTAL } from "./catalogue";
import { type Currency, formatMoney } from "./money";

/** What the help is for: a few sentences, not a document. */
export const MAX_NOTES = 1000;

const minimumTotal = template("checkout.minimumTotal", "The order total must be at least {amount}");

export const CHECKOUT_MESSAGES = {
  ...CART_MESSAGES,
  quantity: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
  onlyOne: "This item is sold one at a time",
  customAmount: "Please enter a valid amount",
  customTooLow: "The custom amount must be at least 1.00",
  customTooHigh: "The custom amount cannot be more than 10,000.00",
  tip: "Please enter a valid tip amount",
  tipTooHigh: "The tip cannot be more than 10,000.00",
  unknownItem: "Unknown item in the cart",
  hourPack: "Please choose a prepaid hours pack of 1, 3, 5 or 10 hours",
  packAlone: "Prepaid hours are bought on their own: pay for the other items first, or remove them",
  oneTranslation: "One document per translation order, please",
  translationWithoutItem: "Translation details were sent without a translation item",
  tooManyItems: `Too many items in the cart (${MAX_ITEMS} at most)`,
  processingFailed: "Payment processing failed",
  sessionFailed: "Failed to create checkout session",
  paymentFailed: "Failed to process payment",
  emailRequired: "Please enter your email address so we can send your receipt and contact you about your order",
  emailInvalid: "Please enter a valid email address",
  notesTooLong: `Please keep the note to ${MAX_NOTES} characters`,
  minimumTotal: (currency: Currency) => minimumTotal(formatMoney(MIN_ORDER_TOTAL, currency)),
} as const;
