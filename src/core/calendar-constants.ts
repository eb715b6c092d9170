/** The calendar's plain values, without zod (the operator's first page reads them; core/calendar.ts re-exports them). */

/** The calendar shows one day or a week (Monday first). */
export const CALENDAR_VIEWS = ["week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/**
 * How an appointment made by hand is paid: from the client's prepaid hours (reserved now, drawn
 * when done), unpaid (settled another way), or unpaid with a payment request (pay link) sent now.
 */
export const CALENDAR_PAY_WITH = ["prepaid", "unpaid", "request"] as const;
export type CalendarPayWith = (typeof CALENDAR_PAY_WITH)[number];
