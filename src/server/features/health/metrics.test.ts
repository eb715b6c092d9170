import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createReadiness } from "../../http/readiness";
import { periodic } from "../../jobs/periodic";
import { createLifecycle } from "../../lifecycle";
import { appBeside, setupTestApp, testConfig } from "../../test/app";
import { createTestDatabase } from "../../test/db";
import { createAdmin, signedInAs } from "../../test/factories";
import { SOME_ID } from "../../test/route-samples";

const TOKEN = "metrics-token-0123456789abcdef0123456789";
const ctx = await setupTestApp({ env: { METRICS_TOKEN: TOKEN } });
const scrape = (authorization?: string) => ctx.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("GET /metrics", () => {
  it("refuses a scraper without the token, or with a wrong one: 401 and nothing else", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).toBe("");
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
  });

  it("is off (404) on a server without METRICS_TOKEN", async () => {
    const plain = await appBeside(ctx, { config: testConfig() });
    const res = await plain.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("concierge_");
  });

  it("counts a request under its route pattern and status, never its raw URL", async () => {
    expect((await ctx.app.inject({ method: "GET", url: `/api/tasks/${SOME_ID}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: `/api/no-such-thing/${SOME_ID}` })).statusCode).toBe(404);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^concierge_http_request_duration_seconds_count\{method="GET",route="\/api\/tasks\/:id",status="401"\} [1-9]/m);
    expect(res.body).toMatch(/^concierge_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} [1-9]/m);
    expect(res.body).toMatch(/^concierge_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/tasks\/:id",status="401"\}/m);
    expect(res.body).not.toContain(SOME_ID);
  });

  it("states the outbox, jobs, live streams, database and backup", async () => {
    const admin = await createAdmin(ctx);
    const { cookie, origin } = await signedInAs(ctx, admin);
    expect((await ctx.app.inject({ method: "POST", url: "/api/health/test-mail", headers: { cookie, origin } })).statusCode).toBe(202);
    ctx.clock.advance(90_000);
    const job = periodic("sample job", async () => 0, { error: () => {} });
    ctx.app.metrics.watchJob("sample job", job);

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(body)?.[1]);
    expect(value("concierge_outbox_depth")).toBeGreaterThanOrEqual(1);
    expect(value("concierge_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(90);
    expect(body).toMatch(/^concierge_job_lag_seconds\{job="sample job"\} 0$/m);
    expect(body).toMatch(/^concierge_job_failures\{job="sample job"\} 0$/m);
    expect(value("concierge_live_streams")).toBe(0);
    expect(value("concierge_db_query_duration_seconds_count")).toBeGreaterThan(0);
    // No backup known yet: the gauge is declared, with no sample.
    expect(body).toContain("# TYPE concierge_backup_age_seconds gauge");
    expect(body).not.toMatch(/^concierge_backup_age_seconds\{/m);
    expect(body).toContain("# TYPE concierge_db_pool_connections gauge");
    // The process itself: open file descriptors against the limit the deployment sets (docs/deploy.md).
    expect(body).toMatch(/^process_open_fds \d+/m);
  });
});

describe("GET /api/ready", () => {
  it("is ready while the database answers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("answers 503 from the first moment of a graceful stop, while other requests are still served", async () => {
    const readiness = createReadiness();
    const app = await appBeside(ctx, { readiness });
    // The stop main.ts makes: readiness first (holding for DRAIN_SECONDS), then the HTTP server.
    const exits: number[] = [];
    const life = createLifecycle({ log: () => ({ info: () => {}, error: () => {} }), deadlineMs: 5000, exit: (code) => exits.push(code) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    life.onStop("http server", () => app.close());
    life.onStop("readiness", async () => {
      readiness.drain();
      await held;
    });
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    const stopping = life.stop("SIGTERM", 0);
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "not_ready", reason: "draining" });
    expect(res.headers["retry-after"]).toBe("5");
    // Liveness and the site still answer while the load balancer notices.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    release();
    await stopping;
    expect(exits).toEqual([0]);
  });

  it("answers 503 while migrations run", async () => {
    const readiness = createReadiness();
    const app = await appBeside(ctx, { readiness });
    readiness.setMigrating(true);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).json()).toEqual({ status: "not_ready", reason: "migrating" });
    readiness.setMigrating(false);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });

  it("answers 503 while the database is unreachable, and liveness says degraded", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: ctx.config, db: database.db, dbKind: database.kind, clock: ctx.clock });
    try {
      await database.close();
      const res = await app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "not_ready", reason: "database" });
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
