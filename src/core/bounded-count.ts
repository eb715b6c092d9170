import { formatDecimal } from "./money";

/**
 * How far a list's badge counts: past it a count reads "1,000+" ("1000+" in Bulgarian) instead
 * of every match being counted, so a badge costs the same at a million rows as at a thousand
 * (docs/decisions/0049-conversation-summaries-and-bounded-counts.md). The server answers at most COUNT_BOUND + 1.
 */
export const COUNT_BOUND = 1000;

/** A badge's count as written in `locale`: the number, or the bound with a plus past it. */
export function countText(n: number, locale: string): string {
  return n > COUNT_BOUND ? `${formatDecimal(COUNT_BOUND, locale, 0)}+` : formatDecimal(n, locale, 0);
}
