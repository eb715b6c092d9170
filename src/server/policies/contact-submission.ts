import { type SQL, sql } from "drizzle-orm";
import { isOperator, type Who } from "./who";

/**
 * Who may see or act on a contact submission (the operator's Contact inbox). A visitor's
 * request is the operator's alone: a member's scope is empty, so every inbox query that goes
 * through `scope` finds nothing for them (the routes are also declared `admin`).
 */
export const contactSubmissionPolicy = {
  scope: (actor: Who): SQL => (isOperator(actor) ? sql`true` : sql`false`),
  canReply: (actor: Who) => isOperator(actor),
  canChangeStatus: (actor: Who) => isOperator(actor),
  /** Once: a submission already linked to a client is not converted again (409 already_client). */
  canConvertToClient: (actor: Who, submission: { clientId: string | null }) => isOperator(actor) && !submission.clientId,
  /** Once: a submission already turned into a task is not converted again (409 already_task). */
  canConvertToTask: (actor: Who, submission: { taskId: string | null }) => isOperator(actor) && !submission.taskId,
};
