import { describe, expect, it } from "vitest";
import { destructiveStatements } from "../../../scripts/check-migration-compat.mjs";

// The expand/contract check that `npm test` runs over the migrations newer than the last release
// (scripts/check-migration-compat.mjs, docs/decisions/0048-migration-compatibility.md).
describe("migrations stay compatible with the running version", () => {
  const reasons = (sql: string) => destructiveStatements(sql).map((v) => v.reason);

  it("flags what breaks the version still running", () => {
    expect(reasons('ALTER TABLE "tasks" DROP COLUMN "notes";')).toEqual(["drops a column the running version may still read or write"]);
    expect(reasons('DROP TABLE "old_things";')).toEqual(["drops a table the running version may still read"]);
    expect(reasons('ALTER TABLE "tasks" RENAME COLUMN "notes" TO "admin_notes";')).toEqual(["renames something the running version names"]);
    expect(reasons('ALTER TABLE "tasks" RENAME TO "jobs";')).toEqual(["renames a table the running version names"]);
    expect(reasons('ALTER TABLE "tasks" ALTER COLUMN "hours" SET DATA TYPE numeric(6, 2);')).toEqual(["changes a column's type under the running version"]);
    expect(reasons('ALTER TABLE "tasks" ALTER COLUMN "hours" SET NOT NULL;')).toEqual(["makes a column required that the running version may leave empty"]);
    expect(reasons('ALTER TABLE "tasks" ADD COLUMN "kind" text NOT NULL;')).toEqual(["adds a required column without a default: the running version's inserts fail"]);
  });

  it("lets expand steps through, and a contract step when it says why", () => {
    expect(reasons('ALTER TABLE "tasks" ADD COLUMN "kind" text DEFAULT \'x\' NOT NULL;')).toEqual([]);
    expect(reasons('CREATE TABLE "a" ("id" uuid PRIMARY KEY);\n--> statement-breakpoint\nCREATE INDEX "a_idx" ON "a" ("id");')).toEqual([]);
    expect(reasons('ALTER TABLE "tasks" ADD COLUMN "kind" text;')).toEqual([]);
    expect(reasons('-- contract: nothing reads notes since 0.4\nALTER TABLE "tasks" DROP COLUMN "notes";')).toEqual([]);
  });
});
