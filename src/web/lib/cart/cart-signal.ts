/** The cart survives reloads and is shared by the tabs of one browser (CartProvider.tsx). */
export const CART_STORAGE_KEY = "concierge-cart";

/** Sent on `window` when this page changes the cart: the storefront hydrates its floating cart then. */
export const CART_CHANGE_EVENT = "concierge-cart-change";

/** Whether a cart is stored, without the cart's code (the storefront's script asks at load). */
export function hasStoredCart(): boolean {
  try {
    return localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
