import { messageGroup } from "./i18n/messages/message";
import { HOUR_PACKS, type HourPack, MAX_QUANTITY, MAX_TYPED_AMOUNT, MIN_CUSTOM_AMOUNT, type PriceList, QUANTITY_KINDS, unitPrice } from "./catalogue";

/**
 * The cart and tip rules as pure functions: the browser keeps the state, these
 * decide every change. Items hold kinds and quantities only; prices are looked up from the
 * catalogue for display, and the server prices the order again on checkout.
 */
export type CartItem =
  | { id: string; kind: "hourly" | "daily"; quantity: number }
  | { id: string; kind: "translation"; quantity: 1 }
  | { id: string; kind: "custom"; amount: number; quantity: 1 }
  | { id: string; kind: "hours_pack"; hours: HourPack; quantity: 1 };

type WithoutIdQuantity<T> = T extends unknown ? Omit<T, "id" | "quantity"> : never;
export type NewCartItem = WithoutIdQuantity<CartItem>;

export type Cart = { items: CartItem[] };

export const CART_MESSAGES = {
  ...messageGroup("cart", ["empty", "confirmTip", "outsideProvider"]),
} as const;

export const emptyCart: Cart = { items: [] };

export function newItemId(): string {
  return globalThis.crypto.randomUUID();
}

/** Appends with quantity 1; never merges with an equal item. */
export function addItem(cart: Cart, item: NewCartItem, id: string = newItemId()): Cart {
  const added = (item.kind === "custom"
    ? { ...item, amount: clampAmount(item.amount), id, quantity: 1 }
    : { ...item, id, quantity: 1 }) as CartItem;
  return { items: [...cart.items, added] };
}

/** The pricing page adds "3 hours" in one go: an add followed by a quantity update. */
export function addUnits(cart: Cart, kind: "hourly" | "daily", units: number, id: string = newItemId()): Cart {
  return updateQuantity(addItem(cart, { kind }, id), id, units);
}

export function removeItem(cart: Cart, id: string): Cart {
  return { items: cart.items.filter((i) => i.id !== id) };
}

/** Only hourly and daily items have a quantity to change; below 1 (or not a whole number) is ignored. */
export function updateQuantity(cart: Cart, id: string, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 1) return cart;
  const q = Math.min(quantity, MAX_QUANTITY);
  return {
    items: cart.items.map((i) => (i.id === id && QUANTITY_KINDS.includes(i.kind) ? ({ ...i, quantity: q } as CartItem) : i)),
  };
}

export function clearCart(): Cart {
  return { items: [] };
}

export function itemPrice(item: CartItem, prices: PriceList): number {
  return unitPrice(item, prices);
}

export function lineTotal(item: CartItem, prices: PriceList): number {
  return itemPrice(item, prices) * item.quantity;
}

/** Σ price × quantity, in minor units. */
export function cartSubtotal(cart: Cart, prices: PriceList): number {
  return cart.items.reduce((sum, i) => sum + lineTotal(i, prices), 0);
}

/** The floating cart button's count: one per line, as lines are never merged. */
export function cartCount(cart: Cart): number {
  return cart.items.length;
}

export type TipState = { enabled: boolean; amount: number; confirmed: boolean };

/**
 * The toggle starts off: the card calls the tip optional, so no tip is the choice already made
 * (docs/decisions/0032-tip-starts-off.md). Switched on, an amount counts once confirmed.
 */
export const initialTip: TipState = { enabled: false, amount: 0, confirmed: true };

/** A typed amount (minor units): negative or not a number becomes 0; editing un-confirms. */
export function setTipAmount(tip: TipState, amount: number): TipState {
  return { ...tip, amount: clampAmount(amount), confirmed: false };
}

export function confirmTip(tip: TipState): TipState {
  return { ...tip, confirmed: true };
}

/** Off means no tip, and counts as a confirmed choice; back on asks for confirmation again. */
export function toggleTip(tip: TipState, enabled: boolean): TipState {
  if (enabled === tip.enabled) return tip;
  return enabled ? { enabled: true, amount: 0, confirmed: false } : { enabled: false, amount: 0, confirmed: true };
}

/** The tip that counts towards the total: only a confirmed one. */
export function tipValue(tip: TipState): number {
  return tip.enabled && tip.confirmed ? tip.amount : 0;
}

export function orderTotal(cart: Cart, tip: TipState, prices: PriceList): number {
  return cartSubtotal(cart, prices) + tipValue(tip);
}

/**
 * Why checkout is disabled — the cart is empty, or a tip is switched on but not confirmed — as a
 * key the page words in its language (CART_MESSAGES has the product's English); null when it may proceed.
 */
export function checkoutBlocker(cart: Cart, tip: TipState): "empty" | "confirmTip" | null {
  if (cart.items.length === 0) return "empty";
  if (!tip.confirmed) return "confirmTip";
  return null;
}

function clampAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) return 0;
  return Math.min(Math.round(amount), MAX_TYPED_AMOUNT);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * One stored line as the cart knows it, with unknown fields dropped; null when it is not one.
 * Hand-written rather than a zod schema: the storefront reads the cart before its first paint,
 * and zod would more than double the JavaScript that paint waits for.
 */
function readStoredItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, kind, quantity } = value;
  if (typeof id !== "string" || id.length < 1 || id.length > 100) return null;
  switch (kind) {
    case "hourly":
    case "daily":
      return isWholeIn(quantity, 1, MAX_QUANTITY) ? { id, kind, quantity } : null;
    case "translation":
      return quantity === 1 ? { id, kind, quantity } : null;
    case "custom":
      // A line stored before the 1.00 minimum could still hold 0.00: checkout would refuse it.
      return quantity === 1 && isWholeIn(value.amount, MIN_CUSTOM_AMOUNT, MAX_TYPED_AMOUNT) ? { id, kind, amount: value.amount, quantity } : null;
    case "hours_pack":
      return quantity === 1 && HOUR_PACKS.includes(value.hours as HourPack)
        ? { id, kind, hours: value.hours as HourPack, quantity }
        : null;
    default:
      return null;
  }
}

/** Reads a stored cart; a corrupt or outdated one becomes an empty cart instead of an error. */
export function parseStoredCart(json: string | null): Cart {
  if (!json) return emptyCart;
  try {
    const stored: unknown = JSON.parse(json);
    if (!isRecord(stored) || !Array.isArray(stored.items)) return emptyCart;
    const items = stored.items.map(readStoredItem);
    return items.every((item): item is CartItem => item !== null) ? { items } : emptyCart;
  } catch {
    return emptyCart;
  }
}
