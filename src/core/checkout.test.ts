import { SEED_PRICES } from "./catalogue";
import { describe, expect, it } from "vitest";
import { say } from "./i18n/messages/catalogue";
import { addItem, addUnits, confirmTip, emptyCart, initialTip, orderTotal, setTipAmount, toggleTip } from "./cart";
import { checkoutRequestSchema, minimumTotalError, priceOrder, toCheckoutRequest } from "./checkout";

const UPLOAD = "a".repeat(43);
const parse = (body: unknown) => checkoutRequestSchema.safeParse(body);
const firstMessage = (body: unknown) => {
  const r = parse(body);
  return r.success ? null : say(r.error.issues[0]?.message ?? "", "en");
};
const price = (body: unknown, prices = SEED_PRICES) => priceOrder(checkoutRequestSchema.parse(body), prices);

describe("checkout request", () => {
  it("carries kinds, quantities, the custom amount and the tip", () => {
    const r = parse({ items: [{ kind: "hourly", quantity: 2 }, { kind: "custom", amount: 1500 }], tip: 300 });
    expect(r.success).toBe(true);
  });

  it("refuses a price, a currency or any field it does not know", () => {
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1, price: 1 }] })).toBe("Unexpected field: price");
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1 }], currency: "EUR" })).toBe("Unexpected field: currency");
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1 }], total: 1 })).toBe("Unexpected field: total");
  });

  it("refuses unknown item kinds, including a tip smuggled in as an item", () => {
    for (const kind of ["tip", "free", "HOURLY", undefined]) {
      expect(firstMessage({ items: [{ kind, quantity: 1 }] })).toBe("Unknown item in the cart");
    }
  });

  it("needs at least one item", () => {
    expect(firstMessage({ items: [] })).toBe("Your cart is empty");
    expect(firstMessage({})).toBe("Your cart is empty");
  });

  it("bounds quantities to whole numbers 1 … 100", () => {
    for (const quantity of [0, -1, 1.5, 101, "2"]) {
      expect(firstMessage({ items: [{ kind: "daily", quantity }] })).toBe("Quantity must be a whole number from 1 to 100");
    }
    expect(firstMessage({ items: [{ kind: "translation", quantity: 2 }], translation: { uploadId: UPLOAD, name: "A", email: "a@b.cd" } })).toBe(
      "This item is sold one at a time",
    );
  });

  it("bounds the custom amount and the tip to 0 … 10 000.00", () => {
    expect(firstMessage({ items: [{ kind: "custom", amount: -1 }] })).toBe("Please enter a valid amount");
    expect(firstMessage({ items: [{ kind: "custom", amount: 10.5 }] })).toBe("Please enter a valid amount");
    expect(firstMessage({ items: [{ kind: "custom", amount: 1_000_001 }] })).toBe("The custom amount cannot be more than 10,000.00");
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1 }], tip: -100 })).toBe("Please enter a valid tip amount");
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1 }], tip: 1_000_001 })).toBe("The tip cannot be more than 10,000.00");
    expect(parse({ items: [{ kind: "custom", amount: 1_000_000 }], tip: 1_000_000 }).success).toBe(true);
  });

  it("knows only the four hour packs, bought on their own", () => {
    expect(firstMessage({ items: [{ kind: "hours_pack", hours: 2 }] })).toBe("Please choose a prepaid hours pack of 1, 3, 5 or 10 hours");
    expect(firstMessage({ items: [{ kind: "hours_pack", hours: 3 }, { kind: "hourly", quantity: 1 }] })).toBe(
      "Prepaid hours are bought on their own: pay for the other items first, or remove them",
    );
  });

  it("needs the translation details with a translation item, and only then", () => {
    expect(firstMessage({ items: [{ kind: "translation" }] })).toBe("Please fill in all required fields and upload a document.");
    expect(firstMessage({ items: [{ kind: "translation" }], translation: { uploadId: UPLOAD, name: " ", email: "a@b.cd" } })).toBe(
      "Please fill in all required fields and upload a document.",
    );
    expect(firstMessage({ items: [{ kind: "hourly", quantity: 1 }], translation: { uploadId: UPLOAD, name: "A", email: "a@b.cd" } })).toBe(
      "Translation details were sent without a translation item",
    );
    expect(firstMessage({ items: [{ kind: "translation" }, { kind: "translation" }], translation: { uploadId: UPLOAD, name: "A", email: "a@b.cd" } })).toBe(
      "One document per translation order, please",
    );
  });
});

describe("priceOrder", () => {
  it("prices every line from the catalogue, adds the tip as its own line", () => {
    const order = price({ items: [{ kind: "hourly", quantity: 3 }, { kind: "daily", quantity: 1 }, { kind: "custom", amount: 999 }], tip: 500 });
    expect(order.lines.map((l) => [l.kind, l.quantity, l.unitAmount, l.amount])).toEqual([
      ["hourly", 3, 1023, 3069],
      ["daily", 1, 7158, 7158],
      ["custom", 1, 999, 999],
      ["tip", 1, 500, 500],
    ]);
    expect(order).toMatchObject({ purpose: "services", currency: "EUR", subtotal: 11226, tip: 500, total: 11726, hours: 0 });
  });

  it("prices from the list given (the operator's in force), in euro", () => {
    expect(price({ items: [{ kind: "hourly", quantity: 1 }] }, { ...SEED_PRICES, hourly: 1200 })).toMatchObject({ currency: "EUR", total: 1200 });
    expect(price({ items: [{ kind: "hours_pack", hours: 10 }] })).toMatchObject({ purpose: "hours", total: 20452, hours: 10 });
  });

  it("calls an order with a document a translation order", () => {
    const order = price({ items: [{ kind: "translation" }], translation: { uploadId: UPLOAD, name: "A", email: "a@b.cd" } });
    expect(order).toMatchObject({ purpose: "translation", total: 1023 });
    expect(order.lines[0]!.name).toBe("Document translation (English summary)");
  });

  it("refuses a total below the provider's minimum", () => {
    const order = price({ items: [{ kind: "custom", amount: 100 }] });
    expect(minimumTotalError(order)).toBeNull();
    expect(say(minimumTotalError({ ...order, currency: "BGN", total: 99 })!, "en")).toBe("The order total must be at least 1.00 BGN");
    expect(say(minimumTotalError({ ...order, total: 50 })!, "en")).toBe("The order total must be at least €1.00");
  });

  it("refuses a custom amount below 1.00: a 0.00 line is not an order line", () => {
    expect(firstMessage({ items: [{ kind: "custom", amount: 0 }] })).toBe("The custom amount must be at least 1.00");
    expect(firstMessage({ items: [{ kind: "custom", amount: 50 }] })).toBe("The custom amount must be at least 1.00");
    expect(firstMessage({ items: [{ kind: "custom", amount: 99 }], tip: 500 })).toBe("The custom amount must be at least 1.00");
    expect(parse({ items: [{ kind: "custom", amount: 100 }] }).success).toBe(true);
  });

  it("asks a buyer for an email with a clear message, and bounds the note", () => {
    const items = [{ kind: "hourly", quantity: 1 }];
    expect(firstMessage({ items, customer: { email: "" } })).toBe(
      "Please enter your email address so we can send your receipt and contact you about your order",
    );
    expect(firstMessage({ items, customer: { email: "not-an-email" } })).toBe("Please enter a valid email address");
    expect(firstMessage({ items, customer: { email: "a@b.co", notes: "x".repeat(1001) } })).toBe("Please keep the note to 1000 characters");
    expect(parse({ items, customer: { email: "a@b.co", notes: "Help at the tax office on Monday" } }).success).toBe(true);
  });

  it("agrees with the browser's total for the same cart", () => {
    let cart = addUnits(emptyCart, "hourly", 4);
    cart = addItem(cart, { kind: "custom", amount: 2550 });
    const tip = confirmTip(setTipAmount(toggleTip(initialTip, true), 250));
    const order = priceOrder(checkoutRequestSchema.parse(toCheckoutRequest(cart, tip)), SEED_PRICES);
    expect(order.total).toBe(orderTotal(cart, tip, SEED_PRICES));
  });
});
