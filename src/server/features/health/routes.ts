import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { healthContract } from "../../../core/health";
import type { AppInstance } from "../../http/types";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import { operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { lastBackupAge } from "./backup-age";
import { runDoctor } from "./doctor";

/** How long readiness waits for the database before saying it is unreachable. */
const READY_DB_TIMEOUT_MS = 2_000;

const digest = (s: string) => createHash("sha256").update(s).digest();
/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows);

export async function healthRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, config, clock } = app.deps;

  route.from(healthContract.get, {}, async (_req, reply) => {
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: { state: "up", kind: app.deps.dbKind, latencyMs: Math.round(performance.now() - started) } } as const;
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply.status(503).header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: "degraded", database: { state: "down", kind: app.deps.dbKind } });
    }
  });

  route.from(healthContract.ready, {}, async (_req, reply) => {
    const notReady = (reason: "migrating" | "database" | "draining") =>
      reply.status(503).header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: "not_ready", reason });
    if (app.readiness.draining()) return notReady("draining");
    if (app.readiness.migrating()) return notReady("migrating");
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), READY_DB_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), late]);
    } catch {
      return notReady("database");
    } finally {
      clearTimeout(timer);
    }
    return { status: "ready" } as const;
  });

  // Never public: off (404) without METRICS_TOKEN, and 401 with nothing else for a scraper without it.
  route.from(healthContract.metrics, { logLevel: "warn" }, async (req, reply) => {
    if (!config.METRICS_TOKEN) return reply.status(404).send();
    if (!bearerMatches(req.headers.authorization, config.METRICS_TOKEN)) {
      return reply.status(401).header("WWW-Authenticate", 'Bearer realm="metrics"').send();
    }
    const [outbox] = rowsOf<{ depth: number; oldest: string | null }>(
      await db.execute(sql`select count(*)::int as depth, min(created_at) as oldest from outbox where status = 'pending'`),
    );
    const oldest = outbox?.oldest ? new Date(outbox.oldest).getTime() : null;
    const text = await app.metrics.render({
      outboxDepth: outbox?.depth ?? 0,
      outboxOldestAgeSeconds: oldest === null ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000),
      backupAgeSeconds: await lastBackupAge(db, clock.now()),
    });
    return reply.header("Cache-Control", "no-store").type(app.metrics.contentType).send(text);
  });

  route.from(healthContract.report, {}, async () => runDoctor({ db, dbKind: app.deps.dbKind, config, clock, load: app.load?.read() }));

  route.from(healthContract.testMail, {}, async (_req, reply) => {
    const to = app.business.operatorEmail();
    const lang = await operatorMailLang(db, to);
    await enqueueMail(db, { template: "healthTestMail", to, data: { lang, site: new URL(config.publicUrl).host, link: `${config.publicUrl}/dashboard/settings#health` } }, clock.now());
    return reply.status(202).send({ to });
  });
}
