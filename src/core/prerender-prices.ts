import { HOUR_PACKS, type PriceList } from "./catalogue";
import { formatMoney, SITE_CURRENCY } from "./money";

/**
 * The prices the build prerenders the public pages with: stand-ins the server swaps, as it loads
 * and serves the pages, for the prices in force (the operator's, which change without a rebuild).
 * Each item has its own (the hourly rate and the translation may cost the same; their stand-ins
 * differ), and so does each pack's price per hour, which the pricing page shows too. Every
 * stand-in is written with the same number of digits as its kind, so none is part of another.
 */
export const PRERENDER_PRICES: PriceList = {
  hourly: 987_101,
  daily: 987_202,
  translation: 987_303,
  // Per hour: 987_404, 987_206, 987_505, 987_606.
  packs: { 1: 987_404, 3: 2_961_618, 5: 4_937_525, 10: 9_876_060 },
};

/** Every amount a page shows of a list: its prices and each pack's price per hour. */
function shownAmounts(list: PriceList): number[] {
  return [list.hourly, list.daily, list.translation, ...HOUR_PACKS.flatMap((h) => [list.packs[h], Math.round(list.packs[h] / h)])];
}

const LOCALES = ["en-GB", "bg-BG"];

/**
 * The text swaps that turn a page prerendered with PRERENDER_PRICES into one with `current`:
 * each stand-in as both languages write it → the current amount written the same way.
 */
export function priceSwaps(current: PriceList): Map<string, string> {
  const from = shownAmounts(PRERENDER_PRICES);
  const to = shownAmounts(current);
  const swaps = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const [i, amount] of from.entries()) swaps.set(formatMoney(amount, SITE_CURRENCY, locale), formatMoney(to[i]!, SITE_CURRENCY, locale));
  }
  return swaps;
}

/** `html` with every stand-in price replaced by the current one, in one pass (a current price that looks like a stand-in stays). */
export function withPrices(html: string, swaps: Map<string, string>): string {
  const pattern = new RegExp([...swaps.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return html.replace(pattern, (found) => swaps.get(found) ?? found);
}
