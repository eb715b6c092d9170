/**
 * iCalendar (RFC 5545) invitations: the appointment as an event a mail client puts in its
 * calendar — a request when it is booked or moved (SEQUENCE counts the changes), a cancel when
 * it is called off. Times are written in Europe/Sofia with the zone's own definition
 * (VTIMEZONE), so every client shows the right hour on either side of a daylight-saving change.
 */

export type IcsMethod = "REQUEST" | "CANCEL";

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  /** Stable for the appointment's whole life: a move or a cancel names the same UID. */
  uid: string;
  /** 0 when booked; one more for every change the attendee is sent. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** When this version was written (DTSTAMP). */
  stamp: Date;
};

export const ICS_TIME_ZONE = "Europe/Sofia";

/** Europe/Sofia as EU rules define it since 1997: EET, EEST from the last Sunday of March 03:00 to the last Sunday of October 04:00. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19970330T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19971026T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const sofia = new Intl.DateTimeFormat("en-GB", {
  timeZone: ICS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** 20261125T143000: the wall clock in Sofia at `d` (a DATE-TIME with TZID). */
export function sofiaLocal(d: Date): string {
  const p = Object.fromEntries(sofia.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** 20261125T123000Z */
const utc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export const icsText = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value (CN): quoted, with the characters a quoted value may not hold dropped. */
const param = (s: string) => `"${s.replace(/["\r\n]/g, "")}"`;

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character (§3.1). */
const encoder = new TextEncoder();
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; a continuation's leading space counts towards its 75.
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const person = (role: "ORGANIZER" | "ATTENDEE", p: IcsPerson) =>
  role === "ORGANIZER"
    ? `ORGANIZER;CN=${param(p.name)}:mailto:${p.email}`
    : `ATTENDEE;CN=${param(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${p.email}`;

/** The whole calendar object, CRLF line ends, ready to attach as text/calendar; method=… */
export function icsInvite(event: IcsEvent, method: IcsMethod): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Concierge//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${sofiaLocal(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${sofiaLocal(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    person("ORGANIZER", event.organizer),
    ...event.attendees.map((a) => person("ATTENDEE", a)),
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
