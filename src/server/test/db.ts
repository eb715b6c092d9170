import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/client";

/**
 * A fresh, migrated database for one test file: PGlite from the run's template, or (when
 * TEST_DB=postgres) a uniquely named copy of the run's migrated database on TEST_DATABASE_URL's
 * server, dropped after.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `concierge_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A copy of the run's migrated database (test/global-setup.ts); migrate() below then finds nothing to do.
    const template = inject("postgresTemplate");
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString());
    await database.migrate();
    return {
      ...database,
      /** Its address, for a second instance on the same database. */
      url: u.toString(),
      async close() {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  return openPglite({ loadDataDir: pgliteTemplate() });
}

let templateBytes: ArrayBuffer | undefined;
/**
 * The run's migrated PGlite (test/global-setup.ts), as PGlite reads it: it asks only for the
 * archive's bytes (`arrayBuffer()`) and its type. Read once per worker and handed over as a fresh
 * copy each time: a Blob made from the 44 MB file and read back by Node's Blob streams cost
 * ~1 s of CPU per test file, four fifths of opening the database.
 */
function pgliteTemplate(): Blob {
  templateBytes ??= new Uint8Array(fs.readFileSync(inject("pgliteTemplate"))).buffer;
  const bytes = templateBytes;
  return { type: "application/x-tar", arrayBuffer: async () => bytes.slice(0) } satisfies Pick<Blob, "type" | "arrayBuffer"> as Blob;
}
