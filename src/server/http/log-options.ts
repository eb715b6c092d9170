import type { FastifyRequest } from "fastify";

/** Query parameters whose values are secrets: links with them sign someone in or pay for something. */
const SECRET_PARAMS = new Set(["token", "session_id", "code", "state", "password", "secret", "key", "otp"]);

/**
 * Path segments that are secrets themselves: the one after these (a translation delivery's
 * token, a checkout session id in /api/checkout/sessions/…, /api/test-gateway/sessions/…
 * the TEST MODE page /test-checkout/…, a pay link's token in /pay/… and /api/pay/…), and any
 * Stripe-style checkout session id.
 */
const SECRET_AFTER = new Set(["deliveries", "sessions", "test-checkout", "pay"]);
const SESSION_ID_SEGMENT = /^cs_/i;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

function scrubPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      const secret = (i > 0 && SECRET_AFTER.has(decoded(segments[i - 1]!))) || SESSION_ID_SEGMENT.test(decoded(segment));
      return secret ? "[redacted]" : segment;
    })
    .join("/");
}

/**
 * The request URL as logs may keep it: the path with its secret segments replaced, and the
 * query with the values of secret parameters (reset and verification tokens, checkout
 * session ids, codes) replaced.
 */
export function scrubUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return scrubPath(url);
  const kept = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const rawName = pair.split("=")[0] ?? "";
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {}
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    });
  return `${scrubPath(url.slice(0, q))}?${kept.join("&")}`;
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
        url: scrubUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
