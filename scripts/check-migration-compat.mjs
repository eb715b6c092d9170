// Rolling upgrades run two versions on one database for a while: the new one's migrations
// must not break the old one (expand, then contract: docs/decisions/0048-migration-compatibility.md).
// Every migration newer than the last released one (scripts/migration-compat.json) is read
// statement by statement; a destructive statement fails the check unless the line before it
// says `-- contract: <why the running version no longer needs it>`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What an older version still running may trip over, and why. */
const RULES = [
  [/\bDROP\s+TABLE\b/i, "drops a table the running version may still read"],
  [/\bDROP\s+COLUMN\b/i, "drops a column the running version may still read or write"],
  [/\bRENAME\s+(COLUMN\s+|CONSTRAINT\s+)?("[^"]+"|\w+)\s+TO\b/i, "renames something the running version names"],
  [/\bRENAME\s+TO\b/i, "renames a table the running version names"],
  [/\bALTER\s+COLUMN\s+("[^"]+"|\w+)\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type under the running version"],
  [/\bALTER\s+COLUMN\s+("[^"]+"|\w+)\s+SET\s+NOT\s+NULL\b/i, "makes a column required that the running version may leave empty"],
  [/\bDROP\s+TYPE\b/i, "drops a type the running version may use"],
];

/** A new NOT NULL column without a default: the running version's inserts do not name it and fail. */
const ADD_REQUIRED = /\bADD\s+COLUMN\s+("[^"]+"|\w+)\s+[^,;]*\bNOT\s+NULL\b/i;

/** The violations in one migration's SQL: [{ statement, reason }]. */
export function destructiveStatements(sql) {
  const found = [];
  for (const chunk of sql.split("--> statement-breakpoint")) {
    const lines = chunk.split("\n");
    const statement = lines.filter((l) => !l.trim().startsWith("--")).join("\n").trim();
    if (!statement) continue;
    if (lines.some((l) => /^\s*--\s*contract:\s*\S/i.test(l))) continue;
    for (const [pattern, reason] of RULES) if (pattern.test(statement)) found.push({ statement, reason });
    if (ADD_REQUIRED.test(statement) && !/\bDEFAULT\b/i.test(statement)) found.push({ statement, reason: "adds a required column without a default: the running version's inserts fail" });
  }
  return found;
}

function main() {
  const dir = path.join(root, "src/server/db/migrations");
  const { entries } = JSON.parse(fs.readFileSync(path.join(dir, "meta/_journal.json"), "utf8"));
  const { released } = JSON.parse(fs.readFileSync(path.join(root, "scripts/migration-compat.json"), "utf8"));
  const at = entries.findIndex((e) => e.tag === released);
  if (at < 0) {
    console.error(`scripts/migration-compat.json: the released migration ${released} is not in the journal`);
    process.exit(1);
  }
  const fresh = entries.slice(at + 1);
  let failures = 0;
  for (const { tag } of fresh) {
    for (const v of destructiveStatements(fs.readFileSync(path.join(dir, `${tag}.sql`), "utf8"))) {
      failures += 1;
      console.error(`${tag}.sql ${v.reason}:\n  ${v.statement.replace(/\s+/g, " ").slice(0, 200)}`);
    }
  }
  if (failures) {
    console.error(
      `\n${failures} statement(s) would break the version still running during a rolling upgrade. Expand first (add, copy, keep both), ` +
        "contract in a later release, and mark that statement with a line `-- contract: <why nothing running uses it>` (docs/decisions/0048-migration-compatibility.md).",
    );
    process.exit(1);
  }
  console.log(`migrations: ${fresh.length} newer than the release ${released}, none would break the running version`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
