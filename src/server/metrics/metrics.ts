import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** A query as the database saw it: for the query-time histogram and, when tracing is on, a span. */
export type QueryObservation = { text: string; startedAt: number; durationMs: number; error?: unknown };
/** A connection pool's state (PostgreSQL); PGlite has one connection and no pool. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };
/** A periodic job as the metrics see it (jobs/periodic.ts). */
type WatchedJob = { lagSeconds(): number; failures(): number };
/** What a scrape asks the database and the backups for (features/health/scrape.ts). */
export type ScrapeFacts = { outboxDepth: number; outboxOldestAgeSeconds: number; backupAgeSeconds: number | null };

/** Request and query times: from 5 ms to 10 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The numbers /metrics serves (Prometheus text format, prom-client). Each app has its own
 * registry (tests build several apps in one process). Request and query times are observed as
 * they happen (one histogram observe each); everything else is read at scrape time, so an
 * unscraped server pays nothing for it.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Process figures: open file descriptors against their limit, memory, event-loop delay.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "concierge_http_request_duration_seconds",
    help: "HTTP requests by route pattern (never the raw URL), method and status; _count is the request count.",
    labelNames: ["method", "route", "status"],
    buckets: BUCKETS,
    registers,
  });
  const queries = new Histogram({ name: "concierge_db_query_duration_seconds", help: "Database query time.", buckets: BUCKETS, registers });
  const outboxDepth = new Gauge({ name: "concierge_outbox_depth", help: "Mail waiting in the outbox (pending).", registers });
  const outboxAge = new Gauge({ name: "concierge_outbox_oldest_age_seconds", help: "Age of the oldest mail waiting in the outbox (0 when none waits).", registers });
  // Labelled so that "no backup known" is no sample at all (an unlabelled gauge would say 0, a fresh backup).
  const backupAge = new Gauge({ name: "concierge_backup_age_seconds", help: "Age of the newest good backup; no sample when none is known.", labelNames: ["backup"], registers });

  let liveStreams: () => number = () => 0;
  new Gauge({ name: "concierge_live_streams", help: "Open live notification streams (each holds a socket).", registers, collect() { this.set(liveStreams()); } });

  let pool: (() => PoolStats | null) | undefined;
  new Gauge({
    name: "concierge_db_pool_connections",
    help: "Database pool connections by state (PostgreSQL): total, idle, waiting (requests waiting for one), max.",
    labelNames: ["state"],
    registers,
    collect() {
      const stats = pool?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });

  const jobs = new Map<string, WatchedJob>();
  new Gauge({
    name: "concierge_job_lag_seconds",
    help: "How long past its due time a periodic job's run is (0 when on time; grows while a run hangs).",
    labelNames: ["job"],
    registers,
    collect() {
      for (const [job, j] of jobs) this.set({ job }, j.lagSeconds());
    },
  });
  new Gauge({
    name: "concierge_job_failures",
    help: "Failed runs of a periodic job since the process started.",
    labelNames: ["job"],
    registers,
    collect() {
      for (const [job, j] of jobs) this.set({ job }, j.failures());
    },
  });

  return {
    contentType: registry.contentType,
    /** One request answered: `route` is Fastify's pattern (/api/tasks/:id), or "unmatched" for a 404. */
    observeRequest(method: string, route: string | undefined, status: number, ms: number) {
      requests.observe({ method, route: route ?? "unmatched", status: String(status) }, ms / 1000);
    },
    observeQuery(q: QueryObservation) {
      queries.observe(q.durationMs / 1000);
    },
    countLiveStreams(count: () => number) {
      liveStreams = count;
    },
    watchPool(stats: () => PoolStats | null) {
      pool = stats;
    },
    watchJob(name: string, job: WatchedJob) {
      jobs.set(name, job);
    },
    /** The text a scrape gets, after the facts that cost a query are set. */
    async render(facts: ScrapeFacts): Promise<string> {
      outboxDepth.set(facts.outboxDepth);
      outboxAge.set(facts.outboxOldestAgeSeconds);
      backupAge.reset();
      if (facts.backupAgeSeconds !== null) backupAge.set({ backup: "last_good" }, facts.backupAgeSeconds);
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
