import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { BUSINESS } from "../../../core/business";
import { localizeLink } from "../../../core/i18n/language-rule";
import { buildInvite } from "../../../core/appointments/ics";
import { PLACE_NAMES, SERVICE_NAMES } from "../../../core/appointments/services";
import type { DbOrTx } from "../../db/client";
import { appointments, type MailAttachmentRef } from "../../db/schema";
import { hashCancelToken } from "../../policies/appointment";
import { memberMailLang, operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { type Locale, pickLocale } from "../../../core/locale";

/** `mailFrom`: MAIL_FROM, the mails' sender, named as the invite's SENT-BY when it is not the operator's address. */
export type MailCtx = { now: Date; publicUrl: string; operatorEmail: string; mailFrom: string };
type Ctx = MailCtx;
/** Who changed an appointment: the operator's own notice names them. */
export type ChangedBy = "operator" | "client";
type Appointment = typeof appointments.$inferSelect;

/** "Concierge <hello@example.com>" → hello@example.com. */
const addressOf = (from: string) => (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();

/** The invite both calendars get: one UID per appointment, its current SEQUENCE. */
function inviteOf(a: Appointment, method: "REQUEST" | "CANCEL", lang: Locale, ctx: Ctx): MailAttachmentRef {
  const where = a.place === "phone" ? `${PLACE_NAMES[lang].phone}: ${a.phone}` : a.place === "address" && a.address ? a.address : PLACE_NAMES[lang][a.place];
  const ics = buildInvite({
    method,
    uid: `${a.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence: a.sequence,
    start: a.startsAt,
    end: a.endsAt,
    stamp: ctx.now,
    summary: `${SERVICE_NAMES[lang][a.service]} — ${BUSINESS.name}`,
    description: a.purpose,
    location: where,
    organizer: { name: BUSINESS.name, email: ctx.operatorEmail, sentBy: addressOf(ctx.mailFrom) },
    attendee: { name: a.name, email: a.email },
  });
  return { kind: "invite", method, ics };
}

/**
 * A new token for the appointment's links, replacing the last one (whose links stop working):
 * one token serves both the cancel and the reschedule link, which always travel in the same mail.
 */
async function newLinkToken(tx: DbOrTx, appointmentId: string) {
  const token = randomBytes(32).toString("base64url");
  const [a] = await tx.update(appointments).set({ cancelTokenHash: hashCancelToken(token) }).where(eq(appointments.id, appointmentId)).returning();
  return { token, a };
}

/** The customer's links to cancel or reschedule without signing in, in their language. */
const linksOf = (token: string, lang: Locale, ctx: Ctx) => ({
  cancelLink: localizeLink(`${ctx.publicUrl}/book/cancel?token=${token}`, lang),
  rescheduleLink: localizeLink(`${ctx.publicUrl}/book/reschedule?token=${token}`, lang),
});

/**
 * The confirmation of a booked appointment, in the transaction that confirms
 * it: the customer's mail in their language (a member's profile, else the language they booked
 * in), with its single-purpose cancel and reschedule links, and the operator's; both carry the
 * same RFC 5545 invite, so a later change replaces this very event in both calendars.
 */
export async function enqueueConfirmation(tx: DbOrTx, appointmentId: string, ctx: Ctx): Promise<void> {
  const { token, a } = await newLinkToken(tx, appointmentId);
  if (!a) return;
  const lang = await customerLang(tx, a);
  const attachments = [inviteOf(a, "REQUEST", lang, ctx)];
  await enqueueMail(tx, { template: "appointmentConfirmed", to: a.email, data: { ...mailData(a), lang, ...linksOf(token, lang, ctx) }, attachments }, ctx.now);
  await enqueueMail(
    tx,
    { template: "appointmentBooked", to: ctx.operatorEmail, data: { ...mailData(a), lang: await operatorMailLang(tx, ctx.operatorEmail), email: a.email }, attachments },
    ctx.now,
  );
}

/** A cancelled appointment (its SEQUENCE already moved on): both calendars get METHOD:CANCEL. */
export const enqueueCancellation = (tx: DbOrTx, a: Appointment, ctx: Ctx, by: ChangedBy) => enqueueChange(tx, a, "appointmentCancelled", "CANCEL", ctx, by, {});

/**
 * A moved appointment (its SEQUENCE already moved on): both calendars get the REQUEST with the new
 * time and the same UID; the customer's mail carries fresh cancel and reschedule links (the
 * earlier mails' links are used up).
 */
export async function enqueueMove(tx: DbOrTx, a: Appointment, ctx: Ctx, by: ChangedBy): Promise<void> {
  const { token } = await newLinkToken(tx, a.id);
  await enqueueChange(tx, a, "appointmentMoved", "REQUEST", ctx, by, linksOf(token, await customerLang(tx, a), ctx));
}

/**
 * A change to a confirmed appointment: the customer's mail in their language (with `extra`) and
 * the operator's in theirs, saying who made it (`by`), each with the update.
 */
async function enqueueChange(tx: DbOrTx, a: Appointment, template: "appointmentCancelled" | "appointmentMoved", method: "REQUEST" | "CANCEL", ctx: Ctx, by: ChangedBy, extra: object): Promise<void> {
  const lang = await customerLang(tx, a);
  await enqueueMail(tx, { template, to: a.email, data: { ...mailData(a), lang, ...extra }, attachments: [inviteOf(a, method, lang, ctx)] }, ctx.now);
  const operatorLang = await operatorMailLang(tx, ctx.operatorEmail);
  await enqueueMail(tx, { template, to: ctx.operatorEmail, data: { ...mailData(a), lang: operatorLang, operator: { email: a.email, by } }, attachments: [inviteOf(a, method, operatorLang, ctx)] }, ctx.now);
}

/** What the appointment mails say about it (the language is the caller's). */
export function mailData(a: Appointment) {
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
    ...(a.visitorZone ? { visitorZone: a.visitorZone } : {}),
  };
}

/** The customer's mail language: a member's profile, else the language they booked in. */
export const customerLang = (tx: DbOrTx, a: { userId: string | null; language: string }) => (a.userId ? memberMailLang(tx, a.userId) : Promise.resolve(pickLocale(a.language)));
