import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { ts, uuidId } from "./columns";

/**
 * One row per backup attempt (docs/decisions/0047-backups.md). `running` with a lapsed `lease_until`
 * is a backup whose process died half-way: it counts as incomplete, never good.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuidId(),
    /** The backup's folder (or S3 prefix) name, e.g. 2026-12-06T1145Z-scheduled. */
    name: text("name").notNull().unique(),
    /** scheduled | manual | pre-migration */
    reason: text("reason").notNull(),
    /** running | good | failed */
    status: text("status").notNull(),
    /** Where it went: a folder path or s3://bucket/prefix. */
    target: text("target").notNull(),
    startedAt: ts("started_at").notNull(),
    leaseUntil: ts("lease_until").notNull(),
    finishedAt: ts("finished_at"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt)],
);

/**
 * A job that one instance among several must run alone (the daily backup) holds its lease here
 * until `until`; another instance may take it only after it lapsed.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  until: ts("until").notNull(),
  /** When the operator was last mailed that no backup succeeded (once per 36 hours). */
  alertedAt: ts("alerted_at"),
});
