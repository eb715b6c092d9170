import {
  addItem,
  addUnits,
  type Cart,
  CART_MESSAGES,
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
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { rendersLikeServer, whenHydrated } from "@web/lib/prerender";
import { useSiteConfig } from "@web/lib/site-config";

/** The cart survives reloads and is shared by the tabs of one browser. */
const STORAGE_KEY = "concierge-cart";

type CartState = {
  items: CartItem[];
  /** Number of lines (lines are never merged, spec §4). */
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

const CartContext = createContext<CartState | null>(null);

function readStoredCart(): Cart {
  try {
    return parseStoredCart(localStorage.getItem(STORAGE_KEY));
  } catch {
    return emptyCart;
  }
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** Holds the cart; every change goes through the pure rules in src/core/cart.ts. */
export function CartProvider({ children }: { children: ReactNode }) {
  // A prerendered page hydrates with an empty cart (as the server drew it), then reads the stored one.
  const fromServer = useRef(rendersLikeServer());
  const [cart, setCart] = useState<Cart>(() => (fromServer.current ? emptyCart : readStoredCart()));
  const { currency } = useSiteConfig();

  useEffect(() => {
    if (!fromServer.current) return;
    return whenHydrated(() => {
      fromServer.current = false;
      setCart(readStoredCart());
    });
  }, []);

  useEffect(() => {
    // Not read yet: the server's empty cart must not replace the stored one.
    if (fromServer.current) return;
    try {
      if (cart.items.length === 0) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or disabled: the cart lasts for this visit only.
    }
  }, [cart]);

  // Another tab changed the cart: follow it (the storage event only fires in other tabs).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) setCart(parseStoredCart(e.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const add = useCallback((item: NewCartItem) => {
    const id = newId();
    setCart((c) => addItem(c, item, id));
    return id;
  }, []);
  const addUnitsCb = useCallback((kind: "hourly" | "daily", units: number) => {
    const id = newId();
    setCart((c) => addUnits(c, kind, units, id));
    return id;
  }, []);
  const remove = useCallback((id: string) => setCart((c) => removeItem(c, id)), []);
  const update = useCallback((id: string, quantity: number) => setCart((c) => updateQuantity(c, id, quantity)), []);
  const clear = useCallback(() => setCart(clearCart()), []);

  const value = useMemo<CartState>(
    () => ({
      items: cart.items,
      count: cartCount(cart),
      subtotal: cartSubtotal(cart, currency),
      currency,
      add,
      addUnits: addUnitsCb,
      remove,
      updateQuantity: update,
      clear,
    }),
    [cart, currency, add, addUnitsCb, remove, update, clear],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartState {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error(CART_MESSAGES.outsideProvider);
  return ctx;
}
