import { eq } from "drizzle-orm";
import { BUSINESS } from "../../core/business";
import { buildInvite } from "../../core/appointments/ics";
import { PLACE_NAMES, SERVICE_NAMES } from "../../core/appointments/services";
import type { DbOrTx } from "../db/client";
import { appointments } from "../db/schema";
import { mailLang, memberMailLang, operatorMailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";

type Ctx = { now: Date; publicUrl: string; operatorEmail: string };

/**
 * The confirmation of a booked appointment (issue 27 item 4), in the transaction that confirms
 * it: the customer's mail in their language (a member's profile, else the language they booked
 * in) and the operator's, both carrying the same RFC 5545 invite — one UID per appointment, so a
 * later change or cancellation replaces this very event in both calendars.
 */
export async function enqueueConfirmation(tx: DbOrTx, appointmentId: string, ctx: Ctx): Promise<void> {
  const [a] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!a) return;
  const lang = await customerLang(tx, a);
  const where = a.place === "phone" ? `${PLACE_NAMES[lang].phone}: ${a.phone}` : a.place === "address" && a.address ? a.address : PLACE_NAMES[lang][a.place];
  const ics = buildInvite({
    method: "REQUEST",
    uid: `${a.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence: 0,
    start: a.startsAt,
    end: a.endsAt,
    stamp: ctx.now,
    summary: `${SERVICE_NAMES[lang][a.service]} — ${BUSINESS.name}`,
    description: a.purpose,
    location: where,
    organizer: { name: BUSINESS.name, email: ctx.operatorEmail },
    attendee: { name: a.name, email: a.email },
  });
  const attachments = [{ kind: "invite" as const, method: "REQUEST" as const, ics }];
  const data = mailData(a);
  await enqueueMail(tx, { template: "appointmentConfirmed", to: a.email, data: { ...data, lang }, attachments }, ctx.now);
  await enqueueMail(
    tx,
    { template: "appointmentBooked", to: ctx.operatorEmail, data: { ...data, lang: await operatorMailLang(tx, ctx.operatorEmail), email: a.email }, attachments },
    ctx.now,
  );
}

/** What the appointment mails say about it (the language is the caller's). */
export function mailData(a: typeof appointments.$inferSelect) {
  return {
    name: a.name,
    service: a.service,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    durationMinutes: a.durationMinutes,
    place: a.place,
    ...(a.address ? { address: a.address } : {}),
    phone: a.phone,
    purpose: a.purpose,
    paidWith: a.paidWith,
    ...(a.reservedHours ? { reservedHours: a.reservedHours } : {}),
  };
}

/** The customer's mail language: a member's profile, else the language they booked in. */
export const customerLang = (tx: DbOrTx, a: { userId: string | null; language: string }) => (a.userId ? memberMailLang(tx, a.userId) : Promise.resolve(mailLang(a.language)));
