import { english } from "../../test/english";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { APPOINTMENT_MESSAGES as M } from "../../../core/appointment-messages";
import { zonedInstant } from "../../../core/appointments/zone";
import { appointments, orders, payments } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { uniqueIp } from "../../test/browser";
import { createMember, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";
import { deliverOutbox, smtpCatcher } from "../../test/smtp";

const ctx = await setupTestApp();
const OPERATOR = "operator@concierge.test";

const book = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/appointments", payload, headers, remoteAddress: uniqueIp() });
const booking = (start: Date, over: Record<string, unknown> = {}) => ({
  service: "phone_call",
  durationMinutes: 30,
  start: start.toISOString(),
  place: "phone",
  name: "Мария Петрова",
  email: uniqueEmail("invitee"),
  phone: "+359 88 123 4567",
  purpose: "Обаждане до общината; адресна регистрация",
  payWith: "card",
  language: "bg",
  ...over,
});
const byTemplate = async (to: string, template: string) => (await ctx.mailTo(to)).filter((m) => m.template === template);
/** A visitor's card booking, paid through the test checkout: the booking's answer and the customer's confirmation. */
async function bookAndPay(body: ReturnType<typeof booking>) {
  const res = await book(body);
  expect(res.statusCode).toBe(200);
  await payTestSession(ctx, await followPayLink(ctx, res.json()));
  const [confirmation] = await byTemplate(body.email, "appointmentConfirmed");
  return { res, confirmation: confirmation! };
}

describe("the confirmation and its invite", () => {
  it("a paid booking: the customer's mail in their language and the operator's, both with the same REQUEST invite, once", async () => {
    const start = zonedInstant("2026-11-30", 10 * 60); // a Monday, 10:00 Sofia
    const body = booking(start);
    const res = await book(body);
    expect(res.statusCode).toBe(200);
    // Held, not paid: nothing yet.
    expect(await byTemplate(body.email, "appointmentConfirmed")).toHaveLength(0);
    const sessionId = await followPayLink(ctx, res.json());
    await Promise.all([payTestSession(ctx, sessionId), payTestSession(ctx, sessionId)]);

    const [mine] = await byTemplate(body.email, "appointmentConfirmed");
    expect(await byTemplate(body.email, "appointmentConfirmed")).toHaveLength(1);
    expect(mine!.subject).toBe("Потвърдено: Телефонен разговор, 30 ноември 2026 г., 10:00 ч. българско време (EET)");
    expect(mine!.text).toContain("Платено с карта.");
    const invite = mine!.attachments[0]!;
    expect(invite).toMatchObject({ kind: "invite", method: "REQUEST" });
    const ics = "ics" in invite ? invite.ics : "";
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, res.json().appointment.id));
    expect(ics).toContain(`UID:${row!.id}@concierge.localhost`);
    expect(ics).toContain("DTSTART;TZID=Europe/Sofia:20261130T100000");
    expect(ics).toContain("DTEND;TZID=Europe/Sofia:20261130T103000");
    // MAIL_FROM's address sends it on the operator's behalf (lines unfolded as a reader would).
    expect(ics.replace(/\r\n /g, "")).toContain(`ORGANIZER;CN=Concierge;SENT-BY="mailto:hello@concierge.localhost":mailto:${OPERATOR}`);

    const operatorMails = (await byTemplate(OPERATOR, "appointmentBooked")).filter((m) => m.text.includes(body.email));
    expect(operatorMails).toHaveLength(1);
    expect(operatorMails[0]!.attachments).toEqual(mine!.attachments);
    // The receipt too (the one checkout), and the order is paid.
    expect(await byTemplate(body.email, "paymentReceipt")).toHaveLength(1);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!)))[0]!.status).toBe("paid");
  });

  it("a prepaid booking is confirmed by mail at once, in the member's language, with the reserved hours", async () => {
    const member = await createMember(ctx);
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 3, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const start = zonedInstant("2026-12-01", 14 * 60);
    const body = booking(start, { payWith: "prepaid", service: "in_person", durationMinutes: 90, place: "address", address: "ul. Rakovski 1, Sofia", email: member.email, name: "Maria", language: "en" });
    expect((await book(body, await signedInAs(ctx, member))).statusCode).toBe(200);
    const [mail] = await byTemplate(member.email, "appointmentConfirmed");
    expect(mail!.subject).toBe("Confirmed: In-person help, 1 December 2026, 14:00 Sofia time (EET)");
    expect(mail!.text).toContain("1.5 prepaid hours are reserved on your balance, drawn when the appointment is done.");
    expect(mail!.text).toContain("At the address you give: ul. Rakovski 1, Sofia");
  });

  it("a New York visitor's confirmation gives the time in New York with Sofia's beside it, in either language; the operator's stays in Sofia time", async () => {
    const start = zonedInstant("2026-12-07", 10 * 60); // a Monday, 10:00 Sofia, 03:00 in New York
    const en = booking(start, { language: "en", visitorZone: "America/New_York" });
    const { confirmation: mine } = await bookAndPay(en);
    expect(mine.text).toContain("Mon 7 Dec, 03:00 (New York) · 10:00 Sofia time until 10:30");
    expect(mine.html).toContain("Mon 7 Dec, 03:00 (New York) · 10:00 Sofia time");
    const [operator] = (await byTemplate(OPERATOR, "appointmentBooked")).filter((m) => m.text.includes(en.email));
    expect(operator!.text).not.toContain("New York");

    const bg = booking(new Date(start.getTime() + 3600_000), { visitorZone: "America/New_York" });
    const { confirmation: hers } = await bookAndPay(bg);
    expect(hers.text).toContain("пн, 7 декември, 04:00 (New York) · 11:00 софийско време до 11:30");
  });

  it("refuses a time zone that is not one (400 on the field); none at all is Sofia's time", async () => {
    const start = zonedInstant("2026-12-08", 10 * 60);
    for (const visitorZone of ["Mars/Olympus_Mons", "../../etc/passwd", 42]) {
      const res = await book(booking(start, { visitorZone }));
      expect(res.statusCode, String(visitorZone)).toBe(400);
      expect(res.json().error.fields.visitorZone).toBe(english(M.zone));
    }
    const { confirmation: mine } = await bookAndPay(booking(start, { language: "en" }));
    expect(mine.text).toContain("8 December 2026, 10:00 Sofia time (EET) until 10:30");
  });

  it("reaches a real mail server with its text/calendar; method=REQUEST part and invite.ics", async () => {
    const start = zonedInstant("2026-12-02", 9 * 60);
    const body = booking(start, { language: "en", name: "Paula" });
    await bookAndPay(body);
    const smtp = await smtpCatcher();
    try {
      await deliverOutbox(ctx, smtp.url);
      const mail = (await smtp.messages()).find((m) => m.to && JSON.stringify(m.to).includes(body.email) && m.subject?.startsWith("Confirmed:"));
      expect(mail).toBeDefined();
      const ics = mail!.attachments.find((a) => a.filename === "invite.ics");
      expect(ics).toMatchObject({ filename: "invite.ics", contentType: "application/ics" });
      const text = ics!.content.toString("utf8");
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain("METHOD:REQUEST\r\n");
      expect(text).toContain("DTSTART;TZID=Europe/Sofia:20261202T090000\r\n");
      expect(text).toContain("BEGIN:VTIMEZONE\r\n");
    } finally {
      await smtp.close();
    }
  });

  it("the confirmation's cancel link cancels without signing in: slot freed, refund marked, METHOD:CANCEL to both; an altered token changes nothing", async () => {
    const start = zonedInstant("2026-12-03", 11 * 60);
    const body = booking(start, { language: "en", name: "Ana" });
    const { res, confirmation: mail } = await bookAndPay(body);
    const link = linkFrom(mail.text, "http://concierge.localhost/book/cancel?token=");
    const token = new URL(link).searchParams.get("token")!;
    const api = (method: "GET" | "POST", t: string) => ctx.app.inject({ method, url: `/api/appointments/cancel/${t}`, remoteAddress: uniqueIp(), ...(method === "POST" ? { payload: {} } : {}) });

    expect((await api("GET", token)).json()).toEqual({ service: "phone_call", start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString(), status: "confirmed", cancellable: true });
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "short", "x".repeat(300)]) {
      const refused = await api("POST", bad);
      expect(refused.statusCode).toBe(404);
      if (bad.length < 300) expect(refused.json().error.message).toBe(english(M.cancelLinkInvalid));
    }
    const [before] = await ctx.db.select().from(appointments).where(eq(appointments.id, res.json().appointment.id));
    expect(before!.status).toBe("confirmed");

    const cancelled = await api("POST", token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", cancellable: false });
    expect((await api("POST", token)).json().error.message).toBe("This appointment is already cancelled.");
    // The slot is free for the next person, the card payment is marked for a refund.
    const slots = await ctx.app.inject({ method: "GET", url: "/api/appointments/slots?service=phone_call&durationMinutes=30" });
    expect(slots.json().slots.map((s: { start: string }) => s.start)).toContain(start.toISOString());
    expect((await ctx.db.select().from(payments).where(eq(payments.orderId, before!.orderId!)))[0]!.refundDue).toBe(true);
    // Both calendars: the same UID, the next SEQUENCE, METHOD:CANCEL.
    const [customer] = await byTemplate(body.email, "appointmentCancelled");
    const [operator] = (await byTemplate(OPERATOR, "appointmentCancelled")).filter((m) => m.text.includes(body.email));
    expect(customer!.subject).toBe("Cancelled: Phone call, 3 December 2026, 11:00 Sofia time (EET)");
    expect(customer!.text).toContain("The payment will be refunded to your card.");
    for (const m of [customer!, operator!]) {
      const ics = (m.attachments[0] as { ics: string }).ics;
      expect(ics).toContain("METHOD:CANCEL\r\n");
      expect(ics).toContain("STATUS:CANCELLED\r\n");
      expect(ics).toContain("SEQUENCE:1\r\n");
      expect(ics).toContain(`UID:${before!.id}@concierge.localhost\r\n`);
    }
  });

  it("a prepaid cancellation gives the reserved hours back; the link closes 24 hours before", async () => {
    const member = await createMember(ctx);
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 1, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const browser = await signedInAs(ctx, member);
    const first = booking(zonedInstant("2026-12-04", 9 * 60), { payWith: "prepaid", email: member.email, language: "en" });
    expect((await book(first, browser)).statusCode).toBe(200);
    const second = booking(zonedInstant("2026-12-04", 12 * 60), { payWith: "prepaid", email: member.email, language: "en" });
    expect((await book(second, browser)).statusCode).toBe(402);
    const token = (mail: { text: string }) => new URL(linkFrom(mail.text, "http://concierge.localhost/book/cancel?token=")).searchParams.get("token")!;
    const [confirmation] = await byTemplate(member.email, "appointmentConfirmed");
    expect((await ctx.app.inject({ method: "POST", url: `/api/appointments/cancel/${token(confirmation!)}`, payload: {}, remoteAddress: uniqueIp() })).statusCode).toBe(200);
    expect((await book(second, browser)).statusCode).toBe(200);

    // Less than 24 hours before: refused, nothing changes.
    const [latest] = await byTemplate(member.email, "appointmentConfirmed");
    ctx.clock.advance(zonedInstant("2026-12-03", 12 * 60 + 1).getTime() - ctx.clock.now().getTime());
    const late = await ctx.app.inject({ method: "POST", url: `/api/appointments/cancel/${token(latest!)}`, payload: {}, remoteAddress: uniqueIp() });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("This appointment can no longer be cancelled online: it is less than 24 hours away. Please reply to your confirmation email.");
    expect((await ctx.db.select().from(appointments).where(eq(appointments.startsAt, zonedInstant("2026-12-04", 12 * 60))))[0]!.status).toBe("confirmed");
  });
});
