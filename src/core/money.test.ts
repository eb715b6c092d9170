import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes two decimals: BGN after the amount, EUR as a currency, in the reader's locale", () => {
    expect(formatMoney(2000, "BGN")).toBe("20.00 BGN");
    expect(formatMoney(123456, "BGN", "bg-BG")).toBe("1234,56 BGN");
    expect(formatMoney(2000, "EUR")).toBe("€20.00");
    expect(formatMoney(5, "EUR", "bg-BG")).toBe("0,05\u00a0€");
  });

  it("gives the same text on every call, whatever was formatted before (formats are reused)", () => {
    const first = [formatMoney(199, "BGN"), formatMoney(199, "EUR", "bg-BG")];
    formatMoney(1, "EUR");
    formatMoney(1, "BGN", "bg-BG");
    expect([formatMoney(199, "BGN"), formatMoney(199, "EUR", "bg-BG")]).toEqual(first);
  });
});
