import { isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../core/auth";
import type { Clock } from "../clock";
import { HttpError } from "./errors";

export type Rule = { max: number; windowMs: number };

/**
 * Limits on the endpoints that guess or send something: per client address, and per email
 * where one is given. Password guesses per account are slowed per guessing address
 * instead (auth/sign-in-throttle.ts), so nobody can lock an account out.
 */
export const RULES = {
  signIn: { max: 10, windowMs: 60_000 },
  signUp: { max: 5, windowMs: 60_000 },
  reset: { max: 5, windowMs: 60_000 },
  resetPerEmail: { max: 3, windowMs: 15 * 60_000 },
  twoFactor: { max: 10, windowMs: 60_000 },
  /** Endpoints that check the signed-in user's password (change it, 2FA, delete the account). */
  passwordCheck: { max: 10, windowMs: 60_000 },
  /** A person writes once or twice; a script filling the operator's inbox writes hundreds. */
  contact: { max: 5, windowMs: 10 * 60_000 },
  newsletter: { max: 5, windowMs: 10 * 60_000 },
  /** Confirmation mails to one address, whoever asks: the form cannot be used to mail-bomb someone. */
  newsletterMailPerEmail: { max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Rule>;

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", AUTH_MESSAGES.rateLimited);
  }
}

/**
 * Fixed-window counters in memory. One instance per app: with several server instances
 * each counts its own traffic, so the effective limit is multiplied by their number —
 * acceptable for these abuse limits; move the map to the database or Redis to share it.
 */
export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one attempt; throws RateLimitedError once `rule.max` attempts were made in the window. */
    hit(bucket: string, key: string, rule: Rule): void {
      const now = clock.now().getTime();
      sweep(now);
      const id = `${bucket}\u0000${key}`;
      let w = windows.get(id);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowMs };
        windows.set(id, w);
      }
      w.count += 1;
      if (w.count > rule.max) throw new RateLimitedError(Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
    },
    /** Like hit, but answers false instead of throwing: for limits the client must not be able to observe. */
    allow(bucket: string, key: string, rule: Rule): boolean {
      try {
        this.hit(bucket, key, rule);
        return true;
      } catch (err) {
        if (err instanceof RateLimitedError) return false;
        throw err;
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A route's onRequest hook counting every request by client address, before the body is
 * read: past the limit it answers 429 with the standard error body and a Retry-After.
 */
export function limitByAddress(bucket: string, rule: Rule) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      req.server.rateLimiter.hit(bucket, clientKey(req), rule);
    } catch (err) {
      if (err instanceof RateLimitedError) reply.header("Retry-After", String(err.retryAfterSeconds));
      throw err;
    }
  };
}

/**
 * The address to count a request against: the socket's, unless TRUST_PROXY lets Fastify
 * take it from X-Forwarded-For (req.ip does exactly that). IPv6 clients usually own a
 * whole /64, so they are counted by it.
 */
export function clientKey(req: FastifyRequest): string {
  const ip = req.ip || req.socket.remoteAddress || "unknown";
  if (!isIPv6(ip) || ip.startsWith("::ffff:")) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("::");
  const a = head ? head.split(":") : [];
  const b = tail ? tail.split(":") : [];
  const zeros = ip.includes("::") ? Array(8 - a.length - b.length).fill("0") : [];
  return [...a, ...zeros, ...b].map((p) => p.toLowerCase());
}
