import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a dump holds, read from the same snapshot: rows per table, the file keys, the schema version. */
export type DumpFacts = { tables: Record<string, number>; fileKeys: string[]; applied: number };

type Query = <T>(text: string) => Promise<T[]>;

/** Every table of ours and drizzle's history, counted; every blob key the rows name. */
export async function readFacts(query: Query): Promise<DumpFacts> {
  const tables = await query<{ s: string; t: string }>(
    "select table_schema as s, table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables) {
    const [row] = await query<{ n: string | number }>(`select count(*) as n from "${s}"."${t}"`);
    counts[`${s}.${t}`] = Number(row!.n);
  }
  // Files are named by the columns that hold their keys (storage_key, summary_storage_key, …).
  const columns = await query<{ t: string; c: string }>(
    "select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and column_name like '%storage_key' order by 1, 2",
  );
  const keys = new Set<string>();
  for (const { t, c } of columns) {
    for (const r of await query<{ k: string }>(`select "${c}" as k from public."${t}" where "${c}" is not null`)) keys.add(r.k);
  }
  const applied = counts["drizzle.__drizzle_migrations"] ?? 0;
  return { tables: counts, fileKeys: [...keys].sort(), applied };
}

export const pgliteQuery =
  (client: PGlite): Query =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

/**
 * A consistent dump of PostgreSQL while it takes writes: a REPEATABLE READ transaction exports
 * its snapshot, pg_dump reads that same snapshot, and the facts are read in it too.
 */
export async function postgresSnapshot(url: string): Promise<{ facts: DumpFacts; dump: Readable; done: Promise<void>; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const facts = await readFacts(async <T>(text: string) => (await client.query(text)).rows as T[]);
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0]!.id}`, "--dbname", url], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const done = new Promise<void>((resolve, reject) => {
      child.on("error", (err) => reject(new Error(`pg_dump could not start: ${err.message}`)));
      child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed: ${stderr.trim().split("\n")[0] ?? `exit ${code}`}`))));
    });
    return {
      facts,
      dump: child.stdout,
      done,
      close: async () => {
        await client.query("COMMIT").catch(() => undefined);
        await client.end();
      },
    };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}

/** Runs pg_restore with `args`, feeding `input` on standard input; rejects with its first error line. */
export function runPgRestore(args: string[], input: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_restore", args, { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", (e) => reject(new Error(`pg_restore could not start: ${e.message}`)));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`pg_restore failed: ${err.trim().split("\n")[0] ?? `exit ${code}`}`))));
    input.on("error", (e) => {
      child.stdin.destroy();
      reject(e);
    });
    child.stdin.on("error", () => undefined);
    input.pipe(child.stdin);
  });
}
