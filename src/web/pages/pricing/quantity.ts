import { MAX_QUANTITY, MAX_TYPED_AMOUNT, MIN_CUSTOM_AMOUNT } from "@core/catalogue";
import { toMinor } from "@core/money";

/** A typed count of hours or days: a whole number, 1 or more, up to the cart's limit. */
export function parseCount(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/**
 * A typed custom amount in major units: numeric, non-empty, at least 1.00 (not 0: a 0.00
 * line is not an order), up to 10 000. Minor units out.
 */
export function parseAmount(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  const minor = toMinor(n);
  return minor >= MIN_CUSTOM_AMOUNT && minor <= MAX_TYPED_AMOUNT ? minor : null;
}
