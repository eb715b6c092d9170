import { sql } from "drizzle-orm";
import { healthContract } from "../../../core/health";
import type { AppInstance } from "../../http/types";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../../http/errors";
import { declareRoutes } from "../../http/route";

export async function healthRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  route.from(healthContract.get, {}, async (_req, reply) => {
    const started = performance.now();
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: "ok", database: { state: "up", kind: app.deps.dbKind, latencyMs: Math.round(performance.now() - started) } } as const;
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply.status(503).header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: "degraded", database: { state: "down", kind: app.deps.dbKind } });
    }
  });
}
