import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildFeed, buildInvite, escapeText, foldLine } from "./ics";

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

/**
 * Values from anywhere (a booking, a client's profile, a row written before the schemas refused
 * line breaks) reach the writer. Whatever they hold, the calendar has one event with one
 * organizer and one attendee, and each value reads back as written: a line break in a TEXT value
 * is the escaped \n, any other control character a space; a parameter (CN) holds no line break.
 */
const LONG = "Придружаване до общината за адресна регистрация — Мария-Антоанета Петрова-Иванова ".repeat(4).trim();
const HOSTILE = [
  "Maria\r\nATTENDEE:mailto:evil@x.test",
  "Maria\rATTENDEE:mailto:evil@x.test",
  "Maria\nORGANIZER:mailto:evil@x.test",
  "Maria\u2028ATTENDEE:mailto:evil@x.test\u2029END:VEVENT",
  "\r\nATTENDEE:mailto:evil@x.test",
  'Evil";ROLE=CHAIR;X="',
  'Mimi "the boss"; O\'Brien, Jr. \\ 10:30 ^n ^\' ^^',
  "nul\u0000 bell\u0007 tab\t del\u007f nel\u0085 esc\u001b[2J",
  LONG,
];
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the test sends
const CONTROLS = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** A TEXT value as a reader gets it back: line breaks as "\n", other control characters as spaces. */
const asText = (s: string) => s.replace(CONTROLS, (c) => (/^(\r\n|[\r\n\u2028\u2029])$/.test(c) ? "\n" : " "));
/** A parameter value as a reader gets it back: every control character (a line break too) a space. */
const asParam = (s: string) => s.replace(CONTROLS, " ");

describe("hostile values through the writer", () => {
  it("cannot add a line, an attendee or an organizer to an invite; values read back as written", () => {
    for (const v of HOSTILE) {
      const ics = icsInvite(
        event("2026-12-02T08:00:00Z", "2026-12-02T08:30:00Z", {
          summary: v,
          description: v,
          location: v,
          organizer: { name: v, email: "hello@concierge.test" },
          attendee: { name: v, email: "maria@example.test" },
        }),
        "REQUEST",
      );
      const lines = ics.slice(0, -2).split("\r\n");
      // No raw CR or LF inside a line, no line over 75 octets, and every line a property or a fold.
      expect(lines.filter((l) => /[\r\n]/.test(l) || new TextEncoder().encode(l).length > 75), JSON.stringify(v)).toEqual([]);
      expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER)[;:]/.test(l)), JSON.stringify(v)).toHaveLength(2);
      const { comp, vevent, ev } = parse(ics);
      expect(comp.getAllSubcomponents("vevent"), JSON.stringify(v)).toHaveLength(1);
      expect(vevent.getAllProperties("attendee")).toHaveLength(1);
      expect(vevent.getAllProperties("organizer")).toHaveLength(1);
      expect(ev.summary).toBe(asText(v));
      expect(ev.description).toBe(asText(v));
      expect(ev.location).toBe(asText(v));
      expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe(asParam(v));
      expect(ev.attendees.map((a) => [a.getParameter("cn"), a.getFirstValue(), a.getParameter("role")])).toEqual([[asParam(v), "mailto:maria@example.test", "REQ-PARTICIPANT"]]);
    }
  });

  it("an email address cannot break out of its mailto value either", () => {
    const email = "maria@example.test\r\nATTENDEE:mailto:evil@x.test";
    const ics = icsInvite(event("2026-12-02T08:00:00Z", "2026-12-02T08:30:00Z", { attendee: { name: "Maria", email }, organizer: { name: "Concierge", email: `hello@concierge.test\rX-EVIL:1` } }), "REQUEST");
    expect(ics.slice(0, -2).split("\r\n").filter((l) => /[\r\n]/.test(l) || /^(ATTENDEE|ORGANIZER|X-EVIL)[;:]/.test(l))).toHaveLength(2);
    const { vevent, ev } = parse(ics);
    expect(vevent.getAllProperties("attendee")).toHaveLength(1);
    expect(ev.attendees[0]!.getFirstValue()).toBe("mailto:maria@example.test%0D%0AATTENDEE:mailto:evil@x.test");
    expect(ev.organizer).toBe("mailto:hello@concierge.test%0DX-EVIL:1");
  });

  it("the feed: one event per appointment, each with one attendee and organizer, its calendar name a single value", () => {
    const events = HOSTILE.map((v, n) => ({ ...event("2026-12-02T08:00:00Z", "2026-12-02T08:30:00Z"), uid: `a${n}@concierge.test`, summary: v, description: v, location: v, attendee: { name: v, email: `c${n}@example.test` } }));
    const ics = buildFeed({ name: "Concierge\r\nX-WR-CALNAME:Evil", events });
    const lines = ics.slice(0, -2).split("\r\n");
    expect(lines.filter((l) => /[\r\n]/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.startsWith("X-WR-CALNAME"))).toHaveLength(1);
    const comp = new ICAL.Component(ICAL.parse(ics));
    const vevents = comp.getAllSubcomponents("vevent");
    expect(vevents.map((e) => e.getFirstPropertyValue("uid"))).toEqual(events.map((e) => e.uid));
    for (const [n, e] of vevents.entries()) {
      expect(e.getAllProperties("attendee")).toHaveLength(1);
      expect(e.getAllProperties("organizer")).toHaveLength(1);
      expect(e.getFirstProperty("attendee")!.getParameter("cn")).toBe(asParam(HOSTILE[n]!));
      expect(e.getFirstPropertyValue("description")).toBe(asText(HOSTILE[n]!));
    }
  });
});
