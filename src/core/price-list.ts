/**
 * Prepaid hour packs are prepaid credit drawn down as we work, with priority scheduling.
 * At the operator's prices they cost MORE per hour than the hourly rate, so no copy may
 * call them cheaper (a unit test reads the copy).
 */
export const HOUR_PACKS = [1, 3, 5, 10] as const;
export type HourPack = (typeof HOUR_PACKS)[number];

/**
 * A price list, in euro minor units. The browser sends kinds and quantities; the server prices
 * them from its current list (the operator's, set in Settings → Business and kept in the
 * database: src/server/business). Every screen, the receipt and the payment provider read it.
 */
export type PriceList = {
  hourly: number;
  daily: number;
  translation: number;
  packs: Record<HourPack, number>;
};

/**
 * The list a new install starts with: the specification's BGN prices converted exactly at
 * 1.95583 (20 BGN → €10.23; none above its exact conversion). The operator changes them from
 * there; the prerender build and tests use these.
 */
export const SEED_PRICES: PriceList = {
  //  per hour      per day       per document        1 h       3 h        5 h         10 h
  hourly: 1023, daily: 7158, translation: 1023, packs: { 1: 2556, 3: 7158, 5: 11504, 10: 20452 },
};
