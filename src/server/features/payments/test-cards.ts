import { type Message, msg } from "../../../core/i18n/messages/message";
/**
 * Stripe's test-card semantics for the local test checkout (https://docs.stripe.com/testing):
 * the same numbers behave the same way, so what works here works against Stripe test mode.
 */
export type CardInput = { cardNumber: string; expiry: string; cvc: string; name: string };

export type CardVerdict =
  | { kind: "approved" }
  | { kind: "declined"; code: string; message: Message }
  | { kind: "invalid"; code: string; message: Message };

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const CARD_MESSAGES = {
  declined: msg("api.cardDeclined"),
  insufficientFunds: msg("api.cardInsufficientFunds"),
  incorrectNumber: msg("api.cardNumberIncorrect"),
  expiryIncomplete: msg("api.cardExpiryIncomplete"),
  expiryPast: msg("api.cardExpired"),
  cvcIncomplete: msg("api.cardCvcIncomplete"),
  nameMissing: msg("api.cardNameRequired"),
} as const;

const invalid = (code: string, message: Message): CardVerdict => ({ kind: "invalid", code, message });

export function judgeTestCard(card: CardInput, now: Date): CardVerdict {
  const number = card.cardNumber.replace(/[\s-]/g, "");
  const known = Object.values(TEST_CARDS) as string[];
  if (!known.includes(number)) return invalid("incorrect_number", CARD_MESSAGES.incorrectNumber);

  const expiry = card.expiry.replace(/\s/g, "").match(/^(\d{2})\/(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return invalid("incomplete_expiry", CARD_MESSAGES.expiryIncomplete);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return invalid("invalid_expiry", CARD_MESSAGES.expiryPast);

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return invalid("incomplete_cvc", CARD_MESSAGES.cvcIncomplete);
  if (!card.name.trim()) return invalid("incomplete_name", CARD_MESSAGES.nameMissing);

  if (number === TEST_CARDS.declined) return { kind: "declined", code: "card_declined", message: CARD_MESSAGES.declined };
  if (number === TEST_CARDS.insufficientFunds) return { kind: "declined", code: "insufficient_funds", message: CARD_MESSAGES.insufficientFunds };
  return { kind: "approved" };
}
