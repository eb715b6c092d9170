/** Formatting and checks for the TEST MODE card form, in the style of a hosted payment page. */

export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "success" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
] as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1230" → "12 / 30"; a leading 2–9 means a one-digit month ("4" → "04 / "). */
export function formatExpiry(value: string, previous = ""): string {
  let d = digitsOnly(value).slice(0, 4);
  if (d.length === 1 && d > "1") d = `0${d}`;
  // Deleting the separator deletes the month's last digit too.
  if (previous.endsWith(" / ") && value.length < previous.length) return d.slice(0, 1);
  if (d.length >= 2) return `${d.slice(0, 2)} / ${d.slice(2)}`;
  return d;
}

export function luhnValid(number: string): boolean {
  const d = digitsOnly(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export type CardErrors = Partial<Record<"cardNumber" | "expiry" | "cvc" | "name", string>>;

export type CardMessages = {
  numberIncomplete: string;
  numberInvalid: string;
  expiryIncomplete: string;
  expiryPast: string;
  cvcIncomplete: string;
  nameRequired: string;
};

export function checkCard(
  card: { cardNumber: string; expiry: string; cvc: string; name: string },
  m: CardMessages,
  now = new Date(),
): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(card.cardNumber);
  if (number.length < 12) errors.cardNumber = m.numberIncomplete;
  else if (!luhnValid(number)) errors.cardNumber = m.numberInvalid;

  const exp = digitsOnly(card.expiry);
  const month = Number(exp.slice(0, 2));
  if (exp.length !== 4 || month < 1 || month > 12) errors.expiry = m.expiryIncomplete;
  else {
    const year = 2000 + Number(exp.slice(2));
    const endOfMonth = new Date(year, month, 1);
    if (endOfMonth <= now) errors.expiry = m.expiryPast;
  }

  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = m.cvcIncomplete;
  if (!card.name.trim()) errors.name = m.nameRequired;
  return errors;
}
