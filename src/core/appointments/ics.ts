import { SOFIA, wallClock } from "./zone";

/**
 * An appointment's calendar invite (RFC 5545): one VEVENT whose times are Sofia
 * wall-clock times (DTSTART;TZID=Europe/Sofia) with the zone's VTIMEZONE, so a calendar anywhere
 * shows the right moment and keeps it across daylight-saving changes. METHOD:REQUEST invites (a
 * later SEQUENCE replaces an earlier one with the same UID); METHOD:CANCEL withdraws it. The
 * attendee is asked for no answer (RSVP=FALSE: the booking is the answer), and a cancellation
 * leaves their PARTSTAT as it was: it is the event that is cancelled, they declined nothing.
 */
export type Invite = {
  method: "REQUEST" | "CANCEL";
  /** Globally unique and stable for the appointment: "<id>@<host>". */
  uid: string;
  /** 0 when first sent; each change sends the next number. */
  sequence: number;
  start: Date;
  end: Date;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  /** `sentBy`: the address that sends the mail, when it is not the organizer's own (RFC 5545 SENT-BY). */
  organizer: { name: string; email: string; sentBy?: string };
  attendee: { name: string; email: string };
};

/** Europe/Sofia since 1997 (EU rules): EEST from the last Sunday of March 03:00, EET from the last Sunday of October 04:00. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SOFIA}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19700329T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19701025T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const pad = (n: number) => String(n).padStart(2, "0");

/** 20261124T090000: the wall-clock time in Sofia. */
function sofiaLocal(instant: Date): string {
  const w = wallClock(instant, SOFIA);
  return `${w.day.replaceAll("-", "")}T${pad(Math.floor(w.minutes / 60))}${pad(w.minutes % 60)}00`;
}

/** 20261121T100000Z. */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being neutralised
const CONTROL = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const LINE_BREAK = /^(?:\r\n|[\r\n\u2028\u2029])$/;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; every line break
 * (CRLF, a lone CR or LF, U+2028/2029) is the escaped \n, and any other control character a space.
 * Values come from bookings, profiles and rows older than today's schemas: none may put a raw CR
 * or LF in the file, where a calendar would read what follows as a property of its own.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(CONTROL, (c) => (LINE_BREAK.test(c) ? "\\n" : " "));

/**
 * A parameter value (CN): it cannot hold a control character or a DQUOTE (§3.1 param-value), so
 * control characters (line breaks too) become spaces and quotes and carets take RFC 6868's
 * escapes (^' and ^^), which the standard's readers turn back into the name as written. Quoted
 * whenever it holds a character that would otherwise end the parameter.
 */
function param(value: string): string {
  const safe = value.replace(CONTROL, " ").replace(/\^/g, "^^").replace(/"/g, "^'");
  return /[:;,]/.test(safe) ? `"${safe}"` : safe;
}

/** A CAL-ADDRESS (a mailto URI): a character a URI may not hold raw (controls, space, DQUOTE) is percent-encoded. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being encoded
const mailto = (email: string) => `mailto:${email.replace(/[\u0000-\u0020"\u007f-\u009f\u2028\u2029]/g, (c) => encodeURIComponent(c))}`;

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
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

export function buildInvite(i: Invite): string {
  const cancelled = i.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Concierge//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    ...VTIMEZONE,
    ...eventLines(i, cancelled),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * The operator's private calendar feed: a subscribed VCALENDAR (no METHOD) of
 * the appointments, each event with its invite's UID and SEQUENCE, so a calendar that also got
 * the invite by mail shows it once.
 */
export function buildFeed(feed: { name: string; events: Omit<Invite, "method">[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Concierge//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${SOFIA}`,
    ...VTIMEZONE,
    ...feed.events.flatMap((e) => eventLines(e, false)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

function eventLines(i: Omit<Invite, "method">, cancelled: boolean): string[] {
  const sentBy = i.organizer.sentBy && i.organizer.sentBy.toLowerCase() !== i.organizer.email.toLowerCase() ? `;SENT-BY="${mailto(i.organizer.sentBy)}"` : "";
  return [
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${utc(i.stamp)}`,
    `DTSTART;TZID=${SOFIA}:${sofiaLocal(i.start)}`,
    `DTEND;TZID=${SOFIA}:${sofiaLocal(i.end)}`,
    `SUMMARY:${escapeText(i.summary)}`,
    `DESCRIPTION:${escapeText(i.description)}`,
    `LOCATION:${escapeText(i.location)}`,
    `ORGANIZER;CN=${param(i.organizer.name)}${sentBy}:${mailto(i.organizer.email)}`,
    `ATTENDEE;CN=${param(i.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(i.attendee.email)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}
