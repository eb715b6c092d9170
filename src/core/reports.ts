import { messageGroup, messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { zonedInstant, wallClock } from "./appointments/zone";
import { contract } from "./contract";
import { CSV_SEPARATORS } from "./payments";
import { isMonth, monthsOf, REPORT_MAX_MONTHS } from "./report-months";
import { reportsRoutes } from "./routes/reports";

/*
 * The business at a glance (the admin home) and the monthly reports (/dashboard/reports). Every
 * figure, and why it is counted so, is in docs/decisions/0041-business-numbers.md. Amounts are euro
 * cents (BGN rows converted one by one by the euro rule); months and weeks are Sofia's calendar.
 */

export { REPORT_MAX_MONTHS };
/** How many weeks the home's bookings chart shows. */
export const OVERVIEW_WEEKS = 12;
/** The home's trend: this month and the twelve before it (so the same month last year is in it). */
export const OVERVIEW_MONTHS = 13;

const MONTH_MESSAGE = messageText(msg("reportPeriod.month"));
export const monthSchema = z.string().refine(isMonth, MONTH_MESSAGE);

/** The Sofia calendar month an instant falls in. */
export const sofiaMonth = (instant: Date): string => wallClock(instant).day.slice(0, 7);

/** The instant a Sofia month begins (midnight on its first day, Sofia time). */
export const monthStart = (month: string): Date => zonedInstant(`${month}-01`, 0);

export const REPORT_PERIOD_MESSAGES = {
  ...messageGroup("reportPeriod", ["order", "tooLong"]),
} as const;

/**
 * At most REPORT_MAX_MONTHS months. Counted only between two real months: zod runs this check
 * after a month has failed its own, and counting from "" or "1" never reaches the end.
 */
const notTooLong = (q: { from: string; to: string }) => !isMonth(q.from) || !isMonth(q.to) || q.from > q.to || monthsOf(q.from, q.to).length <= REPORT_MAX_MONTHS;

export const reportQuerySchema = z
  .object({ from: monthSchema, to: monthSchema })
  .refine((q) => q.from <= q.to, { message: messageText(REPORT_PERIOD_MESSAGES.order), path: ["to"] })
  .refine(notTooLong, { message: messageText(REPORT_PERIOD_MESSAGES.tooLong), path: ["to"] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportExportQuerySchema = z
  .object({ from: monthSchema, to: monthSchema, separator: z.enum(CSV_SEPARATORS, messageText(msg("schema.csvSeparator"))).optional() })
  .refine((q) => q.from <= q.to, { message: messageText(REPORT_PERIOD_MESSAGES.order), path: ["to"] })
  .refine(notTooLong, { message: messageText(REPORT_PERIOD_MESSAGES.tooLong), path: ["to"] });

const cents = z.number().int();

/** One month's (or a period's) figures. */
export const reportFiguresSchema = z.object({
  /** Earned revenue = work + hoursValue (euro cents). */
  earned: cents,
  /** Paid work (task, appointment, translation, requested and custom amounts), net of refunds of work; no tips, no packs. */
  work: cents,
  /** Prepaid hours drawn for work, valued at the hourly price in force when drawn. */
  hoursValue: cents,
  /** Cash taken = payments − refunds. */
  cash: cents,
  payments: cents,
  refunds: cents,
  hoursSold: z.number(),
  hoursUsed: z.number(),
  invoices: z.object({ count: z.number().int(), amount: cents }),
  creditNotes: z.object({ count: z.number().int(), amount: cents }),
  /** Promises that came due in the period, and how many were kept in time: 24 h (contact, messages), 48 h (translations). */
  promises24: z.object({ kept: z.number().int(), due: z.number().int() }),
  promises48: z.object({ kept: z.number().int(), due: z.number().int() }),
  bookings: z.number().int(),
  /** Stotinki of BGN counted (converted) in payments and refunds. */
  bgnIncluded: cents,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportMonthSchema = reportFiguresSchema.extend({
  month: monthSchema,
  /** The month has not begun yet (nothing can be in it). */
  future: z.boolean(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const reportSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  months: z.array(reportMonthSchema),
  totals: reportFiguresSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** Receivables (open payment requests) by age since they were issued. */
export const RECEIVABLE_AGES = ["days0to7", "days8to30", "over30"] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];

export const overviewSchema = z.object({
  /** This month (Sofia), and the months the comparison names. */
  month: monthSchema,
  thisMonth: reportMonthSchema,
  lastMonth: reportMonthSchema,
  sameMonthLastYear: reportMonthSchema,
  /** OVERVIEW_MONTHS months, oldest first, ending with this month. */
  trend: z.array(reportMonthSchema),
  /** Prepaid hours clients hold now (sold, not yet drawn). */
  prepaidBalance: z.number(),
  receivables: z.object({
    ages: z.array(z.object({ age: z.enum(RECEIVABLE_AGES), count: z.number().int(), amount: cents })),
    total: z.object({ count: z.number().int(), amount: cents }),
  }),
  /** OVERVIEW_WEEKS Sofia weeks (Monday first), oldest first, ending with this week. */
  weeks: z.array(z.object({ week: z.string(), bookings: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;

export const reportsContract = contract(reportsRoutes, {
  overview: { response: { 200: overviewSchema } },
  get: { query: reportQuerySchema, response: { 200: reportSchema } },
  exportCsv: { query: reportExportQuerySchema, response: "file" },
});
