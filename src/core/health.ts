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

export const healthContract = contract(healthRoutes, {
  get: { response: { 200: healthSchema, 503: healthDegradedSchema } },
});
