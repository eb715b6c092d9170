import { type SQL, sql } from "drizzle-orm";
import { SEED_PRICES } from "../../../core/price-list";
import { addMonths, monthsOf } from "../../../core/report-months";
import {
  monthStart,
  OVERVIEW_MONTHS,
  OVERVIEW_WEEKS,
  type Overview,
  type Report,
  type ReportFigures,
  type ReportMonth,
  sofiaMonth,
} from "../../../core/reports";
import { wallClock, zonedInstant } from "../../../core/appointments/zone";
import type { DbOrTx } from "../../db/client";
import { eurSql } from "../payments";

/*
 * The business's numbers (docs/decisions/0041-business-numbers.md). Each measure is one query over
 * the period: one index range on the table's date column (migration: reports indexes), each row
 * put in its Sofia month by the months' boundary instants, so the database needs no time-zone
 * data. BGN rows are converted one by one (eurSql) before summing.
 */

export type Month = { key: string; start: Date; end: Date };

const monthRanges = (keys: string[]): Month[] => keys.map((key) => ({ key, start: monthStart(key), end: monthStart(addMonths(key, 1)) }));

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A date column's rows in the months (contiguous): `where` is one range on the column (an index
 * range scan, estimated well), `key` the index of the month each row falls in, by the months'
 * boundaries (a small integer: grouping by it is a cheap hash).
 */
function inMonths(months: Month[], column: SQL) {
  const whens = sql.join(
    months.map((m, i) => sql`when ${column} < ${at(m.end)} then ${sql.raw(String(i))}`),
    sql` `,
  );
  return { key: sql`case ${whens} end`, where: sql`${column} >= ${at(months[0]!.start)} and ${column} < ${at(months.at(-1)!.end)}` };
}

type Row = Record<string, string | number | null>;

/**
 * One read, with PostgreSQL's JIT off: its per-row expressions (euro conversion, an order's pack
 * lines, earlier refunds) push the estimated cost past jit_above_cost, and compiling them took
 * ~0.45 s of a 0.6 s read at 100 000 payments, far more than running them. Each read in its own
 * short transaction (SET LOCAL), so the reads still run side by side on the pool.
 */
async function rowsOf(db: DbOrTx, query: SQL): Promise<Row[]> {
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  return (Array.isArray(res) ? res : (res as { rows: Row[] }).rows) as Row[];
}

/** Rows keyed by month (`key` is the month's index in `months`), every value a number. */
async function byMonth(db: DbOrTx, query: SQL, months: { key: string }[]): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  for (const r of await rowsOf(db, query)) {
    out.set(months[Number(r.key)]!.key, Object.fromEntries(Object.entries(r).filter(([k]) => k !== "key").map(([k, v]) => [k, Number(v ?? 0)])));
  }
  return out;
}

/**
 * The part of a payment that pays for work: with an order, its total less the tip and any
 * hour packs in it; without one (recorded by hand), all of it unless it bought prepaid hours.
 * An hours deduction moves no money. `p` is payments, `o` its order (left join).
 */
const workPartSql = sql`case
  when o.id is not null then greatest(0, p.amount - o.tip - case when o.items @> '[{"kind": "hours_pack"}]' then (select sum((i->>'amount')::bigint) from jsonb_array_elements(o.items) i where i->>'kind' = 'hours_pack') else 0 end)
  when p.payment_type in ('prepaid_hours', 'hours_purchase', 'hours_deduction') then 0
  else p.amount end`;

/** Payments taken in each month: the cash, the work part of it, the BGN counted. */
const paymentsQuery = (months: Month[]) => {
  const m = inMonths(months, sql`p.created_at`);
  return sql`
  select ${m.key} as key,
    coalesce(sum(${eurSql(sql`p.amount`, sql`p.currency`)}), 0) as payments,
    coalesce(sum(${eurSql(workPartSql, sql`p.currency`)}), 0) as work,
    coalesce(sum(p.amount) filter (where p.currency = 'BGN'), 0) as bgn
  from payments p
  left join orders o on o.id = p.order_id
  where ${m.where} and p.payment_type <> 'hours_deduction'
  group by 1`;
};

/**
 * Refunds that went through in each month (settled). A refund gives back work first, up to what
 * of the payment's work part earlier refunds left: a pack's refund (no work part) is cash only.
 */
const refundsQuery = (months: Month[]) => {
  const m = inMonths(months, sql`r.settled_at`);
  return sql`
  select ${m.key} as key,
    coalesce(sum(${eurSql(sql`r.amount`, sql`r.currency`)}), 0) as refunds,
    coalesce(sum(${eurSql(
      sql`least(r.amount, greatest(0, (${workPartSql}) - coalesce((
        select sum(r2.amount) from refunds r2
        where r2.payment_id = r.payment_id and r2.status = 'succeeded' and (r2.settled_at, r2.id) < (r.settled_at, r.id)), 0)))`,
      sql`r.currency`,
    )}), 0) as "workRefunds",
    coalesce(sum(r.amount) filter (where r.currency = 'BGN'), 0) as bgn
  from refunds r
  join payments p on p.id = r.payment_id
  left join orders o on o.id = p.order_id
  where r.status = 'succeeded' and ${m.where}
  group by 1`;
};

/**
 * Prepaid hours: sold (purchases credited) and used (drawn for tasks and deductions, not a
 * refund's withdrawal), the used ones valued at the hourly price in force when drawn, each row
 * rounded half up to the cent.
 */
const hoursQuery = (months: Month[]) => {
  const m = inMonths(months, sql`l.created_at`);
  return sql`
  select ${m.key} as key,
    coalesce(sum(l.hours) filter (where l.reason = 'purchase'), 0) as sold,
    coalesce(sum(-l.hours) filter (where l.reason in ('task', 'deduction') and l.hours < 0), 0) as used,
    coalesce(sum(round(-l.hours * coalesce((
      select pr.amount from prices pr where pr.item = 'hourly' and pr.effective_from <= l.created_at
      order by pr.effective_from desc, pr.created_at desc limit 1), ${SEED_PRICES.hourly}))) filter (where l.reason in ('task', 'deduction') and l.hours < 0), 0) as value
  from hours_ledger l
  where ${m.where}
  group by 1`;
};

/** Documents issued in each month (by `at`, read `from`): how many, and the sum of their `amount`s (in `currency`) in euro. */
const issuedQuery = (months: Month[], d: { from: SQL; at: SQL; amount: SQL; currency: SQL }) => {
  const m = inMonths(months, d.at);
  return sql`
  select ${m.key} as key, count(*) as n, coalesce(sum(${eurSql(d.amount, d.currency)}), 0) as amount
  from ${d.from}
  where ${m.where}
  group by 1`;
};

/** Invoices issued (with their payments' amounts) and credit notes issued (their refunds' amounts). */
const invoicesQuery = (months: Month[]) =>
  issuedQuery(months, { from: sql`invoices i join payments p on p.id = i.payment_id`, at: sql`i.issued_at`, amount: sql`p.amount`, currency: sql`p.currency` });
const creditNotesQuery = (months: Month[]) => issuedQuery(months, { from: sql`refunds r`, at: sql`r.credit_note_issued_at`, amount: sql`r.amount`, currency: sql`r.currency` });

/**
 * Promises made in the month (the request arrived) and decided by `now`: kept when answered
 * (delivered) by the due time; missed when not, once the due time has passed; still running
 * otherwise, and not counted. A contact request closed without a reply needed none. A row
 * without a due time falls due as the promise says: arrival + 24 h (48 h for a translation).
 */
const promisesQuery = (months: Month[], now: Date) => {
  const m = inMonths(months, sql`x.created_at`);
  const tally = (alias: SQL, due: SQL, done: SQL, skip: SQL) => sql`
    select ${m.key} as key, count(*) filter (where ${done} is not null and ${done} <= ${due}) as kept,
      count(*) filter (where (${done} is not null and ${done} <= ${due}) or ${due} < ${at(now)}) as due
    from ${alias}
    where ${m.where} and not (${skip})
    group by 1`;
  return {
    contact: tally(sql`contact_submissions x`, sql`coalesce(x.due_at, x.created_at + interval '24 hours')`, sql`x.answered_at`, sql`x.status = 'closed' and x.answered_at is null`),
    messages: tally(sql`messages x`, sql`coalesce(x.due_at, x.created_at + interval '24 hours')`, sql`x.answered_at`, sql`x.sender <> 'client'`),
    translations: tally(sql`translation_requests x`, sql`coalesce(x.due_at, x.created_at + interval '48 hours')`, sql`x.delivered_at`, sql`false`),
  };
};

/** Appointments booked (confirmed, by card or on prepaid hours) in the month and not cancelled since. */
const bookingsQuery = (months: Month[]) => {
  const m = inMonths(months, sql`a.confirmed_at`);
  return sql`
  select ${m.key} as key, count(*) as n
  from appointments a
  where ${m.where} and a.status <> 'cancelled'
  group by 1`;
};

const ZERO: ReportFigures = {
  earned: 0,
  work: 0,
  hoursValue: 0,
  cash: 0,
  payments: 0,
  refunds: 0,
  hoursSold: 0,
  hoursUsed: 0,
  invoices: { count: 0, amount: 0 },
  creditNotes: { count: 0, amount: 0 },
  promises24: { kept: 0, due: 0 },
  promises48: { kept: 0, due: 0 },
  bookings: 0,
  bgnIncluded: 0,
};

/** Each month of `keys` (ascending) with its figures; months not begun at `now` are marked future. */
export async function reportMonths(db: DbOrTx, keys: string[], now: Date): Promise<ReportMonth[]> {
  const months = monthRanges(keys);
  const promises = promisesQuery(months, now);
  const [pay, ref, hours, inv, cn, contact, msgs, trans, book] = await Promise.all([
    byMonth(db, paymentsQuery(months), months),
    byMonth(db, refundsQuery(months), months),
    byMonth(db, hoursQuery(months), months),
    byMonth(db, invoicesQuery(months), months),
    byMonth(db, creditNotesQuery(months), months),
    byMonth(db, promises.contact, months),
    byMonth(db, promises.messages, months),
    byMonth(db, promises.translations, months),
    byMonth(db, bookingsQuery(months), months),
  ]);
  return months.map((m) => {
    const p = pay.get(m.key) ?? {};
    const r = ref.get(m.key) ?? {};
    const h = hours.get(m.key) ?? {};
    const work = (p.work ?? 0) - (r.workRefunds ?? 0);
    const hoursValue = h.value ?? 0;
    const payments = p.payments ?? 0;
    const refunds = r.refunds ?? 0;
    const c = contact.get(m.key) ?? {};
    const g = msgs.get(m.key) ?? {};
    const t = trans.get(m.key) ?? {};
    return {
      month: m.key,
      future: m.start.getTime() > now.getTime(),
      earned: work + hoursValue,
      work,
      hoursValue,
      cash: payments - refunds,
      payments,
      refunds,
      hoursSold: h.sold ?? 0,
      hoursUsed: h.used ?? 0,
      invoices: { count: inv.get(m.key)?.n ?? 0, amount: inv.get(m.key)?.amount ?? 0 },
      creditNotes: { count: cn.get(m.key)?.n ?? 0, amount: cn.get(m.key)?.amount ?? 0 },
      promises24: { kept: (c.kept ?? 0) + (g.kept ?? 0), due: (c.due ?? 0) + (g.due ?? 0) },
      promises48: { kept: t.kept ?? 0, due: t.due ?? 0 },
      bookings: book.get(m.key)?.n ?? 0,
      bgnIncluded: (p.bgn ?? 0) + (r.bgn ?? 0),
    };
  });
}

/** The sum of months' figures. */
export function totalOf(months: ReportFigures[]): ReportFigures {
  const add = (a: { kept: number; due: number }, b: { kept: number; due: number }) => ({ kept: a.kept + b.kept, due: a.due + b.due });
  return months.reduce<ReportFigures>(
    (t, m) => ({
      earned: t.earned + m.earned,
      work: t.work + m.work,
      hoursValue: t.hoursValue + m.hoursValue,
      cash: t.cash + m.cash,
      payments: t.payments + m.payments,
      refunds: t.refunds + m.refunds,
      // Half hours: tenths summed as whole numbers, so no float error creeps in.
      hoursSold: Math.round((t.hoursSold + m.hoursSold) * 10) / 10,
      hoursUsed: Math.round((t.hoursUsed + m.hoursUsed) * 10) / 10,
      invoices: { count: t.invoices.count + m.invoices.count, amount: t.invoices.amount + m.invoices.amount },
      creditNotes: { count: t.creditNotes.count + m.creditNotes.count, amount: t.creditNotes.amount + m.creditNotes.amount },
      promises24: add(t.promises24, m.promises24),
      promises48: add(t.promises48, m.promises48),
      bookings: t.bookings + m.bookings,
      bgnIncluded: t.bgnIncluded + m.bgnIncluded,
    }),
    ZERO,
  );
}

export async function report(db: DbOrTx, from: string, to: string, now: Date): Promise<Report> {
  const months = await reportMonths(db, monthsOf(from, to), now);
  return { from, to, months, totals: totalOf(months) };
}

const DAY = 86_400_000;

/** Open payment requests by days since issued (0–7, 8–30, over 30), in euro. */
async function receivables(db: DbOrTx, now: Date): Promise<Overview["receivables"]> {
  const rows = await rowsOf(
    db,
    sql`select case when r.created_at > ${at(now)} - interval '8 days' then 'days0to7' when r.created_at > ${at(now)} - interval '31 days' then 'days8to30' else 'over30' end as age,
      count(*) as n, coalesce(sum(${eurSql(sql`r.amount`, sql`r.currency`)}), 0) as amount
    from payment_requests r where r.status = 'open' group by 1`,
  );
  const ages = (["days0to7", "days8to30", "over30"] as const).map((age) => {
    const r = rows.find((x) => x.age === age);
    return { age, count: Number(r?.n ?? 0), amount: Number(r?.amount ?? 0) };
  });
  return { ages, total: { count: ages.reduce((s, a) => s + a.count, 0), amount: ages.reduce((s, a) => s + a.amount, 0) } };
}

/** The Monday (Sofia) of the week `now` is in, and the weeks before it. */
function weekStarts(now: Date, n: number): string[] {
  const { day, weekday } = wallClock(now);
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - weekday * DAY);
  return Array.from({ length: n }, (_, i) => new Date(monday.getTime() - (n - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
}

async function bookingsPerWeek(db: DbOrTx, now: Date): Promise<Overview["weeks"]> {
  const weeks = weekStarts(now, OVERVIEW_WEEKS);
  const ranges = weeks.map((w) => ({ key: w, start: zonedInstant(w, 0), end: zonedInstant(new Date(Date.parse(`${w}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10), 0) }));
  const counts = await byMonth(db, bookingsQuery(ranges), ranges);
  return weeks.map((week) => ({ week, bookings: counts.get(week)?.n ?? 0 }));
}

async function prepaidBalance(db: DbOrTx): Promise<number> {
  const [r] = await rowsOf(db, sql`select coalesce(sum(prepaid_hours_balance), 0) as h from hours_balances`);
  return Number(r?.h ?? 0);
}

/** The admin home's figures at `now`. */
export async function overview(db: DbOrTx, now: Date): Promise<Overview> {
  const month = sofiaMonth(now);
  const [trend, rec, weeks, balance] = await Promise.all([
    reportMonths(db, monthsOf(addMonths(month, 1 - OVERVIEW_MONTHS), month), now),
    receivables(db, now),
    bookingsPerWeek(db, now),
    prepaidBalance(db),
  ]);
  return {
    month,
    thisMonth: trend.at(-1)!,
    lastMonth: trend.at(-2)!,
    sameMonthLastYear: trend[0]!,
    trend,
    prepaidBalance: balance,
    receivables: rec,
    weeks,
  };
}

/** Earned revenue (work less work refunded, plus prepaid hours used) and the BGN in it, per range. */
export type Earned = { amount: number; bgnIncluded: number };

/**
 * The three reads the earned figure needs, over contiguous `ranges` (months or days). Side by
 * side on the pool, or one after another on a transaction's one connection (`inTransaction`).
 */
export async function earnedIn(db: DbOrTx, ranges: Month[], inTransaction = false): Promise<Map<string, Earned>> {
  const queries = [paymentsQuery(ranges), refundsQuery(ranges), hoursQuery(ranges)];
  const [pay, ref, hours] = inTransaction
    ? [await byMonth(db, queries[0]!, ranges), await byMonth(db, queries[1]!, ranges), await byMonth(db, queries[2]!, ranges)]
    : await Promise.all(queries.map((q) => byMonth(db, q, ranges)));
  return new Map(
    ranges.map(({ key }) => {
      const p = pay!.get(key) ?? {};
      const r = ref!.get(key) ?? {};
      return [key, { amount: (p.work ?? 0) - (r.workRefunds ?? 0) + (hours!.get(key)?.value ?? 0), bgnIncluded: (p.bgn ?? 0) + (r.bgn ?? 0) }];
    }),
  );
}
