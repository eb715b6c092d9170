import { z } from "zod";
import { messageText, msg } from "./i18n/messages/message";
import { isCalendarDay } from "./calendar-day";

export const DATE_MESSAGE = messageText(msg("schema.dateFormat"));

/**
 * A day in a list filter (from / to), as YYYY-MM-DD. An impossible day is a 400 with the
 * same message, never a 500 from the database or a day silently shifted into the next month.
 */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE).refine(isCalendarDay, DATE_MESSAGE);
export const isoDayFilter = isoDay.optional();
