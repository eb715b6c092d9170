/**
 * How long the server waits on a client: a stalled or trickling upload is
 * cut instead of holding a socket, a file descriptor and a partial file forever.
 */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this (Node answers 408). */
  requestMs: number;
  /** The request headers must arrive within this. */
  headersMs: number;
  /** A socket with no traffic at all (either way) for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection is kept this long (above the usual 60 s proxy idle timeout). */
  keepAliveMs: number;
  /** How often Node checks the request and headers deadlines. */
  checkIntervalMs: number;
};

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  requestMs: 60_000,
  headersMs: 15_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

/** The Fastify server options for the given timeouts (defaults for any not given). */
export function serverTimeoutOptions(overrides: Partial<HttpTimeouts> = {}) {
  const t = { ...DEFAULT_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node refuses a headers deadline later than the request deadline.
    http: { headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: t.checkIntervalMs },
  };
}
