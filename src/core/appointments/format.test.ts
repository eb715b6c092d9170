import { describe, expect, it } from "vitest";
import { visitorTimeLabel, zoneCity } from "./format";
import { isTimeZone } from "./zone";

describe("a booking's time for the visitor", () => {
  const start = new Date("2026-12-07T08:00:00Z");

  it("names the visitor's own time and city, with Sofia's beside it, in both languages", () => {
    expect(visitorTimeLabel(start, "America/New_York")).toBe("Mon 7 Dec, 03:00 (New York) · 10:00 Sofia time");
    expect(visitorTimeLabel(start, "America/New_York", "bg")).toBe("пн, 7 декември, 03:00 (New York) · 10:00 софийско време");
  });

  it("gives Sofia's day too when it is another day there", () => {
    expect(visitorTimeLabel(new Date("2026-12-07T23:30:00Z"), "America/Los_Angeles")).toBe("Mon 7 Dec, 15:30 (Los Angeles) · Tue 8 Dec, 01:30 Sofia time");
  });

  it("is Sofia's alone for a visitor in Sofia or of unknown zone", () => {
    expect(visitorTimeLabel(start, "Europe/Sofia")).toBe("Mon 7 Dec, 10:00 Sofia time");
    expect(visitorTimeLabel(start, null)).toBe("Mon 7 Dec, 10:00 Sofia time");
  });

  it("reads a city from the zone's name", () => {
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});

describe("a time zone from the browser", () => {
  it("is an IANA zone the runtime knows", () => {
    for (const zone of ["America/New_York", "Europe/Sofia", "UTC", "Etc/GMT+5", "America/Argentina/Buenos_Aires"]) expect(isTimeZone(zone), zone).toBe(true);
  });

  it("refuses anything else", () => {
    for (const zone of ["Mars/Olympus_Mons", "", "../etc/passwd", "America/New_York\n", "x".repeat(65), "New York"]) expect(isTimeZone(zone), zone).toBe(false);
  });
});
