import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";

/**
 * Creating a PGlite takes seconds (an initdb: ~7 s of CPU on CI's machine, then the migrations);
 * loading a dump takes milliseconds. Build one migrated database per run, on disk, and hand it on
 * twice: dumped, for every test file's in-memory database (test/db.ts), and as a folder that a
 * spawned server's or CLI's DATA_DIR gets a copy of (test/spawn-main.ts tempDataDir), so the
 * child finds its database migrated instead of making one.
 */
export default async function setup(project: TestProject) {
  // The files that start the server or the admin CLI in a child process run the compiled ones,
  // as `npm start` and `npm run admin` do (they start in a fraction of tsx's time): compile
  // them when a source is newer (half a second when nothing changed). Only the embedded
  // project runs those files (EMBEDDED_ONLY in vitest.config.ts).
  if (project.name === "api") {
    const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs", "--server-only"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("compiling the server (scripts/build-if-stale.mjs --server-only) failed");
  }
  // The PostgreSQL project's files each make a database on the server (test/db.ts): a copy of one
  // migrated here (CREATE DATABASE … TEMPLATE, a tenth of a second) instead of 39 migrations each.
  if (project.name === "api-postgres") return postgresTemplate(project);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-template-"));
  const dbDir = path.join(root, "data", "db");
  const db = await openPglite({ dir: dbDir });
  await db.migrate();
  const dump = await db.client.dumpDataDir("none");
  await db.close();
  const file = path.join(root, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgliteDataDirTemplate", dbDir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = `concierge_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  // Closed before any copy is made: a template must have no connection open.
  const database = openPostgres(u.toString());
  await database.migrate();
  await database.close();
  project.provide("postgresTemplate", name);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite (PGlite's loadDataDir). */
    pgliteTemplate: string;
    /** A migrated PGlite's folder, as a server keeps it in DATA_DIR/db: copy it, never open it in place. */
    pgliteDataDirTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, for CREATE DATABASE … TEMPLATE (the PostgreSQL project only). */
    postgresTemplate: string;
  }
}
