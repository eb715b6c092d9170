import type { Currency } from "./money";

/**
 * The one price list (DESIGN §1.6). The browser sends kinds and quantities; the server
 * prices them from here. Amounts are minor units. BGN prices are the spec's; EUR prices
 * are the same offer at the fixed conversion rate (1.95583), rounded to a friendly figure.
 */
export const HOUR_PACKS = [1, 3, 5, 10] as const;
export type HourPack = (typeof HOUR_PACKS)[number];

type PriceList = {
  hourly: number;
  daily: number;
  translation: number;
  packs: Record<HourPack, number>;
};

export const PRICES: Record<Currency, PriceList> = {
  BGN: { hourly: 2000, daily: 14000, translation: 2000, packs: { 1: 5000, 3: 14000, 5: 22500, 10: 40000 } },
  EUR: { hourly: 1000, daily: 7200, translation: 1000, packs: { 1: 2550, 3: 7150, 5: 11500, 10: 20450 } },
};

export function priceList(currency: Currency): PriceList {
  return PRICES[currency];
}
