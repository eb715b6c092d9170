import { describe, expect, it } from "vitest";
import { HOUR_PACKS, ITEM_KINDS, itemName, orderLineName, SEED_PRICES } from "./catalogue";

describe("the seed price list", () => {
  it("is the specification's BGN prices converted at 1.95583 (rounded half-up to the cent), none above that conversion", () => {
    const BGN = { hourly: 2000, daily: 14000, translation: 2000, packs: { 1: 5000, 3: 14000, 5: 22500, 10: 40000 } };
    // The fixed rate's conversion: divide, round half-up to the cent.
    const exact = (bgn: number) => Math.round((bgn * 100_000) / 195_583);
    const pairs: [number, number][] = [[SEED_PRICES.hourly, BGN.hourly], [SEED_PRICES.daily, BGN.daily], [SEED_PRICES.translation, BGN.translation], ...HOUR_PACKS.map((h): [number, number] => [SEED_PRICES.packs[h], BGN.packs[h]])];
    for (const [eur, bgn] of pairs) expect(eur).toBe(exact(bgn));
    expect(SEED_PRICES).toEqual({ hourly: 1023, daily: 7158, translation: 1023, packs: { 1: 2556, 3: 7158, 5: 11504, 10: 20452 } });
  });
});

describe("prepaid hour packs", () => {
  it("cost more per hour than the hourly rate at the seed prices (so no copy may say otherwise)", () => {
    for (const h of HOUR_PACKS) expect(SEED_PRICES.packs[h] / h).toBeGreaterThan(SEED_PRICES.hourly);
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
