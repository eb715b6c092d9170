import { SEED_PRICES } from "./catalogue";
import { describe, expect, it } from "vitest";
import {
  addItem,
  addUnits,
  cartCount,
  cartSubtotal,
  checkoutBlocker,
  clearCart,
  confirmTip,
  emptyCart,
  initialTip,
  orderTotal,
  parseStoredCart,
  removeItem,
  setTipAmount,
  tipValue,
  toggleTip,
  updateQuantity,
} from "./cart";

describe("cart", () => {
  it("starts empty", () => {
    expect(emptyCart.items).toEqual([]);
    expect(cartSubtotal(emptyCart, SEED_PRICES)).toBe(0);
  });

  it("appends an added item with quantity 1 and a generated unique id", () => {
    const cart = addItem(addItem(emptyCart, { kind: "hourly" }), { kind: "daily" });
    expect(cart.items.map((i) => [i.kind, i.quantity])).toEqual([["hourly", 1], ["daily", 1]]);
    expect(cart.items[0]!.id).not.toBe(cart.items[1]!.id);
    expect(cart.items[0]!.id.length).toBeGreaterThan(10);
  });

  it("never merges duplicates", () => {
    const cart = addItem(addItem(emptyCart, { kind: "hourly" }, "a"), { kind: "hourly" }, "b");
    expect(cart.items).toHaveLength(2);
    expect(cartCount(cart)).toBe(2);
  });

  it("does not change the cart it was given", () => {
    const before = addItem(emptyCart, { kind: "hourly" }, "a");
    addItem(before, { kind: "daily" }, "b");
    removeItem(before, "a");
    updateQuantity(before, "a", 5);
    expect(before.items).toEqual([{ id: "a", kind: "hourly", quantity: 1 }]);
  });

  it("removes by id, leaving the rest in order", () => {
    let cart = addItem(emptyCart, { kind: "hourly" }, "a");
    cart = addItem(cart, { kind: "daily" }, "b");
    cart = addItem(cart, { kind: "translation" }, "c");
    expect(removeItem(cart, "b").items.map((i) => i.id)).toEqual(["a", "c"]);
    expect(removeItem(cart, "zzz").items).toHaveLength(3);
  });

  it("updates the quantity of hourly and daily items only", () => {
    let cart = addItem(emptyCart, { kind: "hourly" }, "h");
    cart = addItem(cart, { kind: "daily" }, "d");
    cart = addItem(cart, { kind: "translation" }, "t");
    cart = addItem(cart, { kind: "custom", amount: 1500 }, "c");
    cart = addItem(cart, { kind: "hours_pack", hours: 3 }, "p");
    for (const id of ["h", "d", "t", "c", "p"]) cart = updateQuantity(cart, id, 4);
    expect(cart.items.map((i) => i.quantity)).toEqual([4, 4, 1, 1, 1]);
  });

  it("ignores a quantity below 1 or not a whole number, and caps it at 100", () => {
    let cart = addUnits(emptyCart, "hourly", 3, "h");
    expect(updateQuantity(cart, "h", 0).items[0]!.quantity).toBe(3);
    expect(updateQuantity(cart, "h", -2).items[0]!.quantity).toBe(3);
    expect(updateQuantity(cart, "h", 1.5).items[0]!.quantity).toBe(3);
    expect(updateQuantity(cart, "h", Number.NaN).items[0]!.quantity).toBe(3);
    cart = updateQuantity(cart, "h", 1000);
    expect(cart.items[0]!.quantity).toBe(100);
  });

  it("clears", () => {
    expect(clearCart().items).toEqual([]);
  });

  it("totals price × quantity from the price list given, in minor units", () => {
    let cart = addUnits(emptyCart, "hourly", 3, "h"); // 3 × 10.23
    cart = addUnits(cart, "daily", 2, "d"); // 2 × 71.58
    cart = addItem(cart, { kind: "translation" }); // 10.23
    cart = addItem(cart, { kind: "custom", amount: 1234 }); // 12.34
    cart = addItem(cart, { kind: "hours_pack", hours: 5 }); // 115.04
    expect(cartSubtotal(cart, SEED_PRICES)).toBe(3069 + 14316 + 1023 + 1234 + 11504);
    expect(cartSubtotal(cart, { ...SEED_PRICES, hourly: 1500 })).toBe(4500 + 14316 + 1023 + 1234 + 11504);
  });

  it("keeps custom amounts within 0 … 10 000.00", () => {
    const cart = addItem(addItem(emptyCart, { kind: "custom", amount: -50 }), { kind: "custom", amount: 5_000_000 });
    expect(cart.items.map((i) => (i.kind === "custom" ? i.amount : null))).toEqual([0, 1_000_000]);
  });

  it("reads back a stored cart, and drops a corrupt one", () => {
    const cart = addItem(addUnits(emptyCart, "daily", 2, "d"), { kind: "hours_pack", hours: 10 }, "p");
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseStoredCart(null)).toEqual(emptyCart);
    expect(parseStoredCart("{not json")).toEqual(emptyCart);
    expect(parseStoredCart(JSON.stringify({ items: [{ id: "x", kind: "hourly", quantity: 1, price: 1 }, { id: "y", kind: "gift" }] }))).toEqual(emptyCart);
    expect(parseStoredCart(JSON.stringify({ items: [{ id: "x", kind: "hours_pack", hours: 2, quantity: 1 }] }))).toEqual(emptyCart);
  });

  it("reads back only what a stored line may hold, and drops the cart if one line breaks a rule", () => {
    const stored = {
      total: 1,
      items: [
        { id: "h", kind: "hourly", quantity: 100, price: 1 },
        { id: "t", kind: "translation", quantity: 1 },
        { id: "c", kind: "custom", amount: 100, quantity: 1, hours: 3 },
        { id: "p".repeat(100), kind: "hours_pack", hours: 3, quantity: 1, amount: 5 },
      ],
    };
    expect(parseStoredCart(JSON.stringify(stored))).toEqual({
      items: [
        { id: "h", kind: "hourly", quantity: 100 },
        { id: "t", kind: "translation", quantity: 1 },
        { id: "c", kind: "custom", amount: 100, quantity: 1 },
        { id: "p".repeat(100), kind: "hours_pack", hours: 3, quantity: 1 },
      ],
    });
    const broken = [
      { id: "h", kind: "hourly", quantity: 101 },
      { id: "h", kind: "daily", quantity: 0 },
      { id: "h", kind: "daily", quantity: 1.5 },
      { id: "h", kind: "daily", quantity: "2" },
      { id: "", kind: "translation", quantity: 1 },
      { id: "x".repeat(101), kind: "translation", quantity: 1 },
      { id: 7, kind: "translation", quantity: 1 },
      { id: "t", kind: "translation", quantity: 2 },
      { id: "c", kind: "custom", amount: 1_000_001, quantity: 1 },
      { id: "c", kind: "custom", amount: -1, quantity: 1 },
      { id: "c", kind: "custom", amount: 0, quantity: 1 },
      { id: "c", kind: "custom", amount: 99, quantity: 1 },
      { id: "c", kind: "custom", quantity: 1 },
      { id: "p", kind: "hours_pack", hours: 5, quantity: 2 },
      { id: "p", kind: "hours_pack", hours: "5", quantity: 1 },
      ["h", "hourly", 1],
      null,
    ];
    for (const line of broken) {
      expect(parseStoredCart(JSON.stringify({ items: [{ id: "ok", kind: "translation", quantity: 1 }, line] }))).toEqual(emptyCart);
    }
    for (const json of ["null", "[]", "{}", '{"items":{}}']) expect(parseStoredCart(json)).toEqual(emptyCart);
  });
});

describe("tip", () => {
  const tipOn = toggleTip(initialTip, true);

  it("starts switched off: no tip, a choice already made", () => {
    expect(initialTip).toEqual({ enabled: false, amount: 0, confirmed: true });
    expect(tipValue(initialTip)).toBe(0);
    expect(checkoutBlocker(addItem(emptyCart, { kind: "hourly" }), initialTip)).toBeNull();
  });

  it("counts only once confirmed", () => {
    const typed = setTipAmount(tipOn, 500);
    expect(tipValue(typed)).toBe(0);
    expect(tipValue(confirmTip(typed))).toBe(500);
  });

  it("un-confirms when the amount is edited after confirming", () => {
    const confirmed = confirmTip(setTipAmount(tipOn, 500));
    const edited = setTipAmount(confirmed, 700);
    expect(edited).toEqual({ enabled: true, amount: 700, confirmed: false });
  });

  it("switched off means a tip of 0 that counts as confirmed", () => {
    const off = toggleTip(confirmTip(setTipAmount(tipOn, 500)), false);
    expect(off).toEqual({ enabled: false, amount: 0, confirmed: true });
    expect(tipValue(off)).toBe(0);
  });

  it("switched back on asks for a new confirmation", () => {
    const on = toggleTip(toggleTip(tipOn, false), true);
    expect(on).toEqual({ enabled: true, amount: 0, confirmed: false });
    const same = confirmTip(setTipAmount(tipOn, 300));
    expect(toggleTip(same, true)).toBe(same);
  });

  it("clamps a negative or non-numeric amount to 0", () => {
    expect(setTipAmount(tipOn, -5).amount).toBe(0);
    expect(setTipAmount(tipOn, Number.NaN).amount).toBe(0);
  });

  it("adds the confirmed tip to the subtotal", () => {
    const cart = addUnits(emptyCart, "hourly", 2);
    const tip = confirmTip(setTipAmount(tipOn, 450));
    expect(orderTotal(cart, tip, SEED_PRICES)).toBe(2046 + 450);
    expect(orderTotal(cart, setTipAmount(tip, 900), SEED_PRICES)).toBe(2046);
  });

  it("blocks checkout: empty cart first, then a tip switched on and not confirmed", () => {
    const cart = addItem(emptyCart, { kind: "hourly" });
    expect(checkoutBlocker(emptyCart, confirmTip(tipOn))).toBe("empty");
    expect(checkoutBlocker(cart, tipOn)).toBe("confirmTip");
    expect(checkoutBlocker(cart, confirmTip(tipOn))).toBeNull();
    expect(checkoutBlocker(cart, toggleTip(tipOn, false))).toBeNull();
  });
});
