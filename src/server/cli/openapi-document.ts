import { buildApp } from "../app";
import { systemClock } from "../clock";
import { parseConfig } from "../config";
import { openPglite } from "../db/client";

/**
 * Prints the API description the server serves at /api/docs/json (scripts/lint-openapi.mjs lints
 * it). The app is built over a throw-away PGlite in memory, migrated (the business settings are
 * read as the app is built): nothing is written to disk. Built as under NODE_ENV=test, so the
 * development and test routes are described too; PUBLIC_URL sets `servers`.
 */
const database = await openPglite();
await database.migrate();
const config = { ...parseConfig({ NODE_ENV: "test" }), ...(process.env.PUBLIC_URL && { publicUrl: process.env.PUBLIC_URL }) };
const app = await buildApp({ config, db: database.db, dbKind: "pglite", clock: systemClock });
await app.ready();
const res = await app.inject({ method: "GET", url: "/api/docs/json" });
await app.close();
await database.close();
if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}: ${res.body}`);
process.stdout.write(res.body);
