import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvite, escapeText, foldLine } from "./ics";

type Event = Omit<Parameters<typeof buildInvite>[0], "method">;
const icsInvite = (e: Event, method: "REQUEST" | "CANCEL") => buildInvite({ ...e, method });
const event = (start: string, end: string, extra: Partial<Event> = {}): Event => ({
  uid: "appt-7f3c@concierge.test",
  sequence: 0,
  start: new Date(start),
  end: new Date(end),
  summary: "Phone call, Concierge",
  description: "What it is for: call the landlord; about the deposit",
  location: "Phone: +359 88 123 4567",
  organizer: { name: "Concierge", email: "hello@concierge.test" },
  attendee: { name: "Мария Петрова", email: "maria@example.test" },
  stamp: new Date("2026-11-25T10:00:00Z"),
  ...extra,
});

/** Read back as a calendar client would (ical.js, Mozilla's parser): the event, with its zone registered. */
function parse(ics: string) {
  const comp = new ICAL.Component(ICAL.parse(ics));
  for (const tz of comp.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const vevent = comp.getFirstSubcomponent("vevent")!;
  return { comp, vevent, ev: new ICAL.Event(vevent) };
}

describe("the .ics invite read back by a calendar client's parser (ical.js)", () => {
  it("an invite a calendar client reads back: UID, SEQUENCE, METHOD, times in Europe/Sofia with the zone defined", () => {
    const ics = icsInvite(event("2026-12-02T08:00:00Z", "2026-12-02T08:30:00Z"), "REQUEST");
    expect(ics).toMatch(/\r\n$/);
    expect(ics.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const { comp, vevent, ev } = parse(ics);
    expect(comp.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(ev.uid).toBe("appt-7f3c@concierge.test");
    expect(ev.sequence).toBe(0);
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Sofia");
    // 10:00 in Sofia (EET, UTC+2) is 08:00 UTC.
    expect(ev.startDate.toString()).toBe("2026-12-02T10:00:00");
    expect(ev.startDate.toJSDate().toISOString()).toBe("2026-12-02T08:00:00.000Z");
    expect(ev.endDate.toJSDate().toISOString()).toBe("2026-12-02T08:30:00.000Z");
    expect(ev.summary).toBe("Phone call, Concierge");
    expect(ev.description).toBe("What it is for: call the landlord; about the deposit");
    expect(ev.location).toBe("Phone: +359 88 123 4567");
    expect(ev.organizer).toBe("mailto:hello@concierge.test");
    expect(ev.attendees.map((a) => [a.getParameter("cn"), a.getFirstValue()])).toEqual([["Мария Петрова", "mailto:maria@example.test"]]);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("summer time: an appointment in July is at UTC+3, and the zone's rules carry both sides of the change", () => {
    const { ev } = parse(icsInvite(event("2027-07-15T06:00:00Z", "2027-07-15T07:00:00Z"), "REQUEST"));
    expect(ev.startDate.toString()).toBe("2027-07-15T09:00:00");
    expect(ev.startDate.toJSDate().toISOString()).toBe("2027-07-15T06:00:00.000Z");
  });

  it("the last Sundays of March and October: times on the change days come back to the same instants", () => {
    for (const [start, local] of [
      ["2026-03-29T07:00:00Z", "2026-03-29T10:00:00"], // after 03:00 → 04:00 (EEST)
      ["2026-10-25T08:00:00Z", "2026-10-25T10:00:00"], // after 04:00 → 03:00 (EET)
      ["2026-03-28T08:00:00Z", "2026-03-28T10:00:00"], // the Saturday before: still EET
    ] as const) {
      const end = new Date(new Date(start).getTime() + 3_600_000).toISOString();
      const { ev } = parse(icsInvite(event(start, end), "REQUEST"));
      expect(ev.startDate.toString(), start).toBe(local);
      expect(ev.startDate.toJSDate().toISOString(), start).toBe(new Date(start).toISOString());
      expect(ev.endDate.toJSDate().toISOString(), start).toBe(end);
    }
  });

  it("a move keeps the UID and counts up SEQUENCE; a cancel says METHOD:CANCEL and STATUS:CANCELLED", () => {
    const moved = parse(icsInvite(event("2026-12-03T08:00:00Z", "2026-12-03T08:30:00Z", { sequence: 1 }), "REQUEST"));
    expect(moved.ev.uid).toBe("appt-7f3c@concierge.test");
    expect(moved.ev.sequence).toBe(1);
    const cancelled = parse(icsInvite(event("2026-12-03T08:00:00Z", "2026-12-03T08:30:00Z", { sequence: 2 }), "CANCEL"));
    expect(cancelled.comp.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.ev.sequence).toBe(2);
  });

  it("text from the customer cannot add properties: line breaks, commas, semicolons and backslashes are escaped", () => {
    const hostile = "Hi\r\nATTENDEE:mailto:evil@example.test\nEND:VEVENT; x, y \\ z";
    const ics = icsInvite(event("2026-12-02T08:00:00Z", "2026-12-02T08:30:00Z", { description: hostile, summary: 'He said "hi"' }), "REQUEST");
    expect(ics.split("\r\n").filter((l) => l.startsWith("ATTENDEE")).length).toBe(1);
    const { ev } = parse(ics);
    expect(ev.description).toBe("Hi\nATTENDEE:mailto:evil@example.test\nEND:VEVENT; x, y \\ z");
    expect(ev.attendees).toHaveLength(1);
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("long lines fold at 75 octets without splitting a Cyrillic letter; unfolding gives the text back", () => {
    const long = "Придружаване до общината за адресна регистрация и подаване на документите за личната карта";
    const folded = foldLine(`DESCRIPTION:${long}`);
    for (const l of folded.split("\r\n")) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${long}`);
    const { ev } = parse(icsInvite(event("2026-12-02T08:00:00Z", "2026-12-02T09:00:00Z", { description: long }), "REQUEST"));
    expect(ev.description).toBe(long);
  });
});
