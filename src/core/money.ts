/** Money is an integer number of minor units (stotinki, cents) with a currency code. */
export const CURRENCIES = ["BGN", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Money = { amount: number; currency: Currency };

/**
 * The site's currency since Bulgaria joined the euro on 1 January 2026: every new price, charge
 * and request is in euro. BGN stays only on records made before the switch, never rewritten
 * (docs/decisions/0033-euro.md).
 */
export const SITE_CURRENCY = "EUR" as const;

/** The irrevocably fixed conversion rate: 1 EUR = 1.95583 BGN (Council Regulation (EU) 2025/1408). */
export const BGN_PER_EUR = 1.95583;
/** The rate as messages write it (all five decimals, never rounded). */
export const BGN_PER_EUR_TEXT = "1.95583";

/**
 * Stotinki → euro cents by the law's rule: divide by the rate, round half up to the cent
 * (docs/decisions/0033-euro.md). Exact integer arithmetic (the rate is 195583 / 100000), so no float
 * error can move a cent; a negative amount converts as its opposite, negated.
 */
export function bgnToEur(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of stotinki: ${minor}`);
  if (minor < 0) return -bgnToEur(-minor);
  const scaled = BigInt(minor) * 100_000n;
  const quotient = scaled / 195_583n;
  const remainder = scaled - quotient * 195_583n;
  return Number(2n * remainder >= 195_583n ? quotient + 1n : quotient);
}

/** An amount in euro cents: EUR as it is, BGN converted by `bgnToEur`. */
export function inEur(amount: number, currency: Currency | string): number {
  if (currency === "EUR") return amount;
  if (currency === "BGN") return bgnToEur(amount);
  throw new RangeError(`unknown currency: ${currency}`);
}

/** Whole or decimal major units typed by a person → minor units, or null when not a valid amount. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/**
 * How the two UI locales write an amount with two decimals — exactly as `Intl.NumberFormat`
 * writes it (money.test.ts holds the two together). Written out because a page's first
 * `Intl.NumberFormat` loads the browser's locale data: ~17 ms of main thread on a desktop
 * CPU, ~70 ms on a phone, all inside the storefront's hydration ('s TBT budget).
 * bg groups thousands with a no-break space only from five digits on (ICU's minimum grouping).
 */
const NUMBER_STYLES = {
  en: { decimal: ".", group: ",", minGroupDigits: 4, euro: (n: string) => `€${n}` },
  bg: { decimal: ",", group: "\u00a0", minGroupDigits: 5, euro: (n: string) => `${n}\u00a0€` },
} as const;

function numberStyle(locale: string) {
  const language = locale.toLowerCase().split("-")[0];
  if (language === "bg") return NUMBER_STYLES.bg;
  if (locale === "en-GB" || locale === "en") return NUMBER_STYLES.en;
  return null;
}

function groupDigits(digits: string, group: string, minGroupDigits: number): string {
  if (digits.length < minGroupDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/**
 * A number with at most `maxFractionDigits` decimals, trailing zeros dropped, as
 * `Intl.NumberFormat(locale, { maximumFractionDigits })` writes it for the two UI locales
 * (ICU rounds the shortest decimal form half away from zero: 0.15 → "0.2"); other locales go to Intl.
 */
export function formatDecimal(value: number, locale: string, maxFractionDigits = 1): string {
  const style = numberStyle(locale);
  const shortest = String(Math.abs(value));
  if (!style || !/^\d+(\.\d+)?$/.test(shortest)) return value.toLocaleString(locale, { maximumFractionDigits: maxFractionDigits });
  const [whole, fraction = ""] = shortest.split(".");
  let digits = `${whole}${fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, "0")}`;
  if ((fraction[maxFractionDigits] ?? "0") >= "5") digits = String(BigInt(digits) + 1n).padStart(digits.length, "0");
  const cut = digits.length - maxFractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${groupDigits(digits.slice(0, cut), style.group, style.minGroupDigits)}${decimals ? style.decimal + decimals : ""}`;
}

type NumberStyle = (typeof NUMBER_STYLES)[keyof typeof NUMBER_STYLES];

function centAmount(cents: number, style: NumberStyle): string {
  return `${groupDigits(String(Math.floor(cents / 100)), style.group, style.minGroupDigits)}${style.decimal}${String(cents % 100).padStart(2, "0")}`;
}

/** A major amount with two to `maxFractionDigits` decimals (formatDecimal's rounding, padded to two). */
function finerAmount(major: number, locale: string, style: NumberStyle, maxFractionDigits: number): string {
  const [whole, fraction = ""] = formatDecimal(major, locale, maxFractionDigits).split(style.decimal);
  return `${whole}${style.decimal}${fraction.padEnd(2, "0")}`;
}

/**
 * "20.00 BGN" for BGN, "€20.00" for EUR — two decimals. `maxFractionDigits` above 2 writes a
 * fraction of a cent with up to that many decimals ("€8.3333"), as Intl does with
 * `minimumFractionDigits: 2`: an invoice's unit price without VAT may need them
 * (docs/decisions/0031-invoices-and-vat.md).
 */
export function formatMoney(minor: number, currency: Currency, locale = "en-GB", maxFractionDigits = 2): string {
  const style = numberStyle(locale);
  if (!style) {
    const text = new Intl.NumberFormat(locale, {
      ...(currency === "BGN" ? {} : { style: "currency", currency }),
      minimumFractionDigits: 2,
      maximumFractionDigits: Math.max(2, maxFractionDigits),
    }).format(toMajor(minor));
    return currency === "BGN" ? `${text} BGN` : text;
  }
  const sign = minor < 0 || Object.is(minor, -0) ? "-" : "";
  const number = maxFractionDigits > 2 ? finerAmount(Math.abs(toMajor(minor)), locale, style, maxFractionDigits) : centAmount(Math.round(Math.abs(minor)), style);
  if (currency === "BGN") return `${sign}${number} BGN`;
  return `${sign}${style.euro(number)}`;
}
