import { describe, expect, it } from "vitest";
import { HOUR_PACKS, ITEM_KINDS, itemName, PRICES } from "./catalogue";
import { CURRENCIES } from "./money";

describe("prepaid hour packs", () => {
  it("cost more per hour than the hourly rate at the operator's prices (so no copy may say otherwise)", () => {
    for (const currency of CURRENCIES) {
      const { hourly, packs } = PRICES[currency];
      for (const h of HOUR_PACKS) expect(packs[h] / h).toBeGreaterThan(hourly);
    }
  });
});
describe("item names", () => {
  it("name every kind in both languages, one table for every screen", () => {
    for (const locale of ["en", "bg"] as const) {
      for (const kind of [...ITEM_KINDS, "tip"]) {
        const name = itemName({ kind, hours: 3 }, locale);
        expect(name.length).toBeGreaterThan(2);
        expect(name).not.toBe(kind);
      }
    }
    expect(itemName({ kind: "hourly" })).toBe("Hourly help");
    expect(itemName({ kind: "hours_pack", hours: 1 }, "en")).toBe("Prepaid hours: 1 hour");
    expect(itemName({ kind: "hours_pack", hours: 5 }, "bg")).toBe("Предплатени часове: 5 часа");
  });
});
