import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day";
import { isoDayFilter } from "./dates";
import { say } from "./i18n/messages/catalogue";

describe("isoDayFilter", () => {
  it("takes real days, leap days included", () => {
    for (const d of ["2026-01-31", "2026-02-28", "2028-02-29", "2026-12-31"]) expect(isoDayFilter.safeParse(d).success, d).toBe(true);
    expect(isoDayFilter.safeParse(undefined).success).toBe(true);
  });

  it("refuses impossible days instead of shifting them", () => {
    for (const d of ["2026-99-99", "2026-02-31", "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-01-00", "2026-1-1", "20260101"]) {
      const r = isoDayFilter.safeParse(d);
      expect(r.success, d).toBe(false);
      expect(say(r.error?.issues[0]?.message ?? "", "en")).toBe("Use a date like 2026-01-31");
      expect(isCalendarDay(d)).toBe(false);
    }
  });
});
