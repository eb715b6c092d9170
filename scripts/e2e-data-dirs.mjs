// The browser suite's servers each start on a DATA_DIR of their own (playwright.config.ts). A
// server on an empty one makes its database (an initdb: ~7 s of CPU on CI's machine) and migrates
// it; this makes one migrated database and gives each DATA_DIR named on the command line a copy,
// so both servers find theirs made, as on any later start. A DATA_DIR that has a database keeps it.
// The very first start from nothing is tested on its own (src/server/production-start.test.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/server/db/migrations");
const dirs = process.argv.slice(2).filter((d) => d && !fs.existsSync(path.join(d, "db")));
if (dirs.length > 0) {
  const made = path.join(dirs[0], "db");
  // As the server opens its database (src/server/db/client.ts openPglite): pg_trgm for the searches.
  const client = await PGlite.create({ dataDir: made, extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  await client.close();
  for (const d of dirs.slice(1)) fs.cpSync(made, path.join(d, "db"), { recursive: true });
}
