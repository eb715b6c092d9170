import { eq, type SQL, sql } from "drizzle-orm";
import { isOpenStatus, type TaskStatus } from "../../core/tasks";
import { taskStatusCounts, tasks } from "../db/schema";
import type { Actor } from "../http/access";

/**
 * Who may see or change a task (STYLE: one policy per entity). Every task query goes
 * through `scope`: a member reaches only their own tasks, so another member's id looks
 * exactly like an unknown one (404).
 */
export const taskPolicy = {
  scope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(tasks.userId, actor.userId)),
  /** The same rule over the per-client status counts (the tab badges). */
  countsScope: (actor: Actor): SQL => (actor.role === "admin" ? sql`true` : eq(taskStatusCounts.userId, actor.userId)),
  /** Status, notes and hours are the operator's. */
  canUpdate: (actor: Actor) => actor.role === "admin",
  /** Another document: the operator always, the owner while the task is open. */
  canAttach: (actor: Actor, task: { userId: string; status: TaskStatus }) =>
    actor.role === "admin" || (task.userId === actor.userId && isOpenStatus(task.status)),
  /** The admin sees whose task it is; the member's own list needs no client column. */
  seesClient: (actor: Actor) => actor.role === "admin",
};
