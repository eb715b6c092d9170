import { msg } from "../../../core/i18n/messages/message";
import { and, eq } from "drizzle-orm";
import type { Urgency } from "../../../core/tasks-constants";
import type { Tx } from "../../db/client";
import { tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { clientPolicy } from "../../policies/client";

export type ClientTask = { clientId: string; title: string; description: string; urgency: Urgency };

/**
 * A Pending task the operator opens for a client from an inbox (a contact request, a paid
 * order), inside the caller's transaction. The client must be a member account the operator
 * may manage (clientPolicy): an admin's or an unknown id is 404 msg("client.notFound").
 */
export async function createTaskForClient(tx: Tx, actor: Actor, input: ClientTask, now: Date): Promise<string> {
  const [client] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(clientPolicy.scope(actor), eq(user.id, input.clientId)));
  if (!client) throw new HttpError(404, "client_not_found", msg("client.notFound"));
  const [task] = await tx
    .insert(tasks)
    .values({ userId: client.id, title: input.title, description: input.description, urgency: input.urgency, status: "pending", createdAt: now, updatedAt: now })
    .returning({ id: tasks.id });
  return task!.id;
}
