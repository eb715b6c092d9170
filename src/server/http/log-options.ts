import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are secrets: links with them sign someone in or pay for
 * something (token, session_id, code, state…), matched by what the name says so that a
 * parameter added later (resetToken, apiKey) is covered without an entry here.
 */
const SECRET_NAME = /token|secret|session|password|otp|key|code|state|signature/i;

/**
 * Path segments that are secrets themselves: the one after these (a translation delivery's
 * token, a checkout session id in /api/checkout/sessions/…, /api/test-gateway/sessions/…
 * the TEST MODE page /test-checkout/…, a pay link's token in /pay/… and /api/pay/…), and any
 * Stripe-style checkout session id.
 */
const SECRET_AFTER = new Set(["deliveries", "sessions", "test-checkout", "pay"]);
const SESSION_ID_SEGMENT = /^cs_/i;

/**
 * A value that may be a capability: every token we hand out is 32+ random bytes or a UUID,
 * so anything of 16 characters or more that is not plain lowercase words (a page's slug, a
 * path like /dashboard/tasks, apple-touch-icon.png) is left out. An email address or a
 * free-text search goes too, which a log has no need of either.
 */
const looksOpaque = (value: string) => value.length >= 16 && !/^\/?[a-z]+(?:[-/.][a-z]+)*\/?$/.test(value);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

function scrubPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      const plain = decoded(segment);
      const secret =
        (i > 0 && SECRET_AFTER.has(decoded(segments[i - 1]!).toLowerCase())) || SESSION_ID_SEGMENT.test(plain) || looksOpaque(plain);
      return secret ? "[redacted]" : segment;
    })
    .join("/");
}

function scrubQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const name = decoded(rawName.replace(/\+/g, " "));
      const value = eq < 0 ? "" : decoded(pair.slice(eq + 1).replace(/\+/g, " "));
      return SECRET_NAME.test(name) || looksOpaque(value) ? `${rawName}=[redacted]` : pair;
    })
    .join("&");
}

/**
 * A URL as logs may keep it when no route names its parts (an unknown path, a page of the
 * web app): the path with its secret-looking segments replaced, and the query with the
 * values of secret parameters (reset and verification tokens, checkout session ids, codes)
 * and of opaque-looking ones replaced.
 */
export function scrubUrl(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? scrubPath(url) : `${scrubPath(url.slice(0, q))}?${scrubQuery(url.slice(q + 1))}`;
}

/**
 * The request's URL in the log: the route as declared (/api/appointments/cancel/:token), so
 * no path parameter reaches a log line whatever it holds and a new token route needs no entry
 * here; a wildcard route's rest (Better Auth's /api/auth/*) and a path no route matched
 * (404s, and the web app's pages, which the not-found handler serves: /pay/<token>) scrubbed
 * as scrubUrl does. The query is scrubbed in every case.
 */
export function loggedUrl(req: Pick<FastifyRequest, "url" | "routeOptions" | "params">): string {
  const q = req.url.indexOf("?");
  const query = q < 0 ? "" : `?${scrubQuery(req.url.slice(q + 1))}`;
  const route = req.routeOptions?.url;
  if (!route) return scrubUrl(q < 0 ? req.url : req.url.slice(0, q)) + query;
  if (!route.endsWith("*")) return route + query;
  const rest = (req.params as Record<string, string> | undefined)?.["*"] ?? "";
  return route.slice(0, -1) + scrubPath(rest) + query;
}

/**
 * Fastify's logger options: no token, cookie or session id reaches a log line. Headers are
 * not logged by the serializer below; the redaction covers any code that logs them anyway.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
        'headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: loggedUrl(req),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
