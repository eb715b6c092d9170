import { describe, expect, it } from "vitest";
import { utcTime } from "./utc-time";

describe("utcTime", () => {
  it("writes the UTC date and time to the minute, seconds dropped", () => {
    expect(utcTime(new Date("2026-11-22T10:00:59.999Z"))).toBe("2026-11-22 10:00 UTC");
  });

  it("converts from any offset to UTC, across a day boundary", () => {
    expect(utcTime(new Date("2026-01-01T01:30:00+03:00"))).toBe("2025-12-31 22:30 UTC");
  });
});
