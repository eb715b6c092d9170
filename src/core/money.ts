/** Money is an integer number of minor units (stotinki, cents) with a currency code. */
export const CURRENCIES = ["BGN", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Money = { amount: number; currency: Currency };

/** Whole or decimal major units typed by a person → minor units, or null when not a valid amount. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/** "20.00 лв." style for BGN, "€20.00" for EUR — always two decimals (spec §9). */
export function formatMoney(minor: number, currency: Currency, locale = "en-GB"): string {
  const major = toMajor(minor);
  if (currency === "BGN") {
    return `${major.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} BGN`;
  }
  return major.toLocaleString(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
