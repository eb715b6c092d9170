import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccountDataRegistry } from "../auth/account-data";
import type { AppAuth } from "../auth/instance";
import type { Business } from "../business/settings";
import type { AdjustableClock, Clock, JobRegistry } from "../clock";
import type { Config } from "../config";
import type { Database, Db, NotificationListener } from "../db/client";
import type { Tracing } from "../telemetry/tracing";
import type { BlobStore } from "../storage/blob-store";
import type { StorageBudget } from "../storage/budget";
import type { ActorResolver } from "./access";
import type { Metrics } from "../metrics/metrics";
import type { LoadMeter } from "../metrics/load-meter";
import type { LimitStore } from "./limit-store";
import type { RateLimiter } from "./rate-limit";
import type { Readiness } from "./readiness";
import type { HttpTimeouts } from "./timeouts";

/*
 * The app's types, apart from app.ts: route files take their app type from here, not from the
 * module that imports them (no import cycles; biome's noImportCycles checks, types included).
 * This module imports plumbing types only, never a feature: a feature's own part of the app
 * (the payments feature's gateway, in features/payments/gateway.ts) is declared by the feature,
 * merged into AppDeps and FastifyInstance.
 */

/** A route's schemas as declared (zod, through fastify-type-provider-zod): the fuzz suite generates from the request's. */
export type RouteSchemas = { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };

/** Everything the app needs from outside; tests pass their own (front door). */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  clock: Clock;
  /** Finds the signed-in user of a request; by default the Better Auth session cookie. */
  resolveActor?: ActorResolver;
  /** Signs sessions (BETTER_AUTH_SECRET, or the one main.ts keeps in DATA_DIR). Tests get a fixed one. */
  authSecret?: string;
  /** Where abuse-limit counters live: Redis (main.ts, REDIS_URL), else the database by default. */
  limits?: LimitStore;
  /** Private file storage: DATA_DIR/files by default. */
  storage?: BlobStore;
  /** Folder of the built web app; served when it exists. */
  webDir?: string;
  /** How long to wait on slow clients (src/server/http/timeouts.ts has the defaults). */
  timeouts?: Partial<HttpTimeouts>;
  logger?: boolean | object;
  /** LISTEN/NOTIFY of the database (its Database object): feeds the live notification streams. */
  listener?: NotificationListener;
  /** The streams' heartbeat comment interval (30 s); tests shorten it. */
  liveHeartbeatMs?: number;
  /** A stream's lifetime (LIVE_STREAM_MAX_MINUTES); tests shorten it. */
  liveMaxAgeMs?: number;
  /** TEST_CLOCK: the clock /dev/clock moves and the jobs it then runs once (main.ts fills them in). */
  timeTravel?: { clock: AdjustableClock; jobs: JobRegistry };
  /** The database's query times and pool state, for /metrics (and traces). */
  database?: Pick<Database, "observeQueries" | "poolStats">;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts loads it only then). */
  tracing?: Pick<Tracing, "traceRequests" | "query">;
  /** Whether this instance takes traffic (GET /api/ready): main.ts drains it on SIGTERM. */
  readiness?: Readiness;
}

export type AppInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider> & {
  deps: AppDeps;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route with the access it declares (a test fails on any without). */
    routeTable(): { method: string; url: string; access: string | undefined; schema: RouteSchemas }[];
    /** The app's Better Auth, loaded on first use (src/server/auth/instance.ts). */
    auth: AppAuth;
    rateLimiter: RateLimiter;
    /** Features register what they hold about a user, for data export and account deletion. */
    accountData: AccountDataRegistry;
    /** The operator's business settings and price list (src/server/business/settings.ts). */
    business: Business;
    storage: BlobStore;
    /** Upload quotas per account and address, and the disk / bucket guard (storage/budget.ts). */
    storageBudget: StorageBudget;
    /** What /metrics serves (metrics/metrics.ts). */
    metrics: Metrics;
    /** The last minute's load on the embedded default (metrics/load-meter.ts); null on PostgreSQL. */
    load: LoadMeter | null;
    readiness: Readiness;
  }
}
