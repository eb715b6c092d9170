import { SEED_PRICES } from "../catalogue";
import { describe, expect, it } from "vitest";
import { say } from "../i18n/messages/catalogue";
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from "./availability";
import { appointmentPrice, chargedHours, isDurationOf } from "./services";
import { freeSlots, refuseSlot } from "./slots";
import { wallClock, zonedInstant } from "./zone";

const allWeek = (start: string, end: string): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weekly: Array.from({ length: 7 }, () => ({ open: true, start, end })),
  minNoticeHours: 0,
});
const sofia = (d: Date) => {
  const w = wallClock(d);
  return `${w.day} ${String(Math.floor(w.minutes / 60)).padStart(2, "0")}:${String(w.minutes % 60).padStart(2, "0")}`;
};

describe("Sofia wall clock", () => {
  it.each([
    // Last Sundays of March and October 2026 and 2027: 9:00 is 07:00Z in winter, 06:00Z in summer.
    ["2026-03-28", "07:00"], ["2026-03-29", "06:00"], ["2026-10-24", "06:00"], ["2026-10-25", "07:00"],
    ["2027-03-27", "07:00"], ["2027-03-28", "06:00"], ["2027-10-30", "06:00"], ["2027-10-31", "07:00"],
  ])("9:00 in Sofia on %s is %sZ", (day, utc) => {
    expect(zonedInstant(day, 9 * 60).toISOString()).toBe(`${day}T${utc}:00.000Z`);
  });

  it("reads the skipped hour in spring an hour later, and the repeated hour in autumn as its first time", () => {
    expect(zonedInstant("2026-03-29", 3 * 60 + 30).toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 04:30 EEST
    expect(zonedInstant("2026-10-25", 3 * 60 + 30).toISOString()).toBe("2026-10-25T00:30:00.000Z"); // 03:30 EEST
    expect(sofia(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25 03:30"); // 03:30 EET, the second time
  });
});

describe("free slots", () => {
  it("follow the default business hours: Mon–Fri 9:00–18:00, not within 12 hours, up to 30 days ahead", () => {
    const now = new Date("2026-11-23T06:00:00Z"); // Monday 08:00 Sofia
    const slots = freeSlots({ availability: DEFAULT_AVAILABILITY, durationMinutes: 60, now, busy: [] });
    // Not within 12 hours: Monday is gone, Tuesday 9:00 first.
    expect(sofia(slots[0]!.start)).toBe("2026-11-24 09:00");
    expect(slots.every((s) => s.start.getTime() >= now.getTime() + 12 * 3_600_000)).toBe(true);
    expect(slots.every((s) => s.start.getTime() <= now.getTime() + 30 * 86_400_000)).toBe(true);
    // The last start of a day leaves room for the hour before 18:00; no weekends.
    expect(slots.map((s) => sofia(s.start))).toContain("2026-11-24 17:00");
    expect(slots.map((s) => sofia(s.start))).not.toContain("2026-11-24 17:30");
    expect(slots.some((s) => [5, 6].includes(wallClock(s.start).weekday))).toBe(false);
  });

  it.each([
    ["2026-03-29", "2026-03-28"],
    ["2026-10-25", "2026-10-24"],
    ["2027-03-28", "2027-03-27"],
    ["2027-10-31", "2027-10-30"],
  ])("keep 9:00–18:00 in Sofia on the change day %s (18 half-hour starts, as the day before)", (day, before) => {
    const a = allWeek("09:00", "18:00");
    const now = zonedInstant(before, 0);
    const slots = freeSlots({ availability: a, durationMinutes: 30, now, busy: [] });
    const on = (d: string) => slots.filter((s) => wallClock(s.start).day === d).map((s) => sofia(s.start).slice(11));
    expect(on(day)).toEqual(on(before));
    expect(on(day)[0]).toBe("09:00");
    expect(on(day).at(-1)).toBe("17:30");
    expect(on(day)).toHaveLength(18);
  });

  it("count real hours across a night-time change: 00:00–06:00 has one hour less in March, one more in October", () => {
    const night = allWeek("00:00", "06:00");
    const count = (day: string, before: string) =>
      freeSlots({ availability: night, durationMinutes: 60, now: zonedInstant(before, 0), busy: [] }).filter((s) => wallClock(s.start).day === day).length;
    expect(count("2026-03-28", "2026-03-27")).toBe(11); // 6 h, starts every 30 min, 1 h long
    expect(count("2026-03-29", "2026-03-28")).toBe(9); // 5 real hours
    expect(count("2026-10-25", "2026-10-24")).toBe(13); // 7 real hours
  });

  it("honour exceptions: a day off, and a date with other hours", () => {
    const a: Availability = {
      ...DEFAULT_AVAILABILITY,
      exceptions: [
        { date: "2026-11-24", closed: true, start: "09:00", end: "18:00" },
        { date: "2026-11-28", closed: false, start: "10:00", end: "12:00" }, // a Saturday
      ],
    };
    const slots = freeSlots({ availability: a, durationMinutes: 60, now: new Date("2026-11-22T00:00:00Z"), busy: [] });
    const days = new Set(slots.map((s) => wallClock(s.start).day));
    expect(days.has("2026-11-24")).toBe(false);
    expect(slots.filter((s) => wallClock(s.start).day === "2026-11-28").map((s) => sofia(s.start).slice(11))).toEqual(["10:00", "10:30", "11:00"]);
  });

  it("keep the buffer between appointments", () => {
    const a = { ...allWeek("09:00", "18:00"), bufferMinutes: 30 };
    const day = "2026-12-01";
    // A booked 10:00–11:00 blocks until 11:30 (its buffer).
    const busy = [{ start: zonedInstant(day, 600), end: zonedInstant(day, 690) }];
    const slots = freeSlots({ availability: a, durationMinutes: 60, now: zonedInstant("2026-11-30", 0), busy }).filter((s) => wallClock(s.start).day === day);
    const starts = slots.map((s) => sofia(s.start).slice(11));
    // 9:00 would end at 10:00 and need 30 min after: refused; 8:30 is before opening.
    expect(starts).not.toContain("09:00");
    expect(starts).not.toContain("10:00");
    expect(starts).not.toContain("11:00");
    expect(starts).toContain("11:30");
  });

  it("explain a refused start", () => {
    const now = new Date("2026-11-23T06:00:00Z"); // Monday 08:00 Sofia
    const q = { availability: DEFAULT_AVAILABILITY, durationMinutes: 60, now, busy: [{ start: zonedInstant("2026-11-25", 600), end: zonedInstant("2026-11-25", 660) }] };
    expect(refuseSlot(q, new Date("2026-11-20T08:00:00Z"))).toBe("in_past");
    expect(refuseSlot(q, zonedInstant("2026-11-23", 14 * 60))).toBe("too_soon");
    expect(refuseSlot(q, zonedInstant("2027-01-15", 10 * 60))).toBe("too_far");
    expect(refuseSlot(q, zonedInstant("2026-11-24", 20 * 60))).toBe("outside_hours");
    expect(refuseSlot(q, zonedInstant("2026-11-24", 10 * 60 + 10))).toBe("outside_hours"); // off the half-hour grid
    expect(refuseSlot(q, zonedInstant("2026-11-28", 10 * 60))).toBe("outside_hours"); // Saturday
    expect(refuseSlot(q, zonedInstant("2026-11-25", 9 * 60 + 30))).toBe("taken");
    expect(refuseSlot(q, zonedInstant("2026-11-25", 11 * 60))).toBeNull();
  });
});

describe("services and prices", () => {
  it("charge the catalogue's hourly rate, one hour at least, then half hours", () => {
    expect(chargedHours(30)).toBe(1);
    expect(chargedHours(90)).toBe(1.5);
    expect(appointmentPrice(30, SEED_PRICES)).toBe(1023);
    expect(appointmentPrice(60, SEED_PRICES)).toBe(1023);
    expect(appointmentPrice(90, SEED_PRICES)).toBe(1535);
    expect(appointmentPrice(240, SEED_PRICES)).toBe(4092);
  });

  it("offer each service only its own durations", () => {
    expect(isDurationOf("phone_call", 30)).toBe(true);
    expect(isDurationOf("phone_call", 60)).toBe(false);
    expect(isDurationOf("accompaniment", 30)).toBe(false);
    expect(isDurationOf("in_person", 90)).toBe(true);
  });
});

describe("the availability form's schema", () => {
  it("accepts the defaults and refuses an end before the start or a repeated date", () => {
    expect(availabilitySchema.safeParse(DEFAULT_AVAILABILITY).success).toBe(true);
    const bad = { ...DEFAULT_AVAILABILITY, weekly: DEFAULT_AVAILABILITY.weekly.map((d, i) => (i === 0 ? { ...d, end: "08:00" } : d)) };
    expect(say(availabilitySchema.safeParse(bad).error?.issues[0]?.message ?? "", "en")).toBe("The end must be after the start");
    const ex = { date: "2026-12-24", closed: true, start: "09:00", end: "18:00" };
    expect(say(availabilitySchema.safeParse({ ...DEFAULT_AVAILABILITY, exceptions: [ex, ex] }).error?.issues[0]?.message ?? "", "en")).toBe("This date already has an exception");
  });
});
