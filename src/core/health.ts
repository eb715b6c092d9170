import { z } from "zod";
import { contract } from "./contract";
import { healthRoutes } from "./routes/health";

/** The embedded database (PGlite) or a PostgreSQL server (DATABASE_URL). */
const databaseKindSchema = z.enum(["pglite", "postgres"]);

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.object({ state: z.literal("up"), kind: databaseKindSchema, latencyMs: z.number().int() }),
});

/** The database did not answer: the process is up, the service is not. */
export const healthDegradedSchema = z.object({
  status: z.literal("degraded"),
  database: z.object({ state: z.literal("down"), kind: databaseKindSchema }),
});

/** Why an instance takes no traffic: its migrations run, its database does not answer, or it is stopping. */
export const NOT_READY_REASONS = ["migrating", "database", "draining"] as const;
const readySchema = z.object({ status: z.literal("ready") });
const notReadySchema = z.object({ status: z.literal("not_ready"), reason: z.enum(NOT_READY_REASONS) });

/** What the operator's health report looks at, in the order it is shown. */
export const HEALTH_CHECKS = ["mail", "payments", "dkim", "replyMailbox", "storage", "database", "backup", "clock"] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

/** ok; warning: works, but needs a look; problem: broken, customers notice; off: not in use (optional). */
export const CHECK_STATES = ["ok", "warning", "problem", "off"] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/**
 * One finding: `finding` names its text in the health catalogue (`<check>.<finding>`, with a
 * `.say` and, for anything not ok, a `.fix`), `params` fills it in.
 */
export const healthFindingSchema = z.object({
  check: z.enum(HEALTH_CHECKS),
  state: z.enum(CHECK_STATES),
  finding: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type HealthFinding = z.infer<typeof healthFindingSchema>;

export const healthReportSchema = z.object({
  checkedAt: z.iso.datetime(),
  findings: z.array(healthFindingSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

const testMailSchema = z.object({ to: z.string() });

export const healthContract = contract(healthRoutes, {
  get: { response: { 200: healthSchema, 503: healthDegradedSchema } },
  ready: { response: { 200: readySchema, 503: notReadySchema } },
  metrics: { response: "file" },
  report: { response: { 200: healthReportSchema } },
  testMail: { response: { 202: testMailSchema } },
});
