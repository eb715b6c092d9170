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

// Building a number format costs far more than using one (toLocaleString builds one per call):
// a price list formats dozens of amounts, on a phone's CPU while the page comes alive.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency === "BGN" ? {} : { style: "currency", currency }),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** "20.00 лв." style for BGN, "€20.00" for EUR — always two decimals (spec §9). */
export function formatMoney(minor: number, currency: Currency, locale = "en-GB"): string {
  const text = numberFormat(locale, currency).format(toMajor(minor));
  return currency === "BGN" ? `${text} BGN` : text;
}
