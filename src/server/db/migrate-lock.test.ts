import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPostgres } from "./client";

const url = process.env.TEST_DATABASE_URL;

// Only meaningful on a real server: PGlite has one connection and one process.
describe.skipIf(process.env.TEST_DB !== "postgres" || !url)("migrations on PostgreSQL", () => {
  it("two instances starting together on a fresh database both migrate, and each migration applies once", async () => {
    const name = `concierge_migrate_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    const a = openPostgres(u.toString());
    const b = openPostgres(u.toString());
    try {
      const results = await Promise.allSettled([a.migrate(), b.migrate()]);
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok"]);
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
      const check = new pg.Client({ connectionString: u.toString() });
      await check.connect();
      const { rows } = await check.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
      await check.end();
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
