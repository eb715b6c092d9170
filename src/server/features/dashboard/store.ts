import { messagePolicy } from "../../policies/message";
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  type AdminDashboard,
  DASHBOARD_DUE_SIZE,
  DASHBOARD_PANEL_SIZE,
  type DashboardMessage,
  type DashboardTask,
  type MemberDashboard,
  messagePreview,
  URGENCY_RANK,
} from "../../../core/dashboard";
import { SITE_CURRENCY } from "../../../core/money";
import { euroSumSql } from "../payments";
import { isOpenStatus, TASK_STATUSES, URGENCIES } from "../../../core/tasks";
import type { DbOrTx } from "../../db/client";
import { documents, hoursLedger, messages, paymentRequests, profiles, taskStatusCounts, taskStatusTotals, tasks, user } from "../../db/schema";
import { boundedCount } from "../../db/bounded-count";
import { isOperator } from "../../policies/who";
import { balanceOf } from "../hours";
import { hoursLedgerPolicy } from "../../policies/hours-ledger";
import type { Actor } from "../../http/access";
import { clientPolicy } from "../../policies/client";
import { documentPolicy } from "../../policies/document";
import { paymentRequestPolicy } from "../../policies/payment";
import { taskPolicy } from "../../policies/task";
import { documentRowsFrom, toDocumentRow } from "../../storage/document-records";
import { clientNameSql } from "../../db/client-name";
import { dueItems } from "../../sla/promises";
import { countNewOrders } from "../orders";
import { earnedThisMonth } from "../reports";

/**
 * The dashboard's reads. Each figure is counted the way its list screen counts it (see
 * core/dashboard.ts); every read goes through the entity's policy, so a member's figures
 * never include another member's rows. The reads are independent: run side by side.
 */

/** Every status but Completed. */
const OPEN_STATUSES = TASK_STATUSES.filter(isOpenStatus);

/**
 * Open tasks, urgent first, then the oldest waiting. One small query per urgency (each walks
 * the created_at order and stops after a few rows) instead of sorting every open task by a
 * computed rank: 0.2 ms instead of ~40 ms at 100 000 tasks.
 */
async function openTasks(db: DbOrTx, actor: Actor): Promise<DashboardTask[]> {
  const byRank = [...URGENCIES].sort((a, b) => URGENCY_RANK[a] - URGENCY_RANK[b]);
  const groups = await Promise.all(
    byRank.map((urgency) =>
      db
        .select({ id: tasks.id, title: tasks.title, status: tasks.status, urgency: tasks.urgency, createdAt: tasks.createdAt, userId: tasks.userId, clientName: clientNameSql })
        .from(tasks)
        .innerJoin(user, eq(user.id, tasks.userId))
        .leftJoin(profiles, eq(profiles.userId, tasks.userId))
        .where(and(taskPolicy.scope(actor), inArray(tasks.status, OPEN_STATUSES), eq(tasks.urgency, urgency)))
        .orderBy(asc(tasks.createdAt), asc(tasks.id))
        .limit(DASHBOARD_PANEL_SIZE),
    ),
  );
  return groups
    .flat()
    .slice(0, DASHBOARD_PANEL_SIZE)
    .map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      urgency: r.urgency,
      createdAt: r.createdAt.toISOString(),
      client: taskPolicy.seesClient(actor) ? { id: r.userId, name: r.clientName } : null,
    }));
}

/**
 * The tab badges' numbers, as the task list reads them: the trigger-kept counts, per client for
 * a member, the totals over every client for the operator (a few rows, whatever their number).
 */
async function taskCounts(db: DbOrTx, actor: Actor) {
  const rows = isOperator(actor)
    ? await db.select({ status: taskStatusTotals.status, n: taskStatusTotals.n }).from(taskStatusTotals)
    : await db
        .select({ status: taskStatusCounts.status, n: sql<number>`sum(${taskStatusCounts.n})::int` })
        .from(taskStatusCounts)
        .where(taskPolicy.countsScope(actor))
        .groupBy(taskStatusCounts.status);
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  const all = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return { all, pending: n("pending"), completed: n("completed") };
}

/** Rows of the document list (documents held by a task; a message's attachment lives in the conversation). */
const listedDocuments = (actor: Actor) => and(documentPolicy.scope(actor), isNotNull(documents.taskId));

async function documentCount(db: DbOrTx, actor: Actor) {
  const [r] = await db.select({ n: count() }).from(documents).where(listedDocuments(actor));
  return Number(r?.n ?? 0);
}

async function recentDocuments(db: DbOrTx, actor: Actor) {
  const rows = await documentRowsFrom(db).where(listedDocuments(actor)).orderBy(desc(documents.createdAt), desc(documents.id)).limit(DASHBOARD_PANEL_SIZE);
  return rows.map(toDocumentRow);
}

/** Messages the actor has not read: the operator's to a member, the clients' to the operator. */
async function unreadMessages(db: DbOrTx, actor: Actor) {
  // Counted up to the bound: the card reads "1,000+" past it (src/core/bounded-count.ts).
  return boundedCount(db, db.select({ one: sql`1` }).from(messages).where(messagePolicy.unreadForActor(actor)).getSQL());
}

/** Member: their conversation, both sides. Admin: what clients wrote. Newest first. */
async function recentMessages(db: DbOrTx, actor: Actor): Promise<DashboardMessage[]> {
  const rows = await db
    .select({ id: messages.id, sender: messages.sender, content: messages.content, isRead: messages.isRead, createdAt: messages.createdAt, userId: messages.userId, clientName: clientNameSql })
    .from(messages)
    .innerJoin(user, eq(user.id, messages.userId))
    .leftJoin(profiles, eq(profiles.userId, messages.userId))
    .where(and(messagePolicy.scope(actor), messagePolicy.inbox(actor)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(DASHBOARD_PANEL_SIZE);
  return rows.map((r) => ({
    id: r.id,
    sender: r.sender,
    preview: messagePreview(r.content),
    isRead: r.isRead,
    createdAt: r.createdAt.toISOString(),
    client: messagePolicy.seesClient(actor) ? { id: r.userId, name: r.clientName } : null,
  }));
}

/** The member's open requests in euro, any still in BGN converted by the rule (docs/decisions/0033-euro.md). */
async function paymentDue(db: DbOrTx, actor: Actor) {
  const due = euroSumSql(paymentRequests.amount, paymentRequests.currency);
  const [r] = await db
    .select({ eur: due.eur, bgn: due.bgn })
    .from(paymentRequests)
    .where(and(paymentRequestPolicy.scope(actor), eq(paymentRequests.status, "open")));
  return { amount: Number(r?.eur ?? 0), currency: SITE_CURRENCY, bgnIncluded: Number(r?.bgn ?? 0) };
}

/** Every open request, summed in euro (the operator's Open requests view); no total when none. */
async function openRequests(db: DbOrTx, actor: Actor) {
  const open = euroSumSql(paymentRequests.amount, paymentRequests.currency);
  const [r] = await db
    .select({ eur: open.eur, bgn: open.bgn, n: count() })
    .from(paymentRequests)
    .where(and(paymentRequestPolicy.scope(actor), eq(paymentRequests.status, "open")));
  const n = Number(r?.n ?? 0);
  return { count: n, totals: n ? [{ amount: Number(r?.eur ?? 0), currency: SITE_CURRENCY, bgnIncluded: Number(r?.bgn ?? 0) }] : [] };
}

/** Earned revenue this Sofia month: work delivered, not cash (docs/decisions/0041-business-numbers.md). */
async function revenueMonth(db: DbOrTx, now: Date) {
  return { ...(await earnedThisMonth(db, now)), currency: SITE_CURRENCY };
}

/** Manage Clients lists every member account (clientPolicy), each shown as Active. */
async function activeClients(db: DbOrTx, actor: Actor) {
  // Counted up to the bound, like the unread card: no scan of every account per dashboard view.
  return boundedCount(db, db.select({ one: sql`1` }).from(user).where(clientPolicy.scope(actor)).getSQL());
}

async function memberName(db: DbOrTx, actor: Actor) {
  const [r] = await db.select({ name: clientNameSql, email: user.email }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, actor.userId));
  return r?.name ?? actor.email;
}

export async function memberDashboard(db: DbOrTx, actor: Actor): Promise<MemberDashboard> {
  const [name, counts, documentsN, unread, due, upcomingTasks, recent, docs, balance, lastCovered] = await Promise.all([
    memberName(db, actor),
    taskCounts(db, actor),
    documentCount(db, actor),
    unreadMessages(db, actor),
    paymentDue(db, actor),
    openTasks(db, actor),
    recentMessages(db, actor),
    recentDocuments(db, actor),
    balanceOf(db, actor.userId),
    lastCoveredTask(db, actor),
  ]);
  return {
    role: "member",
    name,
    cards: { activeTasks: counts.all - counts.completed, documents: documentsN, unreadMessages: unread, paymentDue: due },
    upcomingTasks,
    recentMessages: recent,
    recentDocuments: docs,
    prepaid: { balance, lastCovered },
  };
}

/** The member's task that last drew on their prepaid balance, with all the hours drawn for it. */
async function lastCoveredTask(db: DbOrTx, actor: Actor) {
  const [r] = await db
    .select({ id: tasks.id, title: tasks.title, hours: sql<string>`${tasks.hoursUsed} - ${tasks.unpaidHours}` })
    .from(hoursLedger)
    .innerJoin(tasks, eq(tasks.id, hoursLedger.taskId))
    .where(and(hoursLedgerPolicy.scope(actor), eq(hoursLedger.userId, actor.userId), lt(hoursLedger.hours, 0)))
    .orderBy(desc(hoursLedger.createdAt), desc(hoursLedger.id))
    .limit(1);
  return r && Number(r.hours) > 0 ? { id: r.id, title: r.title, hours: Number(r.hours) } : null;
}

export async function adminDashboard(db: DbOrTx, actor: Actor, now: Date): Promise<Omit<AdminDashboard, "setupMissing" | "backup">> {
  const [clients, counts, unread, newOrders, revenue, attention, recent, docs, due, open] = await Promise.all([
    activeClients(db, actor),
    taskCounts(db, actor),
    unreadMessages(db, actor),
    countNewOrders(db, actor),
    revenueMonth(db, now),
    openTasks(db, actor),
    recentMessages(db, actor),
    recentDocuments(db, actor),
    dueItems(db, now, DASHBOARD_DUE_SIZE),
    openRequests(db, actor),
  ]);
  return {
    role: "admin",
    cards: { activeClients: clients, pendingTasks: counts.pending, unreadMessages: unread, newOrders, revenueMonth: revenue, openRequests: open },
    tasksNeedingAttention: attention,
    recentMessages: recent,
    recentDocuments: docs,
    due,
  };
}

