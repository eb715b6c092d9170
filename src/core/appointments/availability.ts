import { messageText } from "../i18n/messages/message";
import { z } from "zod";
import { isoDay } from "../dates";
import { APPOINTMENT_MESSAGES as M } from "../appointment-messages";

/**
 * The operator's availability: weekly hours per weekday in Europe/Sofia,
 * dated exceptions (closed, or other hours), a buffer after each appointment, and how far
 * ahead / how soon one can book. One interval per day keeps the form and the rule simple.
 */
const hhmm = z.string(messageText(M.timeFormat)).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, messageText(M.timeFormat));

const hoursSchema = z
  .strictObject({ open: z.boolean(), start: hhmm, end: hhmm })
  .refine((h) => !h.open || h.start < h.end, { message: messageText(M.endAfterStart), path: ["end"] });

const exceptionSchema = z
  .strictObject({ date: isoDay, closed: z.boolean(), start: hhmm, end: hhmm })
  .refine((e) => e.closed || e.start < e.end, { message: messageText(M.endAfterStart), path: ["end"] });

export const MAX_EXCEPTIONS = 200;

export const availabilitySchema = z
  .strictObject({
    /** Monday first (index 0) … Sunday (index 6). */
    weekly: z.array(hoursSchema).length(7),
    exceptions: z.array(exceptionSchema).max(MAX_EXCEPTIONS, messageText(M.tooManyExceptions)),
    bufferMinutes: z.number(messageText(M.buffer)).int(messageText(M.buffer)).min(0, messageText(M.buffer)).max(240, messageText(M.buffer)),
    horizonDays: z.number(messageText(M.horizon)).int(messageText(M.horizon)).min(1, messageText(M.horizon)).max(365, messageText(M.horizon)),
    minNoticeHours: z.number(messageText(M.notice)).int(messageText(M.notice)).min(0, messageText(M.notice)).max(720, messageText(M.notice)),
  })
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.exceptions.forEach((e, i) => {
      if (seen.has(e.date)) ctx.addIssue({ code: "custom", path: ["exceptions", i, "date"], message: messageText(M.duplicateException) });
      seen.add(e.date);
    });
  });
export type Availability = z.infer<typeof availabilitySchema>;
export type DayHours = Availability["weekly"][number];

const weekday: DayHours = { open: true, start: "09:00", end: "18:00" };
const closed: DayHours = { open: false, start: "09:00", end: "18:00" };

/** The business hours (Mon–Fri 9:00–18:00), no buffer, up to 30 days ahead, not within 12 hours. */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: [weekday, weekday, weekday, weekday, weekday, closed, closed],
  exceptions: [],
  bufferMinutes: 0,
  horizonDays: 30,
  minNoticeHours: 12,
};

/** The opening hours of one Sofia day, as minutes past midnight; null when closed. */
export function hoursOn(a: Availability, day: string, weekdayIndex: number): { start: number; end: number } | null {
  const exception = a.exceptions.find((e) => e.date === day);
  const h = exception ? { open: !exception.closed, start: exception.start, end: exception.end } : a.weekly[weekdayIndex];
  if (!h?.open) return null;
  return { start: minutes(h.start), end: minutes(h.end) };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
