import { messageText, msg } from "./i18n/messages/message";
import { z } from "zod";
import { clientRefSchema } from "./row-fields";
import { contract } from "./contract";
import { choiceParam, pageOf, pageParams, searchParam } from "./list-query";
import { documentRowSchema } from "./documents";
import { paymentRequestCreateSchema, paymentRequestSchema } from "./payments";
import { tasksRoutes } from "./routes/tasks";
import { TASK_STATUSES, URGENCIES, DEFAULT_URGENCY, TASK_TABS, TASK_MESSAGES, MAX_TASK_DOCUMENTS, TASK_PAGE_SIZE, HOURS_STEP, MAX_HOURS_PER_UPDATE } from "./tasks-constants";
import { LENGTH_MESSAGES } from "./length-messages";

/*
 * Tasks: a member asks for help, the operator works it. Routes: core/routes/tasks.ts.
 */

export { TASK_STATUSES, URGENCIES, DEFAULT_URGENCY, TASK_TABS, isOpenStatus, TASK_MESSAGES, MAX_TASK_DOCUMENTS, TASK_PAGE_SIZE, HOURS_STEP, MAX_HOURS_PER_UPDATE, type TaskStatus, type Urgency, type TaskTab } from "./tasks-constants";

const uuid = z.string().uuid();

/** 'New Task Request' (member). Unknown keys (status, hours…) are dropped, never obeyed. */
export const createTaskSchema = z.object({
  title: z
    .string(messageText(TASK_MESSAGES.titleRequired))
    .trim()
    .min(1, messageText(TASK_MESSAGES.titleRequired))
    .max(200, messageText(LENGTH_MESSAGES.title(200))),
  description: z.string().trim().max(5000, messageText(LENGTH_MESSAGES.description(5000))).default(""),
  urgency: z.enum(URGENCIES, messageText(msg("schema.urgencyRequired"))).default(DEFAULT_URGENCY),
  /** Ids from POST /api/documents/uploads by the same user. */
  documentIds: z.array(uuid).max(MAX_TASK_DOCUMENTS, messageText(LENGTH_MESSAGES.documentsPerTask(MAX_TASK_DOCUMENTS))).default([]),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type CreateTask = z.output<typeof createTaskSchema>;

/** A number of hours in 0.5 steps, ≥ 0. */
export const hoursSchema = z
  .number(messageText(TASK_MESSAGES.hoursInvalid))
  .min(0, messageText(TASK_MESSAGES.hoursInvalid))
  .max(MAX_HOURS_PER_UPDATE, messageText(TASK_MESSAGES.hoursInvalid))
  .refine((h) => Number.isInteger(h / HOURS_STEP), messageText(TASK_MESSAGES.hoursInvalid));

/** The operator's Update dialog. hoursSpent is what this update adds (0: none). */
export const taskUpdateSchema = z.strictObject({
  status: z.enum(TASK_STATUSES, messageText(msg("order.statusRequired"))),
  adminNotes: z.string().trim().max(5000, messageText(LENGTH_MESSAGES.notes(5000))).default(""),
  hoursSpent: hoursSchema.default(0),
  /** true: debit the client's prepaid balance; false: record as unpaid time. */
  drawFromBalance: z.boolean().default(true),
});
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

/** GET /api/tasks query; lives in the page URL too (tab, cursor, q). */
export const taskListQuerySchema = z.object({
  tab: choiceParam(TASK_TABS, "all"),
  q: searchParam(),
  /** Admin only: one client's tasks (client detail, Tasks tab). */
  clientId: z.string().max(100).optional(),
  ...pageParams(TASK_PAGE_SIZE, { cursorMax: 200 }),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

const moneySchema = z.object({ amount: z.number().int(), currency: z.enum(["BGN", "EUR"]) });

/** One row of My Tasks / All Client Tasks. Dates are ISO strings. */
export const taskRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  urgency: z.enum(URGENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** All hours recorded on the task (drawn + unpaid). */
  hoursUsed: z.number(),
  /** The part of hoursUsed not drawn from the prepaid balance. */
  unpaidHours: z.number(),
  documentCount: z.number().int(),
  /** Whose task it is: present for the admin; null for the member's own list. */
  client: clientRefSchema.nullable(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

export const taskCountsSchema = z.object({ all: z.number().int(), pending: z.number().int(), inProgress: z.number().int(), completed: z.number().int() });
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const taskListPageSchema = z.object({
  ...pageOf(taskRowSchema),
  /** Over the caller's whole scope (and the admin's search), not just this page. */
  counts: taskCountsSchema,
});
export type TaskListPage = z.infer<typeof taskListPageSchema>;

export const taskAbilitiesSchema = z.object({
  /** Admin: the Update dialog. */
  canUpdate: z.boolean(),
  /** Owner of an open task, or admin: attach another document. */
  canAttach: z.boolean(),
  /** Admin, while the task has unbilled unpaid time: Bill unpaid time. */
  canBill: z.boolean(),
});

export const taskDetailsSchema = taskRowSchema.extend({
  description: z.string(),
  /** null when the operator has written none (then the dialog hides the section). */
  adminNotes: z.string().nullable(),
  documents: z.array(documentRowSchema),
  /**
   * Hours drawn from the client's prepaid balance for this task, and the client's balance now
   * (prepaid time is hours and the balance left, never money).
   */
  prepaid: z.object({ hours: z.number(), balance: z.number() }),
  /** The part of unpaidHours already billed with a payment request. */
  billedHours: z.number(),
  /** Unpaid time not billed yet, and what billing it asks: hours × the catalogue's hourly rate. */
  unbilled: z.object({ hours: z.number(), amount: moneySchema }),
  hourlyRate: moneySchema,
  abilities: taskAbilitiesSchema,
});
export type TaskDetails = z.infer<typeof taskDetailsSchema>;

export const taskParamsSchema = z.object({ id: z.string() });

/** Bill unpaid time: the Request Payment dialog's amount and description; the task names the client and the hours. */
export const taskBillSchema = paymentRequestCreateSchema.omit({ taskId: true });
export type TaskBillInput = z.input<typeof taskBillSchema>;

export const tasksContract = contract(tasksRoutes, {
  list: { query: taskListQuerySchema, response: { 200: taskListPageSchema } },
  create: { body: createTaskSchema, response: { 201: taskDetailsSchema } },
  get: { params: taskParamsSchema, response: { 200: taskDetailsSchema } },
  update: { params: taskParamsSchema, body: taskUpdateSchema, response: { 200: taskDetailsSchema } },
  bill: { params: taskParamsSchema, body: taskBillSchema, response: { 201: paymentRequestSchema } },
  /** The file is the raw body (no JSON schema). */
  attach: { params: taskParamsSchema, response: { 201: documentRowSchema } },
});
