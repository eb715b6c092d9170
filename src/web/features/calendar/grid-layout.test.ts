import { describe, expect, it } from "vitest";
import type { CalendarItem } from "@core/calendar";
import { zonedInstant } from "@core/appointments/zone";
import { hasAhead, layoutGrid, rowOf } from "./grid-layout";

const item = (day: string, hhmm: string, minutes: number, over: Partial<CalendarItem> = {}): CalendarItem => {
  const start = zonedInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
  return {
    id: `${day}T${hhmm}`,
    status: "confirmed",
    service: "phone_call",
    durationMinutes: minutes,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    place: "phone",
    address: null,
    name: "Maria Petrova",
    email: "maria@example.com",
    phone: "+359 88 123 4567",
    purpose: "A call",
    payment: "paid",
    reservedHours: null,
    sequence: 0,
    hoursSpent: null,
    refundPaymentId: null,
    ...over,
  };
};

describe("the calendar's time grid", () => {
  it("draws 08:00–20:00, widened to the whole hours of an appointment outside them", () => {
    expect(layoutGrid(["2026-12-07"], [item("2026-12-07", "10:00", 30)])).toMatchObject({ first: 480, last: 1200 });
    const wide = layoutGrid(["2026-12-07", "2026-12-08"], [item("2026-12-07", "07:30", 30), item("2026-12-08", "20:15", 60)]);
    expect(wide).toMatchObject({ first: 420, last: 1320 });
    // An appointment on a day not shown changes nothing.
    expect(layoutGrid(["2026-12-07"], [item("2026-12-09", "06:00", 30)])).toMatchObject({ first: 480, last: 1200 });
  });

  it("places an appointment at its Sofia wall-clock time, on the days the clocks change too", () => {
    // 29 March 2026 (EET → EEST) and 25 October 2026 (EEST → EET): 10:00 is 10:00.
    for (const day of ["2026-03-29", "2026-10-25", "2026-07-15", "2026-12-07"]) {
      const [p] = layoutGrid([day], [item(day, "10:00", 60)]).days.get(day)!.placed;
      expect(p).toMatchObject({ day, from: 600, to: 660, lane: 0 });
      expect(rowOf(p!.from, 480)).toBe(2 + 8);
    }
    // One running past midnight ends at the day's end.
    const [late] = layoutGrid(["2026-12-07"], [item("2026-12-07", "23:30", 60)]).days.get("2026-12-07")!.placed;
    expect(late).toMatchObject({ from: 1410, to: 1440 });
  });

  it("puts overlapping appointments side by side and reuses a lane once it is free", () => {
    const day = "2026-12-07";
    const column = layoutGrid([day], [item(day, "10:00", 60, { status: "cancelled", id: "gone" }), item(day, "10:30", 30, { id: "b" }), item(day, "11:00", 30, { id: "c" })]).days.get(day)!;
    expect(column.lanes).toBe(2);
    expect(column.placed.map((p) => [p.item.id, p.lane])).toEqual([
      ["gone", 0],
      ["b", 1],
      ["c", 0],
    ]);
  });

  it("knows whether anything is still ahead: held or confirmed, not yet ended", () => {
    const a = item("2026-12-07", "10:00", 60);
    const at = (hhmm: string) => zonedInstant("2026-12-07", Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).getTime();
    expect(hasAhead([a], at("09:00"))).toBe(true);
    expect(hasAhead([a], at("10:30"))).toBe(true);
    expect(hasAhead([a], at("11:00"))).toBe(false);
    expect(hasAhead([{ ...a, status: "completed" }, { ...a, status: "cancelled" }], at("09:00"))).toBe(false);
  });
});
