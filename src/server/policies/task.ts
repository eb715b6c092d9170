import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { isOpenStatus, type TaskStatus } from "../../core/tasks";
import { taskStatusCounts, tasks } from "../db/schema";
import { isOperator, type Who } from "./who";

/**
 * Who may see or change a task (one policy per entity). Every task query goes
 * through `scope`: a member reaches only their own tasks, so another member's id looks
 * exactly like an unknown one (404).
 */
export const taskPolicy = {
  /** `ownId` stands for the member's id in a prepared statement (a placeholder); it is the actor's id otherwise. */
  scope: (actor: Who, ownId: string | Placeholder | undefined = actor?.userId): SQL =>
    !actor || ownId === undefined ? sql`false` : isOperator(actor) ? sql`true` : eq(tasks.userId, ownId),
  /** The same rule over the per-client status counts (the tab badges). */
  countsScope: (actor: Who, ownId: string | Placeholder | undefined = actor?.userId): SQL =>
    !actor || ownId === undefined ? sql`false` : isOperator(actor) ? sql`true` : eq(taskStatusCounts.userId, ownId),
  /** Status, notes and hours are the operator's. */
  canUpdate: (actor: Who) => isOperator(actor),
  /** Another document: the operator always, the owner while the task is open. */
  canAttach: (actor: Who, task: { userId: string; status: TaskStatus }) =>
    !!actor && (isOperator(actor) || (task.userId === actor.userId && isOpenStatus(task.status))),
  /** Bill unpaid time: the operator, while some is left unbilled. */
  canBill: (actor: Who, unbilledHours: number) => isOperator(actor) && unbilledHours > 0,
  /** The admin sees whose task it is; the member's own list needs no client column. */
  seesClient: (actor: Who) => isOperator(actor),
  /** Search by title, client name or email, and one client's tasks (client detail): the operator's tools. */
  canSearch: (actor: Who) => isOperator(actor),
};
