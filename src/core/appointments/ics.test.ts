import { describe, expect, it } from "vitest";
import { buildFeed, buildInvite, escapeText, foldLine, type Invite } from "./ics";
import { zonedInstant } from "./zone";

const invite = (over: Partial<Invite> = {}): Invite => ({
  method: "REQUEST",
  uid: "4f1c2b7e-0000-4000-8000-000000000001@concierge.bg",
  sequence: 0,
  start: zonedInstant("2026-11-24", 9 * 60),
  end: zonedInstant("2026-11-24", 9 * 60 + 30),
  stamp: new Date("2026-11-21T10:00:00Z"),
  summary: "Phone call with Concierge",
  description: "A call to the municipality; address registration, please",
  location: "By phone: +359 88 123 4567",
  organizer: { name: "Concierge", email: "operator@concierge.bg" },
  attendee: { name: "Maria Petrova", email: "maria@example.com" },
  ...over,
});
const lines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("the .ics invite (RFC 5545)", () => {
  it("has the method, UID, sequence, Sofia times with the zone's definition, organizer and attendee", () => {
    const ics = buildInvite(invite());
    const l = lines(ics);
    expect(l[0]).toBe("BEGIN:VCALENDAR");
    expect(l).toContain("METHOD:REQUEST");
    expect(l).toContain("UID:4f1c2b7e-0000-4000-8000-000000000001@concierge.bg");
    expect(l).toContain("SEQUENCE:0");
    expect(l).toContain("DTSTAMP:20261121T100000Z");
    expect(l).toContain("DTSTART;TZID=Europe/Sofia:20261124T090000");
    expect(l).toContain("DTEND;TZID=Europe/Sofia:20261124T093000");
    expect(l).toContain("BEGIN:VTIMEZONE");
    expect(l).toContain("TZID:Europe/Sofia");
    expect(l).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(l).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
    expect(l).toContain("ORGANIZER;CN=Concierge:mailto:operator@concierge.bg");
    expect(l).toContain("ATTENDEE;CN=Maria Petrova;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:maria@example.com");
    expect(l).toContain("STATUS:CONFIRMED");
    expect(l).toContain("DESCRIPTION:A call to the municipality\\; address registration\\, please");
    // CRLF everywhere, and it ends with one.
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps the Sofia wall-clock time on both sides of a daylight-saving change", () => {
    for (const [day, hhmm] of [["2026-03-27", "20260327T100000"], ["2026-03-30", "20260330T100000"], ["2026-10-23", "20261023T100000"], ["2026-10-26", "20261026T100000"]] as const) {
      const start = zonedInstant(day, 600);
      expect(lines(buildInvite(invite({ start, end: new Date(start.getTime() + 3_600_000) })))).toContain(`DTSTART;TZID=Europe/Sofia:${hhmm}`);
    }
  });

  it("cancels with METHOD:CANCEL, the same UID and a later sequence", () => {
    const l = lines(buildInvite(invite({ method: "CANCEL", sequence: 1 })));
    expect(l).toContain("METHOD:CANCEL");
    expect(l).toContain("STATUS:CANCELLED");
    expect(l).toContain("SEQUENCE:1");
    expect(l).toContain("UID:4f1c2b7e-0000-4000-8000-000000000001@concierge.bg");
    // The attendee declined nothing: the event is cancelled, their answer stays.
    expect(l).toContain("ATTENDEE;CN=Maria Petrova;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:maria@example.com");
  });

  it("names the sender as SENT-BY when it is not the organizer, and not when it is", () => {
    const other = lines(buildInvite(invite({ organizer: { name: "Concierge", email: "operator@concierge.bg", sentBy: "hello@concierge.bg" } })));
    expect(other).toContain('ORGANIZER;CN=Concierge;SENT-BY="mailto:hello@concierge.bg":mailto:operator@concierge.bg');
    const same = lines(buildInvite(invite({ organizer: { name: "Concierge", email: "operator@concierge.bg", sentBy: "Operator@Concierge.bg" } })));
    expect(same).toContain("ORGANIZER;CN=Concierge:mailto:operator@concierge.bg");
  });

  it("folds long lines at 75 octets without splitting a character, and escapes text", () => {
    const long = `DESCRIPTION:${"Адресна регистрация в общината ".repeat(5)}`;
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(lines(buildInvite(invite({ attendee: { name: "Petrova, Maria", email: "m@example.com" } })))).toContain(
      'ATTENDEE;CN="Petrova, Maria";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:m@example.com',
    );
  });
});

describe("the operator's calendar feed", () => {
  it("is a VCALENDAR without METHOD, one VEVENT per appointment with its invite's UID and SEQUENCE", () => {
    // The invite's fields, less its METHOD (a feed has none), with a comma to escape in the summary.
    const { method: _, ...event } = invite({ uid: "a1@concierge.test", sequence: 2, summary: "Phone call — Maria, Petrova" });
    const ics = buildFeed({ name: "Concierge", events: [event, { ...event, uid: "a2@concierge.test", sequence: 0 }] });
    expect(ics).not.toContain("METHOD:");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("UID:a1@concierge.test\r\nSEQUENCE:2\r\n");
    expect(ics).toContain("DTSTART;TZID=Europe/Sofia:20261124T090000\r\n");
    expect(ics).toContain("SUMMARY:Phone call — Maria\\, Petrova\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
