/**
 * Seeds members and tasks straight into a database, in bulk (generate_series), for the task
 * list benchmarks. Run alone:
 *   node --import tsx bench/seed-tasks.ts postgres://postgres@127.0.0.1:5432/somedb 100000
 * (migrates the database first). Tasks are spread over `members` clients and the past year,
 * with every status, so the admin's first page and counts see a realistic table.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

export async function seedTasks(db: Db, opts: { tasks: number; members?: number; prefix?: string }): Promise<void> {
  const members = opts.members ?? 1000;
  const prefix = opts.prefix ?? `bench-${Date.now().toString(36)}`;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select ${prefix} || '-' || i, 'Bench Client ' || i, ${prefix} || '-' || i || '@bench.test', true, 'member', now(), now()
    from generate_series(1, ${members}) as i
    on conflict do nothing`);
  await db.execute(sql`
    insert into profiles (user_id, full_name) select ${prefix} || '-' || i, 'Bench Client ' || i from generate_series(1, ${members}) as i
    on conflict do nothing`);
  await db.execute(sql`
    insert into tasks (user_id, title, description, urgency, status, hours_used, created_at, updated_at)
    select ${prefix} || '-' || (1 + i % ${members}),
           'Bench task ' || i,
           'Seeded for the task list benchmark',
           (array['low','normal','high','urgent'])[1 + i % 4],
           (array['pending','in_progress','completed','pending_review'])[1 + i % 4],
           (i % 7) * 0.5,
           now() - (i || ' seconds')::interval * 300,
           now()
    from generate_series(1, ${opts.tasks}) as i`);
  // As autovacuum would soon after a bulk load: the counts table took one update per task.
  await db.execute(sql`vacuum analyze tasks, task_status_counts, "user", profiles`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, count] = process.argv.slice(2);
  if (!url || !count) {
    console.error("usage: node --import tsx bench/seed-tasks.ts <postgres url> <tasks>");
    process.exit(1);
  }
  const { openPostgres } = await import("../src/server/db/client");
  const database = openPostgres(url);
  await database.migrate();
  await seedTasks(database.db, { tasks: Number(count) });
  await database.close();
  console.log(`seeded ${count} tasks`);
}
