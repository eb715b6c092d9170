import { MAX_QUANTITY, MAX_TYPED_AMOUNT } from "@core/catalogue";
import { toMinor } from "@core/money";

/** A typed count of hours or days: a whole number, 1 or more (spec §5), up to the cart's limit. */
export function parseCount(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/** A typed custom amount in major units: numeric, non-empty, 0 or more (spec §5), up to 10 000. Minor units out. */
export function parseAmount(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && toMinor(n) <= MAX_TYPED_AMOUNT ? toMinor(n) : null;
}
