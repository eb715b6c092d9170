import { describe, expect, it } from "vitest";
import { addMonths, isReportPeriod, keptPercent, monthsOf } from "./report-months";
import { monthStart, reportQuerySchema, sofiaMonth } from "./reports";

describe("report months", () => {
  it("count across years, both ends included", () => {
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-01", -13)).toBe("2024-12");
    expect(monthsOf("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsOf("2026-03", "2026-01")).toEqual([]);
  });

  it("begin at midnight in Sofia, winter and summer time alike", () => {
    expect(monthStart("2026-01").toISOString()).toBe("2025-12-31T22:00:00.000Z");
    expect(monthStart("2026-07").toISOString()).toBe("2026-06-30T21:00:00.000Z");
    expect(sofiaMonth(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01");
    expect(sofiaMonth(new Date("2025-12-31T21:59:59Z"))).toBe("2025-12");
  });

  it("a period is 1 to 36 months, in order", () => {
    expect(reportQuerySchema.safeParse({ from: "2026-01", to: "2026-01" }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: "2024-01", to: "2026-12" }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: "2023-12", to: "2026-12" }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-02", to: "2026-01" }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-00", to: "2026-01" }).success).toBe(false);
  });

  it("the page's own check of a period (without zod) agrees with the API's schema", () => {
    // [from, to]: one month, the longest (36), one month too long, backwards, month 0, one digit, empty, garbage.
    const periods: [string, string][] = [
      ["2026-01", "2026-01"], ["2024-01", "2026-12"], ["2023-12", "2026-12"], ["2026-02", "2026-01"],
      ["2026-00", "2026-01"], ["2026-1", "2026-03"], ["", "2026-03"], ["1", "2026-03"],
    ];
    for (const [from, to] of periods) expect(isReportPeriod({ from, to }), `${from}…${to}`).toBe(reportQuerySchema.safeParse({ from, to }).success);
  });

  it("promises kept are a whole percentage, none when nothing came due", () => {
    expect(keptPercent({ kept: 2, due: 3 })).toBe(67);
    expect(keptPercent({ kept: 0, due: 0 })).toBeNull();
  });
});
