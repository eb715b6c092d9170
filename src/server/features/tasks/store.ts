import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { perDatabase } from "../../db/batched";
import { unbilledHours } from "../../../core/hours-rule";
import { balanceOf } from "../hours";
import type { Currency } from "../../../core/money";
import { TASK_STATUSES, type TaskCounts, type TaskDetails, type TaskRow, type TaskStatus, type TaskTab } from "../../../core/tasks";
import type { DbOrTx } from "../../db/client";
import { documents, profiles, taskSearch, taskStatusCounts, taskStatusTotals, tasks, user } from "../../db/schema";
import { boundedCount } from "../../db/bounded-count";
import { COUNT_BOUND } from "../../../core/bounded-count";
import { isOperator } from "../../policies/who";
import type { Actor } from "../../http/access";
import { afterCursor, cursorText, decodeCursor, type Keyset, pageOf } from "../../http/keyset";
import { taskPolicy } from "../../policies/task";
import { containsVia, likePattern, sampledRareWindow } from "../../db/search";
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
 * detail). A search reads `task_search` alone — one row per task holding its title and its
 * client's email and names, kept by triggers (migration 0046) — so no matching client is joined
 * to their tasks.
 */
/** `window`: the trigram scans' part of the term (db/rare-window.ts), sampled once per request when one is first needed. */
type Search = { byClient?: string; pattern?: string; term?: string; window?: Promise<string | null> };

function searchOf(actor: Actor, q: string | undefined, clientId?: string): Search | undefined {
  if (!taskPolicy.canSearch(actor) || (!q && !clientId)) return undefined;
  return { byClient: clientId, pattern: q ? likePattern(q) : undefined, term: q };
}

/** Does the row's search text contain the pattern (never across two fields: they are apart by 0x1f, which no search holds). */
const hitOf = (pattern: string) => (pattern.includes("\u001f") ? sql`false` : sql`${taskSearch.doc} ilike ${pattern}`);

/**
 * The same test for a trigram scan: the index is asked for the term's rare part and the whole
 * term checked on what it finds (written so no index takes it: it is the scan's filter).
 */
async function candidateOf(db: DbOrTx, search: Search & { pattern: string }): Promise<SQL> {
  search.window ??= rareWindowOf(db, search.term ?? "");
  const window = await search.window;
  if (!window || search.pattern.includes("\u001f")) return hitOf(search.pattern);
  return containsVia(taskSearch.doc, search.pattern, likePattern(window));
}

/** The term's part a trigram scan of task_search reads cheaply, judged on the newest rows. */
function rareWindowOf(db: DbOrTx, term: string): Promise<string | null> {
  const newestDocs = db.select({ doc: taskSearch.doc }).from(taskSearch).orderBy(desc(taskSearch.createdAt), desc(taskSearch.taskId)).limit(SAMPLE_ROWS).as("s");
  return sampledRareWindow(db, newestDocs, term);
}

/**
 * The `task_search` rows of a tab (all, or one status), a client and past a cursor. The status is
 * written as a literal (one of TASK_STATUSES, never the caller's text): the planner then knows
 * the tab's own trigram index (a partial index) answers it.
 */
const searchWhere = (s: Search, status: TaskStatus | undefined, cursor?: Keyset | null) =>
  and(
    s.byClient ? eq(taskSearch.userId, s.byClient) : undefined,
    status ? sql`${taskSearch.status} = ${sql.raw(`'${TASK_STATUSES.find((x) => x === status)}'`)}` : undefined,
    cursor ? afterCursor(taskSearch.createdAt, taskSearch.taskId, cursor) : undefined,
  ) ?? sql`true`;

/**
 * How many rows a search reads in the page's own order (an index walk, newest first) before it
 * turns to the trigram candidates: a common word ("visa" in one title in twenty, a surname on
 * one client in twenty) fills its page within them; a rare one has few candidates.
 */
const PAGE_PROBE = 2000;
/** The same for a badge's bounded count: enough rows to find COUNT_BOUND + 1 of a word in one task in twenty-five. */
const COUNT_PROBE = 25_000;

/** The newest `rows` rows where `where` holds, each with whether it matches: a walk of the list's order. */
const newest = (where: SQL, pattern: string, rows: number) =>
  sql`select ${taskSearch.taskId} as id, ${taskSearch.createdAt} as at, (${hitOf(pattern)}) as hit from ${taskSearch} where ${where} order by ${taskSearch.createdAt} desc, ${taskSearch.taskId} desc limit ${rows}`;

/**
 * Runs `read` with the planner held to bitmap scans, i.e. to the trigram candidates. Left to
 * itself it may walk a tab's every row with the match as a filter: its estimate of how common a
 * word is covers all tasks, not the tab's (a surname whose client has no pending task). Held
 * until the transaction `read` runs in ends.
 */
function byTrigrams<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
    );
    return read(tx);
  });
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
  const status = query.tab === "all" ? undefined : query.tab;
  const where = and(
    taskPolicy.scope(actor),
    search?.byClient ? eq(tasks.userId, search.byClient) : undefined,
    status ? eq(tasks.status, status) : undefined,
    cursor ? afterCursor(tasks.createdAt, tasks.id, cursor) : undefined,
  );
  const pageWhere = (extra?: SQL) =>
    tasksFor(db, actor, and(where, extra))
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(query.limit + 1);
  // Two independent reads: on a pool they run side by side.
  const [rows, counts] = await Promise.all([
    (async () => {
      const pattern = search?.pattern;
      if (!search || !pattern) return pageWhere();
      const inSearch = searchWhere(search, status, cursor);
      // The page's few ids, not the window, are what the list then joins (by key).
      const near = await pageWhere(
        sql`${tasks.id} in (select w.id from (${newest(inSearch, pattern, PAGE_PROBE)}) as w where w.hit order by w.at desc, w.id desc limit ${query.limit + 1})`,
      );
      if (near.length > query.limit) return near;
      const candidate = await candidateOf(db, search as Search & { pattern: string });
      const ids = await byTrigrams(db, (tx) =>
        tx
          .select({ id: taskSearch.taskId })
          .from(taskSearch)
          .where(and(inSearch, candidate))
          .orderBy(desc(taskSearch.createdAt), desc(taskSearch.taskId))
          .limit(query.limit + 1),
      );
      return ids.length ? pageWhere(inArray(tasks.id, ids.map((r) => r.id))) : [];
    })(),
    countTasks(db, actor, search),
  ]);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map((r) => toTaskRow(actor, r)), nextCursor: page.nextCursor, counts };
}

/** How many of the newest rows a search's badges look at first, to tell in which tabs its word is common. */
const SAMPLE_ROWS = 2000;

/**
 * The tab badges, over everything the actor may see. Without a search, the trigger-kept counts
 * (the operator's: one total per status). With one, each tab counts its matches up to the
 * bound. A sample of the newest rows says where the word is common: in such a tab its newest
 * rows, walked in order, hold the bound; elsewhere (a rare word, or a surname whose client has
 * no task in that tab) the trigram candidates of the tab's own index are few, and are read
 * until the bound. Either way a count costs the same at a million tasks as at a hundred thousand.
 */
async function countTasks(db: DbOrTx, actor: Actor, search: Search | undefined): Promise<TaskCounts> {
  if (!search) return tabCounts(await countsFor(db, actor));
  const pattern = search.pattern;
  if (!pattern) {
    const tab = (status?: TaskStatus) =>
      boundedCount(db, sql`select 1 from ${tasks} where ${and(taskPolicy.scope(actor), search.byClient ? eq(tasks.userId, search.byClient) : undefined, status ? eq(tasks.status, status) : undefined) ?? sql`true`}`);
    const [all, pending, inProgress, completed] = await Promise.all([tab(), tab("pending"), tab("in_progress"), tab("completed")]);
    return { all, pending, inProgress, completed };
  }
  const w = db
    .select({ status: taskSearch.status, hit: sql<boolean>`${hitOf(pattern)}`.as("hit") })
    .from(taskSearch)
    .where(searchWhere(search, undefined))
    .orderBy(desc(taskSearch.createdAt), desc(taskSearch.taskId))
    .limit(SAMPLE_ROWS)
    .as("w");
  const sample = await db
    .select({ status: w.status, seen: sql<number>`count(*)::int`, hits: sql<number>`(count(*) filter (where ${w.hit}))::int` })
    .from(w)
    .groupBy(w.status);
  const sum = (rows: typeof sample, key: "seen" | "hits") => rows.reduce((n, r) => n + Number(r[key]), 0);
  const tab = async (status?: TaskStatus) => {
    const rows = status ? sample.filter((r) => r.status === status) : sample;
    const [seen, hits] = [sum(rows, "seen"), sum(rows, "hits")];
    // The sample held every task: its count is the count.
    if (sum(sample, "seen") < SAMPLE_ROWS) return Math.min(hits, COUNT_BOUND + 1);
    const inSearch = searchWhere(search, status);
    const candidates = async () => {
      const candidate = await candidateOf(db, search as Search & { pattern: string });
      return byTrigrams(db, (tx) => boundedCount(tx, sql`select 1 from ${taskSearch} where ${and(inSearch, candidate)}`));
    };
    if (seen === 0 || (hits / seen) * COUNT_PROBE < COUNT_BOUND * 1.2) return candidates();
    // The window's own matches, counted where they are (no join back to the table).
    const near = await boundedCount(db, sql`select 1 from (${newest(inSearch, pattern, COUNT_PROBE)}) as w where w.hit`);
    return near > COUNT_BOUND ? near : candidates();
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
