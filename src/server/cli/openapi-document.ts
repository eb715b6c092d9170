import { buildApp } from "../app";
import { systemClock } from "../clock";
import { parseConfig } from "../config";
import type { Database } from "../db/client";

/**
 * Prints the API description the server serves at /api/docs/json (scripts/lint-openapi.mjs lints
 * it). Registering routes touches no database, so the app is built over one that throws when
 * used: the document comes in a second, with no data dir to migrate. Built as under NODE_ENV=test,
 * so the development and test routes are described too; PUBLIC_URL sets `servers`.
 */
const noDatabase = new Proxy({} as Database["db"], {
  get(_, name) {
    throw new Error(`openapi-document: the database was used (${String(name)}) while only building the routes`);
  },
});
const config = { ...parseConfig({ NODE_ENV: "test" }), ...(process.env.PUBLIC_URL && { publicUrl: process.env.PUBLIC_URL }) };
const app = await buildApp({ config, db: noDatabase, dbKind: "pglite", clock: systemClock });
await app.ready();
const res = await app.inject({ method: "GET", url: "/api/docs/json" });
await app.close();
if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}: ${res.body}`);
process.stdout.write(res.body);
