import { and, eq, isNull, sql } from "drizzle-orm";
import type { InboxContext } from "../../../core/inbox";
import { INBOX_MESSAGES } from "../../../core/inbox-constants";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../../db/client";
import { messages, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError, notFound } from "../../http/errors";
import { clientPolicy } from "../../policies/client";
import { inboxPolicy } from "../../policies/inbox";
import { clientFigures } from "./list";
import { pickLocale } from "../../../core/locale";

/*
 * The client beside an inbox item: the figures the client's page shows, in one panel, and the
 * operator's way to close a conversation without a reply.
 */

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
const clientNotFound = () => notFound(INBOX_MESSAGES.clientNotFound);

/** A member of the operator's clients, or 404 (an unknown id, an admin's, anyone's for a non-operator). */
async function findClient(db: DbOrTx, actor: Actor, id: string) {
  if (id.length > 100) return clientNotFound();
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(clientPolicy.scope(actor), eq(user.id, id)));
  return row ?? clientNotFound();
}

export async function clientContext(db: DbOrTx, actor: Actor, clientId: string, now: Date): Promise<InboxContext> {
  if (!inboxPolicy.canSee(actor)) return clientNotFound();
  const { id } = await findClient(db, actor, clientId);
  const figures = (await clientFigures(db, [id])).get(id) ?? clientNotFound();
  const [tasks, counts, payments, appointment, requests] = await Promise.all([
    db.execute(sql`select id, title, status from tasks where user_id = ${id} and status <> 'completed' order by created_at desc, id desc limit 5`),
    db.execute(sql`select count(*)::int as n from tasks where user_id = ${id} and status <> 'completed'`),
    db.execute(sql`select id, amount, currency, description, created_at from payments where user_id = ${id} order by created_at desc, id desc limit 5`),
    db.execute(sql`select id, starts_at, service from appointments where user_id = ${id} and status in ('held', 'confirmed') and starts_at > ${now.toISOString()}::timestamptz order by starts_at limit 1`),
    db.execute(sql`select count(*)::int as n from payment_requests where user_id = ${id} and status = 'open'`),
  ]);
  const next = rowsOf<{ id: string; starts_at: Date | string; service: string }>(appointment)[0];
  return {
    id,
    name: figures.name,
    email: figures.email || null,
    language: pickLocale(figures.language),
    balance: figures.balance,
    openTaskCount: Number(rowsOf<{ n: number }>(counts)[0]?.n ?? 0),
    openTasks: rowsOf<InboxContext["openTasks"][number]>(tasks),
    owed: figures.owed,
    openRequests: Number(rowsOf<{ n: number }>(requests)[0]?.n ?? 0),
    recentPayments: rowsOf<{ id: string; amount: number; currency: string; description: string; created_at: Date | string }>(payments).map((p) => ({
      id: p.id,
      amount: Number(p.amount),
      currency: p.currency,
      description: p.description,
      createdAt: new Date(p.created_at).toISOString(),
    })),
    nextAppointment: next ? { id: next.id, startsAt: new Date(next.starts_at).toISOString(), service: next.service } : null,
  };
}

/** The conversation's waiting messages count as answered now; 409 when none is waiting. */
export async function markConversationHandled(db: DbOrTx, actor: Actor, clientId: string, now: Date): Promise<number> {
  if (!inboxPolicy.canHandle(actor)) return clientNotFound();
  const { id } = await findClient(db, actor, clientId);
  const done = await db
    .update(messages)
    .set({ answeredAt: now })
    .where(and(eq(messages.userId, id), eq(messages.sender, "client"), isNull(messages.answeredAt)))
    .returning({ id: messages.id });
  if (!done.length) throw new HttpError(409, "nothing_waiting", INBOX_MESSAGES.nothingWaiting);
  await recordAudit(db, { actorId: actor.userId, action: "conversation.handled", entity: "client", entityId: id, clientId: id, after: { answered: done.length }, at: now });
  return done.length;
}
