import { describe, expect, it } from "vitest";
import { BILLING_RULE, billableHours, coveredByPrepaid, formatHours, hoursToRecord, unbilledHours } from "./hours-rule";

describe("the charging rule: minimum one hour per task, then half-hour steps", () => {
  it("charges nothing for no time, one hour for any time up to an hour, then half-hour steps up", () => {
    expect(billableHours(0)).toBe(0);
    expect(billableHours(-1)).toBe(0);
    expect(billableHours(0.1)).toBe(1);
    expect(billableHours(0.5)).toBe(1);
    expect(billableHours(1)).toBe(1);
    expect(billableHours(1.2)).toBe(1.5);
    expect(billableHours(1.5)).toBe(1.5);
    expect(billableHours(1.51)).toBe(2);
    expect(billableHours(0.1 + 0.2 + 1.2)).toBe(1.5);
  });

  it("records the minimum for the first half hour on a task and later additions as typed", () => {
    expect(hoursToRecord(0, 0.5)).toBe(1);
    expect(hoursToRecord(0, 1.5)).toBe(1.5);
    expect(hoursToRecord(1, 0.5)).toBe(0.5);
    expect(hoursToRecord(1.5, 2)).toBe(2);
    expect(hoursToRecord(3, 0)).toBe(0);
    // A task left below the minimum by older records is brought up to it.
    expect(hoursToRecord(0.5, 0.5)).toBe(0.5);
  });

  it("shows prepaid time as hours and the balance left, with the language's decimal mark", () => {
    expect(coveredByPrepaid("en", 1.5, 8.5)).toBe("Covered by prepaid hours — 1.5 h, balance now 8.5 h");
    expect(coveredByPrepaid("bg", 1.5, 8.5)).toBe("Покрито от предплатени часове — 1,5 ч, остават 8,5 ч");
    expect(formatHours(2, "bg")).toBe("2");
    expect(BILLING_RULE.en).toMatch(/half-hour steps.*minimum of one hour per task/);
  });

  it("bills unpaid time once: what the task is charged, less the drawn and the billed hours", () => {
    expect(unbilledHours({ hoursUsed: 2, unpaidHours: 2, billedHours: 0 })).toBe(2);
    expect(unbilledHours({ hoursUsed: 2.5, unpaidHours: 1, billedHours: 0 })).toBe(1);
    expect(unbilledHours({ hoursUsed: 2.5, unpaidHours: 1, billedHours: 1 })).toBe(0);
    expect(unbilledHours({ hoursUsed: 3, unpaidHours: 2, billedHours: 1 })).toBe(1);
    // Older records below the minimum: the unpaid half hour is billed as the task's one hour.
    expect(unbilledHours({ hoursUsed: 0.5, unpaidHours: 0.5, billedHours: 0 })).toBe(1);
    expect(unbilledHours({ hoursUsed: 1.5, unpaidHours: 0, billedHours: 0 })).toBe(0);
  });
});
