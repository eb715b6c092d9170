import { type Message, messageGroup, messageGroupWith, type MessageParam, msg } from "./i18n/messages/message";
/**
 * Tasks' statuses, urgencies, tabs, texts and limits: apart from core/tasks.ts's zod
 * schemas (which re-exports them), so a screen that only shows a task's status or a message
 * loads no zod (as core/auth-messages.ts).
 */

export const TASK_STATUSES = ["pending", "in_progress", "completed", "pending_review"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const URGENCIES = ["low", "normal", "high", "urgent"] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = "normal";

/** The list's filter tabs: All Tasks, Pending, In Progress, Completed. */
export const TASK_TABS = ["all", "pending", "in_progress", "completed"] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** Members may attach documents while a task is open. */
export const isOpenStatus = (s: TaskStatus) => s !== "completed";

/** The product's texts. */
export const TASK_MESSAGES = {
  ...messageGroup("task", ["mustSignIn", "titleRequired", "submitted"]),
  ...messageGroupWith("task", "message", ["submitFailed", "loadFailed"]),
  ...messageGroup("task", ["submitting", "loading", "loadingMember", "empty", "emptyMemberHint", "insufficientHours", "hoursInvalid", "taskClosed", "updated"]),
  updateFailed: (message: MessageParam): Message => msg("task.updateFailed", { message }),
  nothingToBill: msg("task.nothingToBill"),
} as const;

export const MAX_TASK_DOCUMENTS = 10;
export const TASK_PAGE_SIZE = 20;
/** Hours are recorded in half-hour steps (the rule: core/hours-rule.ts). */
export { HOURS_STEP } from "./hours-rule";
export const MAX_HOURS_PER_UPDATE = 1000;

