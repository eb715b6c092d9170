/** The health check (load balancers, `npm run drill`, the test harness); schemas in core/health.ts. */
export const healthRoutes = {
  /** 200 while the database answers (with its round trip), 503 with Retry-After while it does not. */
  get: { method: "GET", path: "/api/health", access: "public" },
} as const;
