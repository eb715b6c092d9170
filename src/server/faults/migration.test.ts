import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { manifestSchema } from "../backups/manifest";
import { MIGRATIONS_DIR, openPglite } from "../db/client";
import { applyMigrations, readMigrations } from "../db/migrate";
import { spawnMain, tempDataDir } from "../test/spawn-main";

/**
 * Safe upgrades on the embedded default: a database one migration behind, whose next migration
 * fails (a trigger refuses its bookkeeping row, after its own statements ran). The server backs
 * the database up first, then refuses to start on one line naming the migration and the backup,
 * and the database is exactly as it was: same tables, columns and migration history.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

type Shape = { columns: string[]; history: number };

async function shapeOf(client: Awaited<ReturnType<typeof openPglite>>["client"]): Promise<Shape> {
  const { rows } = await client.query<{ c: string }>(
    "select table_name || '.' || column_name || ':' || data_type as c from information_schema.columns where table_schema = 'public' order by 1",
  );
  const { rows: n } = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
  return { columns: rows.map((r) => r.c), history: n[0]!.n };
}

describe("a migration that fails on start", () => {
  it("leaves the database unchanged, and the start is refused on one line after an automatic backup", async () => {
    // An empty folder: the test applies all but the last migration itself.
    const dataDir = tempDataDir({ empty: true });
    dirs.push(dataDir);
    const migrations = readMigrations(MIGRATIONS_DIR);
    const last = migrations.at(-1)!;
    const database = await openPglite({ dir: path.join(dataDir, "db") });
    let before: Shape;
    try {
      await applyMigrations(database.client, migrations.slice(0, -1), "");
      await database.client.exec(`
        CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
        CREATE TRIGGER refuse_migration BEFORE INSERT ON drizzle.__drizzle_migrations FOR EACH ROW EXECUTE FUNCTION refuse();`);
      before = await shapeOf(database.client);
    } finally {
      await database.close();
    }

    const backupDir = path.join(dataDir, "backups");
    const main = spawnMain({ NODE_ENV: "development", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", DATA_DIR: dataDir }, { compiled: true });
    const code = await main.exited;
    const out = main.output();
    expect(code, out).not.toBe(0);
    const refusal = out.split("\n").filter((l) => l.startsWith("migration "));
    expect(refusal, out).toHaveLength(1);
    const backups = fs.readdirSync(backupDir).filter((n) => !n.endsWith(".partial"));
    expect(backups).toHaveLength(1);
    expect(refusal[0]).toBe(
      `migration ${last.tag} failed: refused by the test — the database is unchanged; restore the automatic backup (npm run admin -- restore ${path.join(backupDir, backups[0]!)}) or run the previous version`,
    );
    // The automatic backup holds the database as it was: one migration behind.
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(backupDir, backups[0]!, "manifest.json"), "utf8")));
    expect(manifest.reason).toBe("pre-migration");
    expect(manifest.schema.applied).toBe(migrations.length - 1);

    const reopened = await openPglite({ dir: path.join(dataDir, "db") });
    try {
      expect(await shapeOf(reopened.client)).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
