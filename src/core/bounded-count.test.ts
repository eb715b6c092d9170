import { describe, expect, it } from "vitest";
import { COUNT_BOUND, countText } from "./bounded-count";

describe("countText", () => {
  it("writes a count as the locale does, and past the bound the bound with a plus", () => {
    expect(countText(0, "en")).toBe("0");
    expect(countText(COUNT_BOUND, "en")).toBe("1,000");
    expect(countText(COUNT_BOUND + 1, "en")).toBe("1,000+");
    expect(countText(COUNT_BOUND + 1, "bg")).toBe("1000+");
    expect(countText(999, "bg")).toBe("999");
  });
});
