import { SITE_CURRENCY } from "@core/money";
import {
  addItem,
  addUnits,
  type Cart,
  type CartItem,
  cartCount,
  cartSubtotal,
  clearCart,
  emptyCart,
  type NewCartItem,
  parseStoredCart,
  removeItem,
  updateQuantity,
} from "@core/cart";
import type { Currency } from "@core/money";
import { useMemo, useSyncExternalStore } from "react";
import { useSiteConfig } from "@web/lib/site-config";
import { CART_CHANGE_EVENT, CART_STORAGE_KEY as STORAGE_KEY } from "./cart-signal";

type CartState = {
  items: CartItem[];
  /** Number of lines (lines are never merged). */
  count: number;
  /** Σ price × quantity in minor units of `currency`. */
  subtotal: number;
  currency: Currency;
  /** Appends one line with quantity 1; returns its id. */
  add: (item: NewCartItem) => string;
  /** Appends one hourly or daily line with `units` as its quantity. */
  addUnits: (kind: "hourly" | "daily", units: number) => string;
  remove: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clear: () => void;
};

/*
 * The cart is one store for the whole page, kept in localStorage (the storefront hydrates
 * several roots — the pricing cards, the floating cart — that share it). Components read it
 * through useSyncExternalStore; its server snapshot is the empty cart a prerendered page was
 * drawn with, so hydration never mismatches and React then renders the stored cart.
 */
const listeners = new Set<() => void>();
/** The last stored text and what it parsed to: a snapshot must stay the same object while unchanged. */
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: emptyCart };
/** Storage full or disabled: the cart lasts for this visit only. */
let inMemory: Cart | undefined;

function readCart(): Cart {
  if (inMemory) return inMemory;
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return cached.cart;
  }
  if (raw !== cached.raw) cached = { raw, cart: parseStoredCart(raw) };
  return cached.cart;
}

function writeCart(change: (cart: Cart) => Cart) {
  const next = change(readCart());
  try {
    if (next.items.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    inMemory = undefined;
  } catch {
    inMemory = next;
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: follow it (the storage event only fires in other tabs).
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverCart = () => emptyCart;

const actions = {
  add: (item: NewCartItem) => {
    const id = globalThis.crypto.randomUUID();
    writeCart((c) => addItem(c, item, id));
    return id;
  },
  addUnits: (kind: "hourly" | "daily", units: number) => {
    const id = globalThis.crypto.randomUUID();
    writeCart((c) => addUnits(c, kind, units, id));
    return id;
  },
  remove: (id: string) => writeCart((c) => removeItem(c, id)),
  updateQuantity: (id: string, quantity: number) => writeCart((c) => updateQuantity(c, id, quantity)),
  clear: () => writeCart(() => clearCart()),
};

/** The cart; every change goes through the pure rules in src/core/cart.ts. */
export function useCart(): CartState {
  const cart = useSyncExternalStore(subscribe, readCart, serverCart);
  const { prices } = useSiteConfig();
  const currency = SITE_CURRENCY;
  return useMemo(
    () => ({ items: cart.items, count: cartCount(cart), subtotal: cartSubtotal(cart, prices), currency, ...actions }),
    [cart, prices],
  );
}
