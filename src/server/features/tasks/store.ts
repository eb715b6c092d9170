import { and, asc, desc, eq, ilike, type Placeholder, type SQL, sql } from "drizzle-orm";
import { perDatabase } from "../../db/batched";
import { unbilledHours } from "../../../core/hours-rule";
import { balanceOf } from "../hours";
import type { Currency } from "../../../core/money";
import type { TaskCounts, TaskDetails, TaskRow, TaskStatus, TaskTab } from "../../../core/tasks";
import type { DbOrTx } from "../../db/client";
import { documents, profiles, taskStatusCounts, taskStatusTotals, tasks, user } from "../../db/schema";
import { boundedCount } from "../../db/bounded-count";
import { COUNT_BOUND } from "../../../core/bounded-count";
import { isOperator } from "../../policies/who";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, pageOf } from "../../http/keyset";
import { taskPolicy } from "../../policies/task";
import { likePattern } from "../../db/search";
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

/**
 * The trigger-kept tab badges, by status: a member's own per-client rows, the operator's totals
 * over every client (a few rows, whatever the number of clients).
 */
const countsFor = (db: DbOrTx, actor: Actor, ownId: string | Placeholder = actor.userId) =>
  isOperator(actor)
    ? db.select({ status: taskStatusTotals.status, n: taskStatusTotals.n }).from(taskStatusTotals)
    : db
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


/**
 * The admin's search (title, client name or email contains q) and one client's tasks (client
 * detail). `match` tests one task row by itself: its title, or its client among the users the
 * trigram indexes find (computed once per query, not joined per row).
 */
type Search = { byClient: SQL | undefined; match?: SQL; titleMatch?: SQL; clientMatch?: SQL };

function searchOf(actor: Actor, q: string | undefined, clientId?: string): Search | undefined {
  if (!taskPolicy.canSearch(actor)) return undefined;
  const byClient = clientId ? eq(tasks.userId, clientId) : undefined;
  if (!q) return byClient ? { byClient } : undefined;
  const p = likePattern(q);
  const titleMatch = ilike(tasks.title, p);
  const clientMatch = sql`${tasks.userId} in (select ${user.id} from ${user} where ${user.email} ilike ${p} or ${user.name} ilike ${p} union select ${profiles.userId} from ${profiles} where ${profiles.fullName} ilike ${p})`;
  return { byClient, match: sql`(${titleMatch} or ${clientMatch})`, titleMatch, clientMatch };
}

/**
 * How many rows a search reads in the page's own order (an index walk, newest first) before it
 * turns to the trigram candidates: a common word ("visa" in one title in twenty) fills its page
 * within them; a rare one has few candidates, and those are cheap to sort.
 */
const PAGE_PROBE = 2000;
/** The same for a badge's bounded count: enough rows to find COUNT_BOUND + 1 of a word in one title in twenty. */
const COUNT_PROBE = 25_000;

/** The ids among the newest `rows` rows where `where` holds, whose `match` holds: an index walk in the list's order. */
const probe = (where: SQL | undefined, match: SQL, rows: number) =>
  sql`${tasks.id} in (select w.id from (select ${tasks.id} as id, (${match}) as hit from ${tasks} where ${where ?? sql`true`} order by ${tasks.createdAt} desc, ${tasks.id} desc limit ${rows}) as w where w.hit)`;

/** The ids of every match where `where` holds, found by the trigram index (titles) and the matching clients' tasks. */
const candidates = (where: SQL | undefined, s: Required<Omit<Search, "byClient">>) =>
  sql`${tasks.id} in (select ${tasks.id} from ${tasks} where ${and(where, s.titleMatch)} union select ${tasks.id} from ${tasks} where ${and(where, s.clientMatch)})`;

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
  const where = and(
    taskPolicy.scope(actor),
    search?.byClient,
    query.tab === "all" ? undefined : eq(tasks.status, query.tab),
    cursor ? afterCursor(tasks.createdAt, tasks.id, cursor) : undefined,
  );
  const pageWhere = (extra?: SQL) =>
    tasksFor(db, actor, and(where, extra))
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(query.limit + 1);
  // Two independent reads: on a pool they run side by side.
  const [rows, counts] = await Promise.all([
    (async () => {
      if (!search?.match) return pageWhere();
      const s = search as Required<Search>;
      const near = await pageWhere(probe(where, s.match, PAGE_PROBE));
      return near.length > query.limit ? near : pageWhere(candidates(where, s));
    })(),
    countTasks(db, actor, search),
  ]);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map((r) => toTaskRow(actor, r)), nextCursor: page.nextCursor, counts };
}

/**
 * The tab badges, over everything the actor may see. Without a search, the trigger-kept counts
 * (the operator's: one total per status). With one, each tab counts its matches up to the
 * bound: first in its newest rows, then, when those hold too few, over the trigram candidates.
 */
async function countTasks(db: DbOrTx, actor: Actor, search: Search | undefined): Promise<TaskCounts> {
  if (!search) return tabCounts(await countsFor(db, actor));
  const tab = async (status?: TaskStatus) => {
    const where = and(taskPolicy.scope(actor), search.byClient, status ? eq(tasks.status, status) : undefined);
    const rowsOf = (extra: SQL | undefined) => sql`select 1 from ${tasks} where ${and(where, extra) ?? sql`true`}`;
    if (!search.match) return boundedCount(db, rowsOf(undefined));
    const s = search as Required<Search>;
    // The window's own matches, counted where they are (no join back to the table).
    const near = await boundedCount(
      db,
      sql`select 1 from (select (${s.match}) as hit from ${tasks} where ${where ?? sql`true`} order by ${tasks.createdAt} desc, ${tasks.id} desc limit ${COUNT_PROBE}) as w where w.hit`,
    );
    return near > COUNT_BOUND ? near : boundedCount(db, rowsOf(candidates(where, s)));
  };
  const [all, pending, inProgress, completed] = await Promise.all([tab(), tab("pending"), tab("in_progress"), tab("completed")]);
  return { all, pending, inProgress, completed };
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
