/** The calendar's plain values, without zod (the operator's first page reads them; core/calendar.ts re-exports them). */

/** The calendar shows one day or a week (Monday first). */
export const CALENDAR_VIEWS = ["week", "day"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
