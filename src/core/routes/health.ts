/** Liveness, readiness, metrics and the operator's health report; schemas in core/health.ts. */
export const healthRoutes = {
  /** Liveness: 200 while the database answers (with its round trip), 503 with Retry-After while it does not. */
  get: { method: "GET", path: "/api/health", access: "public" },
  /** Readiness for a load balancer: 503 while migrations run, the database is unreachable, or the process is draining. */
  ready: { method: "GET", path: "/api/ready", access: "public" },
  /** Prometheus text format, behind METRICS_TOKEN (a bearer token, checked by the route: scrapers carry no session). */
  metrics: { method: "GET", path: "/metrics", access: "public" },
  /** The operator's health report: mail, payments, DKIM, reply mailbox, storage, backup, clock. */
  report: { method: "GET", path: "/api/health/report", access: "admin" },
  /** Puts a test message to the operator's address in the outbox. */
  testMail: { method: "POST", path: "/api/health/test-mail", access: "admin" },
} as const;
