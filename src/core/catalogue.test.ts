import { describe, expect, it } from "vitest";
import { HOUR_PACKS, ITEM_KINDS, itemName, orderLineName, PRICES } from "./catalogue";
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

describe("an order line's name", () => {
  it("is the catalogue's, in the reader's language, for a storefront line; a line named by the operator or the booking keeps its own", () => {
    expect(orderLineName({ kind: "custom", name: "Custom amount" }, "bg")).toBe("Сума по избор");
    expect(orderLineName({ kind: "hours_pack", name: "Prepaid hours: 3 hours", hours: 3 }, "bg")).toBe("Предплатени часове: 3 часа");
    expect(orderLineName({ kind: "tip", name: "Tip" }, "bg")).toBe("Бакшиш");
    // A payment request's line (kind custom) is the operator's description, in both languages.
    expect(orderLineName({ kind: "custom", name: "Notary fee" }, "en")).toBe("Notary fee");
    expect(orderLineName({ kind: "custom", name: "Notary fee" }, "bg")).toBe("Notary fee");
    expect(orderLineName({ kind: "appointment", name: "Phone call, 24 Nov 2026, 09:00" }, "bg")).toBe("Phone call, 24 Nov 2026, 09:00");
    expect(orderLineName({ name: "3 hours, bank transfer" }, "bg")).toBe("3 hours, bank transfer");
  });
});
