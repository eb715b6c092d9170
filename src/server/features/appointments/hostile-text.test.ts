import { english } from "../../test/english";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { zonedInstant } from "../../../core/appointments/zone";
import "../../../core/i18n/messages/bulgarian";
import { messageTranslator } from "../../../core/i18n/messages/catalogue";
import { ONE_LINE_MESSAGES } from "../../../core/one-line";
import { appointments, orders, profiles, user } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { bookingBody } from "../../test/booking";
import { browser, uniqueIp } from "../../test/browser";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";

/**
 * What a customer types reaches the invite mailed to them and to the operator, and the operator's
 * subscribed feed. A line break (or another control character) in a name, purpose, address or
 * phone is refused where it comes in; what is allowed (quotes, semicolons, colons, commas,
 * backslashes, long Cyrillic) comes back from a calendar parser (ical.js) exactly as typed; and a
 * row written before these rules, with line breaks in it, still adds no line to an invite or the feed.
 */
const ctx = await setupTestApp();
const OPERATOR = "operator@concierge.test";
const adminUser = await createAdmin(ctx);
const admin = await signedInAs(ctx, adminUser);
const bg = messageTranslator("bg");

const book = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/appointments", payload, remoteAddress: uniqueIp() });
const booking = (start: Date, over: Record<string, unknown> = {}) =>
  bookingBody(start, {
    service: "in_person",
    durationMinutes: 60,
    place: "address",
    address: "ул. Шипка 5, ет. 2; вход Б: 1504 София",
    name: "Мария Петрова",
    email: uniqueEmail("hostile"),
    phone: "+359 (88) 123-4567",
    purpose: "Адресна регистрация",
    language: "bg",
    ...over,
  });

const INJECTIONS = [
  "Maria\r\nATTENDEE:mailto:evil@x.test",
  "Maria\rATTENDEE:mailto:evil@x.test",
  "Maria\nORGANIZER:mailto:evil@x.test",
  "Maria\u2028ATTENDEE:mailto:evil@x.test",
  // (NUL and the other C0 controls never get this far: every route refuses them as invalid text, http/invalid-text.ts.)
  "Maria\u0085[2J\u009b",
];
const PHONE_INJECTIONS = ["+359 88\r\n123 4567", "+359 88\r123 4567", "+359 88\n123 4567", "+359 88\u2028123 4567", "+359 88\t123 4567"];

/** The invite a mail carries, as the mail worker makes it (the dev mailbox serves it that way). */
async function inviteOf(mail: { id: string }) {
  const file = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail.id}/attachments/0` });
  expect(file.headers["content-type"]).toMatch(/^text\/calendar/);
  return file.body;
}
const calendar = (ics: string) => new ICAL.Component(ICAL.parse(ics));
/** The appointment's event: the only one in an invite, the one with its UID in the feed. */
function eventOf(ics: string, id: string) {
  const events = calendar(ics).getAllSubcomponents("vevent");
  const mine = events.filter((e) => e.getFirstPropertyValue("uid") === `${id}@concierge.localhost`);
  expect(mine).toHaveLength(1);
  const e = mine[0]!;
  return {
    count: events.length,
    attendees: e.getAllProperties("attendee").map((a) => ({ cn: a.getParameter("cn"), value: a.getFirstValue() })),
    organizers: e.getAllProperties("organizer").map((o) => ({ cn: o.getParameter("cn"), value: o.getFirstValue() })),
    description: e.getFirstPropertyValue("description"),
    location: e.getFirstPropertyValue("location"),
    summary: e.getFirstPropertyValue("summary"),
  };
}
/** Lines of a calendar file that a line break in a value would have started. */
const injectedLines = (ics: string) => ics.split("\r\n").filter((l) => /[\r\n\u2028]/.test(l) || /^(?:ATTENDEE|ORGANIZER):mailto:evil/.test(l));

async function newFeed() {
  const made = await ctx.app.inject({ method: "POST", url: "/api/calendar/feed", headers: admin });
  return new URL(made.json().url as string).pathname;
}
const readFeed = async (path: string) => (await ctx.app.inject({ method: "GET", url: path, remoteAddress: uniqueIp() })).body;

describe("names, purposes, addresses and phones on calendar invites", () => {
  it("a booking with a line break or another control character in one of them is refused with the field's message (English and Bulgarian), and nothing is written", async () => {
    const cases = [
      ...["name", "purpose", "address"].flatMap((field) => INJECTIONS.map((value) => ({ field, value, message: english(ONE_LINE_MESSAGES.field) }))),
      ...PHONE_INJECTIONS.map((value) => ({ field: "phone", value, message: english(M.phone) })),
    ];
    for (const { field, value, message } of cases) {
      const body = booking(zonedInstant("2026-12-07", 10 * 60), { [field]: value });
      const res = await book(body);
      const what = `${field}: ${JSON.stringify(value)}`;
      expect(res.statusCode, what).toBe(400);
      const error = res.json().error;
      expect(error.fields, `${what} ${res.body}`).toBeDefined();
      expect(error.fields[field], what).toBe(message);
      expect(error.fieldKeys[field].key, what).toBeTruthy();
      expect(bg(error.fieldKeys[field]), what).not.toBe(message);
      expect(await ctx.db.select().from(appointments).where(eq(appointments.email, body.email)), what).toEqual([]);
      expect(await ctx.db.select().from(orders).where(eq(orders.customerEmail, body.email)), what).toEqual([]);
    }
  });

  it("what is allowed comes back from the mailed invites and the feed exactly as typed: one event, one attendee, one organizer", async () => {
    const name = `Mimi "the boss"; O'Brien, Jr. \\ 10:30 ^n — ${"Мария-Антоанета Петрова-Иванова ".repeat(3).trim()}`;
    const purpose = `Заявление: "чл. 5, ал. 2"; срок 10:00, C:\\docs\\form.pdf ^' ${"Придружаване до общината за адресна регистрация ".repeat(5).trim()}`;
    const address = 'бул. "Витоша" 1, ет. 3; ап. 7: 1000 София \\ вход Б';
    const body = booking(zonedInstant("2026-12-08", 11 * 60), { name, purpose, address });
    const res = await book(body);
    expect(res.statusCode, res.body).toBe(200);
    await payTestSession(ctx, await followPayLink(ctx, res.json()));
    const id = res.json().appointment.id as string;

    const [customerMail] = (await ctx.mailTo(body.email)).filter((m) => m.template === "appointmentConfirmed");
    const [operatorMail] = (await ctx.mailTo(OPERATOR)).filter((m) => m.template === "appointmentBooked" && m.text.includes(body.email));
    for (const mail of [customerMail!, operatorMail!]) {
      const ics = await inviteOf(mail);
      expect(injectedLines(ics)).toEqual([]);
      const e = eventOf(ics, id);
      expect(e.count).toBe(1);
      expect(e.attendees).toEqual([{ cn: name, value: `mailto:${body.email}` }]);
      expect(e.organizers).toEqual([{ cn: "Concierge", value: `mailto:${OPERATOR}` }]);
      expect(e.description).toBe(purpose);
      expect(e.location).toBe(address);
    }

    const feed = await readFeed(await newFeed());
    expect(injectedLines(feed)).toEqual([]);
    const e = eventOf(feed, id);
    expect(e.attendees).toEqual([{ cn: name, value: `mailto:${body.email}` }]);
    expect(e.organizers).toHaveLength(1);
    expect(e.summary).toBe(`In-person help — ${name}`);
    expect(e.description).toBe([purpose, body.phone, body.email].join("\n"));
    expect(e.location).toBe(address);
  });

  it("rows written before these rules (a client's name, a booking's purpose and address with line breaks) add no line to an invite or the feed", async () => {
    const member = await createMember(ctx, { name: "Ivan Georgiev" });
    const hostileName = "Ivan\r\nATTENDEE:mailto:evil@x.test";
    await ctx.db.update(profiles).set({ fullName: hostileName }).where(eq(profiles.userId, member.id));
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/calendar",
      headers: admin,
      payload: { clientId: member.id, service: "phone_call", durationMinutes: 30, start: zonedInstant("2026-12-09", 9 * 60).toISOString(), place: "phone", phone: "+359 88 765 4321", purpose: "A call", payWith: "unpaid" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    await ctx.db
      .update(appointments)
      .set({ purpose: "Call\rORGANIZER:mailto:evil@x.test", address: "Sofia\nATTENDEE:mailto:evil@x.test", phone: "+359\u2028ATTENDEE:mailto:evil@x.test" })
      .where(eq(appointments.id, id));
    // A move sends the invite again, from the row as it now stands.
    const moved = await ctx.app.inject({ method: "POST", url: `/api/calendar/${id}/move`, headers: admin, payload: { start: zonedInstant("2026-12-09", 10 * 60).toISOString() } });
    expect(moved.statusCode, moved.body).toBe(200);

    const invites = (await ctx.mailTo(member.email)).filter((m) => m.attachments.length > 0);
    expect(invites.map((m) => m.template).sort()).toEqual(["appointmentConfirmed", "appointmentMoved"]);
    for (const mail of invites) {
      const ics = await inviteOf(mail);
      expect(injectedLines(ics), mail.template).toEqual([]);
      const e = eventOf(ics, id);
      expect(e.count).toBe(1);
      expect(e.attendees).toEqual([{ cn: "Ivan ATTENDEE:mailto:evil@x.test", value: `mailto:${member.email}` }]);
      expect(e.organizers).toHaveLength(1);
    }

    const feed = await readFeed(await newFeed());
    expect(injectedLines(feed)).toEqual([]);
    const rows = await ctx.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, "confirmed"));
    expect(calendar(feed).getAllSubcomponents("vevent")).toHaveLength(rows.length);
    const e = eventOf(feed, id);
    expect(e.attendees).toHaveLength(1);
    expect(e.organizers).toHaveLength(1);
    expect(e.description).toBe(["Call\nORGANIZER:mailto:evil@x.test", "+359\nATTENDEE:mailto:evil@x.test", member.email].join("\n"));
  });

  it("the operator's New appointment refuses a line break in the address, purpose or phone, and makes nothing", async () => {
    const member = await createMember(ctx);
    for (const [field, value, message] of [
      ["purpose", "Call\r\nATTENDEE:mailto:evil@x.test", english(ONE_LINE_MESSAGES.field)],
      ["address", "Sofia\rATTENDEE:mailto:evil@x.test", english(ONE_LINE_MESSAGES.field)],
      ["phone", "+359 88\n765 4321", english(M.phone)],
    ] as const) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/calendar",
        headers: admin,
        payload: { clientId: member.id, service: "in_person", durationMinutes: 60, start: zonedInstant("2026-12-10", 9 * 60).toISOString(), place: "address", address: "Sofia", phone: "+359 88 765 4321", purpose: "Help", payWith: "unpaid", [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect(await ctx.db.select().from(appointments).where(eq(appointments.userId, member.id))).toEqual([]);
  });

  it("a client's name (sign-up, profile, Better Auth's update-user, the operator's edit) and profile phone refuse a line break too: they become the invite's attendee", async () => {
    const member = await createMember(ctx, { name: "Ivan Georgiev" });
    const headers = await signedInAs(ctx, member);
    const call = (method: "POST" | "PATCH", url: string, payload: object, as = headers) => ctx.app.inject({ method, url, headers: as, payload });
    const hostile = "Ivan\r\nATTENDEE:mailto:evil@x.test";

    const profile = await call("PATCH", "/api/profile", { fullName: hostile, phone: "", preferredLanguage: "en" });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.fields.fullName).toBe(english(ONE_LINE_MESSAGES.field));
    expect((await call("PATCH", "/api/profile", { fullName: "Ivan", phone: "+359 88\n765", preferredLanguage: "en" })).statusCode).toBe(400);
    expect((await call("POST", "/api/auth/update-user", { name: hostile })).statusCode).toBe(400);
    const edit = await call("PATCH", `/api/clients/${member.id}`, { fullName: hostile, phone: "", preferredLanguage: "en" }, admin);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.fullName).toBe(english(ONE_LINE_MESSAGES.field));
    const [row] = await ctx.db.select({ name: user.name, fullName: profiles.fullName, phone: profiles.phone }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, member.id));
    expect(row).toMatchObject({ name: "Ivan Georgiev" });
    expect(row!.fullName ?? "").not.toMatch(/[\r\n]/);
    expect(row!.phone ?? "").not.toMatch(/[\r\n]/);

    const email = uniqueEmail("signup");
    const signUp = await browser(ctx).post("/api/auth/sign-up/email", { name: hostile, email, password: "Balcony-Tram-Sofia-2026" });
    expect(signUp.statusCode).toBe(400);
    expect(await ctx.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});
