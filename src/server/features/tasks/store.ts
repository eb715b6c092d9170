import { and, asc, count, desc, eq, ilike, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { perDatabase } from "../../db/batched";
import { unbilledHours } from "../../../core/hours-rule";
import { balanceOf } from "../hours";
import type { Currency } from "../../../core/money";
import type { TaskCounts, TaskDetails, TaskRow, TaskStatus, TaskTab } from "../../../core/tasks";
import type { DbOrTx } from "../../db/client";
import { documents, profiles, taskStatusCounts, tasks, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { taskPolicy } from "../../policies/task";
import { likePattern, usersMatching } from "../../db/search";
import { documentRowsFrom, toDocumentRow } from "../../storage/document-records";
import { clientNameSql, clientOwnNameSql } from "../../db/client-name";

const rowColumns = {
  id: tasks.id,
  userId: tasks.userId,
  title: tasks.title,
  status: tasks.status,
  urgency: tasks.urgency,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
  hoursUsed: tasks.hoursUsed,
  unpaidHours: tasks.unpaidHours,
  clientName: clientNameSql,
  clientEmail: user.email,
  documentCount: sql<number>`(select count(*)::int from ${documents} where ${documents.taskId} = ${tasks.id})`,
  cursorAt: cursorText(tasks.createdAt),
};

/** tasks ⋈ client: every task read starts here, limited by the actor's scope. */
const tasksFor = (db: DbOrTx, actor: Actor, where?: SQL, ownId: string | Placeholder = actor.userId) =>
  db
    .select(rowColumns)
    .from(tasks)
    .innerJoin(user, eq(user.id, tasks.userId))
    .leftJoin(profiles, eq(profiles.userId, tasks.userId))
    .where(and(taskPolicy.scope(actor, ownId), where));

/** The trigger-kept tab badges, by status, over the actor's scope. */
const countsFor = (db: DbOrTx, actor: Actor, ownId: string | Placeholder = actor.userId) =>
  db
    .select({ status: taskStatusCounts.status, n: sql<number>`sum(${taskStatusCounts.n})::int` })
    .from(taskStatusCounts)
    .where(taskPolicy.countsScope(actor, ownId))
    .groupBy(taskStatusCounts.status);

/**
 * The list's most asked-for shape — the first page of All, no search — as named prepared
 * statements built once per database and role: their SQL is not rebuilt on every request (the
 * signed-in path's largest CPU cost), and PostgreSQL plans them once per connection.
 */
const firstPage = perDatabase((db: DbOrTx) => {
  const made = new Map<string, ReturnType<typeof prepare>>();
  const prepare = (actor: Actor) => {
    const kind = actor.role;
    const userId = sql.placeholder("userId");
    return {
      rows: tasksFor(db, actor, undefined, userId)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(sql.placeholder("limit"))
        .prepare(`tasks_first_page_${kind}`),
      counts: countsFor(db, actor, userId).prepare(`task_counts_${kind}`),
    };
  };
  return (actor: Actor) => {
    let p = made.get(actor.role);
    if (!p) {
      p = prepare(actor);
      made.set(actor.role, p);
    }
    return p;
  };
});

type Row = Awaited<ReturnType<typeof tasksFor>>[number];

function toTaskRow(actor: Actor, r: Row): TaskRow {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    urgency: r.urgency,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    hoursUsed: Number(r.hoursUsed),
    unpaidHours: Number(r.unpaidHours),
    documentCount: Number(r.documentCount),
    client: taskPolicy.seesClient(actor) ? { id: r.userId, name: r.clientName, email: r.clientEmail } : null,
  };
}


/** The admin's search box (title, client name or email contains q) and one client's tasks (client detail). */
function searchOf(actor: Actor, q: string | undefined, clientId?: string): SQL | undefined {
  if (!taskPolicy.canSearch(actor)) return undefined;
  const byClient = clientId ? eq(tasks.userId, clientId) : undefined;
  if (!q) return byClient;
  const p = likePattern(q);
  const matches = or(ilike(tasks.title, p), ilike(clientNameSql, p), ilike(user.email, p));
  // The candidates by trigram index (title; the client's email or names), then the exact test.
  const candidates = sql`${tasks.id} in (select ${tasks.id} from ${tasks} where ${tasks.title} ilike ${p} union all select ${tasks.id} from ${tasks} where ${tasks.userId} in ${usersMatching(p)})`;
  return and(byClient, candidates, matches);
}

export async function listTasks(db: DbOrTx, actor: Actor, query: { tab: TaskTab; cursor?: string; q?: string; clientId?: string; limit: number }) {
  const search = searchOf(actor, query.q, query.clientId);
  const cursor = decodeCursor(query.cursor);
  if (!search && !cursor && query.tab === "all") {
    const prepared = firstPage(db)(actor);
    const values = { userId: actor.userId, limit: query.limit + 1 };
    const [rows, counts] = await Promise.all([prepared.rows.execute(values), prepared.counts.execute(values)]);
    const page = pageOf(rows, query.limit);
    return { items: page.rows.map((r) => toTaskRow(actor, r)), nextCursor: page.nextCursor, counts: tabCounts(counts) };
  }
  // Two independent reads: on a pool they run side by side.
  const [rows, counts] = await Promise.all([
    tasksFor(
      db,
      actor,
      and(search, query.tab === "all" ? undefined : eq(tasks.status, query.tab), cursor ? afterCursor(tasks.createdAt, tasks.id, cursor) : undefined),
    )
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(query.limit + 1),
    countTasks(db, actor, search),
  ]);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map((r) => toTaskRow(actor, r)), nextCursor: page.nextCursor, counts };
}

/** The tab badges, over everything the actor may see (and the admin's search). */
async function countTasks(db: DbOrTx, actor: Actor, search: SQL | undefined): Promise<TaskCounts> {
  // Without a search the trigger-kept counts answer (a few rows, whatever the table's size).
  const rows = search
    ? await db
        .select({ status: tasks.status, n: count() })
        .from(tasks)
        .innerJoin(user, eq(user.id, tasks.userId))
        .leftJoin(profiles, eq(profiles.userId, tasks.userId))
        .where(and(taskPolicy.scope(actor), search))
        .groupBy(tasks.status)
    : await countsFor(db, actor);
  return tabCounts(rows);
}

function tabCounts(rows: { status: TaskStatus; n: number }[]): TaskCounts {
  const by = (s: TaskStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return {
    all: rows.reduce((sum, r) => sum + Number(r.n), 0),
    pending: by("pending"),
    inProgress: by("in_progress"),
    completed: by("completed"),
  };
}

/** A task the actor may see, or null (unknown and foreign ids alike). */
export async function findTask(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db.select().from(tasks).where(and(taskPolicy.scope(actor), eq(tasks.id, id)));
  return row ?? null;
}

export async function taskDetails(db: DbOrTx, actor: Actor, id: string, currency: Currency, hourlyRate: number): Promise<TaskDetails | null> {
  const [row] = await tasksFor(db, actor, eq(tasks.id, id));
  if (!row) return null;
  const [[extra], docs, balance] = await Promise.all([
    db.select({ description: tasks.description, adminNotes: tasks.adminNotes, billedHours: tasks.billedHours }).from(tasks).where(eq(tasks.id, id)),
    documentRowsFrom(db).where(eq(documents.taskId, id)).orderBy(asc(documents.createdAt), asc(documents.id)),
    balanceOf(db, row.userId),
  ]);
  const task = toTaskRow(actor, row);
  const rate = hourlyRate;
  const billedHours = Number(extra?.billedHours ?? 0);
  const unbilled = unbilledHours({ hoursUsed: task.hoursUsed, unpaidHours: task.unpaidHours, billedHours });
  return {
    ...task,
    description: extra?.description ?? "",
    adminNotes: extra?.adminNotes || null,
    documents: docs.map(toDocumentRow),
    prepaid: { hours: task.hoursUsed - task.unpaidHours, balance },
    billedHours,
    unbilled: { hours: unbilled, amount: { amount: Math.round(unbilled * rate), currency } },
    hourlyRate: { amount: rate, currency },
    abilities: {
      canUpdate: taskPolicy.canUpdate(actor),
      canAttach: taskPolicy.canAttach(actor, { userId: row.userId, status: row.status }),
      canBill: taskPolicy.canBill(actor, unbilled),
    },
  };
}

/** Who a task's emails go to, in which language. */
export async function memberOf(db: DbOrTx, userId: string) {
  const [m] = await db
    .select({ email: user.email, name: clientOwnNameSql, lang: profiles.preferredLanguage })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return m ? { email: m.email, name: m.name, lang: m.lang === "bg" ? ("bg" as const) : ("en" as const) } : null;
}
