import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { zonedInstant } from "../../../core/appointments/zone";
import { linkFrom, setupTestApp } from "../../test/app";
import { bookingBody } from "../../test/booking";
import { uniqueIp } from "../../test/browser";
import { createAdmin, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";
import { deliverOutbox, type MimePart, mimeTree, startSmtp } from "../../test/smtp";

const ctx = await setupTestApp();
// The test clock: Saturday 21 November 2026, 12:00 in Sofia.
const OPERATOR = "operator@concierge.test";
const SENDER = "hello@concierge.localhost"; // MAIL_FROM's address: not the organizer's, so it is SENT-BY
const admin = await signedInAs(ctx, await createAdmin(ctx));
const smtp = await startSmtp();
afterAll(() => smtp.close());

async function paidAt(start: Date, over: Record<string, unknown> = {}) {
  const body = bookingBody(start, over);
  const res = await ctx.app.inject({ method: "POST", url: "/api/appointments", payload: body, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(200);
  await payTestSession(ctx, await followPayLink(ctx, res.json()));
  return { id: res.json().appointment.id as string, email: body.email };
}

/** Sends the outbox to the SMTP server; what reaches `to` whose subject starts with `subject`, as raw MIME (each mail once). */
let seen = 0;
async function received(to: string, subject: string): Promise<MimePart> {
  await deliverOutbox(ctx, smtp.url);
  const fresh = smtp.received.slice(seen);
  const trees = fresh.filter((m) => m.to.includes(to)).map((m) => mimeTree(m.raw));
  const found = trees.filter((t) => decodeSubject(t.headers.subject ?? "").startsWith(subject));
  expect(found, `${subject} to ${to}`).toHaveLength(1);
  if (to === OPERATOR) seen = smtp.received.length; // the customer's mail is read first
  return found[0]!;
}

/** A subject as nodemailer writes it (plain, or RFC 2047 encoded-words when it has non-ASCII). */
const decodeSubject = (s: string) =>
  s.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8"),
  );

/**
 * The shape Outlook and Gmail need for an invite card: multipart/mixed → multipart/alternative
 * (text/plain, text/html, text/calendar with the object's METHOD) plus the same object as the
 * invite.ics attachment. Returns the calendar text.
 */
function inviteOf(tree: MimePart, method: "REQUEST" | "CANCEL"): string {
  expect(tree.type).toBe("multipart/mixed");
  expect(tree.parts.map((p) => p.type)).toEqual(["multipart/alternative", "application/ics"]);
  const [alternative, attachment] = tree.parts as [MimePart, MimePart];
  expect(alternative.parts.map((p) => p.type)).toEqual(["text/plain", "text/html", "text/calendar"]);
  const calendar = alternative.parts[2]!;
  expect(calendar.params).toMatchObject({ method, charset: "utf-8" });
  expect(calendar.disposition).toBeNull();
  expect(attachment.disposition).toBe("attachment");
  expect(attachment.params.filename).toBe("invite.ics");
  expect(attachment.body.toString("utf8")).toBe(calendar.body.toString("utf8"));
  // Automatic mail: no autoresponder answers it.
  expect(tree.headers["auto-submitted"]).toBe("auto-generated");
  expect(tree.headers["x-auto-response-suppress"]).toBe("All");
  return calendar.body.toString("utf8");
}

/** Read back by a calendar client's parser (ical.js). */
function readBack(ics: string) {
  const comp = new ICAL.Component(ICAL.parse(ics));
  for (const tz of comp.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const vevent = comp.getFirstSubcomponent("vevent")!;
  const ev = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty("organizer")!;
  const attendee = vevent.getFirstProperty("attendee")!;
  return {
    method: comp.getFirstPropertyValue("method"),
    uid: ev.uid,
    sequence: ev.sequence,
    start: ev.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue("status"),
    organizer: { value: organizer.getFirstValue(), sentBy: organizer.getParameter("sent-by") },
    attendee: { value: attendee.getFirstValue(), rsvp: attendee.getParameter("rsvp"), partstat: attendee.getParameter("partstat") },
  };
}

describe("appointment mails carry an invite card Outlook and Gmail show", () => {
  it("confirm, move and cancel: the MIME shape, and one event (same UID, rising SEQUENCE) that calendars read back", async () => {
    const start = zonedInstant("2026-12-09", 10 * 60);
    const { id, email } = await paidAt(start, { name: "Ana Ivanova" });
    const uid = `${id}@concierge.localhost`;
    const attendee = { value: `mailto:${email}`, rsvp: "FALSE", partstat: "ACCEPTED" };
    const organizer = { value: `mailto:${OPERATOR}`, sentBy: `mailto:${SENDER}` };

    for (const to of [email, OPERATOR]) {
      const subject = to === OPERATOR ? "New appointment:" : "Confirmed:";
      const ics = inviteOf(await received(to, subject), "REQUEST");
      expect(readBack(ics)).toEqual({ method: "REQUEST", uid, sequence: 0, start: start.toISOString(), status: "CONFIRMED", organizer, attendee });
    }

    const later = zonedInstant("2026-12-09", 15 * 60);
    expect((await ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/move`, payload: { start: later.toISOString() }, headers: admin })).statusCode).toBe(200);
    for (const to of [email, OPERATOR]) {
      const ics = inviteOf(await received(to, "Moved:"), "REQUEST");
      expect(readBack(ics)).toEqual({ method: "REQUEST", uid, sequence: 1, start: later.toISOString(), status: "CONFIRMED", organizer, attendee });
    }

    expect((await ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/cancel`, payload: {}, headers: admin })).statusCode).toBe(200);
    for (const to of [email, OPERATOR]) {
      const ics = inviteOf(await received(to, "Cancelled:"), "CANCEL");
      // The event is cancelled; the attendee declined nothing, so their PARTSTAT stays.
      expect(readBack(ics)).toEqual({ method: "CANCEL", uid, sequence: 2, start: later.toISOString(), status: "CANCELLED", organizer, attendee });
    }
  });

  it("the operator's notice names who acted: the operator themselves, or the client", async () => {
    const mine = await paidAt(zonedInstant("2026-12-10", 10 * 60), { name: "Petar Petrov" });
    expect((await ctx.app.inject({ method: "POST", url: `/api/calendar/${mine.id}/move`, payload: { start: zonedInstant("2026-12-10", 11 * 60).toISOString() }, headers: admin })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: `/api/calendar/${mine.id}/cancel`, payload: {}, headers: admin })).statusCode).toBe(200);
    const noticeTo = async (template: string, email: string) => (await ctx.mailTo(OPERATOR)).filter((m) => m.template === template && m.text.includes(email)).map((m) => m.text);
    const [movedByMe] = await noticeTo("appointmentMoved", mine.email);
    const [cancelledByMe] = await noticeTo("appointmentCancelled", mine.email);
    expect(movedByMe).toContain(`You moved Petar Petrov <${mine.email}>'s appointment to the time below.`);
    expect(cancelledByMe).toContain(`You cancelled the appointment with Petar Petrov <${mine.email}>.`);
    expect(cancelledByMe).not.toContain("Petar Petrov cancelled");

    // The client moves and cancels by the links in their mail.
    const theirs = await paidAt(zonedInstant("2026-12-11", 10 * 60), { name: "Elena Georgieva" });
    const [confirmed] = (await ctx.mailTo(theirs.email)).filter((m) => m.template === "appointmentConfirmed");
    const token = new URL(linkFrom(confirmed!.text, "http://concierge.localhost/book/reschedule?token=")).searchParams.get("token")!;
    const moved = await ctx.app.inject({ method: "POST", url: `/api/appointments/reschedule/${token}`, payload: { start: zonedInstant("2026-12-11", 12 * 60).toISOString() }, remoteAddress: uniqueIp() });
    expect(moved.statusCode).toBe(200);
    const [movedMail] = (await ctx.mailTo(theirs.email)).filter((m) => m.template === "appointmentMoved");
    const fresh = new URL(linkFrom(movedMail!.text, "http://concierge.localhost/book/cancel?token=")).searchParams.get("token")!;
    expect((await ctx.app.inject({ method: "POST", url: `/api/appointments/cancel/${fresh}`, payload: {}, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    const [movedByClient] = await noticeTo("appointmentMoved", theirs.email);
    const [cancelledByClient] = await noticeTo("appointmentCancelled", theirs.email);
    expect(movedByClient).toContain(`Elena Georgieva <${theirs.email}> moved this appointment to the time below.`);
    expect(cancelledByClient).toContain(`Elena Georgieva <${theirs.email}> cancelled this appointment.`);
  });
});
